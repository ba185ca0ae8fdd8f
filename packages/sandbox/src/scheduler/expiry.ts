/**
 * Reminders before a vetting check expires (issue 50), sent by the scheduler
 * (scheduler/scheduler.ts): to the person and to their coordinators (the
 * leaders of the person's teams, `led_team_ids`, and the people named in
 * their `/users/{userId}/supervisors/`), as a notification and an e-mail
 * (domain/notify.ts, topic `checks`), once per check and threshold.
 *
 * The thresholds are the organisation's safeguarding setting
 * `expiry_reminder_days` (days before the expiry, e.g. `[90, 30]`), 30 days
 * when it is not set. A check counts when it has an expiry (`expires_on`),
 * its status is `cleared` or none, and no later check of the same disclosure
 * type of the person outlasts it (a renewed check is not reminded about).
 * When several thresholds have passed since the last run, only the nearest is
 * sent.
 *
 * @module
 */
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { DISCLOSURE_TYPES, USER_VETTING, VETTING, checksOf, ukDate } from '../authz/clearance.js';
import { notify } from '../domain/notify.js';
import { markSent, type SchedulerServices } from './scheduler.js';

/** The days before an expiry the reminders go when the organisation chose none. */
export const DEFAULT_EXPIRY_REMINDER_DAYS: readonly number[] = [30];

/** The longest threshold accepted, in days. */
export const MAX_EXPIRY_REMINDER_DAYS = 365;

/**
 * The field errors of an `expiry_reminder_days` setting: a list of one to
 * five whole numbers of days from 1 to {@link MAX_EXPIRY_REMINDER_DAYS}.
 */
export function expiryDaysErrors(value: unknown): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > 5 ||
    !value.every(
      (d) =>
        typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= MAX_EXPIRY_REMINDER_DAYS,
    )
  )
    return [
      `must be a list of one to five whole numbers of days from 1 to ${MAX_EXPIRY_REMINDER_DAYS}`,
    ];
  return [];
}

/** The organisation's thresholds (days before an expiry), largest first. */
export function expiryReminderDays(store: RecordStore): number[] {
  const rows = store.db
    .prepare("SELECT data FROM records WHERE collection LIKE 'call:organisation.safeguarding%'")
    .all() as { data: string }[];
  for (const row of rows) {
    const value = (JSON.parse(row.data) as { expiry_reminder_days?: unknown }).expiry_reminder_days;
    if (expiryDaysErrors(value).length === 0)
      return [...new Set(value as number[])].sort((a, b) => b - a);
  }
  return [...DEFAULT_EXPIRY_REMINDER_DAYS];
}

/** The coordinators of a person: the leaders of their teams and their supervisors, not themself. */
export function coordinatorsOf(store: RecordStore, person: StoredRecord): number[] {
  const teams = (Array.isArray(person.team_ids) ? person.team_ids : [person.team_id])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const out = new Set<number>();
  if (teams.length > 0)
    for (const u of store.all(named('users'))) {
      const led = Array.isArray(u.led_team_ids) ? u.led_team_ids.map(Number) : [];
      if (led.some((t) => teams.includes(t))) out.add(u.id);
    }
  for (const s of store.all(named('users.supervisors'), { userId: String(person.id) })) {
    const id = Number(s.supervisor_id ?? s.user_id);
    if (Number.isInteger(id) && id > 0) out.add(id);
  }
  out.delete(person.id);
  return [...out].sort((a, b) => a - b);
}

const DAY_MS = 86_400_000;

function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

/** Whole days from the day of `now` (UTC) to `day` (YYYY-MM-DD). */
function daysUntil(day: string, now: number): number {
  const today = Date.parse(new Date(now).toISOString().slice(0, 10));
  return Math.round((Date.parse(day) - today) / DAY_MS);
}

/** True when a later check of the same person and disclosure type lasts beyond `check`. */
function renewed(check: StoredRecord, all: readonly StoredRecord[]): boolean {
  const expires = dayOf(check.expires_on)!;
  return all.some(
    (other) =>
      other !== check &&
      Number(other.disclosure_type_id) === Number(check.disclosure_type_id) &&
      (other.status === undefined || other.status === null || other.status === 'cleared') &&
      (dayOf(other.expires_on) ?? '9999-12-31') > expires,
  );
}

/** The job: reminders before checks expire, to the person and their coordinators. */
export function expiryReminders(services: SchedulerServices, now: number): number {
  const { store } = services;
  const thresholds = expiryReminderDays(store);
  const people = new Set<number>();
  for (const c of store.all(VETTING)) people.add(Number(c.user_id));
  for (const row of store.db
    .prepare('SELECT DISTINCT scope FROM records WHERE collection = ?')
    .all(USER_VETTING) as { scope: string }[])
    people.add(Number(new URLSearchParams(row.scope).get('userId')));
  let sent = 0;
  for (const userId of people) {
    if (!Number.isInteger(userId) || userId <= 0) continue;
    const person = store.get(named('users'), {}, userId);
    if (!person) continue;
    const checks = checksOf(store, userId);
    for (const check of checks) {
      const expires = dayOf(check.expires_on);
      if (!expires) continue;
      if (check.status !== undefined && check.status !== null && check.status !== 'cleared')
        continue;
      const left = daysUntil(expires, now);
      if (left < 0 || renewed(check, checks)) continue;
      let nearest: number | undefined;
      for (const t of thresholds)
        if (
          left <= t &&
          markSent(services, 'expiry-reminders', `check:${check.id}:${expires}:${t}`, now)
        )
          nearest = nearest === undefined ? t : Math.min(nearest, t);
      if (nearest === undefined) continue;
      const type = store.get(DISCLOSURE_TYPES, {}, Number(check.disclosure_type_id));
      const what =
        typeof type?.name === 'string' && type.name
          ? type.name
          : typeof check.name === 'string' && check.name
            ? check.name
            : 'vetting check';
      const name =
        [person.first_name, person.last_name].filter((p) => typeof p === 'string' && p).join(' ') ||
        'A volunteer';
      const date = ukDate(expires);
      const inDays = left === 0 ? 'today' : left === 1 ? 'tomorrow' : `in ${left} days`;
      notify(services, userId, {
        kind: 'check_expiring',
        topic: 'checks',
        title: `Your ${what} expires on ${date}`,
        body: `Your ${what} expires on ${date} (${inDays}). Without it we cannot place you on work that needs it after that date. Please start the renewal and tell your coordinator when it arrives.`,
        link: '/my',
        params: { check: what, date: expires, days: left },
        now,
      });
      sent += 1;
      for (const coordinator of coordinatorsOf(store, person)) {
        notify(services, coordinator, {
          kind: 'check_expiring',
          topic: 'checks',
          title: `${name}'s ${what} expires on ${date}`,
          body: `${name}'s ${what} expires on ${date} (${inDays}). Ask them to renew it, or see the Safety home for the work it affects.`,
          link: `/people/${userId}`,
          params: { check: what, date: expires, days: left, person: name },
          now,
        });
        sent += 1;
      }
    }
  }
  return sent;
}
