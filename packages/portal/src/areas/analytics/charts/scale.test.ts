import { linearScale, niceTicks, numericValue, truncate } from './scale.js';

describe('niceTicks', () => {
  it.each<[number, number[]]>([
    [10, [0, 2, 4, 6, 8, 10]],
    [9, [0, 2, 4, 6, 8, 10]],
    [1, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [137, [0, 50, 100, 150]],
    [0, [0, 1]],
    [-5, [0, 1]],
    [NaN, [0, 1]],
  ])('up to %s -> %j', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('counts tick on whole numbers only (no "1.5 claims")', () => {
    expect(niceTicks(3, 3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(3, 3, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(2, 5, true)).toEqual([0, 1, 2]);
    expect(niceTicks(1, 5, true)).toEqual([0, 1]);
    for (const max of [1, 2, 3, 7, 11, 99])
      expect(niceTicks(max, 5, true).every(Number.isInteger)).toBe(true);
  });

  it('always reaches the maximum', () => {
    for (const max of [3, 7, 11, 99, 101, 1234, 0.37]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
    }
  });
});

describe('linearScale', () => {
  it('maps 0..max onto the range and clamps negatives to the start', () => {
    const x = linearScale(10, 100, 300);
    expect(x(0)).toBe(100);
    expect(x(5)).toBe(200);
    expect(x(10)).toBe(300);
    expect(x(-4)).toBe(100);
    expect(linearScale(0, 0, 50)(0)).toBe(0);
  });
});

describe('numericValue and truncate', () => {
  it('reads numbers and numeric strings, anything else as 0', () => {
    expect(numericValue({ a: 3, b: '4.5', c: 'x', d: null }, 'a')).toBe(3);
    expect(numericValue({ b: '4.5' }, 'b')).toBe(4.5);
    expect(numericValue({ c: 'x' }, 'c')).toBe(0);
    expect(numericValue({}, 'd')).toBe(0);
  });
  it('shortens long labels', () => {
    expect(truncate('Volunteer', 20)).toBe('Volunteer');
    expect(truncate('Found paid work elsewhere', 10)).toBe('Found pai…');
  });
});
