/**
 * Days as the volunteer types them on their own screens: day, month, year
 * (`16/01/2027`), the order of en-GB and Welsh, whatever the browser's language
 * (a native date input follows the browser: mm/dd/yyyy under en-US). The form
 * keeps the text; the date key (`YYYY-MM-DD`) is what is sent.
 *
 * @module
 */
import { parseDateText } from '@volunteerkit/widgets';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The date key (`2027-01-16`) of a day typed as `16/01/2027` (or `16-1-2027`,
 * or the unambiguous `2027-01-16`); null when it is not a day.
 */
export function dayKeyOfText(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const date = parseDateText(iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

/** `16/01/2027` of a date key (`2027-01-16`); the text unchanged when it is not a key. */
export function textOfDayKey(key: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : key;
}
