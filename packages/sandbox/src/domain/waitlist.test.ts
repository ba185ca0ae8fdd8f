// A shift's waitlist (issue 48): a full shift takes a volunteer onto its
// waitlist (they see their own place in it, staff see all of it); a freed
// place is offered to the first person, who takes it, or it passes to the
// next after the deadline (the scheduler); two places freed at once go to two
// different people; someone not cleared for the shift is skipped, the reason logged.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asPerson, DEMO_LOGINS, target, type Target } from '../attack/support.js';
import { listEmails } from '../outbox/outbox.js';
import { named } from '../store/collections.js';
import { RecordStore } from '../store/records.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let now = Date.now();
let staff: Awaited<ReturnType<typeof asPerson>>;
let val: Awaited<ReturnType<typeof asPerson>>;
let minor: Awaited<ReturnType<typeof asPerson>>;
let teamId: number;
let others: number[];
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await target({ clock: () => now });
  staff = await asPerson(s, DEMO_LOGINS.admin);
  val = await asPerson(s, DEMO_LOGINS.volunteer);
  minor = await asPerson(s, DEMO_LOGINS.minor);
  const me = (await val.call(`/users/${val.id}`)).body.data as Rec;
  teamId = Number((me.team_ids as number[])[0]);
  expect((await staff.call(`/users/${minor.id}`, 'PUT', { team_ids: [teamId] })).status).toBe(200);
  others = new RecordStore(s.db)
    .all(named('users'))
    .filter(
      (u) =>
        typeof u.email === 'string' &&
        u.status === 'active' &&
        typeof u.date_of_birth === 'string' &&
        u.date_of_birth < '2000' &&
        ![val.id, minor.id, staff.id].includes(u.id),
    )
    .slice(0, 4)
    .map((u) => u.id);
}, 60_000);
afterAll(() => s.cleanup());

