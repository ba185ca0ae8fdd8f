/**
 * Scoped views without noise (issue 46): a team leader's recruitment board and
 * recent actions are their teams'; staff who may not see people still get the
 * true number of claims waiting (a count names nobody); volunteers do not.
 */
import { DEMO_LOGINS, json, loginAs, target, userId, type Target } from '../attack/support.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';

let s: Target;

beforeAll(async () => {
  s = await target();
});
afterAll(() => s.cleanup());
const store = () => new RecordStore(s.db);

const ledTeams = () => {
  const leader = store().get(named('users'), {}, userId(s.db, DEMO_LOGINS.teamLeader))!;
  const roots = (leader.led_team_ids as number[]).map(Number);
  const teams = store().all(named('organisation.teams'));
  const out = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of teams)
      if (!out.has(t.id) && out.has(Number(t.parent_id))) {
        out.add(t.id);
        grew = true;
      }
  }
  return out;
};

test("the team leader's applications and recent actions are their teams' only", async () => {
  const leader = await loginAs(s, DEMO_LOGINS.teamLeader);
  const admin = await loginAs(s, DEMO_LOGINS.admin);
  const teams = ledTeams();
  const all = (await json(await s.api('/applications/?per_page=500', { token: admin }))).data as {
    team_id: number;
  }[];
  const mine = (await json(await s.api('/applications/?per_page=500', { token: leader }))).data as {
    team_id: number;
  }[];
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.length).toBeLessThan(all.length);
  expect(mine.every((a) => teams.has(a.team_id))).toBe(true);
  expect(mine.length).toBe(all.filter((a) => teams.has(a.team_id)).length);

  const actions = (
    await json(await s.api('/dashboard/recent-actions/?per_page=100', { token: admin }))
  ).data as { team_ids?: number[] }[];
  expect(actions.every((a) => Array.isArray(a.team_ids))).toBe(true);
  const theirs = (
    await json(await s.api('/dashboard/recent-actions/?per_page=100', { token: leader }))
  ).data as { team_ids: number[] }[];
  expect(theirs.length).toBeLessThan(actions.length);
  expect(theirs.every((a) => a.team_ids.some((t) => teams.has(t)))).toBe(true);
});

test("a change is recorded with its record's teams, so the leader's list shows their own work", async () => {
  const leader = await loginAs(s, DEMO_LOGINS.teamLeader);
  const team = [...ledTeams()][0]!;
  const person = store()
    .all(named('users'))
    .find((u) => u.role === 'volunteer' && (u.team_ids as number[] | undefined)?.includes(team))!;
  const res = await s.api(`/users/${person.id}/notes/`, {
    method: 'POST',
    token: leader,
    json: { content: 'Called about Saturday.' },
  });
  expect(res.status).toBeLessThan(300);
  const theirs = (
    await json(await s.api('/dashboard/recent-actions/?per_page=100', { token: leader }))
  ).data as { team_ids: number[]; path?: string }[];
  const note = theirs.find((a) => a.path?.startsWith(`/users/${person.id}/notes`));
  expect(note?.team_ids).toEqual(person.team_ids);
});

test('the limited account gets the true number of claims waiting; a volunteer gets none', async () => {
  const pending = store().findBy(named('claims'), 'status', 'pending').length;
  expect(pending).toBeGreaterThan(0);
  const limited = await loginAs(s, DEMO_LOGINS.limited);
  const stats = (await json(await s.api('/mobile/dashboard/stats/', { token: limited }))).data as {
    claims_waiting?: number;
  };
  expect(stats.claims_waiting).toBe(pending);
  // Their own claims list is all they may read: the count is not in it.
  const own = (await json(await s.api('/claims/?filter[status]=pending', { token: limited })))
    .data as unknown[];
  expect(own.length).toBeLessThan(pending);
  const volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
  const theirs = (await json(await s.api('/mobile/dashboard/stats/', { token: volunteer })))
    .data as Record<string, unknown>;
  expect('claims_waiting' in theirs).toBe(false);
});
