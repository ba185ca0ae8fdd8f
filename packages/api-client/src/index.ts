/**
 * `@volunteerkit/api-client`: the framework-agnostic typed client for the VolunteerKit API.
 *
 * Each area's public exports live in `./exports/<area>.ts`; this file only gathers them.
 *
 * @packageDocumentation
 */
export { getWindow, getDocument, getLocalStorage } from './env.js';
export type * from './http/types.js';
export * from './exports/core.js';
export * from './exports/catalogue.js';
export * from './exports/search.js';
export * from './exports/forms.js';
