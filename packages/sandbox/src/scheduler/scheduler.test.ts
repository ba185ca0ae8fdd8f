// The scheduler (issue 48, issue 50): reminders before shifts at the times a
// volunteer chose, none for a cancelled shift or a place given back, one per
// shift and time however often it runs; expiry reminders to the person and
// their coordinator once per check and threshold; the on-demand route.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asPerson, DEMO_LOGINS, target, type Target } from '../attack/support.js';
import { listEmails } from '../outbox/outbox.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let now = Date.now();
let coordinator: Awaited<ReturnType<typeof asPerson>>;
let val: Awaited<ReturnType<typeof asPerson>>;
let teamId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await target({ clock: () => now });
  coordinator = await asPerson(s, DEMO_LOGINS.admin);
  val = await asPerson(s, DEMO_LOGINS.volunteer);
  const me = (await val.call(`/users/${val.id}`)).body.data as Rec;
  teamId = Number((me.team_ids as number[])[0]);
}, 60_000);
afterAll(() => s.cleanup());

async function shiftAt(title: string, start: number, places = 3): Promise<Rec> {
  const made = await coordinator.call('/shifts/', 'POST', {
    team_id: teamId,
    title,
    start: new Date(start).toISOString(),
    end: new Date(start + 3 * HOUR).toISOString(),
    places,
    location: 'Callander base',
  });
  expect(made.status).toBe(201);
  return made.body.data as Rec;
}

const remindersOf = (title: string) =>
  listEmails(s.db, { to: DEMO_LOGINS.volunteer, kind: 'shift-reminder' }).filter((e) =>
    e.subject.includes(title),
  );

test('reminder times are checked: a time out of range or twice is refused, nothing stored', async () => {
  const path = `/users/${val.id}/reminders/`;
  for (const bad of [
    { minutes_before: 5 },
    { minutes_before: 'soon' },
    { minutes_before: 1.5 },
    {},
  ]) {
    const r = await val.call(path, 'POST', bad);
    expect(r.status, JSON.stringify(bad)).toBe(422);
    expect(r.body.errors?.minutes_before).toBeDefined();
  }
  expect((await val.call(path)).body.data).toEqual([]);
  expect((await val.call(path, 'POST', { minutes_before: 1440 })).status).toBe(201);
  expect((await val.call(path, 'POST', { minutes_before: 1440 })).status).toBe(422);
  expect((await val.call(path, 'POST', { minutes_before: 120 })).status).toBe(201);
  // Someone else's reminders are not theirs to read or set.
  const other = await asPerson(s, DEMO_LOGINS.minor);
  expect((await other.call(path)).status).toBe(403);
});

