/**
 * What a bulk action on people did, as the server answers it (`POST /bulk/`):
 * how many were changed and who was refused, with the reason; and the summary
 * sentence the list shows.
 *
 * @module
 */
import { isRecord } from '../../../app/records.js';

/** One refused person: who, and why. */
export interface Refusal {
  /** The person's name. */
  name: string;
  /** The reason in words. */
  reason: string;
}

/** What a bulk action did. */
export interface BatchResult {
  /** How many people were changed. */
  done: number;
  /** The refusals, in order. */
  refused: Refusal[];
}

/** Reads the server's answer to `POST /bulk/` (`{data: {done, refused: [{name, reason}]}}`). */
export function readBatchResult(answer: unknown): BatchResult {
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  const refused = Array.isArray(data.refused) ? data.refused.filter(isRecord) : [];
  return {
    done: typeof data.done === 'number' ? data.done : 0,
    refused: refused.map((r) => ({
      name: typeof r.name === 'string' ? r.name : 'Someone',
      reason: typeof r.reason === 'string' ? r.reason : 'refused',
    })),
  };
}

/** The summary sentence of a batch ("5 added to Callander base. 1 refused: Ann Lee (…)."). */
export function batchSummary(result: BatchResult, did: string): string {
  const refused = result.refused.length
    ? ` ${result.refused.length} refused: ${result.refused.map((r) => `${r.name} (${r.reason})`).join('; ')}.`
    : '';
  return `${result.done} ${did}.${refused}`;
}
