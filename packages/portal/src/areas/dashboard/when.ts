/**
 * Dates and times of the dashboard in the user's timezone: day headings
 * ("Tue 24 Nov"), times ("09:00") and "when" texts of recent actions.
 *
 * @module
 */

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a timezone; `null` for a bad date. */
export function dayKey(iso: string, timeZone: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
  return parts;
}

/** "Tue 24 Nov" of a `YYYY-MM-DD` day; "Today" and "Tomorrow" relative to `today`. */
export function dayHeading(day: string, today: string, tomorrow: string): string {
  if (day === today) return 'Today';
  if (day === tomorrow) return 'Tomorrow';
  const d = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(d);
}

/** "09:00" of an instant in a timezone; "" for a bad date. */
export function timeOf(iso: unknown, timeZone: string): string {
  if (typeof iso !== 'string') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: safeZone(timeZone),
  }).format(d);
}

/** Groups items by the day of `start` in a timezone, in order of first appearance. */
export function groupByDay<T extends Record<string, unknown>>(
  items: readonly T[],
  timeZone: string,
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = typeof item.start === 'string' ? dayKey(item.start, timeZone) : null;
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}