test('with the clock moved: one e-mail per shift at each chosen time, none for cancelled places', async () => {
  const start = now + 3 * 24 * HOUR;
  const kept = await shiftAt('Reminder test: river clean-up', start);
  const cancelled = await shiftAt('Reminder test: called off', start);
  const givenBack = await shiftAt('Reminder test: given back', start);
  for (const shift of [kept, cancelled, givenBack])
    expect((await val.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true })).status).toBe(200);
  expect(
    (await val.call(`/shifts/${givenBack.id}`, 'PUT', { cancel_place: true, cancel_reason: 'Ill' }))
      .status,
  ).toBe(200);
  expect(
    (await coordinator.call(`/shifts/${cancelled.id}`, 'PUT', { status: 'cancelled' })).status,
  ).toBe(200);

  s.runScheduler();
  expect(remindersOf('Reminder test')).toHaveLength(0);
  now = start - 24 * HOUR - 60_000; // a minute before the day-before time
  s.runScheduler();
  expect(remindersOf('Reminder test')).toHaveLength(0);
  now = start - 24 * HOUR + 60_000;
  s.runScheduler();
  s.runScheduler();
  const first = remindersOf('Reminder test');
  expect(first.map((e) => e.subject)).toEqual([
    expect.stringContaining('Reminder: Reminder test: river clean-up'),
  ]);
  expect(first[0]!.text).toContain('Callander base');
  expect(first[0]!.sent_at).toBe(new Date(now).toISOString());
  // The notification too, on the sandbox's clock.
  // (Read from the store: the volunteer's token has expired on the moved clock.)
  const told = new RecordStore(s.db).all(named('users.notifications'), {
    userId: String(val.id),
  }) as Rec[];
  expect(
    told.filter((n) => n.kind === 'shift_reminder' && n.params.title === kept.title),
  ).toHaveLength(1);

  now = start - 2 * HOUR + 60_000; // the two-hours-before time
  const res = await fetch(`${s.url}/api/_sandbox/run-scheduler`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.adminToken}` },
  });
  expect(res.status).toBe(200);
  const run = (await res.json()) as {
    data: { ran_at: string; jobs: { name: string; sent: number }[] };
  };
  expect(run.data.ran_at).toBe(new Date(now).toISOString());
  expect(run.data.jobs.find((j) => j.name === 'shift-reminders')!.sent).toBeGreaterThanOrEqual(1);
  expect(remindersOf('Reminder test')).toHaveLength(2);
  s.runScheduler();
  expect(remindersOf('Reminder test')).toHaveLength(2);
  now = Date.now();
});

test('the on-demand route needs the administrator token', async () => {
  const anonymous = await fetch(`${s.url}/api/_sandbox/run-scheduler`, { method: 'POST' });
  expect(anonymous.status).toBe(401);
  const asVolunteer = await fetch(`${s.url}/api/_sandbox/run-scheduler`, {
    method: 'POST',
    headers: { authorization: `Bearer ${val.token}` },
  });
  expect(asVolunteer.status).toBe(401);
});

test('a check expiring reminds the person and their coordinator once per threshold', async () => {
  const leader = await asPerson(s, DEMO_LOGINS.teamLeader);
  const led = ((await leader.call(`/users/${leader.id}`)).body.data as Rec)
    .led_team_ids as number[];
  // A volunteer of the leader's team, with a check expiring in 40 days.
  const people = new RecordStore(s.db).all(named('users')) as Rec[];
  const subject = people.find(
    (p) =>
      p.id !== leader.id &&
      typeof p.email === 'string' &&
      Array.isArray(p.team_ids) &&
      (p.team_ids as number[]).includes(led[0]!),
  )!;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const check = await coordinator.call('/vetting/', 'POST', {
    user_id: subject.id,
    name: 'Expiry test check',
    issued_on: day(now - 300 * 24 * HOUR),
    expires_on: day(now + 40 * 24 * HOUR),
    status: 'cleared',
  });
  expect(check.status).toBe(201);
  // Bad thresholds are refused.
  for (const bad of [[0], [400], 'soon', []])
    expect(
      (await coordinator.call('/organisation/safeguarding/', 'PUT', { expiry_reminder_days: bad }))
        .status,
    ).toBe(422);
  expect(
    (
      await coordinator.call('/organisation/safeguarding/', 'PUT', {
        expiry_reminder_days: [60, 30],
      })
    ).status,
  ).toBe(200);
  const about = () =>
    listEmails(s.db, { kind: 'check-expiring' }).filter(
      (e) => e.text.includes('Expiry test check') || e.subject.includes('Expiry test check'),
    );
  s.runScheduler();
  // 40 days ahead: the 60-day threshold has passed, the 30-day one not yet.
  const first = about();
  expect(first.map((e) => e.to).sort()).toEqual(
    expect.arrayContaining([subject.email, DEMO_LOGINS.teamLeader]),
  );
  const toPerson = first.filter((e) => e.to === subject.email);
  expect(toPerson).toHaveLength(1);
  s.runScheduler();
  expect(about()).toHaveLength(first.length);
  now += 11 * 24 * HOUR; // 29 days left: the 30-day threshold
  s.runScheduler();
  expect(about().filter((e) => e.to === subject.email)).toHaveLength(2);
  expect(about().filter((e) => e.to === DEMO_LOGINS.teamLeader)).toHaveLength(2);
  s.runScheduler();
  expect(about()).toHaveLength(first.length * 2);
  now = Date.now();
});
