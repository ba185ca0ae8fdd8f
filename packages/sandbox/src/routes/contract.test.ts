// The sandbox's answers against the api-client's models: every catalogue entry
// with a model and a list (or a GET call with a list shape) is fetched and each
// item is checked with the model's schema.
import { catalogue } from '@volunteerkit/api-client/catalogue';
import {
  LoginResponseSchema,
  PaginationSchema,
  modelSchemas,
  isModelName,
} from '@volunteerkit/api-client/models';
import {
  fieldErrors,
  resourceModels,
  withModels,
  type TypedEntry,
} from '@volunteerkit/api-client/schemas';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import { DEMO_PASSWORD } from '../seed/context.js';

let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({ seed: 'demo' });
  token = await s.login();
});
afterAll(() => s.cleanup());

const QUERY: Record<string, string> = {
  '/geocode/': 'q=united&type=geojson',
  '/geocode/retrieve/': 'q=united&type=geojson',
};

const listed = catalogue.flatMap((e) => {
  if (!e.model || !isModelName(e.model) || e.path.includes('{')) return [];
  if (e.kind === 'resource' && e.operations.includes('list'))
    return [[e.path, e.model, e.listResponse ?? 'paginated'] as const];
  if (e.kind === 'call' && e.method === 'GET' && e.listResponse)
    return [[e.path, e.model, e.listResponse] as const];
  return [];
});

test('there are modelled lists to check', () => {
  expect(listed.length).toBeGreaterThan(5);
});

