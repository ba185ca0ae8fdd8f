/**
 * The small amount of scale maths the charts need (a linear scale with "nice"
 * ticks), hand-written instead of pulling d3-scale: see docs/benchmarks.md
 * ("Analytics charts") for the measured cost of the alternatives.
 *
 * @module
 */

/**
 * Ticks from 0 to at least `max`, at a step of 1, 2 or 5 times a power of ten; with
 * `integer` (counts) the step is a whole number, so no tick reads "1.5 claims".
 */
export function niceTicks(max: number, count = 5, integer = false): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const step = integer ? Math.max(1, Math.ceil(nice)) : nice;
  const ticks: number[] = [];
  for (let v = 0; v < max + step / 2 && ticks.length <= count * 3; v += step) {
    ticks.push(Number(v.toPrecision(12)));
  }
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks.length * step).toPrecision(12)));
  return ticks;
}

/** A linear scale from `[0, domainMax]` to `[rangeStart, rangeEnd]`. */
export function linearScale(
  domainMax: number,
  rangeStart: number,
  rangeEnd: number,
): (value: number) => number {
  const span = domainMax > 0 ? domainMax : 1;
  return (value) => {
    const v = Number.isFinite(value) ? Math.max(0, value) : 0;
    return rangeStart + ((rangeEnd - rangeStart) * v) / span;
  };
}

/** The numeric value of `row[key]` (numeric strings included); `0` when absent. */
export function numericValue(row: Readonly<Record<string, unknown>>, key: string): number {
  const v = row[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
}

/** Shortens a label to `max` characters with an ellipsis. */
export function truncate(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}
