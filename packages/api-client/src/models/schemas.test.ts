import * as z from 'zod/mini';
import {
  CookieSettingsSchema,
  GeocodeResultSchema,
  LoginPayloadSchema,
  OpportunitySchema,
  OrganisationSchema,
  PaginationSchema,
  RoleFamilySchema,
  RoleSchema,
  SearchLogSchema,
  TeamSchema,
  TimezoneSchema,
  UserSchema,
  listResponseSchema,
} from './schemas.js';
import { isModelName, modelSchemas } from './registry.js';
import { catalogue } from '../catalogue/index.js';
import { resourceModels, withModels } from './resources/index.js';

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('model schemas (spec 3.1)', () => {
  it.each([
    [
      'Pagination',
      PaginationSchema,
      { current_page: 1, total_pages: 2, per_page: 8, count: 8, total: 12 },
      { current_page: '1' },
    ],
    [
      'Opportunity',
      OpportunitySchema,
      {
        id: 3,
        type: 'Residential-short',
        display_name: 'Beach clean',
        partner: { name: 'P', logo_url: null },
        available_timeslots: [],
        extra: 1,
      },
      { id: 3, display_name: 7 },
    ],
    [
      'GeocodeResult',
      GeocodeResultSchema,
      { name: 'Wales', lat: 52.1, long: -3.6, type: 'geojson', id: 'geojson' },
      { lat: 1 },
    ],
    [
      'Team',
      TeamSchema,
      { id: 1, name: 'Root', children: [{ id: 2, name: 'Leaf', disabled: true, children: [] }] },
      { id: 1, name: 'Root', children: [{ id: 2 }] },
    ],
    [
      'Role',
      RoleSchema,
      { id: 1, name: 'Driver', type: 'volunteer', status: 'inactive', family: { id: 4 } },
      { id: 1, name: 'x' },
    ],
    [
      'RoleFamily',
      RoleFamilySchema,
      { id: 4, name: 'Transport', type: 'family', roles: [] },
      { id: 4, name: 'T', type: 'role' },
    ],
    [
      'Timezone',
      TimezoneSchema,
      { name: 'Europe/London', display_text: '(GMT) London' },
      { name: 'Europe/London' },
    ],
    [
      'User',
      UserSchema,
      {
        id: 1,
        permissions: ['view-users'],
        organisation: { features: ['a'], package_features: { a: 3 } },
      },
      { id: 1, permissions: 'view-users' },
    ],
    [
      'Organisation',
      OrganisationSchema,
      {
        features: [],
        package_features: { rota: 5 },
        tech_features: { sso: true },
        date_format: 'DD/MM/YYYY',
      },
      { tech_features: { sso: 'yes' } },
    ],
    [
      'LoginPayload',
      LoginPayloadSchema,
      { email: 'a@b.c', password: 'x', minimal: true, remember: true },
      { email: 'a@b.c', password: 'x' },
    ],
    ['SearchLog', SearchLogSchema, { opportunities_ids: [1, '2'] }, { opportunities_ids: 1 }],
  ] as const)(
    '%s accepts a valid value and rejects an invalid one',
    (_name, schema, valid, invalid) => {
      expect(ok(schema, valid)).toBe(true);
      expect(ok(schema, invalid)).toBe(false);
    },
  );

  it('keeps unknown fields on loose objects and defaults cookie settings to false', () => {
    expect(z.parse(OpportunitySchema, { id: 1, display_name: 'x', extra: 'kept' })).toMatchObject({
      extra: 'kept',
    });
    expect(z.parse(CookieSettingsSchema, {})).toEqual({ functional: false, analytical: false });
  });

  it('validates list responses with their pagination', () => {
    const list = listResponseSchema(OpportunitySchema);
    const meta = {
      pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 1, total: 1 },
    };
    expect(ok(list, { data: [{ id: 1, display_name: 'x' }], meta })).toBe(true);
    expect(ok(list, { data: [{ id: 1, display_name: 'x' }], meta: {} })).toBe(false);
  });

  it('has a schema for every model the catalogue names, and a runtime one for the spec models', () => {
    for (const plain of catalogue) {
      const e = withModels(plain);
      const named = [e.model, e.queryModel, e.kind === 'call' ? e.bodyModel : e.inputModel];
      if (e.kind === 'resource') named.push(e.listModel, ...(e.updateModels ?? []));
      for (const name of named) if (name) expect(resourceModels[name], name).toBeDefined();
      // The runtime catalogue's bodies are spec models; the bindings' are types only.
      if (plain.kind === 'call' && plain.bodyModel)
        expect(isModelName(plain.bodyModel), plain.bodyModel).toBe(true);
    }
    expect(Object.keys(modelSchemas)).toHaveLength(16);
    for (const name of Object.keys(modelSchemas)) expect(resourceModels[name], name).toBeDefined();
  });
});
