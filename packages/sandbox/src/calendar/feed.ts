/**
 * A volunteer's live calendar feed (issue 48): a personal subscription URL
 * (`https://…/api/_calendar/<token>.ics`, and the same as `webcal://`) that
 * calendar apps fetch and refresh without a cookie or a bearer token, the
 * secret token in the path being the credential. It carries the person's
 * shifts from 30 days back (a cancelled shift or a place given back as
 * `STATUS:CANCELLED`, each with `SEQUENCE` and `LAST-MODIFIED`, so a change on
 * the server shows as a change on the next refresh) and their confirmed event
 * sessions, and their residential stays (confirmed bookings as whole days, a cancelled
 * one as `STATUS:CANCELLED`), written by the shared iCalendar writer
 * (`@volunteerkit/api-client/calendar`, the portal's `.ics` download uses it too).
 *
 * The token is 32 random bytes, kept only as its SHA-256 (`calendar_feeds`);
 * the person makes one, or a new one that stops the old, and stops it, through
 * `/users/{userId}/calendar-feed` (their own only, authz/rules.ts). A wrong,
 * malformed or reset token answers the same 404 as any unknown path.
 *
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { writeCalendar, type CalendarEvent } from '@volunteerkit/api-client/calendar';
import type { Db } from '../store/db.js';
import { stmt } from '../store/db.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, SandboxServices } from '../routes/types.js';
import { numParam } from '../domain/input.js';

/** The path of the feeds below the API: `/api/_calendar/<token>.ics`. */
export const FEED_PATH = '/api/_calendar';

/** How far back the feed goes. */
export const FEED_PAST_DAYS = 30;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The state of a person's feed: whether they have one, and since when. */
export interface FeedState {
  active: boolean;
  /** When the current link was made (ISO), or null. */
  created_at: string | null;
}

/** A person's feed state. */
export function feedState(db: Db, userId: number): FeedState {
  const row = stmt(db, 'SELECT created_at FROM calendar_feeds WHERE user_id = ?').get(userId) as
    { created_at: number } | undefined;
  return {
    active: row !== undefined,
    created_at: row ? new Date(row.created_at).toISOString() : null,
  };
}

/** Makes a new feed token for `userId` (the old one stops); answers the token, shown once. */
export function newFeedToken(db: Db, userId: number, now: number): string {
  const token = randomBytes(32).toString('base64url');
  stmt(
    db,
    'INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at',
  ).run(userId, hash(token), now);
  return token;
}

/** Stops a person's feed. */
export function stopFeed(db: Db, userId: number): void {
  stmt(db, 'DELETE FROM calendar_feeds WHERE user_id = ?').run(userId);
}

/** The person a feed token belongs to, or undefined (malformed, unknown or reset). */
export function feedOwner(db: Db, token: string): number | undefined {
  if (!TOKEN.test(token)) return undefined;
  const row = stmt(db, 'SELECT user_id FROM calendar_feeds WHERE token_hash = ?').get(
    hash(token),
  ) as { user_id: number } | undefined;
  return row?.user_id;
}

