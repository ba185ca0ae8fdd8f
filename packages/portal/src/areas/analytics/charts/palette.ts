/**
 * The chart palette: the Okabe-Ito colour-blind-safe set, with a darker or
 * lighter variant of each colour for the light and dark schemes (the values
 * live in charts.css as `--vka-series-N`; here only which one a series takes).
 *
 * @module
 */
import type { CSSProperties } from 'react';

/** Number of distinct series colours; further series reuse them in order. */
export const SERIES_COLOURS = 6;

/**
 * The style that colours series `index`: its `--vka-c`, which the chart's CSS
 * paints with, set to the palette colour `--vka-series-0` ... `--vka-series-5`.
 */
export function seriesStyle(index: number): CSSProperties {
  const colour = ((index % SERIES_COLOURS) + SERIES_COLOURS) % SERIES_COLOURS;
  return { '--vka-c': `var(--vka-series-${colour})` } as CSSProperties;
}
