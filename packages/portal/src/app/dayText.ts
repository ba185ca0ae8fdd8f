/**
 * Days as people type them in the portal: day, month, year (`16/01/2027`), the
 * order of en-GB and Welsh, whatever the browser's language (a native date input
 * follows the browser: mm/dd/yyyy under en-US). A form keeps the text; the date
 * key (`YYYY-MM-DD`, the API's ISO date) is what is sent.
 *
 * @module
 */
import { parseDateText } from '@volunteerkit/widgets';

const pad = (n: number) => String(n).padStart(2, '0');
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date key (`2027-01-16`) of a day typed as `16/01/2027` (or `16-1-2027`,
 * or the unambiguous `2027-01-16`); null when it is not a day.
 */
export function dayKeyOfText(text: string): string | null {
  const iso = KEY.exec(text.trim());
  const date = parseDateText(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

/** `16/01/2027` of a date key (`2027-01-16`); the text unchanged when it is not a key. */
export function textOfDayKey(key: string): string {
  const m = KEY.exec(key);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : key;
}

/** Whether the text is a date key (`2027-01-16`) of a day that exists. */
export function isDayKey(text: string): boolean {
  return KEY.test(text) && dayKeyOfText(text) === text;
}

/**
 * What is wrong with a typed day, or null when it is a day within `min`..`max`
 * (date keys, either optional) or is empty (whether a day is required is the
 * form's call). `monthFirst` carries the day-first text when the text only reads
 * as a day month first (`11/28/2026` gives `28/11/2026`).
 */
export type DayTextProblem =
  | { kind: 'notADay'; monthFirst: string | null }
  | { kind: 'tooEarly'; min: string }
  | { kind: 'tooLate'; max: string };

/**
 * Checks a typed day: null when empty or a day within the bounds, else what is wrong.
 *
 * @example
 * dayTextProblem('11/28/2026'); // { kind: 'notADay', monthFirst: '28/11/2026' }
 * dayTextProblem('01/01/2026', { min: '2026-06-01' }); // { kind: 'tooEarly', min: '2026-06-01' }
 */
export function dayTextProblem(
  text: string,
  bounds: { min?: string | undefined; max?: string | undefined } = {},
): DayTextProblem | null {
  if (!text.trim()) return null;
  const key = dayKeyOfText(text);
  if (!key) {
    const m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(text.trim());
    const swapped = m ? dayKeyOfText(`${m[3]}/${m[1]}/${m[4]}`) : null;
    return { kind: 'notADay', monthFirst: swapped ? textOfDayKey(swapped) : null };
  }
  if (bounds.min && isDayKey(bounds.min) && key < bounds.min)
    return { kind: 'tooEarly', min: bounds.min };
  if (bounds.max && isDayKey(bounds.max) && key > bounds.max)
    return { kind: 'tooLate', max: bounds.max };
  return null;
}

/**
 * What a day field gives its form for the typed text: `''` when empty, the date
 * key when it is a day within the bounds, otherwise the text as typed (which
 * {@link isDayKey} refuses, so a form can hold its submit).
 */
export function dayValueOfText(
  text: string,
  bounds: { min?: string | undefined; max?: string | undefined } = {},
): string {
  if (!text.trim()) return '';
  return dayTextProblem(text, bounds) ? text : (dayKeyOfText(text) ?? text);
}

/** Whether a day field's value is empty or a day (see {@link dayValueOfText}). */
export function isDayOrEmpty(value: string): boolean {
  return value === '' || isDayKey(value);
}
