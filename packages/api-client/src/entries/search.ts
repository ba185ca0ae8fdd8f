/**
 * `@volunteerkit/api-client/search`: the headless residential search (hash state,
 * controller, hash router) and the geocode session.
 *
 * @module
 */
export * from '../headless/search/index.js';
export * from '../headless/geocode/index.js';
