// A volunteer's live calendar feed (issue 48), fetched as a calendar app
// would (no cookie, no bearer token) and parsed by ical.js: valid iCalendar
// with her shifts; a shift changed on the server shows changed on the next
// fetch (SEQUENCE, LAST-MODIFIED), a cancelled one as STATUS:CANCELLED; a
// reset token stops the old URL; a wrong token answers 404 and reveals nothing;
// nobody else reads or resets her feed.
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asPerson, DEMO_LOGINS, target, type Target } from '../attack/support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read field by field
type Rec = Record<string, any>;
let s: Target;
let staff: Awaited<ReturnType<typeof asPerson>>;
let val: Awaited<ReturnType<typeof asPerson>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  s = await target();
  staff = await asPerson(s, DEMO_LOGINS.admin);
  val = await asPerson(s, DEMO_LOGINS.volunteer);
}, 60_000);
afterAll(() => s.cleanup());

/** Fetches a feed as a calendar app: a plain GET, no credentials. */
async function fetchFeed(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(url, { headers: { accept: 'text/calendar' } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

function events(ics: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      return [e.uid, e];
    }),
  );
}

test('Val makes her feed: its URL is answered once, only she may see or reset it', async () => {
  expect((await val.call(`/users/${val.id}/calendar-feed`)).body.data).toEqual({
    active: false,
    created_at: null,
  });
  const made = await val.call(`/users/${val.id}/calendar-feed`, 'POST');
  expect(made.status).toBe(201);
  expect(made.body.data.url).toMatch(
    new RegExp(`^${s.url}/api/_calendar/[A-Za-z0-9_-]{43}\\.ics$`),
  );
  expect(made.body.data.webcal_url).toBe(made.body.data.url.replace(/^http:/, 'webcal:'));
  const state = (await val.call(`/users/${val.id}/calendar-feed`)).body.data;
  expect(state).toEqual({ active: true, created_at: expect.any(String) });
  expect(JSON.stringify(state)).not.toContain('_calendar');
  // The token is stored hashed, never as itself.
  const token = /_calendar\/(.+)\.ics$/.exec(made.body.data.url)![1]!;
  const stored = s.db
    .prepare('SELECT token_hash FROM calendar_feeds WHERE user_id = ?')
    .get(val.id);
  expect(JSON.stringify(stored)).not.toContain(token);
  // Staff (every permission) neither read nor reset it.
  expect((await staff.call(`/users/${val.id}/calendar-feed`)).status).toBe(403);
  expect((await staff.call(`/users/${val.id}/calendar-feed`, 'POST')).status).toBe(403);
  expect((await staff.call(`/users/${val.id}/calendar-feed`, 'DELETE')).status).toBe(403);
});

