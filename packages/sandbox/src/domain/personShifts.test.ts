// A person's shifts: `GET /shifts/?user_id=&from=` lists only the shifts the
// person is assigned to, by start time; bad parameters are 422.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApi } from '../../../api-client/src/resources/createApi.js';
import { createHttpClient } from '../../../api-client/src/http/createHttpClient.js';
import { ApiError } from '../../../api-client/src/errors/errors.js';
import { startSandbox, type Sandbox } from '../sandbox.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';

type Rec = Record<string, unknown> & { id: number };
let sandbox: Sandbox;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
  const http = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  await http.login({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
  api = createApi(http);
});
afterAll(() => sandbox.close());

const rows = (r: unknown) => (r as { data: Rec[] }).data;

test("lists a person's shifts by start, from a date, and nobody else's", async () => {
  const team = rows(await api.organisation.teams.list())[0]!;
  const person = (
    (await api.users.store({
      first_name: 'Shona',
      last_name: 'Shifts',
      email: 'shona.shifts@x.test',
      status: 'active',
    })) as { data: Rec }
  ).data;
  const shift = async (start: string, who: number[]) =>
    (
      (await api.shifts.store({
        team_id: team.id,
        title: `Shift ${start}`,
        start,
        end: start.replace('T09', 'T12'),
        places: 3,
        assignments: who.map((user_id) => ({ user_id, status: 'assigned' })),
      })) as { data: Rec }
    ).data;
  const late = await shift('2031-03-02T09:00:00.000Z', [person.id]);
  const early = await shift('2031-03-01T09:00:00.000Z', [person.id]);
  await shift('2031-03-03T09:00:00.000Z', []);
  const all = (await api.shifts.list({ user_id: person.id })) as unknown as {
    data: Rec[];
    meta: { pagination: { total: number } };
  };
  expect(all.data.map((s) => s.id)).toEqual([early.id, late.id]);
  expect(all.meta.pagination.total).toBe(2);
  const from = rows(await api.shifts.list({ user_id: person.id, from: '2031-03-02' }));
  expect(from.map((s) => s.id)).toEqual([late.id]);
  for (const query of [{ user_id: 'x' }, { user_id: person.id, from: 'soon' }])
    await expect(api.shifts.list(query)).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 422,
    );
});
