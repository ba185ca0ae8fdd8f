/**
 * Reminders before shifts and event sessions (issue 48), sent by the
 * scheduler (scheduler/scheduler.ts) at the times each person chose in My
 * settings: their `/users/{userId}/reminders/` records (`minutes_before`,
 * see {@link reminderTimes}; a day before when they chose none). Each is a
 * notification and an e-mail through the outbox as their notification
 * settings for `shift_reminders` say (domain/notify.ts).
 *
 * None for a cancelled shift, event or session, nor for a place given back
 * or an attendance cancelled; one per shift (or session), person and chosen
 * time (a shift moved to a new start is reminded again at its new time).
 * When several chosen times have passed since the last run, only the nearest
 * is sent.
 *
 * @module
 */
import { validationError } from '../errors.js';
import type { WriteHook } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { stmt } from '../store/db.js';
import { notify } from '../domain/notify.js';
import { markSent, type SchedulerServices } from './scheduler.js';

/** The collection of a person's reminder times. */
export const REMINDERS = named('users.reminders');

/** The reminder time of someone who chose none: a day before. */
export const DEFAULT_REMINDER_MINUTES = 1440;

/** The earliest and latest reminder times accepted, in minutes before the start (15 minutes, 2 weeks). */
export const REMINDER_MINUTES_RANGE = [15, 20160] as const;

/** The most reminder times a person keeps. */
export const MAX_REMINDERS = 5;

/** Refuses a reminder record whose `minutes_before` is not a whole number of minutes in range. */
export const remindersHook: WriteHook = (db, op, record) => {
  if (op === 'delete') return;
  const m = record.minutes_before;
  const [low, high] = REMINDER_MINUTES_RANGE;
  if (typeof m !== 'number' || !Number.isInteger(m) || m < low || m > high)
    throw validationError({
      minutes_before: [`must be a whole number of minutes from ${low} to ${high}`],
    });
  if (op === 'store') {
    const rows = stmt(
      db,
      'SELECT data FROM records WHERE collection = ? AND scope = (SELECT scope FROM records WHERE id = ?)',
    ).all(REMINDERS, record.id) as { data: string }[];
    const times = rows.map(
      (r) => (JSON.parse(r.data) as { minutes_before?: unknown }).minutes_before,
    );
    if (times.filter((t) => t === m).length > 1)
      throw validationError({ minutes_before: ['is already one of your reminder times'] });
    if (rows.length > MAX_REMINDERS)
      throw validationError({ minutes_before: [`at most ${MAX_REMINDERS} reminder times`] });
  }
};

/** The minutes before a shift or session at which `userId` wants reminding, largest first. */
export function reminderTimes(store: RecordStore, userId: number): number[] {
  const chosen = store
    .all(REMINDERS, { userId: String(userId) })
    .map((r) => r.minutes_before)
    .filter((m): m is number => typeof m === 'number' && Number.isInteger(m) && m > 0);
  const times = chosen.length > 0 ? [...new Set(chosen)] : [DEFAULT_REMINDER_MINUTES];
  return times.sort((a, b) => b - a);
}

/** A start time in the person's time zone and English words ("Tuesday 8 December, 10:00"). */
export function startWords(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const format = (tz: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('Europe/London');
  }
}

/** A start time as `YYYY-MM-DD HH:MM` in the person's time zone (the notification's `when`). */
export function localWhen(iso: string, timeZone: string): string {
  const parts = (tz: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(iso))
        .map((p) => [p.type, p.value]),
    );
  let p: Record<string, string>;
  try {
    p = parts(timeZone);
  } catch {
    p = parts('Europe/London');
  }
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

function timeZoneOf(person: StoredRecord | undefined): string {
  return typeof person?.timezone === 'string' && person.timezone
    ? person.timezone
    : 'Europe/London';
}