test.each(listed)('%s items are valid %s (%s)', async (path, model, shape) => {
  const res = await s.api(`${path}?${QUERY[path] ?? ''}`, { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as
    { data?: unknown[]; meta?: { pagination?: unknown } } | unknown[];
  const items =
    shape === 'array' ? (body as unknown[]) : ((body as { data: unknown[] }).data ?? []);
  expect(Array.isArray(items)).toBe(true);
  if (shape === 'paginated')
    expect(
      PaginationSchema.safeParse((body as { meta: { pagination: unknown } }).meta.pagination)
        .success,
    ).toBe(true);
  const schema = modelSchemas[model];
  const failures = items.map((item) => schema.safeParse(item)).filter((r) => !r.success);
  expect(failures).toEqual([]);
});

test('the login answer is a LoginResponse', async () => {
  const res = await s.api('/auth/api/', {
    method: 'POST',
    json: { email: 'admin@volunteerkit.test', password: 'volunteerkit-demo', minimal: true },
  });
  expect(LoginResponseSchema.safeParse(await res.json()).success).toBe(true);
});

// The answers the api-client types beyond the spec's models (resources/bindings.ts):
// every GET call and list answer with a model, fetched from the demo seed, validates.
type ObjectSchema = Parameters<typeof fieldErrors>[0];

/** The field errors of a call's answer against the model its types name. */
function answerErrors(entry: TypedEntry, body: unknown): string[] {
  const name = entry.kind === 'resource' ? (entry.listModel ?? entry.model) : entry.model;
  const schema = resourceModels[name ?? ''] as ObjectSchema | undefined;
  if (!schema) return [`no model ${name}`];
  const shape =
    entry.kind === 'call' ? entry.callResponse : entry.listModel ? undefined : 'paginated';
  const data = (body as { data?: unknown } | null)?.data;
  const items = !shape ? [body] : shape === 'item' ? [data] : shape === 'array' ? body : data;
  if (!Array.isArray(items)) return ['not a list'];
  if (!('shape' in schema)) {
    const plain = schema as unknown as { safeParse(value: unknown): { success: boolean } };
    return plain.safeParse(shape === 'item' ? data : body).success ? [] : [`not a ${name}`];
  }
  return items.flatMap((item, i) => {
    const errors = fieldErrors(schema, item);
    return Object.keys(errors).length > 0 ? [`${i}: ${JSON.stringify(errors)}`] : [];
  });
}

/** A path with its `{userId}` the signed-in administrator's (other parameters are not filled). */
const ownPath = (path: string, userId: number) =>
  path.replace(/\{(current)?[uU]serId\}/, String(userId));

const typedAnswers = catalogue.map(withModels).filter((e) => {
  if (ownPath(e.path, 1).includes('{')) return false;
  if (e.kind === 'resource')
    return (
      e.operations.includes('list') &&
      (!!e.listModel || e.accessor === 'residentialOpportunities.counties')
    );
  return e.method === 'GET' && e.response === 'json' && !!e.model && !isModelName(e.model);
});

test('there are typed answers to check, reports among them', () => {
  expect(typedAnswers.length).toBeGreaterThan(40);
  expect(answerErrors(typedAnswers[0]!, { data: 'nope' })).not.toEqual([]);
});

test.each(typedAnswers.map((e) => [e.accessor, e] as const))(
  '%s answers its model',
  async (_accessor, entry) => {
    const res = await s.api(ownPath(entry.path, await adminId()), { token });
    expect(res.status).toBe(200);
    expect(answerErrors(entry, await res.json())).toEqual([]);
  },
);

let admin: number | undefined;
async function adminId(): Promise<number> {
  if (admin === undefined) {
    const res = await s.api('/heartbeat/', { token });
    admin = ((await res.json()) as { data: { user_id: number } }).data.user_id;
  }
  return admin;
}

const RULE = { query: { condition: 'AND', rules: [{ field: 'status', operator: 'is_not_null' }] } };

// Writes answer their models too: [accessor, path parameters, body, status].
const writes: [string, Record<string, string>, unknown, number][] = [
  ['auth.forgotPassword', {}, { email: 'nobody@example.org' }, 202],
  ['opportunities.logSearch', {}, { opportunities_ids: [1, 2] }, 201],
  ['organisation.queryBuilder.validate', {}, RULE, 200],
  ['organisation.queryBuilder.preview', {}, RULE, 200],
  ['organisation.safeguarding.update', {}, { clearance_gaps: 'warn' }, 200],
  ['teams.site.update', { teamId: '1' }, { title: 'Our site', text: 'Hello' }, 200],
  ['teams.site.show', { teamId: '1' }, undefined, 200],
  ['opportunities.logApplyAction', {}, { slug: 'some-opportunity' }, 201],
  ['users.diversity.url', { userId: '1' }, { url: 'https://forms.example.org/d/1' }, 201],
  ['users.forgotPassword', { userId: 'me' }, {}, 201],
  ['users.twoFactor', { userId: 'me' }, {}, 201],
  ['users.twoFactor.trustComputer', { userId: 'me' }, {}, 201],
  ['users.notifications.dismiss', { userId: 'me' }, { all: true }, 201],
  ['auth.mobile', {}, { email: 'admin@volunteerkit.test', password: DEMO_PASSWORD }, 201],
  // Resources the sandbox keeps as plain records (resources/stored.ts).
  ['users.notes', { userId: 'me' }, { content: 'Called about Saturday.', author_id: 1 }, 201],
  ['users.roleProfiles', { userId: 'me' }, { role_id: 1, start_date: '2026-01-05' }, 201],
  ['organisation.tags', {}, { name: 'Driver', description: 'Drives the minibus' }, 201],
  ['organisation.webhooks', {}, { url: 'https://example.org/h', events: ['user.created'] }, 201],
  ['activities', {}, { title: 'Litter pick', hours: 2.5, starts_at: '2026-05-01T09:00Z' }, 201],
  ['chats', {}, { name: 'Saturday crew', user_ids: [1], last_message_at: null }, 201],
  // Call bodies (resources/callInputs.ts).
  ['rota.timeslots', { rotaId: '1' }, { timeslots: [{ start_time: '09:00', places: 3 }] }, 200],
  [
    'events.sessions.bulkUpdateAttendees',
    { eventId: '1' },
    { attendees: [{ user_id: 1, session_ids: [1], status: 'confirmed' }] },
    200,
  ],
  [
    'organisation.rotas.replace',
    {},
    { rotas: [{ name: 'Dawn patrol', start_time: '06:00' }] },
    201,
  ],
];

test.each(writes)('%s answers its model', async (accessor, params, json, status) => {
  const entry = catalogue.map(withModels).find((e) => e.accessor === accessor)!;
  const me = String(await adminId());
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    params[name] === 'me' ? me : params[name]!,
  );
  // A resource's store (POST to its collection) answers `{ data: item }`.
  const method = entry.kind === 'call' ? entry.method : 'POST';
  const res = await s.api(path, { token, method, ...(json === undefined ? {} : { json }) });
  expect(res.status).toBe(status);
  // The body the types describe is one the sandbox takes.
  const bodyModel = entry.kind === 'call' ? entry.bodyModel : entry.inputModel;
  if (bodyModel)
    expect(fieldErrors(resourceModels[bodyModel] as ObjectSchema, json), bodyModel).toEqual({});
  const typed =
    entry.kind === 'call'
      ? entry
      : {
          ...entry,
          kind: 'call' as const,
          callResponse: 'item' as const,
          method: 'POST' as const,
          response: 'json' as const,
        };
  expect(answerErrors(typed as TypedEntry, await res.json())).toEqual([]);
});

// A plain record's fields are checked on a store and an update: a wrong type is a 422 naming
// the field, and nothing is stored; a field no model names is kept as sent.
test('a plain record with a field of the wrong type is refused, a further field kept', async () => {
  const bad = await s.api('/organisation/webhooks/', {
    token,
    method: 'POST',
    json: { url: 'https://example.org/h', active: 'yes', events: 'all' },
  });
  expect(bad.status).toBe(422);
  const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(errors).sort()).toEqual(['active', 'events']);
  const list = (await (await s.api('/organisation/webhooks/?per_page=100', { token })).json()) as {
    data: { url?: string; active?: unknown }[];
  };
  expect(list.data.some((w) => w.active === 'yes')).toBe(false);
  const me = await adminId();
  const made = await s.api(`/users/${me}/notes/`, {
    token,
    method: 'POST',
    json: { content: 'Prefers mornings', pinned: true },
  });
  expect(made.status).toBe(201);
  const { data } = (await made.json()) as { data: { id: number; pinned?: boolean } };
  expect(data.pinned).toBe(true);
  const update = await s.api(`/users/${me}/notes/${data.id}`, {
    token,
    method: 'PUT',
    json: { content: 42 },
  });
  expect(update.status).toBe(422);
  // A call the sandbox keeps as a plain document checks its body's model the same way.
  const slots = await s.api('/rota/1/timeslots', {
    token,
    method: 'PUT',
    json: { timeslots: 'all' },
  });
  expect(slots.status).toBe(422);
  expect(Object.keys(((await slots.json()) as { errors: object }).errors)).toEqual(['timeslots']);
});

