/**
 * `@volunteerkit/api-client/catalogue`: the endpoint catalogue of spec 7 as data,
 * with the route helpers derived from it.
 *
 * @packageDocumentation
 */
export * from '../exports/catalogue.js';
