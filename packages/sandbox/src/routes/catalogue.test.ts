import { catalogue, type CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { DEMO_RESIDENTIAL_COUNT } from '../seed/demo.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';

let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;
let limited: string;

beforeAll(async () => {
  s = await testSandbox({ seed: 'demo' });
  token = await s.login();
  limited = await s.login('limited@volunteerkit.test');
});
afterAll(() => s.cleanup());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are read loosely in tests
type Loose = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Loose;

function fill(path: string, raw: readonly string[] = []): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    raw.includes(name) ? '2026-01-05/' : '1',
  );
}

function requests(entry: CatalogueEntry): [string, string][] {
  if (entry.kind === 'call') return [[entry.method, fill(entry.path, entry.rawParams)]];
  const base = fill(entry.path);
  const id = entry.idParam ?? 'id';
  const item = (op: 'show' | 'update' | 'delete') =>
    fill(entry.itemPath?.[op] ?? `${entry.path.replace(/\/?$/, '/')}{${id}}`);
  const out: [string, string][] = [];
  for (const op of entry.operations) {
    if (op === 'list') out.push(['GET', base]);
    if (op === 'store') out.push(['POST', base]);
    if (op === 'show') out.push(['GET', item('show')]);
    if (op === 'update') out.push(['PUT', item('update')]);
    if (op === 'delete') out.push(['DELETE', item('delete')]);
  }
  return out;
}

