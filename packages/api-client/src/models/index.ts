/**
 * Models of spec 3.1: zod/mini schemas and inferred types.
 *
 * @module
 */
export * from './schemas.js';
export type * from './types.js';
export { modelSchemas, isModelName } from './registry.js';
export type * from './domain.js';
export * from './vocabulary.js';
