/**
 * `@volunteerkit/api-client/testing`: deterministic test-data generators (a role
 * list, a team hierarchy) for tests, demos and benchmarks. Not part of the root
 * entry, so an app that imports `@volunteerkit/api-client` never ships them.
 *
 * @module
 */
export { generateRoles } from '../testing/roles.js';
export { generateTeams } from '../testing/teams.js';
