/**
 * `@volunteerkit/api-client/format`: display formatters (spec 3.1 and 9).
 *
 * @module
 */
export * from '../headless/format/index.js';
