/**
 * Types inferred from the model schemas.
 *
 * @module
 */
import type * as z from 'zod/mini';
import type {
  CookieSettingsSchema,
  CountrySchema,
  GeocodeResultSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  OpportunitySchema,
  OrganisationSchema,
  PaginationSchema,
  PartnerSchema,
  QueryBuilderPreviewSchema,
  RoleFamilySchema,
  RoleSchema,
  SearchLogSchema,
  SessionSchema,
  TeamSchema,
  TimezoneSchema,
  UserSchema,
} from './schemas.js';

/** The pagination object of a list response. */
export type Pagination = z.infer<typeof PaginationSchema>;
/** The partner shown on an opportunity card. */
export type Partner = z.infer<typeof PartnerSchema>;
/** An opportunity as shown on a card. */
export type Opportunity = z.infer<typeof OpportunitySchema>;
/** A geocode result. */
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;
/** A country. */
export type Country = z.infer<typeof CountrySchema>;
/** A team with nested children. */
export type Team = z.infer<typeof TeamSchema>;
/** A role. */
export type Role = z.infer<typeof RoleSchema>;
/** A role family. */
export type RoleFamily = z.infer<typeof RoleFamilySchema>;
/** A timezone. */
export type Timezone = z.infer<typeof TimezoneSchema>;
/** An organisation and its package. */
export type Organisation = z.infer<typeof OrganisationSchema>;
/** A user. */
export type User = z.infer<typeof UserSchema>;
/** An authenticated session. */
export type Session = z.infer<typeof SessionSchema>;
/** The login payload. */
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;
/** The login response. */
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
/** Cookie settings. */
export type CookieSettings = z.infer<typeof CookieSettingsSchema>;
/** The query-builder preview payload. */
export type QueryBuilderPreview = z.infer<typeof QueryBuilderPreviewSchema>;
/** The search log payload. */
export type SearchLog = z.infer<typeof SearchLogSchema>;
/** An entity known only by name: an open record. */
export type OpenRecord = Record<string, unknown>;

/** The model types by catalogue model name (`CatalogueEntry.model`). */
export interface ModelTypes {
  Pagination: Pagination;
  Opportunity: Opportunity;
  GeocodeResult: GeocodeResult;
  Country: Country;
  Team: Team;
  Role: Role;
  RoleFamily: RoleFamily;
  Timezone: Timezone;
  Organisation: Organisation;
  User: User;
  Session: Session;
  LoginPayload: LoginPayload;
  LoginResponse: LoginResponse;
  CookieSettings: CookieSettings;
  QueryBuilderPreview: QueryBuilderPreview;
  SearchLog: SearchLog;
}

/** A model name of the catalogue. */
export type ModelName = keyof ModelTypes;
