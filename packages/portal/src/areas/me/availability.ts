/**
 * When a volunteer can volunteer, as their user record keeps it: the usual
 * day parts (`availability`: `monday-morning` …) and dated periods away
 * (`unavailable_periods`: `{start, end, reason}`, instants, end exclusive),
 * which the rota planner also reads.
 *
 * @module
 */
import { isRecord, type AnyRecord } from '../../registry/infer.js';

/** The weekdays, Monday first, with their labels. */
export const DAYS = [
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
  ['sunday', 'Sunday'],
] as const;

/** The parts of a day, with their labels. */
export const PARTS = [
  ['morning', 'Morning'],
  ['afternoon', 'Afternoon'],
  ['evening', 'Evening'],
] as const;

/** The usual slots (`monday-morning`) a record holds, known ones only. */
export function readSlots(record: AnyRecord | null): Set<string> {
  const known = new Set(DAYS.flatMap(([d]) => PARTS.map(([p]) => `${d}-${p}`)));
  const raw = Array.isArray(record?.availability) ? record.availability : [];
  return new Set(raw.filter((s): s is string => typeof s === 'string' && known.has(s)));
}

/** The slots in week order (Monday morning first). */
export function orderedSlots(slots: ReadonlySet<string>): string[] {
  return DAYS.flatMap(([d]) => PARTS.map(([p]) => `${d}-${p}`)).filter((s) => slots.has(s));
}

/** One period away, as stored. */
export interface AwayPeriod {
  /** First instant away. */
  start: string;
  /** First instant back (exclusive). */
  end: string;
  /** Why, if said. */
  reason: string;
}

/** The periods away a record holds (well-formed ones). */
export function readPeriods(record: AnyRecord | null): AwayPeriod[] {
  const raw = Array.isArray(record?.unavailable_periods) ? record.unavailable_periods : [];
  return raw
    .filter(isRecord)
    .flatMap((p) =>
      typeof p.start === 'string' && typeof p.end === 'string'
        ? [{ start: p.start, end: p.end, reason: typeof p.reason === 'string' ? p.reason : '' }]
        : [],
    );
}

const DAY_MS = 86_400_000;

/** The period from the first to the last day away (YYYY-MM-DD, both included). */
export function periodOf(from: string, to: string, reason: string): AwayPeriod {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    start: `${from}T00:00:00Z`,
    end: `${end}T00:00:00Z`,
    reason: reason.trim(),
  };
}

/** The first and last day away of a period (YYYY-MM-DD). */
export function daysOf(period: AwayPeriod): { from: string; to: string } {
  const from = period.start.slice(0, 10);
  const to = new Date(Date.parse(period.end) - DAY_MS).toISOString().slice(0, 10);
  return { from, to: to < from ? from : to };
}

/** Why a new period cannot be saved, by field. */
export function periodProblems(
  from: string,
  to: string,
  reason: string,
  today: string,
): Partial<Record<'from' | 'to' | 'reason', string>> {
  const out: Partial<Record<'from' | 'to' | 'reason', string>> = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from)) out.from = 'Give the first day you are away.';
  else if (from < today) out.from = 'The first day cannot be in the past.';
  if (!day.test(to)) out.to = 'Give the last day you are away.';
  else if (day.test(from) && to < from) out.to = 'The last day cannot be before the first day.';
  if (reason.trim().length > 200) out.reason = 'Keep the reason to 200 characters.';
  return out;
}

/** The usual slots of a record in words, in week order ("Monday morning"). */
export function slotLabels(record: AnyRecord | null): string[] {
  const slots = readSlots(record);
  return DAYS.flatMap(([d, day]) =>
    PARTS.filter(([p]) => slots.has(`${d}-${p}`)).map(([, part]) => `${day} ${part.toLowerCase()}`),
  );
}
