/**
 * The model types: plain interfaces generated from the schemas
 * (`models.generated.ts`, see src/models/resources). A field the schema does
 * not name is not part of the type (a misspelt field does not compile), though
 * at runtime it passes through unchanged.
 *
 * @module
 */
import type { ModelTypes } from './models.generated.js';

export type * from './models.generated.js';

/** An entity known only by name: an open record. */
export type OpenRecord = Record<string, unknown>;

/** A model with a runtime schema for opt-in response validation (`modelSchemas`). */
export type ModelName = Extract<
  keyof ModelTypes,
  | 'Pagination'
  | 'Opportunity'
  | 'GeocodeResult'
  | 'Country'
  | 'Team'
  | 'Role'
  | 'RoleFamily'
  | 'Timezone'
  | 'Organisation'
  | 'User'
  | 'Session'
  | 'LoginPayload'
  | 'LoginResponse'
  | 'CookieSettings'
  | 'QueryBuilderPreview'
  | 'SearchLog'
>;
