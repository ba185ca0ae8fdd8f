/**
 * `@volunteerkit/api-client/models`: zod/mini schemas and inferred types of the
 * entities with known fields (spec 3.1).
 *
 * @packageDocumentation
 */
export * from '../models/index.js';
