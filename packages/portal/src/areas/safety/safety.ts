/**
 * The Safety home's figures (issue 50), computed from the vetting checks and
 * the server's clearance answers: which checks expire within 30, 60 or 90
 * days, and who is placed on upcoming work without being cleared on its day.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';
import { gapText, type ClearanceGap } from './clearanceWords.js';
import { readShiftClearance } from '../rotas/shiftClearance.js';

/** The windows the Safety home offers, in days. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;

/** One vetting check as the Safety home shows it. */
export interface Check {
  id: string;
  userId: string;
  typeId: string;
  expiresOn: string;
  status: string;
  renewalRequestedAt: string | null;
  etag?: string;
}

/** Reads a vetting check; null without an id, a person or an expiry date. */
export function readCheck(raw: unknown): Check | null {
  if (!isRecord(raw)) return null;
  const id = raw.id;
  const user = raw.user_id;
  if (
    (typeof id !== 'number' && typeof id !== 'string') ||
    (typeof user !== 'number' && typeof user !== 'string')
  )
    return null;
  if (typeof raw.expires_on !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw.expires_on)) return null;
  return {
    id: String(id),
    userId: String(user),
    typeId:
      raw.disclosure_type_id === undefined || raw.disclosure_type_id === null
        ? ''
        : String(raw.disclosure_type_id),
    expiresOn: raw.expires_on.slice(0, 10),
    status: typeof raw.status === 'string' ? raw.status : 'cleared',
    renewalRequestedAt:
      typeof raw.renewal_requested_at === 'string' ? raw.renewal_requested_at : null,
    ...(typeof raw.etag === 'string' ? { etag: raw.etag } : {}),
  };
}

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
export function daysUntil(day: string, today: string): number {
  return Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/**
 * The cleared checks expiring from today to `days` ahead, soonest first; a
 * check superseded by a later one of the same type for the same person is left out.
 */
export function expiringWithin(checks: readonly Check[], days: number, today: string): Check[] {
  const latest = new Map<string, string>();
  for (const c of checks) {
    if (c.status !== 'cleared') continue;
    const key = `${c.userId}:${c.typeId}`;
    if ((latest.get(key) ?? '') < c.expiresOn) latest.set(key, c.expiresOn);
  }
  return checks
    .filter((c) => {
      const left = daysUntil(c.expiresOn, today);
      return (
        c.status === 'cleared' &&
        left >= 0 &&
        left <= days &&
        latest.get(`${c.userId}:${c.typeId}`) === c.expiresOn
      );
    })
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.id.localeCompare(b.id));
}

/** "today", "tomorrow", "in 12 days". */
export function inDays(n: number): string {
  return n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`;
}

/** One person placed on upcoming work who will not be cleared on its day. */
export interface AtRisk {
  shiftId: string;
  title: string;
  start: string;
  userId: string;
  name: string;
  gaps: ClearanceGap[];
  /** When the person was last e-mailed about this shift, if ever. */
  remindedAt: string | null;
}

/** The rows of `GET /shifts/?clearance=gaps`, one per person and shift. */
export function readAtRisk(payload: unknown): AtRisk[] {
  const rows = isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
  return rows.flatMap((row) => {
    if (!isRecord(row) || (typeof row.id !== 'number' && typeof row.id !== 'string')) return [];
    const clearance = readShiftClearance({ clearance: row.clearance });
    const people =
      isRecord(row.clearance) && Array.isArray(row.clearance.people) ? row.clearance.people : [];
    return people.flatMap((p) => {
      if (!isRecord(p)) return [];
      const id = String(p.user_id);
      return [
        {
          shiftId: String(row.id),
          title: typeof row.title === 'string' ? row.title : 'Shift',
          start: typeof row.start === 'string' ? row.start : '',
          userId: id,
          name: typeof p.name === 'string' ? p.name : '',
          gaps: clearance?.people.get(id)?.gaps ?? [],
          remindedAt: typeof p.reminded_at === 'string' ? p.reminded_at : null,
        },
      ];
    });
  });
}

/** A person's gaps in words, for a table cell. */
export function gapsText(gaps: readonly ClearanceGap[]): string {
  return gaps.map(gapText).join('; ');
}

/** One logged confirmation of a warned gap: who placed whom on what, without what, and why. */
export interface Confirmation {
  id: string;
  userId: string;
  name: string;
  work: string;
  workFrom: string | null;
  gaps: string[];
  reason: string;
  byName: string;
  at: string;
}

/** The rows of `GET /vetting/?clearance=confirmed`, newest first as the server sends them. */
export function readConfirmations(payload: unknown): Confirmation[] {
  const rows = isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return rows.flatMap((r) =>
    isRecord(r) && (typeof r.id === 'number' || typeof r.id === 'string')
      ? [
          {
            id: String(r.id),
            userId: r.user_id === null || r.user_id === undefined ? '' : String(r.user_id),
            name: text(r.name),
            work: text(r.work),
            workFrom: text(r.work_from) || null,
            gaps: Array.isArray(r.gaps) ? r.gaps.map(String) : [],
            reason: text(r.reason),
            byName: text(r.by_name),
            at: text(r.at),
          },
        ]
      : [],
  );
}
