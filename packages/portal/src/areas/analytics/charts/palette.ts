/**
 * The chart palette: the Okabe-Ito colour-blind-safe set, with a darker or
 * lighter variant of each colour for the light and dark schemes (the values
 * live in charts.css as `--vka-series-N`; here only the class names).
 *
 * @module
 */

/** Number of distinct series colours; further series reuse them in order. */
export const SERIES_COLOURS = 6;

/** The class that colours series `index` (`vka-s0` ... `vka-s5`). */
export function seriesClass(index: number): string {
  return `vka-s${((index % SERIES_COLOURS) + SERIES_COLOURS) % SERIES_COLOURS}`;
}