async function fullShift(title: string, people: number[], extra: Rec = {}): Promise<Rec> {
  const start = now + 3 * 24 * HOUR;
  const made = await staff.call('/shifts/', 'POST', {
    team_id: teamId,
    title,
    start: new Date(start).toISOString(),
    end: new Date(start + 3 * HOUR).toISOString(),
    places: people.length,
    assignments: people.map((user_id) => ({ user_id, status: 'assigned' })),
    ...extra,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as Rec;
}

const read = (id: number) => new RecordStore(s.db).get(named('shifts'), {}, id) as Rec;

test('a full shift takes Val onto its waitlist; she sees her position, staff see the list', async () => {
  const shift = await fullShift('Waitlist: beach clean', [others[0]!]);
  const joined = await val.call(`/shifts/${shift.id}`, 'PUT', { join_waitlist: true });
  expect(joined.status).toBe(200);
  expect(joined.body.data.waitlist).toEqual([
    expect.objectContaining({ user_id: val.id, position: 1 }),
  ]);
  expect((await val.call(`/shifts/${shift.id}`, 'PUT', { join_waitlist: true })).body.code).toBe(
    'already_waiting',
  );
  // Staff add someone after her; Val still sees only her own entry.
  const list = read(shift.id).waitlist as Rec[];
  expect(
    (
      await staff.call(`/shifts/${shift.id}`, 'PUT', {
        waitlist: [...list, { user_id: others[1], joined_at: new Date(now).toISOString() }],
      })
    ).status,
  ).toBe(200);
  const seen = (await val.call(`/shifts/${shift.id}`)).body.data as Rec;
  expect(seen.waitlist).toEqual([expect.objectContaining({ user_id: val.id, position: 1 })]);
  const staffSeen = (await staff.call(`/shifts/${shift.id}`)).body.data as Rec;
  expect((staffSeen.waitlist as Rec[]).map((e) => e.user_id)).toEqual([val.id, others[1]]);
  // Nobody may filter on it without the permission.
  expect((await val.call(`/shifts?filter[waitlist]=${val.id}`)).status).toBe(403);

  // A place frees: the first (Val) is offered it, told by e-mail; the second waits.
  const freed = await staff.call(`/shifts/${shift.id}`, 'PUT', { assignments: [] });
  expect(freed.status).toBe(200);
  const after = read(shift.id).waitlist as Rec[];
  expect(after[0]).toMatchObject({ user_id: val.id, offered_at: expect.any(String) });
  expect(after[1]!.offered_at).toBeUndefined();
  expect(
    listEmails(s.db, { to: DEMO_LOGINS.volunteer, kind: 'waitlist-offered' }).filter((e) =>
      e.subject.includes('Waitlist: beach clean'),
    ),
  ).toHaveLength(1);
  const taken = await val.call(`/shifts/${shift.id}`, 'PUT', { accept_offer: true });
  expect(taken.status).toBe(200);
  expect(taken.body.data.assignments).toEqual([expect.objectContaining({ user_id: val.id })]);
  expect(taken.body.data.waitlist).toEqual([]);
  expect((read(shift.id).waitlist as Rec[]).map((e) => e.user_id)).toEqual([others[1]]);
});

test('a shift with a place left cannot be waited for', async () => {
  const shift = await fullShift('Waitlist: room left', [others[0]!], { places: 2 });
  const r = await val.call(`/shifts/${shift.id}`, 'PUT', { join_waitlist: true });
  expect(r.status).toBe(409);
  expect(r.body.code).toBe('places_left');
  expect(read(shift.id).waitlist).toBeUndefined();
  const mixed = await val.call(`/shifts/${shift.id}`, 'PUT', { join_waitlist: true, title: 'x' });
  expect(mixed.status).toBe(422);
});

test('an offer not taken by its deadline passes to the next person (the scheduler)', async () => {
  const shift = await fullShift('Waitlist: lapsing offer', [others[0]!]);
  const at = new Date(now).toISOString();
  await staff.call(`/shifts/${shift.id}`, 'PUT', {
    waitlist: [
      { user_id: others[1], joined_at: at },
      { user_id: others[2], joined_at: at },
    ],
  });
  await staff.call(`/shifts/${shift.id}`, 'PUT', { assignments: [] });
  expect((read(shift.id).waitlist as Rec[])[0]).toMatchObject({
    user_id: others[1],
    offered_at: at,
  });
  // The offered place is not open to anyone else: Val sees the shift full, and may wait for it.
  const seen = (await val.call(`/shifts/${shift.id}`)).body.data as Rec;
  expect(seen.places_left).toBe(0);
  const taking = await val.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true });
  expect(taking.body.code).toBe('shift_full');
  const open = (await val.call('/shifts?open=1&per_page=100')).body.data as Rec[];
  expect(open.map((x) => x.id)).not.toContain(shift.id);
  const waitable = (await val.call('/shifts?open=1&waitlist=1&per_page=100')).body.data as Rec[];
  expect(waitable.map((x) => x.id)).toContain(shift.id);
  const only = (await val.call('/shifts?open=1&waitlist=only&per_page=100')).body.data as Rec[];
  expect(only.map((x) => x.id)).toContain(shift.id);
  expect(only.length).toBeLessThan(waitable.length + 1);
  expect((await val.call('/shifts?open=1&waitlist=yes')).status).toBe(422);
  now += 13 * HOUR;
  s.runScheduler();
  const list = read(shift.id).waitlist as Rec[];
  expect(list.map((e) => e.user_id)).toEqual([others[2]]);
  expect(list[0]!.offered_at).toBe(new Date(now).toISOString());
  expect(s.logs('waitlist_offer_lapsed').map((l) => (l.payload as Rec).user_id)).toContain(
    others[1],
  );
  now = Date.now();
});

test('two places freed at once go to two different people, never the same one twice', async () => {
  const shift = await fullShift('Waitlist: two freed', []);
  expect((await staff.call(`/shifts/${shift.id}`, 'PUT', { places: 2 })).status).toBe(200);
  for (const p of [val, minor])
    expect((await p.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true })).status).toBe(200);
  const at = new Date(now).toISOString();
  await staff.call(`/shifts/${shift.id}`, 'PUT', {
    waitlist: others.slice(0, 3).map((user_id) => ({ user_id, joined_at: at })),
  });
  const [a, b] = await Promise.all(
    [val, minor].map((p) =>
      p.call(`/shifts/${shift.id}`, 'PUT', { cancel_place: true, cancel_reason: 'Cannot come' }),
    ),
  );
  expect([a!.status, b!.status]).toEqual([200, 200]);
  const list = read(shift.id).waitlist as Rec[];
  const offered = list.filter((e) => e.offered_at).map((e) => e.user_id);
  expect(offered).toEqual([others[0], others[1]]);
  expect(list.find((e) => e.user_id === others[2])!.offered_at).toBeUndefined();
});