test('the feed, fetched with no credentials, follows a change and a cancellation on the server', async () => {
  const team = Number(((await val.call(`/users/${val.id}`)).body.data.team_ids as number[])[0]);
  const start = Math.floor((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000;
  const shift = (
    await staff.call('/shifts/', 'POST', {
      team_id: team,
      title: 'Feed test: path repair',
      start: new Date(start).toISOString(),
      end: new Date(start + 3 * HOUR).toISOString(),
      places: 4,
      location: 'Loch Katrine',
    })
  ).body.data as Rec;
  expect((await val.call(`/shifts/${shift.id}`, 'PUT', { sign_up: true })).status).toBe(200);
  const { url } = (await val.call(`/users/${val.id}/calendar-feed`, 'POST')).body.data as Rec;

  const first = await fetchFeed(url);
  expect(first.status).toBe(200);
  expect(first.type).toMatch(/^text\/calendar/);
  const uid = `shift-${shift.id}@volunteerkit`;
  const before = events(first.body).get(uid)!;
  expect(before.summary).toBe('Feed test: path repair');
  expect(before.location).toContain('Loch Katrine');
  expect(before.startDate.toJSDate().getTime()).toBe(start);
  expect(before.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  const seq0 = before.sequence;

  // Moved by an hour on the server: the next fetch shows it moved, with a higher sequence.
  await new Promise((r) => setTimeout(r, 1100));
  expect(
    (
      await staff.call(`/shifts/${shift.id}`, 'PUT', {
        start: new Date(start + HOUR).toISOString(),
        end: new Date(start + 4 * HOUR).toISOString(),
      })
    ).status,
  ).toBe(200);
  const moved = events((await fetchFeed(url)).body).get(uid)!;
  expect(moved.startDate.toJSDate().getTime()).toBe(start + HOUR);
  expect(moved.sequence).toBeGreaterThan(seq0);
  expect(moved.component.getFirstPropertyValue('last-modified')).toBeTruthy();

  // Cancelled: still there, as cancelled.
  await new Promise((r) => setTimeout(r, 1100));
  await staff.call(`/shifts/${shift.id}`, 'PUT', { status: 'cancelled' });
  const gone = events((await fetchFeed(url)).body).get(uid)!;
  expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(gone.sequence).toBeGreaterThan(moved.sequence);
});

test('a reset token stops the old URL; a wrong or malformed one answers 404 and reveals nothing', async () => {
  const old = (await val.call(`/users/${val.id}/calendar-feed`, 'POST')).body.data.url as string;
  expect((await fetchFeed(old)).status).toBe(200);
  const fresh = (await val.call(`/users/${val.id}/calendar-feed`, 'POST')).body.data.url as string;
  expect(fresh).not.toBe(old);
  const stopped = await fetchFeed(old);
  expect((await fetchFeed(fresh)).status).toBe(200);
  const wrong = await fetchFeed(`${s.url}/api/_calendar/${'A'.repeat(43)}.ics`);
  const malformed = await fetchFeed(`${s.url}/api/_calendar/not-a-token.ics`);
  for (const r of [stopped, wrong, malformed]) {
    expect(r.status).toBe(404);
    expect(r.body).toBe(wrong.body);
    expect(r.body).not.toMatch(/Val|volunteer|BEGIN:VCALENDAR/i);
  }
  // Stopped altogether.
  expect((await val.call(`/users/${val.id}/calendar-feed`, 'DELETE')).status).toBe(204);
  expect((await fetchFeed(fresh)).status).toBe(404);
  expect((await val.call(`/users/${val.id}/calendar-feed`)).body.data.active).toBe(false);
});

test('her residential stays are in the feed as whole days: moved, cancelled, and none unconfirmed', async () => {
  const rooms = (await staff.call('/residential-availability/')).body.data as Rec[];
  const room = rooms[0]!;
  const day = (n: number) => new Date(Date.now() + n * 24 * HOUR).toISOString().slice(0, 10);
  const book = async (body: Rec) =>
    (
      await staff.call('/residential-bookings/', 'POST', {
        room_id: room.room_id ?? room.id,
        team_id: room.team_id,
        user_id: val.id,
        ...body,
      })
    ).body.data as Rec;
  const stay = await book({ starts_on: day(40), ends_on: day(47), status: 'booked' });
  const asked = await book({ starts_on: day(60), ends_on: day(62), status: 'requested' });
  expect(stay.id && asked.id).toBeTruthy();
  const { url } = (await val.call(`/users/${val.id}/calendar-feed`, 'POST')).body.data as Rec;
  const body = (await fetchFeed(url)).body;
  const uid = `stay-${stay.id}@volunteerkit`;
  const first = events(body).get(uid)!;
  expect(first.summary).toMatch(/^Residential stay/);
  expect(first.startDate.isDate).toBe(true);
  expect(first.startDate.toString()).toBe(day(40));
  // The leaving day is the last whole day (iCalendar's end is the day after).
  expect(first.endDate.toString()).toBe(day(48));
  expect(first.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  expect(events(body).has(`stay-${asked.id}@volunteerkit`)).toBe(false);

  // Moved by staff: shown moved, with a higher sequence.
  await new Promise((r) => setTimeout(r, 1100));
  expect(
    (await staff.call(`/residential-bookings/${stay.id}`, 'PUT', { ends_on: day(45) })).status,
  ).toBe(200);
  const moved = events((await fetchFeed(url)).body).get(uid)!;
  expect(moved.endDate.toString()).toBe(day(46));
  expect(moved.sequence).toBeGreaterThan(first.sequence);

  // Cancelled by Val: still there, as cancelled.
  await new Promise((r) => setTimeout(r, 1100));
  const cancel = await val.call(`/residential-bookings/${stay.id}`, 'PUT', {
    status: 'cancelled',
    cancel_reason: 'Exams moved',
  });
  expect(cancel.status).toBe(200);
  const gone = events((await fetchFeed(url)).body).get(uid)!;
  expect(gone.summary).toMatch(/^Cancelled: Residential stay/);
  expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(gone.sequence).toBeGreaterThan(moved.sequence);
});
