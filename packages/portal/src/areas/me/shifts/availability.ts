/**
 * When a volunteer can volunteer, as their user record keeps it: the usual
 * day parts (`availability`: `monday-morning` …) and dated periods away
 * (`unavailable_periods`: `{start, end, reason}`, instants, end exclusive),
 * which the rota planner also reads.
 *
 * @module
 */
import { dayWithWeekday } from '../when.js';
import { isRecord, type AnyRecord } from '../../../registry/infer.js';
import { enGBRecordText, type RecordText } from '../recordMessages.js';

/** The weekdays, Monday first (each also the key of its name in the record catalogue). */
export const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The parts of a day (each also the key of its name in the record catalogue). */
export const PARTS = ['morning', 'afternoon', 'evening'] as const;

/** One usual slot in words, "Monday morning" ("bore Dydd Llun" in Welsh). */
export function slotName(
  day: (typeof DAYS)[number],
  part: (typeof PARTS)[number],
  text: RecordText = enGBRecordText,
  tag = 'en-GB',
): string {
  return text.slot.replace('{day}', text[day]).replace('{part}', text[part].toLocaleLowerCase(tag));
}

/** A weekday's short name ("Mon", "Llun"): the catalogue's, else the first three letters. */
export function shortDayName(
  day: (typeof DAYS)[number],
  text: RecordText = enGBRecordText,
): string {
  const names = text.weekdayShortNames.split(',');
  // The catalogue lists Sunday first; DAYS starts on Monday.
  return names.length === 7 ? names[(DAYS.indexOf(day) + 1) % 7]! : text[day].slice(0, 3);
}

/**
 * A day away as "Sat 16/01/2027" (the organisation's date format), with a
 * language's short weekday names ("Sad 16/01/2027") when the catalogue gives them.
 */
export function awayDayLabel(day: string, text: RecordText, dateFormat?: string): string {
  return dayWithWeekday(day, dateFormat, text.weekdayShortNames);
}

/** The usual slots (`monday-morning`) a record holds, known ones only. */
export function readSlots(record: AnyRecord | null): Set<string> {
  const known = new Set(DAYS.flatMap((d) => PARTS.map((p) => `${d}-${p}`)));
  const raw = Array.isArray(record?.availability) ? record.availability : [];
  return new Set(raw.filter((s): s is string => typeof s === 'string' && known.has(s)));
}

/** The slots in week order (Monday morning first). */
export function orderedSlots(slots: ReadonlySet<string>): string[] {
  return DAYS.flatMap((d) => PARTS.map((p) => `${d}-${p}`)).filter((s) => slots.has(s));
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

/** Why a new period cannot be saved, by field (in `text`'s language). */
export function periodProblems(
  from: string,
  to: string,
  reason: string,
  today: string,
  text: RecordText = enGBRecordText,
): Partial<Record<'from' | 'to' | 'reason', string>> {
  const out: Partial<Record<'from' | 'to' | 'reason', string>> = {};
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from)) out.from = text.giveFirstDay;
  else if (from < today) out.from = text.firstDayPast;
  if (!day.test(to)) out.to = text.giveLastDay;
  else if (day.test(from) && to < from) out.to = text.lastBeforeFirst;
  if (reason.trim().length > 200) out.reason = text.reasonTooLong;
  return out;
}

/** The usual slots of a record in words, in week order ("Monday morning"). */
export function slotLabels(
  record: AnyRecord | null,
  text: RecordText = enGBRecordText,
  tag = 'en-GB',
): string[] {
  const slots = readSlots(record);
  return DAYS.flatMap((d) =>
    PARTS.filter((p) => slots.has(`${d}-${p}`)).map((p) => slotName(d, p, text, tag)),
  );
}
