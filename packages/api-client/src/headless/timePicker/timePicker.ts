/** A time of day on a 24-hour clock. */
export interface TimeOfDay {
  /** 0-23. */
  hour: number;
  /** 0-59. */
  minute: number;
}

/** Which minutes a time picker offers (spec 5.2). */
export interface AllowedMinutesOptions {
  /**
   * 15-minute step: 0, 15, 30, 45 and 59.
   * @default false
   */
  fifteenMinuteStep?: boolean;
  /**
   * Every minute 0-59; wins over the step.
   * @default false
   */
  everyMinute?: boolean;
}

/**
 * The minutes a time picker offers (spec 5.2): every minute when allowed; otherwise
 * 0, 15, 30, 45 and 59 with a 15-minute step; otherwise every 5 minutes plus 59.
 *
 * @example
 * allowedMinutes({ fifteenMinuteStep: true }); // [0, 15, 30, 45, 59]
 * allowedMinutes();                            // [0, 5, 10, ..., 55, 59]
 */
export function allowedMinutes(options: AllowedMinutesOptions = {}): number[] {
  if (options.everyMinute) return Array.from({ length: 60 }, (_, i) => i);
  if (options.fifteenMinuteStep) return [0, 15, 30, 45, 59];
  return [...Array.from({ length: 12 }, (_, i) => i * 5), 59];
}

/**
 * The end-time hours to disable given the start time (spec 5.2): hours before the
 * start hour; and the start hour itself when the start minute is 55, or when no
 * allowed minute is left after the start minute in that hour (e.g. start 10:59).
 *
 * @param minutes the allowed minutes, to detect an exhausted start hour; defaults to every 5 plus 59.
 * @example
 * disabledEndHours({ hour: 9, minute: 30 });  // [0, 1, ..., 8]
 * disabledEndHours({ hour: 9, minute: 55 });  // [0, 1, ..., 8, 9]
 */
export function disabledEndHours(
  start: TimeOfDay | null | undefined,
  minutes: readonly number[] = allowedMinutes(),
): number[] {
  if (!start) return [];
  const hours = Array.from({ length: start.hour }, (_, i) => i);
  const exhausted = !minutes.some((m) => m > start.minute);
  if (start.minute === 55 || exhausted) hours.push(start.hour);
  return hours;
}

/**
 * The end-time minutes to disable for a chosen end hour (spec 5.2): in the start
 * hour, every minute at or before the start minute; in later hours none.
 *
 * @example
 * disabledEndMinutes({ hour: 9, minute: 30 }, 9);  // [0, 1, ..., 30]
 * disabledEndMinutes({ hour: 9, minute: 30 }, 10); // []
 */
export function disabledEndMinutes(
  start: TimeOfDay | null | undefined,
  endHour: number | null | undefined,
): number[] {
  if (!start || endHour === null || endHour === undefined || endHour !== start.hour) return [];
  return Array.from({ length: start.minute + 1 }, (_, i) => i);
}

/**
 * Whether an end time is allowed after a start time under the rules above.
 *
 * @example
 * isEndTimeAllowed({ hour: 9, minute: 30 }, { hour: 9, minute: 45 }); // true
 */
export function isEndTimeAllowed(
  start: TimeOfDay | null | undefined,
  end: TimeOfDay,
  minutes: readonly number[] = allowedMinutes(),
): boolean {
  if (!minutes.includes(end.minute)) return false;
  if (disabledEndHours(start, minutes).includes(end.hour)) return false;
  return !disabledEndMinutes(start, end.hour).includes(end.minute);
}

/**
 * Parses `H:MM` or `HH:MM` (optionally `:SS`, ignored) on a 24-hour clock.
 *
 * @example
 * parseTimeOfDay('9:05'); // { hour: 9, minute: 5 }
 * parseTimeOfDay('25:00'); // null
 */
export function parseTimeOfDay(text: string | null | undefined): TimeOfDay | null {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec((text ?? '').trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

/**
 * Formats a time of day as `HH:MM`.
 *
 * @example
 * formatTimeOfDay({ hour: 9, minute: 5 }); // "09:05"
 */
export function formatTimeOfDay(time: TimeOfDay): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
