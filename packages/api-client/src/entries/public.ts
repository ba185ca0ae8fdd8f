/**
 * `@volunteerkit/api-client/public`: the public residential search calls (spec 7.3)
 * and the search/apply logging calls, as tree-shakeable functions over an `HttpClient`,
 * and the minimal public transport they can be sent through.
 *
 * @module
 */
export * from '../public/residential.js';
export { logSearch, logApplyAction } from '../public/logging.js';
export type { LogCallOptions } from '../public/logging.js';
export { createPublicHttpClient } from '../http/publicTransport.js';
export type { PublicHttpClientOptions } from '../http/publicTransport.js';
