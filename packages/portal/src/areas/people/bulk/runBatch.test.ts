import { describe, expect, it } from 'vitest';
import { batchSummary, runBatch } from './runBatch.js';

describe('runBatch', () => {
  it('runs one at a time, reports progress and sums up done and refused', async () => {
    let inFlight = 0;
    const seen: string[] = [];
    const result = await runBatch(
      ['a', 'b', 'c'],
      async (x) => {
        inFlight++;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        inFlight--;
        if (x === 'b') throw new Error('Someone else changed it');
      },
      (x) => x.toUpperCase(),
      (e) => (e as Error).message,
      (n, total) => seen.push(`${n}/${total}`),
    );
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
    expect(result).toEqual({
      done: 2,
      refused: [{ name: 'B', reason: 'Someone else changed it' }],
    });
    expect(batchSummary(result, 'added to Callander base')).toBe(
      '2 added to Callander base. 1 refused: B (Someone else changed it).',
    );
    expect(batchSummary({ done: 5, refused: [] }, 'e-mailed')).toBe('5 e-mailed.');
  });
});
