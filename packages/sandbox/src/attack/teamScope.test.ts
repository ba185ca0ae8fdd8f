/**
 * Team leader scoping (authz/teamScope.ts): the demo team leader, who leads the
 * Callander and Pitlochry bases, lists and changes only those teams' people,
 * shifts, events, tasks, bookings and rotas; reading or changing anything of
 * another team answers 403 `outside_team` and leaves the database as it was.
 * The coordinator, who leads no team, is not narrowed.
 */
import { isStaffAccount } from '../authz/policy.js';
import { named } from '../store/collections.js';
import { RecordStore, type StoredRecord } from '../store/records.js';
import { DEMO_LOGINS, digest, json, loginAs, target, userId, type Target } from './support.js';

let s: Target;
let leader: string;
let coordinator: string;
let leaderId: number;
let led: Set<number>;
let otherTeam: number;

const all = (collection: string) => new RecordStore(s.db).all(collection);
const teamOf = (r: StoredRecord) => Number(r.team_id);
const inLed = (r: StoredRecord) => led.has(teamOf(r));

beforeAll(async () => {
  s = await target();
  leader = await loginAs(s, DEMO_LOGINS.teamLeader);
  coordinator = await loginAs(s, DEMO_LOGINS.coordinator);
  leaderId = userId(s.db, DEMO_LOGINS.teamLeader);
  const me = new RecordStore(s.db).get(named('users'), {}, leaderId)!;
  led = new Set((me.led_team_ids as number[]).map(Number));
  // A team with shifts that the leader does not lead.
  otherTeam = teamOf(all(named('shifts')).find((r) => !inLed(r))!);
});
afterAll(() => s.cleanup());

async function refused(path: string, init: { method?: string; json?: unknown } = {}) {
  const before = digest(s.db);
  const res = await s.api(path, { token: leader, ...init });
  const body = await json(res);
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
  expect(body.code).toBe('outside_team');
  expect(String(body.message)).toMatch(/Callander base, Pitlochry base/);
  expect(digest(s.db), `${init.method ?? 'GET'} ${path} changed nothing`).toBe(before);
}

async function listAll(path: string, token = leader): Promise<StoredRecord[]> {
  const res = await s.api(`${path}${path.includes('?') ? '&' : '?'}per_page=500`, { token });
  expect(res.status, path).toBe(200);
  return (await json(res)).data as StoredRecord[];
}

describe('a team leader reads only their own teams', () => {
  test.each([
    ['/shifts/', named('shifts')],
    ['/events/', named('events')],
    ['/tasks/', named('tasks')],
    ['/residential-bookings/', named('residentialBookings')],
  ])('%s lists exactly the led teams’ records, with the right total', async (path, collection) => {
    const res = await s.api(`${path}?per_page=5`, { token: leader });
    const body = await json(res);
    const expected = all(collection).filter(inLed);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.meta.pagination.total).toBe(expected.length);
    const rows = await listAll(path);
    expect(rows.length).toBe(Math.min(500, expected.length));
    expect(rows.every((r) => led.has(teamOf(r)))).toBe(true);
    // The coordinator (no led teams) still sees every team's.
    const theirs = await json(await s.api(`${path}?per_page=1`, { token: coordinator }));
    expect(theirs.meta.pagination.total).toBe(all(collection).length);
  });

  test('people: only members of the led teams (and the leader)', async () => {
    const rows = await listAll('/users/');
    const members = all(named('users')).filter(
      (u) => Array.isArray(u.team_ids) && u.team_ids.some((t) => led.has(Number(t))),
    );
    expect(rows.length).toBe(members.length);
    expect(members.length).toBeLessThan(all(named('users')).length);
    expect(rows.map((r) => r.id)).toContain(leaderId);
  });

  test('filtering by another team is refused, by a led team answered', async () => {
    await refused(`/shifts/?filter[team_id]=${otherTeam}`);
    const [team] = [...led];
    const rows = await listAll(`/shifts/?filter[team_id]=${team}`);
    expect(rows.every((r) => teamOf(r) === team)).toBe(true);
  });

  test('records and people of another team are refused', async () => {
    const shift = all(named('shifts')).find((r) => !inLed(r))!;
    const event = all(named('events')).find((r) => !inLed(r))!;
    const task = all(named('tasks')).find((r) => !inLed(r))!;
    const booking = all(named('residentialBookings')).find((r) => !inLed(r))!;
    const outsider = all(named('users')).find(
      (u) =>
        Array.isArray(u.team_ids) &&
        u.team_ids.length > 0 &&
        !u.team_ids.some((t) => led.has(Number(t))),
    )!;
    await refused(`/shifts/${shift.id}`);
    await refused(`/events/${event.id}`);
    await refused(`/events/${event.id}/sessions/`);
    await refused(`/tasks/${task.id}`);
    await refused(`/residential-bookings/${booking.id}`);
    await refused(`/users/${outsider.id}`);
    await refused(`/users/${outsider.id}/notes/`);
    await refused(`/shifts/?user_id=${outsider.id}`);
    await refused(`/organisation/teams/${otherTeam}/residential/rooms/`);
  });
});

