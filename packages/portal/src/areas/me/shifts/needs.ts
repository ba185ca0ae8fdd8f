/**
 * What a piece of work needs as the volunteer holds it (issue 50): the
 * server's `my_clearance` read, and each need in the volunteer's words.
 *
 * @module
 */
import { isRecord } from '../../../registry/infer.js';
import { ukDay } from '../../safety/clearanceWords.js';
import type { ShiftsText } from '../messages/shifts.js';

/** One requirement of a piece of work as the volunteer holds it (the server's `my_clearance`). */
export interface NeedHeld {
  kind: string;
  what: string;
  met: boolean;
  /** When met by a check: the day it expires (YYYY-MM-DD), or null when it never does. */
  expiresOn: string | null;
  /** When not met: the gap's code and day. */
  gapCode: string | null;
  gapDate: string | null;
  age: number | null;
}

/** Reads a record's `my_clearance` (issue 50): its requirements, or [] when it asks nothing. */
export function readNeeds(record: unknown): NeedHeld[] {
  const c = isRecord(record) && isRecord(record.my_clearance) ? record.my_clearance : null;
  const list = c && Array.isArray(c.requirements) ? c.requirements : [];
  return list.flatMap((r) => {
    if (!isRecord(r) || typeof r.what !== 'string') return [];
    const gap = isRecord(r.gap) ? r.gap : null;
    const age = typeof r.age === 'number' ? r.age : typeof gap?.age === 'number' ? gap.age : null;
    return [
      {
        kind: typeof r.kind === 'string' ? r.kind : '',
        what: r.what,
        met: r.met === true,
        expiresOn: typeof r.expires_on === 'string' ? r.expires_on.slice(0, 10) : null,
        gapCode: typeof gap?.code === 'string' ? gap.code : null,
        gapDate: typeof gap?.date === 'string' ? gap.date.slice(0, 10) : null,
        age,
      },
    ];
  });
}

/** One requirement in the volunteer's words: whether they hold it, and when theirs expires. */
export function needText(
  n: NeedHeld,
  text: ShiftsText,
  fill: (template: string, values: Record<string, string | number>) => string,
): string {
  if (n.kind === 'age') {
    const age = n.age ?? 0;
    if (n.met) return fill(text.needAgeMet, { age });
    return fill(n.gapCode === 'age_unknown' ? text.needAgeUnknown : text.needAgeUnder, { age });
  }
  const what = n.what;
  if (n.met)
    return n.expiresOn
      ? fill(text.needMet, { what, date: ukDay(n.expiresOn) })
      : fill(text.needMetNoExpiry, { what });
  const date = n.gapDate ? ukDay(n.gapDate) : '';
  switch ((n.gapCode ?? '').replace(/^(disclosure|flag)_/, '')) {
    case 'expires':
      return fill(text.needExpires, { what, date });
    case 'expired':
      return fill(text.needExpired, { what, date });
    case 'pending':
      return fill(text.needPending, { what });
    case 'not_yet':
      return fill(text.needNotYet, { what, date });
    default:
      return fill(text.needMissing, { what });
  }
}