/** How long before a start the reminder is, in words ("1 day", "2 hours", "30 minutes"). */
export function beforeWords(minutes: number): string {
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (minutes % 10080 === 0) return unit(minutes / 10080, 'week');
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

interface Due {
  /** The chosen time (minutes before) this run reminds at: the nearest one passed. */
  minutes: number;
}

/**
 * Marks every chosen time of `userId` that has passed for a start at
 * `start` as sent under `key`; answers the nearest newly passed one, or
 * undefined when none is due or it was sent already.
 */
function due(
  services: SchedulerServices,
  job: string,
  key: string,
  userId: number,
  start: number,
  now: number,
  times: (userId: number) => number[],
): Due | undefined {
  if (!(start > now)) return undefined;
  const passed = times(userId).filter((m) => now >= start - m * 60_000);
  let nearest: number | undefined;
  for (const m of passed)
    if (markSent(services, job, `${key}:min:${m}`, now))
      nearest = nearest === undefined ? m : Math.min(nearest, m);
  return nearest === undefined ? undefined : { minutes: nearest };
}

function cachedTimes(store: RecordStore): (userId: number) => number[] {
  const cache = new Map<number, number[]>();
  return (userId) => {
    let t = cache.get(userId);
    if (!t) cache.set(userId, (t = reminderTimes(store, userId)));
    return t;
  };
}

const HORIZON_MS = REMINDER_MINUTES_RANGE[1] * 60_000;

/** The job: reminders before each person's upcoming shifts. */
export function shiftReminders(services: SchedulerServices, now: number): number {
  const { store } = services;
  const times = cachedTimes(store);
  let sent = 0;
  for (const shift of store.all(named('shifts'))) {
    if (shift.status === 'cancelled' || typeof shift.start !== 'string') continue;
    const start = Date.parse(shift.start);
    if (!(start > now && start - now <= HORIZON_MS)) continue;
    const places = Array.isArray(shift.assignments)
      ? (shift.assignments as { user_id?: unknown; status?: unknown }[])
      : [];
    for (const place of places) {
      const userId = Number(place?.user_id);
      if (!Number.isInteger(userId) || userId <= 0 || place.status === 'cancelled') continue;
      const key = `shift:${shift.id}:user:${userId}:start:${shift.start}`;
      const d = due(services, 'shift-reminders', key, userId, start, now, times);
      if (!d) continue;
      const person = store.get(named('users'), {}, userId);
      const tz = timeZoneOf(person);
      const title = String(shift.title ?? 'Your shift');
      const location = typeof shift.location === 'string' ? shift.location : '';
      const bring = typeof shift.what_to_bring === 'string' ? shift.what_to_bring : '';
      notify(services, userId, {
        kind: 'shift_reminder',
        topic: 'shift_reminders',
        title: `Reminder: ${title}, ${startWords(shift.start, tz)}`,
        body: [
          `${title} starts ${startWords(shift.start, tz)}${location ? ` at ${location}` : ''} (in about ${beforeWords(d.minutes)}).`,
          bring ? `What to bring: ${bring}.` : '',
          'If you cannot come, please give your place back in My shifts.',
        ]
          .filter(Boolean)
          .join(' '),
        link: '/my/shifts',
        params: { title, when: localWhen(shift.start, tz), location },
        now,
      });
      sent += 1;
    }
  }
  return sent;
}

interface AttendeeRow {
  scope: string;
  data: string;
}

/** The job: reminders before each person's confirmed event sessions. */
export function eventReminders(services: SchedulerServices, now: number): number {
  const { store } = services;
  const times = cachedTimes(store);
  const rows = stmt(services.db, 'SELECT scope, data FROM records WHERE collection = ?').all(
    named('events.sessions.attendees'),
  ) as AttendeeRow[];
  const events = new Map<number, StoredRecord | undefined>();
  const sessions = new Map<string, StoredRecord | undefined>();
  let sent = 0;
  for (const row of rows) {
    const attendee = JSON.parse(row.data) as { user_id?: unknown; status?: unknown };
    if (attendee.status !== 'confirmed') continue;
    const scope = new URLSearchParams(row.scope);
    const eventId = Number(scope.get('eventId'));
    const sessionId = Number(scope.get('sessionId'));
    const userId = Number(attendee.user_id);
    if (!Number.isInteger(userId) || userId <= 0) continue;
    if (!events.has(eventId)) events.set(eventId, store.get(named('events'), {}, eventId));
    const event = events.get(eventId);
    const sessionKey = `${eventId}:${sessionId}`;
    if (!sessions.has(sessionKey))
      sessions.set(
        sessionKey,
        store.get(named('events.sessions'), { eventId: String(eventId) }, sessionId),
      );
    const session = sessions.get(sessionKey);
    if (!event || !session || event.status === 'cancelled' || session.status === 'cancelled')
      continue;
    const startIso = typeof session.start === 'string' ? session.start : undefined;
    if (!startIso) continue;
    const start = Date.parse(startIso);
    if (!(start > now && start - now <= HORIZON_MS)) continue;
    const key = `event:${eventId}:session:${sessionId}:user:${userId}:start:${startIso}`;
    const d = due(services, 'event-reminders', key, userId, start, now, times);
    if (!d) continue;
    const tz = timeZoneOf(store.get(named('users'), {}, userId));
    const name = String(event.name ?? event.title ?? 'Your event');
    const part = typeof session.name === 'string' && session.name ? ` (${session.name})` : '';
    const title = `${name}${part}`;
    notify(services, userId, {
      kind: 'event_reminder',
      topic: 'shift_reminders',
      title: `Reminder: ${title}, ${startWords(startIso, tz)}`,
      body: `${title} starts ${startWords(startIso, tz)} (in about ${beforeWords(d.minutes)}).`,
      link: '/my',
      params: { title, when: localWhen(startIso, tz) },
      now,
    });
    sent += 1;
  }
  return sent;
}
