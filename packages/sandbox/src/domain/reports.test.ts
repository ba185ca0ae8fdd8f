import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogue } from '@volunteerkit/api-client/catalogue';
import { fieldErrors, resourceModels, withModels } from '@volunteerkit/api-client/schemas';
import { testSandbox } from '../testSupport.js';
import { seedFixture, type Fixture } from './testFixture.js';

const today = new Date().toISOString().slice(0, 10);
const f = {} as Fixture;
let sb: Awaited<ReturnType<typeof testSandbox>>;
let token: string;

beforeAll(async () => {
  sb = await testSandbox({ seed: (ctx) => seedFixture(ctx, f, today) });
  token = await sb.login();
});
afterAll(() => sb.cleanup());

async function get(path: string) {
  const res = await sb.api(path, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>[]; meta: Record<string, unknown> };
}

const MARCH = 'from=2025-03-01&to=2025-03-31';
const pick = (rows: Record<string, unknown>[], ...keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

// [path, query, expected rows (label/value and other series, or picked row fields)]
type Case = [string, string | (() => string), unknown[], string[]?];
const cases: Case[] = [
  [
    '/analytics/organisation-stats',
    MARCH,
    [
      { label: 'Active volunteers', value: 3 },
      { label: 'New starters', value: 1 },
      { label: 'Leavers', value: 1 },
      { label: 'Hours volunteered', value: 6 },
      { label: 'Upcoming shifts', value: 1 },
      { label: 'Pending applications', value: 1 },
      { label: 'Open tasks', value: 1 },
      { label: 'Expenses pending', value: 1 },
    ],
  ],
  [
    '/analytics/organisation-stats',
    () => `${MARCH}&team_id=${f.alpha}`,
    [
      { label: 'Active volunteers', value: 1 },
      { label: 'New starters', value: 0 },
      { label: 'Leavers', value: 0 },
      { label: 'Hours volunteered', value: 3 },
      { label: 'Upcoming shifts', value: 1 },
      { label: 'Pending applications', value: 1 },
      { label: 'Open tasks', value: 1 },
      { label: 'Expenses pending', value: 1 },
    ],
  ],
  [
    '/analytics/activities/upcoming/',
    '',
    [
      { type: 'shift', places: 4, filled: 0 },
      { type: 'event', places: 10, filled: 1 },
    ],
    ['type', 'places', 'filled'],
  ],
  [
    '/analytics/starters-leavers/overview/',
    MARCH,
    [
      { label: 'Starters', value: 1 },
      { label: 'Leavers', value: 1 },
      { label: 'Net change', value: 0 },
      { label: 'Active at end', value: 2 },
    ],
  ],
  [
    '/analytics/starters-leavers/chart/',
    'from=2025-02-01&to=2025-03-31',
    [
      { label: '2025-02', value: 1, leavers: 0 },
      { label: '2025-03', value: 1, leavers: 1 },
    ],
  ],
  [
    '/analytics/starters-leavers/starters/',
    MARCH,
    [{ name: 'Dan Doe', team: 'Bravo', start_date: '2025-03-20' }],
    ['name', 'team', 'start_date'],
  ],
  [
    '/analytics/starters-leavers/leavers/',
    MARCH,
    [{ name: 'Ben Leaver', leave_date: '2025-03-15', leaving_reason: 'Moved away' }],
    ['name', 'leave_date', 'leaving_reason'],
  ],
  ['/analytics/starters-leavers/leaving-reasons/', MARCH, [{ label: 'Moved away', value: 1 }]],
  [
    '/analytics/starters-leavers/motivations/',
    'from=2024-01-01&to=2025-12-31',
    [
      { label: 'Give back', value: 2 },
      { label: 'Meet people', value: 1 },
    ],
  ],
  [
    '/analytics/training/compulsory-training/',
    MARCH,
    [{ label: 'Safeguarding', value: 1, outstanding: 1 }],
  ],
  [
    '/analytics/training/adoption-by-module/',
    '',
    [
      { label: 'Manual handling', value: 0, completed: 0, assigned: 1 },
      { label: 'Safeguarding', value: 50, completed: 1, assigned: 2 },
    ],
  ],
  [
    '/analytics/training/by-user/',
    '',
    [
      { name: 'Dan Doe', completed: 0, assigned: 1, percent: 0 },
      { name: 'Ann Active', completed: 1, assigned: 2, percent: 50 },
    ],
    ['name', 'completed', 'assigned', 'percent'],
  ],
  [
    '/analytics/training/users-by-module/',
    '',
    [
      { module: 'Manual handling', name: 'Ann Active', status: 'pending' },
      { module: 'Safeguarding', name: 'Ann Active', status: 'completed' },
      { module: 'Safeguarding', name: 'Dan Doe', status: 'pending' },
    ],
    ['module', 'name', 'status'],
  ],
  [
    '/analytics/training/users-by-module/',
    'from=2099-01-01&to=2099-12-31',
    [
      { module: 'Manual handling', name: 'Ann Active', status: 'pending' },
      { module: 'Safeguarding', name: 'Dan Doe', status: 'pending' },
    ],
    ['module', 'name', 'status'],
  ],
  ['/reports/activities/engagement/', MARCH, [{ label: '2025-03', value: 3, people: 3 }]],
  [
    '/reports/activities/engagement-detail/',
    MARCH,
    [
      { name: 'Ann Active', minutes: 180 },
      { name: 'Ben Leaver', minutes: 90 },
      { name: 'Dan Doe', minutes: 90 },
    ],
    ['name', 'minutes'],
  ],
  [
    '/reports/activities/outcomes/',
    MARCH,
    [
      { label: 'attended', value: 3 },
      { label: 'no_show', value: 1 },
    ],
  ],
  [
    '/reports/activities/overview/',
    MARCH,
    [
      { label: 'Shifts', value: 2 },
      { label: 'Places', value: 5 },
      { label: 'Places filled', value: 4 },
      { label: 'Attended', value: 3 },
      { label: 'No-shows', value: 1 },
      { label: 'Hours volunteered', value: 6 },
    ],
  ],
  [
    '/reports/expenses/overview',
    MARCH,
    [
      { label: 'approved', value: 37.5, claims: 2 },
      { label: 'pending', value: 12.5, claims: 1 },
    ],
  ],
  [
    '/reports/expenses/by-claim',
    MARCH,
    [
      { amount: 7.5, authoriser: 'Ann Active' },
      { amount: 30, authoriser: 'Ann Active' },
      { amount: 12.5, authoriser: null },
    ],
    ['amount', 'authoriser'],
  ],
  [
    '/reports/expenses/by-user',
    MARCH,
    [
      { label: 'Dan Doe', value: 30, claims: 1 },
      { label: 'Ann Active', value: 20, claims: 2 },
    ],
  ],
  [
    '/reports/expenses/by-expense-type',
    MARCH,
    [
      { label: 'Meals', value: 30, claims: 1 },
      { label: 'Travel', value: 20, claims: 2 },
    ],
  ],
  [
    '/reports/hub/documents/',
    '',
    [
      { label: 'Policy', value: 2 },
      { label: 'Form', value: 1 },
    ],
  ],
  ['/reports/news/articles/', MARCH, [{ label: '2025-03', value: 2 }]],
  [
    '/reports/overview/status/',
    '',
    [
      { label: 'active', value: 3 },
      { label: 'applicant', value: 1 },
      { label: 'leaver', value: 1 },
    ],
  ],
  [
    '/reports/overview/diversity/',
    '',
    [
      { label: 'Man', value: 1 },
      { label: 'Not given', value: 1 },
      { label: 'Woman', value: 1 },
    ],
  ],
  ['/reports/recruitment/classification/', MARCH, [{ label: 'interview', value: 1 }]],
  [
    '/reports/users/by-role/',
    '',
    [
      { label: 'volunteer', value: 2 },
      { label: 'administrator', value: 1 },
      { label: 'coordinator', value: 1 },
    ],
  ],
  [
    '/reports/users/by-team/',
    '',
    [
      { label: 'Alpha', value: 1 },
      { label: 'Alpha One', value: 1 },
      { label: 'Bravo', value: 1 },
    ],
  ],
  [
    '/reports/users/by-team/users/',
    () => `team_id=${f.alpha}`,
    [
      { name: 'Cat Applicant', team: 'Alpha' },
      { name: 'Ann Active', team: 'Alpha One' },
    ],
    ['name', 'team'],
  ],
  ['/reports/users/leaving-reasons/', MARCH, [{ label: 'Moved away', value: 1 }]],
  ['/reports/users/logins/', MARCH, [{ label: '2025-03', value: 1 }]],
  [
    '/reports/users/checkpoints/',
    '',
    [
      { label: 'Completed', value: 1 },
      { label: 'Overdue', value: 1 },
      { label: 'Pending', value: 1 },
    ],
  ],
  ['/reports/users/leavers/', MARCH, [{ name: 'Ben Leaver' }], ['name']],
  ['/reports/users/missing-data/', () => `team_id=${f.root}`, [{ label: 'Phone', value: 1 }]],
  [
    '/reports/users/missing-data/users/',
    () => `team_id=${f.root}`,
    [{ name: 'Cat Applicant', missing: 'Phone' }],
    ['name', 'missing'],
  ],
  [
    '/reports/users/skills/',
    '',
    [
      { label: 'First aid', value: 2 },
      { label: 'Driving', value: 1 },
    ],
  ],
  [
    '/reports/users/skills/users/',
    '',
    [
      { name: 'Ann Active', skill: 'Driving' },
      { name: 'Ann Active', skill: 'First aid' },
      { name: 'Cat Applicant', skill: 'First aid' },
    ],
    ['name', 'skill'],
  ],
  [
    '/reports/users/dynamic-skills/',
    '',
    [
      { label: 'Safety', value: 2 },
      { label: 'Transport', value: 1 },
    ],
  ],
  [
    `/reports/users/skills/dynamic-skill-category/{safety}/`,
    '',
    [{ label: 'First aid', value: 2 }],
  ],
  [
    '/reports/users/skills/dynamic-skill-category/{safety}/user/{ann}/',
    '',
    [{ skill: 'First aid' }],
    ['skill'],
  ],
  [
    '/reports/users/vetting/',
    '',
    [
      { label: 'none', value: 2 },
      { label: 'cleared', value: 1 },
      { label: 'pending', value: 1 },
    ],
  ],
  [
    '/reports/users/vetting/users/',
    '',
    [
      { name: 'Ada Admin', vetting_status: 'none' },
      { name: 'Ann Active', vetting_status: 'cleared' },
      { name: 'Cat Applicant', vetting_status: 'none' },
      { name: 'Dan Doe', vetting_status: 'pending' },
    ],
    ['name', 'vetting_status'],
  ],
  [
    '/reports/users/vetting-by-user/users/',
    '',
    [{ name: 'Ann Active', vetting_expires: '2099-01-01' }],
    ['name', 'vetting_expires'],
  ],
  ['/reports/users/new-starters/', MARCH, [{ name: 'Dan Doe' }], ['name']],
  ['/reports/users/touchpoints/', MARCH, [{ label: '2025-03', value: 1 }]],
];

type ObjectSchema = Parameters<typeof fieldErrors>[0];

/** The api-client's model of the answer of the report at `path` (a catalogue template). */
function modelOf(path: string): ObjectSchema {
  const entry = catalogue.map(withModels).find((e) => e.path === path);
  const name = entry?.kind === 'resource' ? entry.listModel : entry?.model;
  const schema = name ? resourceModels[name] : undefined;
  if (!schema) throw new Error(`no model for ${path}`);
  return schema as ObjectSchema;
}

/** The field errors of a report's answer against its model, and of each row or point. */
function problems(path: string, body: { data: Record<string, unknown>[] }) {
  const schema = modelOf(path);
  const row = (schema as unknown as { shape: { data: { def: { element: ObjectSchema } } } }).shape
    .data.def.element;
  return [fieldErrors(schema, body), ...body.data.map((r) => fieldErrors(row, r))].filter(
    (e) => Object.keys(e).length > 0,
  );
}

test('a report answer that breaks its model is caught (the check can fail)', () => {
  expect(
    problems('/reports/expenses/by-user', {
      data: [{ label: 'Ann', value: '20' }],
    }).map((e) => Object.keys(e).sort()),
  ).toEqual([
    ['data', 'meta'],
    ['claims', 'value'],
  ]);
});

describe('every report answers exact figures from a known dataset', () => {
  test.each(cases)('%s ?%s', async (path, query, expected, keys) => {
    const p = path.replace('{safety}', String(f.safety)).replace('{ann}', String(f.ann));
    const qs = typeof query === 'function' ? query() : query;
    const body = await get(`${p}${qs ? `?${qs}` : ''}`);
    const kind = keys ? 'rows' : 'series';
    if (!p.includes('/user/')) expect(body.meta.kind).toBe(kind);
    expect(keys ? pick(body.data, ...keys) : body.data).toEqual(expected);
    expect(typeof body.meta.generated_at).toBe('string');
    // The api-client's model of the answer (the type a developer reads) names what it sends.
    const template = path.replace('{safety}', '{categoryId}').replace('{ann}', '{userId}');
    expect(problems(template, body)).toEqual([]);
  });
});

test('volunteering length buckets people by how long they volunteered', async () => {
  const body = await get(`/reports/users/volunteering-length/?team_id=${f.bravo}`);
  expect(body.data.map((r) => r.label)).toEqual([
    'Under 3 months',
    '3 to 12 months',
    '1 to 2 years',
    '2 years or more',
  ]);
  expect(body.data[1]).toMatchObject({ value: 1, average_days: 287 }); // Ben: 2024-06-01 to 2025-03-15
  expect(body.meta.total).toBe(2);
});

test('meta carries kind, unit, series, total and the filters applied', async () => {
  const body = await get(`/reports/expenses/by-user?${MARCH}&team_id=${f.alpha}`);
  expect(body.meta).toMatchObject({
    kind: 'series',
    unit: 'money',
    total: 20,
    series: [
      { key: 'value', label: 'Amount' },
      { key: 'claims', label: 'Claims' },
    ],
    filters: { from: '2025-03-01', to: '2025-03-31', team_id: f.alpha },
  });
});

test('bad report parameters answer 422 with field errors', async () => {
  const res = await sb.api('/reports/expenses/overview?from=March&to=2025-13-45&team_id=999999', {
    token,
  });
  expect(res.status).toBe(422);
  const body = (await res.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(body.errors).sort()).toEqual(['from', 'team_id', 'to']);
});

test('a user without the permission is refused', async () => {
  // The fixture has only the admin login; a volunteer token comes from the demo seed in actions tests.
  const res = await sb.api('/reports/users/by-role/');
  expect(res.status).toBe(401);
});