test('signing out answers no content (null)', async () => {
  const entry = catalogue.map(withModels).find((e) => e.accessor === 'auth.logout')!;
  const own = await s.login();
  const res = await s.api(entry.path, { token: own, method: 'POST' });
  expect(res.status).toBe(204);
  expect(await res.text()).toBe('');
  expect(answerErrors(entry, null)).toEqual([]);
  expect(answerErrors(entry, {})).toEqual(['not a NoContent']);
});

test('an analytics export answers a QueuedExport', async () => {
  const entry = catalogue
    .map(withModels)
    .find((e) => e.accessor === 'analytics.training.byUserExport')!;
  const res = await s.api(`${entry.path}?team_id=1`, { token, method: 'POST', json: {} });
  expect(res.status).toBe(202);
  expect(answerErrors(entry, await res.json())).toEqual([]);
});

test('an application form and an application answer their models', async () => {
  const typed = (accessor: string) =>
    catalogue.map(withModels).find((e) => e.accessor === accessor)!;
  const list = (await (await s.api('/opportunities/?per_page=50', { token })).json()) as {
    data: { id: number; status?: string }[];
  };
  let applied = 0;
  for (const { id } of list.data) {
    const form = await s.api(`/opportunities/${id}/application-form/`, { token });
    if (form.status !== 200) continue;
    const body = (await form.json()) as {
      data: { documents: unknown[]; questions: { required: boolean }[] };
    };
    expect(answerErrors(typed('opportunities.applicationForm'), body)).toEqual([]);
    // One with only "why" to answer: apply to it.
    if (body.data.documents.length > 0 || body.data.questions.filter((q) => q.required).length > 1)
      continue;
    const res = await s.api(`/opportunities/${id}/apply/`, {
      token,
      method: 'POST',
      json: { motivation: 'I would like to help.' },
    });
    if (res.status !== 201) continue;
    const made = (await res.json()) as { data: unknown };
    const schema = resourceModels.ApplicationMade as unknown as {
      safeParse(value: unknown): { success: boolean };
    };
    expect(schema.safeParse(made.data).success).toBe(true);
    expect(schema.safeParse({ status: 'taken' }).success).toBe(false);
    applied++;
    break;
  }
  expect(applied).toBe(1);
});

test('an upload answers an Attachment with the file it keeps', async () => {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'notes.pdf');
  form.append('name', 'notes.pdf');
  const res = await s.api('/files/', { token, method: 'POST', body: form });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: Record<string, unknown> };
  expect(fieldErrors(resourceModels.Attachment as ObjectSchema, data)).toEqual({});
  expect(data.file).toMatchObject({ field: 'file', file_name: 'notes.pdf', size: 13 });
  expect(fieldErrors(resourceModels.Attachment as ObjectSchema, { id: 1, file: {} })).not.toEqual(
    {},
  );
});
