/**
 * `@volunteerkit/api-client/openapi`: an OpenAPI 3.1 document generated from the
 * endpoint catalogue (paths, methods, path parameters, known schemas).
 *
 * @packageDocumentation
 */
export * from '../openapi/index.js';
