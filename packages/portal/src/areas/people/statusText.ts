/**
 * A person's status in the record catalogue's words (one's own record follows
 * the screens' language).
 *
 * @module
 */
import type { RecordText } from '../me/recordMessages.js';

/** The statuses' texts in the record catalogue. */
const STATUS_KEYS = {
  active: 'statusActive',
  applicant: 'statusApplicant',
  inactive: 'statusInactive',
  leaver: 'statusLeaver',
  blocked: 'statusBlocked',
  locked: 'statusLocked',
} as const satisfies Readonly<Record<string, keyof RecordText>>;

/** `status` in `text`'s words, or undefined for a status the catalogue does not name. */
export function statusText(status: string, text: RecordText): string | undefined {
  return Object.hasOwn(STATUS_KEYS, status)
    ? text[STATUS_KEYS[status as keyof typeof STATUS_KEYS]]
    : undefined;
}
