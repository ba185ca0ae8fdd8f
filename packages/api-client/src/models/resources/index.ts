/**
 * The resource schemas: one zod/mini schema per resource, from which the
 * client's types (`models.generated.ts`), the sandbox's request validation and
 * the OpenAPI document are derived. Not part of the client's runtime bundle.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  CookieSettingsSchema,
  CountrySchema,
  GeocodeResultSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
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
} from '../schemas.js';
import {
  FilterConditionSchema,
  ListQuerySchema,
  StoredRecordSchema,
  model,
  modelRegistry,
} from './meta.js';
import * as claims from './claims.js';
import * as opportunities from './opportunities.js';
import * as organisation from './organisation.js';
import * as work from './work.js';
import * as residential from './residential.js';
import * as shifts from './shifts.js';
import * as users from './users.js';
import * as config from './config.js';
import * as events from './events.js';
import * as people from './people.js';
import * as places from './places.js';
import * as records from './records.js';
import * as reports from './reports.js';
import * as actions from './actions.js';
import * as stored from './stored.js';
import * as callInputs from './callInputs.js';
import * as actionInputs from './actionInputs.js';
import type { RecordModels } from './meta.js';

export * from './meta.js';
export * from './bindings.js';
export * from './fieldErrors.js';
export * from './users.js';
export * from './shifts.js';
export * from './claims.js';
export * from './residential.js';
export * from './opportunities.js';
export * from './organisation.js';
export * from './work.js';
export * from './config.js';
export * from './events.js';
export * from './people.js';
export * from './places.js';
export * from './records.js';
export * from './reports.js';
export * from './actions.js';
export * from './stored.js';
export * from './callInputs.js';
export * from './actionInputs.js';

// The spec 3.1 models (src/models/schemas.ts, part of the runtime for opt-in
// response validation) join the registry here, so the generated types and the
// OpenAPI document name them too.
const SPEC_MODELS: [string, z.ZodMiniType, string, boolean?][] = [
  ['Pagination', PaginationSchema, 'The pagination object of a list (`meta.pagination`).'],
  ['Partner', PartnerSchema, 'The partner shown on an opportunity card.'],
  ['GeocodeResult', GeocodeResultSchema, 'A geocode result; `type: "geojson"` marks a polygon.'],
  ['Country', CountrySchema, 'A country.'],
  ['Team', TeamSchema, 'A team with its nested children.'],
  ['Role', RoleSchema, 'A role; `status: "inactive"` is flagged in the UI.'],
  ['RoleFamily', RoleFamilySchema, 'A role family.'],
  ['Timezone', TimezoneSchema, 'A timezone.'],
  ['Organisation', OrganisationSchema, 'An organisation and its package.'],
  ['Session', SessionSchema, 'An authenticated session: the token and what is decoded from it.'],
  [
    'LoginPayload',
    LoginPayloadSchema,
    'The login payload: email, password, minimal, plus any extra fields (spec 3.1).',
    true,
  ],
  ['LoginResponse', LoginResponseSchema, 'What a login answers: at least the session token.'],
  ['CookieSettings', CookieSettingsSchema, 'Cookie settings (the "cookie-settings" cookie).'],
  ['QueryBuilderPreview', QueryBuilderPreviewSchema, 'The query-builder preview payload.'],
  ['SearchLog', SearchLogSchema, 'The search log payload.'],
];
for (const [id, schema, description, open] of SPEC_MODELS) model(id, schema, description, open);

/**
 * Every model by name (the spec's and the resources'): the catalogue's `model`,
 * `inputModel`, `queryModel`, `updateModel` and `listModel` name these.
 */