/** The feed's `https://` and `webcal://` URLs of a token on the sandbox at `origin`. */
export function feedUrls(origin: string, token: string): { url: string; webcal_url: string } {
  const url = `${origin.replace(/\/+$/, '')}${FEED_PATH}/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/** A change count of a record for `SEQUENCE`: the whole seconds between its creation and its last write. */
function sequenceOf(record: StoredRecord): number {
  const created = Date.parse(String(record.created_at ?? ''));
  const updated = Date.parse(String(record.updated_at ?? ''));
  return Number.isFinite(created) && Number.isFinite(updated)
    ? Math.max(0, Math.floor((updated - created) / 1000))
    : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The person's feed: their shifts and confirmed event sessions, as iCalendar text. */
export function feedCalendar(
  services: Pick<SandboxServices, 'store'>,
  userId: number,
  now: number,
): string {
  const { store } = services;
  const from = new Date(now - FEED_PAST_DAYS * 86_400_000).toISOString();
  const teams = new Map(store.all(named('organisation.teams')).map((t) => [t.id, text(t.name)]));
  const organisation = text(store.all(named('organisation'))[0]?.name) || 'VolunteerKit';
  const events: CalendarEvent[] = [];
  for (const shift of store.all(named('shifts'))) {
    if (typeof shift.start !== 'string' || typeof shift.end !== 'string' || shift.end < from)
      continue;
    const placed = Array.isArray(shift.assignments)
      ? (shift.assignments as { user_id?: unknown }[]).some((a) => Number(a?.user_id) === userId)
      : false;
    const gaveBack =
      !placed &&
      Array.isArray(shift.cancellations) &&
      (shift.cancellations as { user_id?: unknown }[]).some((c) => Number(c?.user_id) === userId);
    if (!placed && !gaveBack) continue;
    const team = teams.get(Number(shift.team_id)) ?? '';
    const cancelled = shift.status === 'cancelled' || gaveBack;
    events.push({
      uid: `shift-${shift.id}@volunteerkit`,
      title: `${cancelled ? 'Cancelled: ' : ''}${text(shift.title) || 'Shift'}`,
      start: shift.start,
      end: shift.end,
      location: [text(shift.location), team].filter(Boolean).join(', '),
      description: [
        team ? `Team: ${team}` : '',
        gaveBack
          ? 'You gave this place back.'
          : shift.status === 'cancelled'
            ? 'This shift is cancelled.'
            : '',
        text(shift.what_to_bring) ? `What to bring: ${text(shift.what_to_bring)}` : '',
        organisation,
      ]
        .filter(Boolean)
        .join('\n'),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: sequenceOf(shift),
      lastModified: String(shift.updated_at),
    });
  }
  const rows = stmt(
    store.db,
    'SELECT scope, data, updated_at, created_at FROM records WHERE collection = ?',
  ).all(named('events.sessions.attendees')) as {
    scope: string;
    data: string;
    created_at: string;
    updated_at: string;
  }[];
  for (const row of rows) {
    const attendee = JSON.parse(row.data) as { user_id?: unknown; status?: unknown };
    if (Number(attendee.user_id) !== userId) continue;
    if (attendee.status !== 'confirmed' && attendee.status !== 'cancelled') continue;
    const scope = new URLSearchParams(row.scope);
    const eventId = Number(scope.get('eventId'));
    const sessionId = Number(scope.get('sessionId'));
    const event = store.get(named('events'), {}, eventId);
    const session = store.get(named('events.sessions'), { eventId: String(eventId) }, sessionId);
    if (!event || !session || typeof session.start !== 'string' || typeof session.end !== 'string')
      continue;
    if (session.end < from) continue;
    const cancelled =
      attendee.status === 'cancelled' ||
      event.status === 'cancelled' ||
      session.status === 'cancelled';
    const name = text(event.name) || 'Event';
    const latest = [row.updated_at, String(session.updated_at), String(event.updated_at)]
      .sort()
      .pop()!;
    events.push({
      uid: `event-${eventId}-session-${sessionId}@volunteerkit`,
      title: `${cancelled ? 'Cancelled: ' : ''}${name}${text(session.name) ? ` (${text(session.name)})` : ''}`,
      start: session.start,
      end: session.end,
      location: text(event.location),
      description: [teams.get(Number(event.team_id)) ?? '', organisation]
        .filter(Boolean)
        .join('\n'),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: Math.max(0, Math.floor((Date.parse(latest) - Date.parse(row.created_at)) / 1000)),
      lastModified: latest,
    });
  }
  events.push(...stayEvents(services, userId, from.slice(0, 10), teams, organisation));
  events.sort(
    (a, b) => String(a.start).localeCompare(String(b.start)) || a.uid.localeCompare(b.uid),
  );
  return writeCalendar(events, {
    name: `${organisation}: my shifts`,
    productId: 'volunteerkit/sandbox',
  });
}

/** Booking statuses that are a confirmed stay (a stay ahead, or one had). */
const STAY_CONFIRMED = new Set(['booked', 'confirmed', 'completed']);

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The person's residential stays as whole-day events, arrival day to leaving day: their
 * confirmed bookings, and a cancelled one as `STATUS:CANCELLED` (so a calendar that had it
 * takes it off). A booking not confirmed (any other status) is not in the feed. Each
 * keeps its uid through changes; a moved stay shows moved, with a higher `SEQUENCE`.
 */
function stayEvents(
  services: Pick<SandboxServices, 'store'>,
  userId: number,
  fromDay: string,
  teams: Map<number, string>,
  organisation: string,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const day = /^\d{4}-\d{2}-\d{2}$/;
  for (const booking of services.store.all(named('residentialBookings'))) {
    if (Number(booking.user_id) !== userId) continue;
    const starts = text(booking.starts_on);
    const ends = text(booking.ends_on);
    if (!day.test(starts) || !day.test(ends) || ends < starts || ends < fromDay) continue;
    const cancelled = booking.status === 'cancelled';
    if (!cancelled && !STAY_CONFIRMED.has(text(booking.status))) continue;
    const team = teams.get(Number(booking.team_id)) ?? '';
    const room = text(booking.room_name);
    events.push({
      uid: `stay-${booking.id}@volunteerkit`,
      title: `${cancelled ? 'Cancelled: ' : ''}Residential stay${team ? ` at ${team}` : ''}`,
      start: starts,
      end: nextDay(ends),
      allDay: true,
      location: [room, team].filter(Boolean).join(', '),
      description: [
        `Arrive ${starts}, leave ${ends}.`,
        room ? `Room: ${room}` : '',
        cancelled ? 'This stay is cancelled.' : '',
        organisation,
      ]
        .filter(Boolean)
        .join('\n'),
      status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      sequence: sequenceOf(booking),
      lastModified: String(booking.updated_at),
    });
  }
  return events;
}

function notFoundResponse(): Response {
  return new Response(JSON.stringify({ message: 'Not found.', code: 'not_found' }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Adds the feed route, `GET /api/_calendar/<token>.ics`: no session needed,
 * the token is the credential; any origin may read it (calendar web apps).
 */
export function mountCalendarFeed(
  app: Hono<{ Bindings: HttpBindings }>,
  services: Pick<SandboxServices, 'db' | 'store' | 'tokens' | 'log'>,
): void {
  app.get(`${FEED_PATH}/:file`, (c: Context) => {
    const m = /^([^.]+)\.ics$/.exec(c.req.param('file') ?? '');
    const userId = m ? feedOwner(services.db, m[1]!) : undefined;
    if (userId === undefined || !services.store.get(named('users'), {}, userId))
      return notFoundResponse();
    const body = feedCalendar(services, userId, services.tokens.now());
    return new Response(body, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="my-shifts.ics"',
        'cache-control': 'private, no-cache',
        'access-control-allow-origin': '*',
        'referrer-policy': 'no-referrer',
      },
    });
  });
}

/** `GET /users/{userId}/calendar-feed`: whether the person has a feed, and since when (never the URL). */
export const showCalendarFeed: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  return { json: { data: feedState(ctx.services.db, userId) } };
};

/**
 * `POST /users/{userId}/calendar-feed`: a new feed URL (the old one, if any,
 * stops at once), answered once: only its hash is kept.
 */
export const resetCalendarFeed: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  const token = newFeedToken(ctx.services.db, userId, ctx.services.tokens.now());
  ctx.services.log('calendar_feed_reset', { user_id: userId }, userId);
  return {
    status: 201,
    json: { data: { ...feedState(ctx.services.db, userId), ...feedUrls(ctx.origin, token) } },
  };
};

/** `DELETE /users/{userId}/calendar-feed`: stops the person's feed. */
export const stopCalendarFeed: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  stopFeed(ctx.services.db, userId);
  ctx.services.log('calendar_feed_stopped', { user_id: userId }, userId);
  return { status: 204 };
};
