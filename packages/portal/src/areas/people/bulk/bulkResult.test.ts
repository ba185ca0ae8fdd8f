import { describe, expect, it } from 'vitest';
import { batchSummary, readBatchResult } from './bulkResult.js';

describe('bulk results', () => {
  it('reads the server answer and sums up done and refused', () => {
    const result = readBatchResult({
      data: {
        done: 2,
        refused: [{ user_id: 7, name: 'B Lee', reason: 'not in a team you lead' }, 'junk'],
      },
    });
    expect(result).toEqual({
      done: 2,
      refused: [{ name: 'B Lee', reason: 'not in a team you lead' }],
    });
    expect(batchSummary(result, 'added to Callander base')).toBe(
      '2 added to Callander base. 1 refused: B Lee (not in a team you lead).',
    );
    expect(batchSummary({ done: 5, refused: [] }, 'e-mailed')).toBe('5 e-mailed.');
  });

  it('reads a malformed answer as nothing done', () => {
    expect(readBatchResult(null)).toEqual({ done: 0, refused: [] });
  });
});