export const resourceModels: Readonly<Record<string, z.ZodMiniType>> = {
  ...Object.fromEntries(SPEC_MODELS.map(([id, schema]) => [id, schema])),
  FilterCondition: FilterConditionSchema,
  StoredRecord: StoredRecordSchema,
  ListQuery: ListQuerySchema,
  ...pick(users, 'User', 'UserInput', 'UserQuery', 'UnavailablePeriod'),
  ...pick(
    shifts,
    'Shift',
    'ShiftInput',
    'ShiftQuery',
    'ShiftAssignment',
    'ShiftSignUp',
    'ShiftPlaceCancel',
    'ShiftWaitlistEntry',
    'ShiftWaitlistAction',
    'RepeatingShift',
    'RepeatingShiftInput',
  ),
  ...pick(
    opportunities,
    'Opportunity',
    'OpportunityInput',
    'GeneralOpportunityInput',
    'OpportunityLocation',
  ),
  ...pick(
    work,
    'Task',
    'TaskInput',
    'TaskQuery',
    'Application',
    'ApplicationInput',
    'ApplicationQuery',
  ),
  ...pick(organisation, 'TeamInput', 'RoleInput', 'RoleFamilyInput'),
  ...pick(claims, 'Claim', 'ClaimInput', 'ClaimQuery', 'Receipt'),
  ...pick(
    residential,
    'ResidentialAvailability',
    'ResidentialAvailabilityList',
    'ResidentialAvailabilityQuery',
    'Nights',
    'RoomClosure',
    'DayWindow',
  ),
  ClearanceConfirmation: events.ClearanceConfirmationSchema,
  VettingRenewal: records.VettingRenewalSchema,
  UploadedFile: records.UploadedFileSchema,
  AttendeesRemoved: events.AttendeesRemovedSchema,
  CalendarFeed: people.CalendarFeedSchema,
  CheckInCode: opportunities.CheckInCodeSchema,
  CheckIn: opportunities.CheckInSchema,
  ...pick(
    reports,
    'ReportSeries',
    'ReportMeta',
    'ReportQuery',
    'ReportPoint',
    'SeriesReport',
    'QueuedExport',
  ),
  ...reportModelsOf(reports),
  ...pick(
    actions,
    'NoContent',
    'Acknowledgement',
    'MobileOrganisation',
    'SearchLogEntry',
    'ApplyActionLog',
    'CalendarType',
    'DashboardStats',
    'RotaTeam',
    'OrganisationDetailed',
    'SafeguardingSettings',
    'AccountCode',
    'DiversityCategory',
    'DiversityQuestion',
    'DiversityCount',
    'DiversityAnswers',
    'DiversityAnswered',
    'QueryValidity',
    'QueryMatch',
    'TeamSite',
    'ContactReceived',
    'BlockEligibility',
    'BlockEligibilityAnswer',
    'Heartbeat',
    'HeartbeatAnswer',
    'ResidentialCounty',
    'PasswordChanged',
    'PasswordChange',
    'DiversityAnswerInput',
    'PasswordLink',
    'BulkTaskRun',
    'MobileSession',
    'TwoFactorSetup',
    'TrustToken',
    'NotificationsDismissed',
    'MessagesRead',
    'TeamVisibility',
    'EmailAddressOnly',
    'MobileCodeSignIn',
    'RefreshRequest',
    'TokenExchange',
    'SessionsLocation',
    'TeamSiteInput',
    'ContactMessage',
    'FormQuestion',
    'FormDocument',
    'ApplicationForm',
    'ApplicationFormAnswer',
    'ApplicationReceived',
    'ApplicationMade',
  ),
  ...recordsOf(config, events, people, places, records, stored),
  ...schemasOf(callInputs),
  ...schemasOf(actionInputs),
};

/** The item, input and query models of every `…Models` export (see `recordModels`). */
function recordsOf(...modules: Record<string, unknown>[]): Record<string, z.ZodMiniType> {
  const out: Record<string, z.ZodMiniType> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(module)) {
      if (!key.endsWith('Models')) continue;
      const { item, input, query } = value as RecordModels;
      for (const schema of [item, input, query]) out[modelRegistry.get(schema)!.id!] = schema;
    }
  }
  return out;
}

/** Every `…Schema` export of a module, by its model name. */
function schemasOf(module: Record<string, unknown>): Record<string, z.ZodMiniType> {
  const out: Record<string, z.ZodMiniType> = {};
  for (const [key, value] of Object.entries(module)) {
    if (!key.endsWith('Schema')) continue;
    const schema = value as z.ZodMiniType;
    out[modelRegistry.get(schema)!.id!] = schema;
  }
  return out;
}

/** Every `…ReportSchema` export and the models it names (its point or row). */
function reportModelsOf(module: Record<string, unknown>): Record<string, z.ZodMiniType> {
  const out: Record<string, z.ZodMiniType> = {};
  for (const [key, value] of Object.entries(module)) {
    if (!key.endsWith('ReportSchema') || key === 'SeriesReportSchema') continue;
    const schema = value as z.ZodMiniObject;
    out[modelRegistry.get(schema)!.id!] = schema;
    const data = schema.shape.data as unknown as z.ZodMiniArray<z.ZodMiniType>;
    const item = data.def.element;
    out[modelRegistry.get(item)!.id!] = item;
  }
  return out;
}

function pick(module: Record<string, unknown>, ...names: string[]): Record<string, z.ZodMiniType> {
  return Object.fromEntries(
    names.map((name) => {
      const schema = module[`${name}Schema`];
      if (!schema) throw new Error(`no schema ${name}Schema`);
      return [name, schema as z.ZodMiniType];
    }),
  );
}

/** A JSON Schema (draft 2020-12) object. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of every model, by name; references between models are
 * `$ref`s made by `ref(name)` (default `#/components/schemas/<name>`, as in
 * the OpenAPI document). Field descriptions are kept; fields beyond the spec
 * carry `x-reference-server: true`.
 */
export function modelJsonSchemas(
  ref: (name: string) => string = (name) => `#/components/schemas/${name}`,
): Record<string, JsonSchema> {
  for (const [name, schema] of Object.entries(resourceModels)) {
    if (modelRegistry.get(schema)?.id !== name) throw new Error(`model ${name} is not registered`);
  }
  const { schemas } = z.toJSONSchema(modelRegistry, {
    uri: ref,
    metadata: modelRegistry,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  const out: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _s, $id: _i, id: _d, ...rest } = schema as JsonSchema;
    out[name] = rest;
  }
  return out;
}
