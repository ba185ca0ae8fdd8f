import { pairedRatio } from './paired.mjs';

describe('pairedRatio (the render benchmark’s paired median)', () => {
  it('is the median of the per-pair ratios, inside its bootstrap interval', () => {
    const ours = [100, 200, 300, 400, 500];
    const theirs = [200, 200, 200, 200, 1000];
    const r = pairedRatio(ours, theirs);
    // Ratios 0.5, 1, 1.5, 2, 0.5: median 1 (the ratio of medians would be 300 / 200 = 1.5).
    expect(r.n).toBe(5);
    expect(r.median).toBe(1);
    expect(r.low).toBeLessThanOrEqual(r.median);
    expect(r.high).toBeGreaterThanOrEqual(r.median);
    expect(r.low).toBeGreaterThanOrEqual(0.5);
    expect(r.high).toBeLessThanOrEqual(2);
  });

  it('pairs only what both sides measured, and is the same for the same runs', () => {
    const a = pairedRatio([10, 20, 30], [10, 10]);
    expect(a.n).toBe(2);
    expect(a.ratios).toEqual([1, 2]);
    expect(pairedRatio([10, 20, 30], [10, 10])).toEqual(a);
  });

  it('a constant ratio has a zero-width interval; no pairs give NaN', () => {
    const r = pairedRatio([1, 2, 3, 4], [2, 4, 6, 8]);
    expect([r.median, r.low, r.high]).toEqual([0.5, 0.5, 0.5]);
    expect(Number.isNaN(pairedRatio([], [1]).median)).toBe(true);
  });
});