test('every catalogue operation answers (no missing route, no 405, no server error)', async () => {
  const failures: string[] = [];
  const all = catalogue.flatMap((e) => requests(e).map(([m, p]) => [m, p, e] as const));
  // Deletes last, so they do not remove what other calls read.
  all.sort((a, b) => Number(a[0] === 'DELETE') - Number(b[0] === 'DELETE'));
  for (const [method, path] of all) {
    const res = await s.api(path, {
      method,
      // Sign-out ends the session it is sent with: it gets a session of its own.
      token: path === '/auth/api/logout' ? await s.login() : token,
      ...(method === 'POST' || method === 'PUT' ? { json: {} } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await json(res) : await res.text();
    const code = typeof body === 'object' ? body.code : undefined;
    if (res.status >= 500 || res.status === 405 || code === 'route_not_found')
      failures.push(`${method} ${path} -> ${res.status} ${code ?? ''}`);
  }
  expect(failures).toEqual([]);
  expect(all.length).toBeGreaterThan(500);
}, 120_000);

test('the demo seed: opportunities, teams four levels deep, roles of three types with families, a minor with a guardian', async () => {
  const all = await json(await s.api('/residential-opportunities/?limit=500', { token }));
  expect(all.meta.pagination.total).toBe(DEMO_RESIDENTIAL_COUNT);
  const data = all.data as Loose[];
  expect(new Set(data.map((o) => o.type))).toEqual(
    new Set(['Residential-short', 'Residential-long']),
  );
  expect(data.some((o) => o.advert_target === 'internal')).toBe(true);
  expect(data.some((o) => o.available_timeslots.length === 0)).toBe(true);
  expect(data.some((o) => o.partner?.logo_url?.startsWith(s.url))).toBe(true);
  const external = data.find((o) => o.advert_target === 'external');
  const page = await fetch(external?.public_url);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(await page.text()).toContain(`>${external?.display_name}</h1>`);

  const tree = (await json(await s.api('/organisation/teams/recursive/', { token })))
    .data as Loose[];
  const depth = (nodes: Loose[]): number =>
    nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0;
  expect(depth(tree)).toBe(4);
  const roles = (await json(await s.api('/organisation/role-profiles/?limit=100', { token })))
    .data as Loose[];
  expect(new Set(roles.map((r) => r.type))).toEqual(
    new Set(['volunteer', 'non-volunteer', 'system']),
  );
  expect(roles.every((r) => typeof r.family?.id === 'number')).toBe(true);
  expect(roles.some((r) => r.status === 'inactive')).toBe(true);

  const users = (await json(await s.api('/users/?limit=100', { token }))).data as Loose[];
  const minor = users.find((u) => u.is_minor);
  expect(minor?.guardian_id).toEqual(expect.any(Number));
  const guardians = await json(await s.api(`/users/${minor?.id}/guardians/`, { token }));
  expect(guardians.data[0]).toMatchObject({
    guardian_id: minor?.guardian_id,
    relationship: 'Parent',
  });
  expect((await s.api('/users/', { token: limited })).status).toBe(403);
});

test('team recursive endpoints and team search', async () => {
  const scotland = await json(await s.api('/organisation/teams/recursive/?q=aviemore', { token }));
  expect(scotland.data[0].children.map((c: Loose) => c.name)).toEqual(['Scotland']);
  expect(scotland.data[0].children[0].children[0].children.map((c: Loose) => c.name)).toEqual([
    'Aviemore base',
  ]);
  const id = scotland.data[0].children[0].id;
  const sub = await json(await s.api(`/organisation/teams/${id}/recursive/`, { token }));
  expect(sub.data[0].children.map((c: Loose) => c.name)).toEqual(['Central Scotland', 'Highlands']);
  const search = await json(await s.api('/teams/?q=base&public_search=true'));
  expect(search.data.length).toBeGreaterThan(5);
  expect(search.data.every((t: Loose) => /base/i.test(t.name))).toBe(true);
});

test('timezones, organisation and safeguarding', async () => {
  const zones = (await json(
    await s.api('/organisation/timezones/?public_search=true'),
  )) as unknown as Loose[];
  expect(zones.find((z) => z.name === 'Europe/London')).toEqual({
    name: 'Europe/London',
    display_text: '(UTC+00:00) Europe/London',
    alias: 'London',
  });
  const org = await json(await s.api('/organisation/', { token }));
  expect(org.data[0]).toMatchObject({
    name: 'Highlands and Hills Volunteers',
    date_format: 'DD/MM/YYYY',
  });
  expect((await json(await s.api('/organisation/safeguarding/', { token }))).data).toMatchObject({
    minimum_age: 16,
  });
  await s.api('/organisation/safeguarding/', { method: 'PUT', token, json: { minimum_age: 18 } });
  expect((await json(await s.api('/organisation/safeguarding/', { token }))).data).toMatchObject({
    minimum_age: 18,
  });
});

test('the rota PDF is a real PDF', async () => {
  const res = await s.api('/rota/2026-01-05/pdf/', { token });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  expect(new TextDecoder().decode(bytes.slice(-8))).toContain('%%EOF');
});

test('the e-mail template preview is HTML text with query values escaped', async () => {
  const res = await s.api(
    '/organisation/email-templates/new-user/preview?first_name=%3Cscript%3Ex%3C/script%3E',
    { token },
  );
  expect(res.headers.get('content-type')).toContain('text/html');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  const html = await res.text();
  expect(html).toContain('Hello &#60;script&#62;x&#60;/script&#62;,');
  expect(html).not.toContain('<script>');
});

test('query builder: validate and preview', async () => {
  const query = {
    condition: 'AND',
    rules: [{ field: 'last_name', operator: 'contains', value: 'Fraser' }],
  };
  expect(
    await json(
      await s.api('/organisation/query-builder/validate/', {
        method: 'POST',
        token,
        json: { query },
      }),
    ),
  ).toEqual({ valid: true });
  const bad = await s.api('/organisation/query-builder/validate/', {
    method: 'POST',
    token,
    json: { query: { condition: 'XOR', rules: [{ field: 'password', operator: 'equal' }] } },
  });
  expect(bad.status).toBe(422);
  expect(Object.keys((await json(bad)).errors)).toEqual([
    'query.condition',
    'query.rules.0.field',
    'query.rules.0.value',
  ]);
  const preview = await json(
    await s.api('/organisation/query-builder/preview', { method: 'POST', token, json: { query } }),
  );
  expect(preview.data.map((u: Loose) => u.first_name).sort()).toEqual(['Ewan', 'Morag']);
  expect(preview.meta.pagination.total).toBe(2);
});

test('exports resend and integration sync start/cancel', async () => {
  const exportsList = await json(await s.api('/exports/1', { token }));
  expect(exportsList.code).toBe('not_found');
  const integrations = await json(await s.api('/integrations/service/', { token }));
  const integration = integrations.data[0];
  const started = await s.api(`/integrations/service/${integration.id}/sync`, {
    method: 'POST',
    token,
    json: {},
  });
  expect(started.status).toBe(201);
  expect((await json(started)).data.status).toBe('running');
  expect(
    (
      await s.api(`/integrations/service/${integration.id}/sync`, {
        method: 'POST',
        token,
        json: {},
      })
    ).status,
  ).toBe(409);
  const cancelled = await json(
    await s.api(`/integrations/service/${integration.id}/sync`, { method: 'DELETE', token }),
  );
  expect(cancelled.data.status).toBe('cancelled');
  const syncs = await json(await s.api(`/integrations/service/${integration.id}/sync`, { token }));
  expect(syncs.data.map((x: Loose) => x.status)).toEqual(['cancelled']);

  const created = await json(
    await s.api('/exports/', { method: 'POST', token, json: { name: 'Teams', format: 'csv' } }),
  );
  const resent = await json(
    await s.api(`/exports/${created.data.id}/resend`, { method: 'POST', token, json: {} }),
  );
  expect(resent.data).toMatchObject({ id: created.data.id, status: 'sent', resent_count: 1 });
  expect((await s.api('/exports/999999/resend', { method: 'POST', token, json: {} })).status).toBe(
    404,
  );
});

test('an induction is self-completed only under the own user id', async () => {
  const users = (await json(await s.api('/users/?q=volunteer@', { token }))).data as Loose[];
  const volunteer = users.find((u) => u.email === 'volunteer@volunteerkit.test');
  const volunteerToken = await s.login('volunteer@volunteerkit.test');
  const inductions = await json(await s.api(`/users/${volunteer?.id}/inductions/`, { token }));
  const induction = inductions.data[0];
  const path = `/users/${volunteer?.id}/inductions/self-complete/${induction.id}`;
  expect((await s.api(path, { method: 'PUT', token, json: {} })).status).toBe(403);
  const done = await json(await s.api(path, { method: 'PUT', token: volunteerToken, json: {} }));
  expect(done.data.status).toBe('completed');
});

test('generic calls persist: PUT/POST store a document that GET returns; reports are computed', async () => {
  const teams = (await json(await s.api('/organisation/teams/?limit=1', { token }))).data;
  const teamId = teams[0].id;
  expect((await json(await s.api(`/teams/${teamId}/site`, { token }))).data).toEqual({});
  const created = await s.api(`/teams/${teamId}/site`, {
    method: 'POST',
    token,
    json: { title: 'Our base', published: true },
  });
  expect(created.status).toBe(201);
  await s.api(`/teams/${teamId}/site`, { method: 'PUT', token, json: { title: 'Our new base' } });
  expect((await json(await s.api(`/teams/${teamId}/site`, { token }))).data).toMatchObject({
    title: 'Our new base',
    published: true,
  });
  // The site's contact-us message is delivered (teamSite/site.ts), not kept as a document.
  const before = s.logs('team-contact').length;
  const contact = await s.api(`/teams/${teamId}/site/contact-us`, {
    method: 'POST',
    token,
    json: { name: 'Sam', email: 'sam@example.com', message: 'Hello' },
  });
  expect(contact.status).toBe(202);
  expect((await json(contact)).data).toMatchObject({ status: 'received' });
  expect(s.logs('team-contact')).toHaveLength(before + 1);
  const report = await json(await s.api('/reports/users/by-role/', { token }));
  // Computed from the people: one row per role of the current (not leaver) people.
  const roles = s.db
    .prepare(
      `SELECT json_extract(data, '$.role') AS role, COUNT(*) AS n FROM records WHERE collection = 'users' AND json_extract(data, '$.status') IN ('active', 'applicant', 'inactive') GROUP BY role`,
    )
    .all() as { role: string; n: number }[];
  expect(Object.fromEntries(report.data.map((r: Loose) => [r.label, r.value]))).toEqual(
    Object.fromEntries(roles.map((r) => [r.role, r.n])),
  );
  expect(report.meta).toMatchObject({ kind: 'series', unit: 'count' });
  const exported = await s.api('/analytics/starters-leavers/starters/export?from=2026-01-01', {
    method: 'POST',
    token,
    json: {},
  });
  expect(exported.status).toBe(202);
  expect((await json(exported)).data).toMatchObject({
    status: 'queued',
    query: { from: '2026-01-01' },
  });
  expect(
    (await json(await s.api('/calendar/available-types/', { token }))).data.map((t: Loose) => t.id),
  ).toContain('residential');
});
