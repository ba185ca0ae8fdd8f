/**
 * Types inferred from the model schemas.
 *
 * @module
 */
import type * as z from 'zod/mini';
import type * as schemas from './schemas.js';

/** The pagination object of a list response. */
export type Pagination = z.infer<typeof schemas.PaginationSchema>;
/** The partner shown on an opportunity card. */
export type Partner = z.infer<typeof schemas.PartnerSchema>;
/** An opportunity as shown on a card. */
export type Opportunity = z.infer<typeof schemas.OpportunitySchema>;
/** A geocode result. */
export type GeocodeResult = z.infer<typeof schemas.GeocodeResultSchema>;
/** A country. */
export type Country = z.infer<typeof schemas.CountrySchema>;
/** A team with nested children. */
export type Team = z.infer<typeof schemas.TeamSchema>;
/** A role. */
export type Role = z.infer<typeof schemas.RoleSchema>;
/** A role family. */
export type RoleFamily = z.infer<typeof schemas.RoleFamilySchema>;
/** A timezone. */
export type Timezone = z.infer<typeof schemas.TimezoneSchema>;
/** An organisation and its package. */
export type Organisation = z.infer<typeof schemas.OrganisationSchema>;
/** A user. */
export type User = z.infer<typeof schemas.UserSchema>;
/** An authenticated session. */
export type Session = z.infer<typeof schemas.SessionSchema>;
/** The login payload. */
export type LoginPayload = z.infer<typeof schemas.LoginPayloadSchema>;
/** The login response. */
export type LoginResponse = z.infer<typeof schemas.LoginResponseSchema>;
/** Cookie settings. */
export type CookieSettings = z.infer<typeof schemas.CookieSettingsSchema>;
/** The query-builder preview payload. */
export type QueryBuilderPreview = z.infer<typeof schemas.QueryBuilderPreviewSchema>;
/** The search log payload. */
export type SearchLog = z.infer<typeof schemas.SearchLogSchema>;
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
