/**
 * The OpenAPI document generated from the catalogue.
 *
 * @module
 */
export { createOpenApiDocument } from './document.js';
export type { OpenApiObject, OpenApiOptions } from './document.js';