test('someone not cleared for the shift is skipped, the reason logged', async () => {
  const shift = await fullShift('Waitlist: adults only', [others[0]!], {
    requirements: { minimum_age: 18 },
  });
  const at = new Date(now).toISOString();
  await staff.call(`/shifts/${shift.id}`, 'PUT', {
    waitlist: [
      { user_id: minor.id, joined_at: at },
      { user_id: others[1], joined_at: at },
    ],
  });
  await staff.call(`/shifts/${shift.id}`, 'PUT', { assignments: [] });
  const list = read(shift.id).waitlist as Rec[];
  expect(list.find((e) => e.user_id === minor.id)!.offered_at).toBeUndefined();
  expect(list.find((e) => e.user_id === others[1])!.offered_at).toEqual(expect.any(String));
  const skipped = s.logs('waitlist_skipped').find((l) => (l.payload as Rec).shift_id === shift.id)!;
  expect((skipped.payload as Rec).reason).toMatch(/18/);
});

test("the organisation's waitlist settings: set by an administrator through PUT /organisation/{id}, checked, and used", async () => {
  const coordinator = await asPerson(s, DEMO_LOGINS.coordinator);
  const orgId = ((await staff.call('/organisation/')).body.data as Rec[])[0]!.id as number;
  // Unset, they read as their defaults.
  expect((await val.call('/organisation/')).body.data[0]).toMatchObject({
    waitlist_mode: 'offer',
    waitlist_offer_hours: 12,
  });
  // Refused values and callers store nothing.
  const bad = await staff.call(`/organisation/${orgId}`, 'PUT', {
    waitlist_mode: 'lottery',
    waitlist_offer_hours: 0.5,
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['waitlist_mode', 'waitlist_offer_hours']);
  expect(
    (await staff.call(`/organisation/${orgId}`, 'PUT', { waitlist_offer_hours: 169 })).status,
  ).toBe(422);
  expect(
    (await coordinator.call(`/organisation/${orgId}`, 'PUT', { waitlist_mode: 'assign' })).status,
  ).toBe(403);
  expect(
    (await val.call(`/organisation/${orgId}`, 'PUT', { waitlist_mode: 'assign' })).status,
  ).toBe(403);
  expect(new RecordStore(s.db).all(named('organisation'))[0]!.waitlist_mode).toBeUndefined();

  // Offers stand for the hours set.
  const set = await staff.call(`/organisation/${orgId}`, 'PUT', { waitlist_offer_hours: 2 });
  expect(set.status).toBe(200);
  expect(set.body.data).toMatchObject({ waitlist_mode: 'offer', waitlist_offer_hours: 2 });
  const offered = await fullShift('Waitlist: two-hour offer', [others[0]!]);
  const at = new Date(now).toISOString();
  await staff.call(`/shifts/${offered.id}`, 'PUT', {
    waitlist: [{ user_id: others[1], joined_at: at }],
  });
  await staff.call(`/shifts/${offered.id}`, 'PUT', { assignments: [] });
  expect((read(offered.id).waitlist as Rec[])[0]).toMatchObject({
    user_id: others[1],
    offer_expires_at: new Date(now + 2 * HOUR).toISOString(),
  });

  // 'assign': the first person waiting is given the place at once.
  expect(
    (await staff.call(`/organisation/${orgId}`, 'PUT', { waitlist_mode: 'assign' })).status,
  ).toBe(200);
  try {
    const shift = await fullShift('Waitlist: given at once', [others[0]!]);
    await staff.call(`/shifts/${shift.id}`, 'PUT', {
      waitlist: [
        { user_id: others[1], joined_at: at },
        { user_id: others[2], joined_at: at },
      ],
    });
    await staff.call(`/shifts/${shift.id}`, 'PUT', { assignments: [] });
    const stored = read(shift.id);
    expect((stored.assignments as Rec[]).map((a) => a.user_id)).toEqual([others[1]]);
    expect((stored.waitlist as Rec[]).map((e) => e.user_id)).toEqual([others[2]]);
  } finally {
    await staff.call(`/organisation/${orgId}`, 'PUT', {
      waitlist_mode: 'offer',
      waitlist_offer_hours: 12,
    });
  }
});
