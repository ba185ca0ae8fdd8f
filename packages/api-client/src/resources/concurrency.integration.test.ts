// Optimistic concurrency end to end: the client's `ifMatch` option and the typed
// PreconditionFailedError against a real sandbox.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSandbox, type Sandbox } from '../../../sandbox/src/index.js';
import { seedOrganisation } from '../../../sandbox/src/seed/demo.js';
import { DEMO_PASSWORD } from '../../../sandbox/src/seed/context.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { ApiError, PreconditionFailedError, VolunteerKitError } from '../errors/errors.js';
import { createApi } from './createApi.js';

let sandbox: Sandbox;
let api: ReturnType<typeof createApi>;
let teamId: number;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    db: ':memory:',
    seed: (ctx) => void seedOrganisation(ctx),
  });
  const http = createHttpClient({ baseURL: `${sandbox.url}/api/` });
  await http.login({ email: 'admin@volunteerkit.test', password: DEMO_PASSWORD });
  api = createApi(http);
  teamId = Number((await api.organisation.teams.list({ per_page: 1 })).data[0]!.id);
});
afterAll(() => sandbox.close());

type Shift = { id: number; places: number; etag: string; updated_at: string };

test('50 concurrent conditional updates: exactly one wins, 49 get 412 with the current record', async () => {
  const created = (
    await api.shifts.store({ team_id: teamId, title: 'Counter', places: 0, assignments: [] })
  ).data as Shift;
  const read = (await api.shifts.show(created.id)).data as Shift;
  expect(read.etag).toBe(created.etag);
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () =>
      api.shifts.update(read.id, { places: read.places + 1 }, { ifMatch: read.etag }),
    ),
  );
  const won = results.filter((r) => r.status === 'fulfilled');
  const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(49);
  const winner = (won[0] as PromiseFulfilledResult<{ data: Shift }>).value.data;
  for (const error of lost) {
    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(VolunteerKitError);
    const e = error as PreconditionFailedError;
    expect(e.status).toBe(412);
    expect(e.current).toMatchObject({ id: read.id, places: 1 });
    expect(e.etag).toBe(winner.etag);
  }
  // Nothing lost silently: the stored value is the one winning write.
  const after = (await api.shifts.show(read.id)).data as Shift;
  expect(after.places).toBe(1);
  expect(after.etag).toBe(winner.etag);
  expect(after.etag).not.toBe(read.etag);
});

test('a stale If-Match on delete is refused and the record stays; the fresh one deletes', async () => {
  const shift = (
    await api.shifts.store({ team_id: teamId, title: 'Delete me', places: 2, assignments: [] })
  ).data as Shift;
  const changed = (await api.shifts.update(shift.id, { title: 'Changed' })).data as Shift;
  await expect(api.shifts.delete(shift.id, { ifMatch: shift.etag })).rejects.toBeInstanceOf(
    PreconditionFailedError,
  );
  expect(((await api.shifts.show(shift.id)).data as Shift).etag).toBe(changed.etag);
  await api.shifts.delete(shift.id, { ifMatch: changed.etag });
  await expect(api.shifts.show(shift.id)).rejects.toMatchObject({ status: 404 });
});

test('without If-Match writes are unconditional (last write wins, as before)', async () => {
  const shift = (
    await api.shifts.store({ team_id: teamId, title: 'Free', places: 1, assignments: [] })
  ).data as Shift;
  await api.shifts.update(shift.id, { places: 2 });
  const last = (await api.shifts.update(shift.id, { places: 3 })).data as Shift;
  expect(last.places).toBe(3);
});