describe('a team leader changes only their own teams', () => {
  test('writes to another team’s records are refused and change nothing', async () => {
    const shift = all(named('shifts')).find((r) => !inLed(r))!;
    const task = all(named('tasks')).find((r) => !inLed(r))!;
    const event = all(named('events')).find((r) => !inLed(r))!;
    const outsider = all(named('users')).find(
      (u) =>
        Array.isArray(u.team_ids) &&
        u.team_ids.length > 0 &&
        !u.team_ids.some((t) => led.has(Number(t))),
    )!;
    await refused(`/shifts/${shift.id}`, { method: 'PUT', json: { title: 'Taken over' } });
    await refused(`/shifts/${shift.id}`, { method: 'DELETE' });
    await refused(`/tasks/${task.id}`, { method: 'PUT', json: { status: 'done' } });
    await refused(`/events/${event.id}`, { method: 'PUT', json: { name: 'Renamed' } });
    await refused(`/users/${outsider.id}`, { method: 'PUT', json: { first_name: 'Changed' } });
    await refused('/shifts/', {
      method: 'POST',
      json: {
        team_id: otherTeam,
        title: 'Planted',
        start: '2030-01-01T09:00:00Z',
        end: '2030-01-01T12:00:00Z',
        places: 2,
      },
    });
    await refused('/tasks/', { method: 'POST', json: { title: 'Planted', team_id: otherTeam } });
    await refused('/bulk/tasks/', {
      method: 'POST',
      json: { task_ids: [task.id], changes: { status: 'done' } },
    });
    await refused('/bulk/tasks/', {
      method: 'POST',
      json: { assignee_ids: [outsider.id], title: 'Planted' },
    });
  });

  test("moving a led shift to another team is refused; a person's other teams are not theirs", async () => {
    const shift = all(named('shifts')).find(inLed)!;
    await refused(`/shifts/${shift.id}`, { method: 'PUT', json: { team_id: otherTeam } });
    const member = all(named('users')).find(
      (u) =>
        u.id !== leaderId &&
        // A staff account is refused for another reason (only an administrator changes it).
        !isStaffAccount(u) &&
        Array.isArray(u.team_ids) &&
        u.team_ids.some((t) => led.has(Number(t))),
    )!;
    await refused(`/users/${member.id}`, {
      method: 'PUT',
      json: { team_ids: [...(member.team_ids as number[]), otherTeam] },
    });
  });

  test('a leader cannot widen their own scope', async () => {
    const before = digest(s.db);
    const res = await s.api(`/users/${leaderId}`, {
      method: 'PUT',
      token: leader,
      json: { led_team_ids: [...led, otherTeam] },
    });
    expect(res.status).toBe(403);
    expect(digest(s.db)).toBe(before);
  });

  test('changes inside the led teams are stored and read back', async () => {
    const shift = all(named('shifts')).find(inLed)!;
    const put = await s.api(`/shifts/${shift.id}`, {
      method: 'PUT',
      token: leader,
      json: { notes: 'Bring gloves' },
    });
    expect(put.status).toBe(200);
    const read = await json(await s.api(`/shifts/${shift.id}`, { token: leader }));
    expect(read.data.notes).toBe('Bring gloves');
    const [team] = [...led];
    const made = await s.api('/tasks/', {
      method: 'POST',
      token: leader,
      json: { title: 'Check the first aid kit', team_id: team },
    });
    expect(made.status).toBe(201);
    const task = (await json(made)).data as StoredRecord;
    const tasks = await listAll('/tasks/');
    expect(tasks.map((t) => t.id)).toContain(task.id);
    // A task that names no team is filed under the first team they lead, and listed.
    const plain = await s.api('/tasks/', {
      method: 'POST',
      token: leader,
      json: { title: 'Sweep the bothy' },
    });
    expect(plain.status).toBe(201);
    const filed = (await json(plain)).data as StoredRecord;
    expect(led.has(Number(filed.team_id))).toBe(true);
  });
});
