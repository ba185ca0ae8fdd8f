/**
 * The Safety home's figures (issue 50), computed from the vetting checks and
 * the server's clearance answers: which checks expire within 30, 60 or 90
 * days, and who is placed on upcoming work without being cleared on its day.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';
import { gapText, ukDay, type ClearanceGap } from './clearanceWords.js';

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

/** The kinds of work a person is placed on. */
export type WorkKind = 'shift' | 'event' | 'residential' | 'application';

/** A kind of work in words, for the "Work" column. */
export const WORK_KIND_WORDS: Readonly<Record<WorkKind, string>> = {
  shift: 'Shift',
  event: 'Event',
  residential: 'Residential stay',
  application: 'Offer',
};

function isWorkKind(value: unknown): value is WorkKind {
  return (
    value === 'shift' || value === 'event' || value === 'residential' || value === 'application'
  );
}

/** One person placed on upcoming work who will not be cleared on its dates. */
export interface AtRisk {
  kind: WorkKind;
  /** The shift, event, booking or application. */
  workId: string;
  title: string;
  /** The work's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Where staff change the placement. */
  link: string;
  /** A stay's residential opportunity, when it names one. */
  opportunityId: string | null;
  userId: string;
  name: string;
  gaps: ClearanceGap[];
  /** A shift's row: when the person was last e-mailed about it, if ever. */
  remindedAt: string | null;
}

function readGaps(raw: unknown): ClearanceGap[] {
  return Array.isArray(raw)
    ? raw.flatMap((g) =>
        isRecord(g) && typeof g.code === 'string'
          ? [
              {
                code: g.code,
                message: typeof g.message === 'string' ? g.message : '',
                ...(typeof g.name === 'string' ? { name: g.name } : {}),
                ...(typeof g.date === 'string' ? { date: g.date } : {}),
                ...(typeof g.age === 'number' ? { age: g.age } : {}),
              },
            ]
          : [],
      )
    : [];
}

/** The rows of `GET /vetting/?clearance=at_risk`, one per person and piece of work. */
export function readAtRisk(payload: unknown): AtRisk[] {
  const rows = isRecord(payload) && Array.isArray(payload.data) ? payload.data : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const id = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');
  return rows.flatMap((r) => {
    if (!isRecord(r) || !isWorkKind(r.kind) || id(r.id) === '' || id(r.user_id) === '') return [];
    return [
      {
        kind: r.kind,
        workId: id(r.id),
        title: text(r.title) || WORK_KIND_WORDS[r.kind],
        from: text(r.from).slice(0, 10),
        to: text(r.to).slice(0, 10),
        link: text(r.link).startsWith('/') ? text(r.link) : '/safety',
        opportunityId: id(r.opportunity_id) || null,
        userId: id(r.user_id),
        name: text(r.name),
        gaps: readGaps(r.gaps),
        remindedAt: text(r.reminded_at) || null,
      },
    ];
  });
}

/**
 * The work a Safety home address names: one piece of work (`?work=shift:12`, `event:3`,
 * or `residential:5` for a residential opportunity's stays), or a team's work (`team:4`,
 * its sub-teams' too) or a rota's shifts (`rota:2`), which the server filters.
 */
export type WorkFilter = { kind: WorkKind | 'team' | 'rota'; id: string };

/** The {@link WorkFilter} of a Safety home address's `work`, or null. */
export function readWorkFilter(value: string | null): WorkFilter | null {
  const m = /^(shift|event|residential|application|team|rota):(\d{1,15})$/.exec(value ?? '');
  return m ? { kind: m[1] as WorkFilter['kind'], id: m[2]! } : null;
}

/** The at-risk list's query for a filter the server applies (a team's or a rota's work). */
export function atRiskQuery(filter: WorkFilter | null): Record<string, string> {
  if (filter?.kind === 'team') return { clearance: 'at_risk', team_id: filter.id };
  if (filter?.kind === 'rota') return { clearance: 'at_risk', rota_id: filter.id };
  return { clearance: 'at_risk' };
}

/** True when a row is about the work a filter names (a stay: by its residential opportunity). */
export function matchesWork(row: AtRisk, filter: WorkFilter | null): boolean {
  if (!filter) return true;
  // A team's or a rota's: the server answered only those.
  if (filter.kind === 'team' || filter.kind === 'rota') return true;
  if (row.kind !== filter.kind) return false;
  return filter.kind === 'residential' ? row.opportunityId === filter.id : row.workId === filter.id;
}

/** The dates of a row's work in words: "05/02/2027" or "05/02/2027 to 07/02/2027". */
export function workDates(row: Pick<AtRisk, 'from' | 'to'>): string {
  if (!row.from) return '';
  return row.to && row.to !== row.from ? `${ukDay(row.from)} to ${ukDay(row.to)}` : ukDay(row.from);
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
