// A volunteer's own residential bookings (issue 28): the availability list,
// booking a free room, the refusals (changeover day, unavailable room, overlap,
// a full room, another person's name), cancelling with a reason, and that a
// refusal leaves the database as it was.
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  userId,
  type Target,
} from '../attack/support.js';
import { SECOND_VOLUNTEER } from '../seed/volunteerDemo.js';

interface Room {
  room_id: number;
  team_id: number;
  beds: number;
  changeover_weekdays: number[];
  unavailable: { starts_on: string; ends_on: string }[];
  booked: { starts_on: string; ends_on: string }[];
}

let s: Target;
let val: string;
let sam: string;
let valId: number;
let rooms: Room[];

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const busy = (r: Room, from: string, to: string) =>
  [...r.unavailable, ...r.booked].some((p) => p.starts_on < to && p.ends_on > from);

/** The first Saturday at least `days` ahead. */
function saturdayAfter(days: number): string {
  let d = addDays(new Date().toISOString().slice(0, 10), days);
  while (weekday(d) !== 6) d = addDays(d, 1);
  return d;
}

beforeAll(async () => {
  s = await target();
  val = await loginAs(s, DEMO_LOGINS.volunteer);
  sam = await loginAs(s, SECOND_VOLUNTEER);
  valId = userId(s.db, DEMO_LOGINS.volunteer);
  const res = await s.api('/residential-availability/?to=' + addDays(saturdayAfter(200), 30), {
    token: val,
  });
  expect(res.status).toBe(200);
  rooms = (await json(res)).data as Room[];
});
afterAll(() => s.cleanup());

async function book(token: string, body: Record<string, unknown>) {
  const before = digest(s.db);
  const res = await s.api('/residential-bookings/', { method: 'POST', token, json: body });
  const out = await json(res);
  if (res.status >= 400) expect(digest(s.db)).toBe(before);
  return { status: res.status, body: out };
}

test('the availability lists rooms with beds and Saturday changeovers, and Val has a stay booked', async () => {
  expect(rooms.length).toBeGreaterThan(0);
  expect(rooms.every((r) => r.beds >= 1 && r.changeover_weekdays.includes(6))).toBe(true);
  const mine = await json(await s.api('/residential-bookings/', { token: val }));
  const upcoming = (mine.data as { user_id: number; status: string; starts_on: string }[]).filter(
    (b) => b.status === 'booked' && b.starts_on > new Date().toISOString().slice(0, 10),
  );
  expect(upcoming.length).toBeGreaterThan(0);
  expect(upcoming.every((b) => b.user_id === valId)).toBe(true);
});

