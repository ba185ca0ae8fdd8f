/**
 * The schemas by catalogue model name, for opt-in response validation and the
 * OpenAPI document.
 *
 * @module
 */
import type * as z from 'zod/mini';
import {
  CookieSettingsSchema,
  CountrySchema,
  GeocodeResultSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  OpportunitySchema,
  OrganisationSchema,
  PaginationSchema,
  QueryBuilderPreviewSchema,
  RoleFamilySchema,
  RoleSchema,
  SearchLogSchema,
  SessionSchema,
  TeamSchema,
  TimezoneSchema,
  UserSchema,
} from './schemas.js';
import type { ModelName } from './types.js';

/** Every model schema by its catalogue model name. */
export const modelSchemas: Readonly<Record<ModelName, z.ZodMiniType>> = {
  Pagination: PaginationSchema,
  Opportunity: OpportunitySchema,
  GeocodeResult: GeocodeResultSchema,
  Country: CountrySchema,
  Team: TeamSchema,
  Role: RoleSchema,
  RoleFamily: RoleFamilySchema,
  Timezone: TimezoneSchema,
  Organisation: OrganisationSchema,
  User: UserSchema,
  Session: SessionSchema,
  LoginPayload: LoginPayloadSchema,
  LoginResponse: LoginResponseSchema,
  CookieSettings: CookieSettingsSchema,
  QueryBuilderPreview: QueryBuilderPreviewSchema,
  SearchLog: SearchLogSchema,
};

/** Whether `name` is a known model name. */
export function isModelName(name: string | undefined): name is ModelName {
  return name !== undefined && Object.prototype.hasOwnProperty.call(modelSchemas, name);
}
