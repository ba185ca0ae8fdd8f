import { Validator } from '@seriousme/openapi-schema-validator';
import { catalogue } from '../catalogue/index.js';
import { catalogueRoutes } from '../catalogue/paths.js';
import { createOpenApiDocument } from './document.js';

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters: { name: string; in: string }[];
        security?: unknown[];
        requestBody?: { content: Record<string, unknown> };
        responses: Record<string, { content?: Record<string, unknown> }>;
        'x-accessors'?: string[];
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

const doc = createOpenApiDocument() as unknown as Doc;

describe('OpenAPI document generated from the catalogue', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does reject a broken document.
    const broken = JSON.parse(JSON.stringify(doc));
    broken.paths['/users/'].get.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per catalogue route (spec-identical shapes merged as aliases)', () => {
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const aliases = ops.flatMap((op) => op['x-accessors'] ?? []);
    expect(ops.length + aliases.length).toBe(catalogueRoutes(catalogue).length);
    const ids = ops.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('users.messaging.list');
    expect(ids).toContain('exports.resend');
  });

  it('declares every path parameter of each path', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(item)) {
        expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(names);
      }
    }
  });

  it('marks public calls, uploads, binary and text responses, and known schemas', () => {
    const list = doc.paths['/residential-opportunities/']!.get!;
    expect(list.security).toEqual([]);
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ name: 'public_search', in: 'query' }),
    );
    expect(doc.paths['/residential-opportunities/']!.post!.security).toBeUndefined();
    expect(Object.keys(doc.paths['/files/']!.post!.requestBody!.content)).toContain(
      'multipart/form-data',
    );
    expect(Object.keys(doc.paths['/rota/{params}pdf/']!.get!.responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    expect(
      Object.keys(
        doc.paths['/organisation/email-templates/new-user/preview']!.get!.responses['200']!
          .content!,
      ),
    ).toEqual(['text/html']);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Opportunity',
        'Pagination',
        'Team',
        'User',
        'Organisation',
        'GeocodeResult',
        'SearchLog',
      ]),
    );
    expect(JSON.stringify(doc.components.schemas.Team)).toContain('#/components/schemas/Team');
  });

  it('carries the resource fields: items, store and update bodies, list queries', () => {
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, Record<string, unknown>>; required?: string[] }
    >;
    const user = schemas.User!;
    expect(Object.keys(user.properties!)).toEqual(
      expect.arrayContaining(['id', 'email', 'first_name', 'last_name', 'status', 'team_ids']),
    );
    // The spec's fields stay as the spec has them; the reference server's are marked.
    expect(user.properties!.timezone!['x-reference-server']).toBeUndefined();
    expect(user.properties!.first_name!['x-reference-server']).toBe(true);
    expect(user.properties!.first_name!.description).toMatch(/first name/i);
    expect(schemas.UserInput!.required).toEqual(['email']);
    expect(schemas.UserInputPatch!.required).toBeUndefined();
    expect(schemas.Shift!.required).toEqual(
      expect.arrayContaining(['id', 'team_id', 'title', 'places', 'assignments', 'status']),
    );
    expect(Object.keys(schemas.ResidentialAvailability!.properties!)).toEqual(
      expect.arrayContaining(['room_id', 'beds', 'changeover_weekdays', 'unavailable', 'booked']),
    );

    const users = doc.paths['/users/']!;
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    expect(users.post!.requestBody!.content['application/json']).toEqual({
      schema: ref('UserInput'),
    });
    expect(doc.paths['/users/{id}']!.put!.requestBody!.content['application/json']).toEqual({
      schema: ref('UserInputPatch'),
    });
    expect(doc.paths['/shifts/{id}']!.put!.requestBody!.content['application/json']).toEqual({
      schema: {
        anyOf: [
          ref('ShiftInputPatch'),
          ref('ShiftSignUp'),
          ref('ShiftPlaceCancel'),
          ref('ShiftWaitlistAction'),
        ],
      },
    });
    const userQuery = users.get!.parameters.map((p) => p.name);
    expect(userQuery).toEqual(expect.arrayContaining(['page', 'per_page', 'q', 'sort', 'filter']));
    expect(users.get!.parameters.find((p) => p.name === 'filter')).toMatchObject({
      style: 'deepObject',
    });
    const availability = doc.paths['/residential-availability/']!.get!;
    expect(availability.parameters.map((p) => p.name)).toEqual(['from', 'to']);
    expect(availability.responses['200']!.content!['application/json']).toEqual({
      schema: ref('ResidentialAvailabilityList'),
    });
    expect(doc.paths['/claims/']!.get!.responses['200']!.content!['application/json']).toEqual({
      schema: {
        type: 'object',
        properties: { data: { type: 'array', items: ref('Claim') }, meta: ref('ListMeta') },
        required: ['data', 'meta'],
      },
    });
    // Reports answer their model whole; a call answering `{ data: model }` says so.
    const report = doc.paths['/reports/expenses/by-user']!.get!;
    expect(report.parameters.map((p) => p.name)).toEqual(['from', 'to', 'team_id']);
    expect(report.responses['200']!.content!['application/json']).toEqual({
      schema: ref('ClaimTotalsReport'),
    });
    expect(
      doc.paths['/shifts/{shiftId}/check-in-code']!.get!.responses['200']!.content![
        'application/json'
      ],
    ).toEqual({
      schema: { type: 'object', properties: { data: ref('CheckInCode') }, required: ['data'] },
    });
  });
});
