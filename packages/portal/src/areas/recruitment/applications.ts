/**
 * Applications as the pipeline shows them: read from the API's records, with
 * their references and parental consent summarised, in the board's order.
 *
 * @module
 */
import { gapText } from '../safety/clearanceWords.js';
import { etagField, numberField } from '../../app/fieldValues.js';
import { compareDates } from './board.js';

type Rec = Record<string, unknown>;

/** One application on the pipeline. */
export interface Application {
  /** Record id. */
  id: number;
  /** The applicant's user id. */
  userId: number | null;
  /** Recruitment category id. */
  categoryId: number | null;
  /** What was applied for: the opportunity's name (`name`), or `null`. */
  opportunity: string | null;
  /** Stage name. */
  stage: string;
  /** `pending` (open), `accepted`, `rejected` or `withdrawn`. */
  status: string;
  /** Date applied (ISO). */
  appliedAt: string | null;
  /** Closing reason id of a closed application. */
  closingReasonId: number | null;
  /** The version the card was read from (sent as If-Match). */
  etag: string | undefined;
  /** What the applicant still lacks for an offer, in words (the server's clearance policy). */
  stillNeeded: string[];
}

/** The outcome statuses of an application; `pending` is open. */
export const APPLICATION_STATUSES = [
  { key: 'pending', label: 'Open' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const;

/** Statuses that close an application with a closing reason. */
export const NEEDS_REASON: ReadonlySet<string> = new Set(['rejected', 'withdrawn']);

const num = numberField;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Reads one application record; `null` for a record without an id. */
export function readApplication(r: Rec): Application | null {
  const id = num(r.id);
  if (id === null) return null;
  return {
    id,
    userId: num(r.user_id),
    categoryId: num(r.category_id),
    opportunity: str(r.name).trim() || null,
    stage: str(r.stage),
    status: str(r.status) || 'pending',
    appliedAt: str(r.applied_at) || null,
    closingReasonId: num(r.closing_reason_id),
    etag: etagField(r.etag),
    stillNeeded: Array.isArray(r.clearance_needed)
      ? r.clearance_needed.flatMap((g) => {
          if (typeof g !== 'object' || g === null) return [];
          const gap = g as Record<string, unknown>;
          return typeof gap.code === 'string'
            ? [
                gapText({
                  code: gap.code,
                  message: typeof gap.message === 'string' ? gap.message : '',
                  ...(typeof gap.name === 'string' ? { name: gap.name } : {}),
                  ...(typeof gap.date === 'string' ? { date: gap.date } : {}),
                  ...(typeof gap.age === 'number' ? { age: gap.age } : {}),
                }),
              ]
            : [];
        })
      : [],
  };
}

/** Board order within a stage: longest waiting first (oldest application), then by id. */
export function compareApplications(a: Application, b: Application): number {
  return compareDates(a.appliedAt, b.appliedAt) || a.id - b.id;
}

/** The stages of a category in their order (`position`, then id), as board columns. */
export function readStages(rows: readonly Rec[]): { key: string; label: string }[] {
  return rows
    .filter((r) => typeof r.name === 'string' && r.name)
    .sort(
      (a, b) =>
        (num(a.position) ?? 0) - (num(b.position) ?? 0) || (num(a.id) ?? 0) - (num(b.id) ?? 0),
    )
    .map((r) => ({ key: String(r.name), label: stageLabel(String(r.name)) }));
}

/** A stage name as a heading: "references" becomes "References". */
export function stageLabel(name: string): string {
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'No stage';
}

/** What a card says about an application's references. */
export function referenceSummary(refs: readonly Rec[]): string {
  if (refs.length === 0) return 'No references requested';
  const received = refs.filter((r) => r.status === 'received').length;
  return `References: ${received} of ${refs.length} received`;
}

/** What a card says about parental consent; `null` when none was asked for. */
export function consentSummary(consents: readonly Rec[]): string | null {
  if (consents.length === 0) return null;
  const latest = consents.reduce((a, b) => ((num(b.id) ?? 0) > (num(a.id) ?? 0) ? b : a));
  return latest.status === 'given'
    ? 'Parental consent given'
    : latest.status === 'refused'
      ? 'Parental consent refused'
      : 'Parental consent requested';
}

/** Groups linked records (references, consents) by their `application_id`. */
export function byApplication(rows: readonly Rec[]): Map<number, Rec[]> {
  const out = new Map<number, Rec[]>();
  for (const r of rows) {
    const id = num(r.application_id);
    if (id === null) continue;
    const list = out.get(id) ?? [];
    list.push(r);
    out.set(id, list);
  }
  return out;
}
