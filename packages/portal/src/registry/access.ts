/**
 * Whether a user and their organisation may see something (the rule lives in
 * the app layer, `app/access.ts`; the registry and the areas read it here too).
 *
 * @module
 */
export { canAccess, organisationHasFeature, type AccessRule } from '../app/access.js';
