/**
 * `@volunteerkit/api-client/public`: the public residential search calls (spec 7.3)
 * as tree-shakeable functions over an `HttpClient`.
 *
 * @module
 */
export * from '../public/residential.js';
