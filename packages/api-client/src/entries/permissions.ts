/**
 * `@volunteerkit/api-client/permissions`: every permission in words (area,
 * plain name, one line of what it allows), shared by the sandbox and the portal.
 *
 * @module
 */
export * from '../permissions/permissionTable.js';
