/**
 * `@volunteerkit/api-client/pagination`: pure pagination maths (window and stats).
 *
 * @module
 */
export * from '../headless/pagination/index.js';
