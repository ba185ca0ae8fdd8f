/**
 * Converts minutes to whole days: minutes / 60 / 24, rounded (spec 9).
 * Invalid input gives 0.
 *
 * @example
 * minutesToDays(2880); // 2
 * minutesToDays(2159); // 1 (1.499 days)
 */
export function minutesToDays(minutes: number): number {
  if (!Number.isFinite(minutes)) return 0;
  // `+ 0` turns the -0 of Math.round(-0.4) into 0.
  return Math.round(minutes / 60 / 24) + 0;
}

/**
 * Shows zero, negative and missing numbers as "-" (spec 9); positive numbers unchanged.
 *
 * @example
 * dashIfNotPositive(3);  // 3
 * dashIfNotPositive(0);  // "-"
 * dashIfNotPositive(-2); // "-"
 */
export function dashIfNotPositive<T extends number>(value: T | null | undefined): T | '-' {
  return typeof value === 'number' && value > 0 ? value : '-';
}
