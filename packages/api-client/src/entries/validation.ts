/**
 * `@volunteerkit/api-client/validation`: the generic form validation engine (spec 5.1).
 *
 * @module
 */
export * from '../headless/validation/index.js';