test('Val books a free week, is refused across a changeover day, an overlap and a full room, then cancels', async () => {
  const from = saturdayAfter(150);
  const to = addDays(from, 7);
  const room = rooms.find((r) => !busy(r, from, addDays(to, 14)));
  expect(room).toBeDefined();
  const across = await book(val, {
    room_id: room!.room_id,
    starts_on: addDays(from, 1),
    ends_on: addDays(to, 1),
  });
  expect(across.status).toBe(409);
  expect(across.body.code).toBe('across_changeover');
  expect(across.body.errors.ends_on[0]).toMatch(/changeover day/);

  const ok = await book(val, {
    room_id: room!.room_id,
    starts_on: from,
    ends_on: to,
    notes: 'Path week',
  });
  expect(ok.status).toBe(201);
  expect(ok.body.data).toMatchObject({ user_id: valId, status: 'booked', starts_on: from });

  const overlap = await book(val, {
    room_id: room!.room_id,
    starts_on: addDays(from, 2),
    ends_on: to,
  });
  expect(overlap.body.code).toBe('overlapping_booking');

  // Fill the room's other beds, then another volunteer is told it is full.
  for (let bed = 1; bed < room!.beds; bed++)
    await s.api('/residential-bookings/', {
      method: 'POST',
      token: await loginAs(s, DEMO_LOGINS.admin),
      json: {
        room_id: room!.room_id,
        team_id: room!.team_id,
        user_id: 1,
        starts_on: from,
        ends_on: to,
        status: 'booked',
      },
    });
  const full = await book(sam, { room_id: room!.room_id, starts_on: from, ends_on: to });
  expect(full.body.code).toBe('room_full');

  const someoneElse = await book(val, {
    room_id: room!.room_id,
    starts_on: to,
    ends_on: addDays(to, 7),
    user_id: valId + 1,
  });
  expect(someoneElse.status).toBe(403);
  const status = await book(val, {
    room_id: room!.room_id,
    starts_on: to,
    ends_on: addDays(to, 7),
    status: 'confirmed',
  });
  expect(status.body.errors.status).toBeDefined();

  const id = ok.body.data.id as number;
  const noReason = await s.api(`/residential-bookings/${id}`, {
    method: 'PUT',
    token: val,
    json: { status: 'cancelled' },
  });
  expect(noReason.status).toBe(422);
  const notCancel = await s.api(`/residential-bookings/${id}`, {
    method: 'PUT',
    token: val,
    json: { status: 'confirmed', cancel_reason: 'x' },
  });
  expect(notCancel.status).toBe(422);
  const bySam = await s.api(`/residential-bookings/${id}`, {
    method: 'PUT',
    token: sam,
    json: { status: 'cancelled', cancel_reason: 'Mine now' },
  });
  expect(bySam.status).toBe(404);
  const cancelled = await s.api(`/residential-bookings/${id}`, {
    method: 'PUT',
    token: val,
    json: { status: 'cancelled', cancel_reason: 'Family wedding' },
  });
  expect(cancelled.status).toBe(200);
  const back = await json(await s.api(`/residential-bookings/${id}`, { token: val }));
  expect(back.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Family wedding' });
});

test("the guest's copy under /users/{id}/residential-bookings/ follows a booking and its cancellation", async () => {
  const copies = async () =>
    (await json(await s.api(`/users/${valId}/residential-bookings/?per_page=100`, { token: val })))
      .data as Record<string, unknown>[];
  // The seeded stay has its copy too.
  const seeded = (await json(await s.api('/residential-bookings/?per_page=100', { token: val })))
    .data as Record<string, unknown>[];
  for (const b of seeded.filter((x) => x.status !== 'cancelled'))
    expect((await copies()).some((c) => c.booking_id === b.id)).toBe(true);
  const from = saturdayAfter(260);
  const to = addDays(from, 7);
  const room = rooms.find((r) => !busy(r, from, addDays(to, 7)));
  const made = await book(val, { room_id: room!.room_id, starts_on: from, ends_on: to });
  expect(made.status).toBe(201);
  const id = made.body.data.id as number;
  expect((await copies()).find((c) => c.booking_id === id)).toMatchObject({
    room_id: room!.room_id,
    starts_on: from,
    ends_on: to,
    status: 'booked',
    user_id: valId,
  });
  const res = await s.api(`/residential-bookings/${id}`, {
    method: 'PUT',
    token: val,
    json: { status: 'cancelled', cancel_reason: 'Exams moved' },
  });
  expect(res.status).toBe(200);
  const mine = (await copies()).filter((c) => c.booking_id === id);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Exams moved' });
});

test('an unavailable room is refused with the period', async () => {
  const room = rooms.find((r) =>
    r.unavailable.some((p) => p.starts_on > addDays(new Date().toISOString().slice(0, 10), 1)),
  );
  if (!room) throw new Error('the demo has no future unavailable period');
  const p = room.unavailable.find(
    (q) => q.starts_on > addDays(new Date().toISOString().slice(0, 10), 1),
  )!;
  const res = await book(val, {
    room_id: room.room_id,
    starts_on: addDays(p.starts_on, 0),
    ends_on: addDays(p.starts_on, 1),
  });
  expect(res.status).toBe(409);
  expect(res.body.code).toBe('room_unavailable');
  expect(res.body.errors.room_id[0]).toMatch(/unavailable from/);
});
