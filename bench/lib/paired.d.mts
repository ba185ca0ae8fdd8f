/** The paired median of `ours[i] / theirs[i]` and its percentile bootstrap 95 % interval. */
export function pairedRatio(
  ours: number[],
  theirs: number[],
  options?: { resamples?: number; seed?: number },
): { n: number; median: number; low: number; high: number; ratios: number[] };
