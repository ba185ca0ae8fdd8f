// Paired comparison of two interleaved series (run i of one against run i of the
// other, measured back to back): the median of the per-run ratios, with a
// percentile bootstrap 95 % interval (the pairs resampled with replacement).
// A busy moment of a shared machine slows both runs of a pair, so the ratio of
// a pair is steadier than either time.
import { median } from './report.mjs';

/** A small seeded PRNG (mulberry32): the same runs give the same interval. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `q` quantile (0..1) of sorted numbers, linearly interpolated. */
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * The paired median of `ours[i] / theirs[i]` and its bootstrap 95 % interval.
 * @param {number[]} ours
 * @param {number[]} theirs
 * @param {{ resamples?: number, seed?: number }} [options]
 * @returns {{ n: number, median: number, low: number, high: number, ratios: number[] }}
 */
export function pairedRatio(ours, theirs, { resamples = 5000, seed = 33 } = {}) {
  const n = Math.min(ours.length, theirs.length);
  const ratios = [];
  for (let i = 0; i < n; i++) ratios.push(ours[i] / theirs[i]);
  if (n === 0) return { n, median: Number.NaN, low: Number.NaN, high: Number.NaN, ratios };
  const next = random(seed);
  const medians = [];
  for (let b = 0; b < resamples; b++) {
    const sample = [];
    for (let i = 0; i < n; i++) sample.push(ratios[Math.floor(next() * n)]);
    medians.push(median(sample));
  }
  medians.sort((x, y) => x - y);
  return {
    n,
    median: median(ratios),
    low: quantile(medians, 0.025),
    high: quantile(medians, 0.975),
    ratios,
  };
}
