/**
 * Runs one change per selected person in a bounded sequence, reporting progress,
 * and sums up what was done and what was refused (with the server's reasons).
 *
 * @module
 */

/** One refused item: who, and why. */
export interface Refusal {
  /** The person's name. */
  name: string;
  /** The reason in words. */
  reason: string;
}

/** What a batch did. */
export interface BatchResult {
  /** How many changes were stored. */
  done: number;
  /** The refusals, in order. */
  refused: Refusal[];
}

/**
 * Applies `run` to each item one after another (never more than one request in
 * flight), calling `progress(n, total)` before each.
 */
export async function runBatch<T>(
  items: readonly T[],
  run: (item: T) => Promise<void>,
  nameOf: (item: T) => string,
  reasonOf: (error: unknown) => string,
  progress: (n: number, total: number) => void,
): Promise<BatchResult> {
  const result: BatchResult = { done: 0, refused: [] };
  for (const [i, item] of items.entries()) {
    progress(i + 1, items.length);
    try {
      await run(item);
      result.done++;
    } catch (error) {
      result.refused.push({ name: nameOf(item), reason: reasonOf(error) });
    }
  }
  return result;
}

/** The summary sentence of a batch ("5 added to Callander base. 1 refused: Ann Lee (…)."). */
export function batchSummary(result: BatchResult, did: string): string {
  const refused = result.refused.length
    ? ` ${result.refused.length} refused: ${result.refused.map((r) => `${r.name} (${r.reason})`).join('; ')}.`
    : '';
  return `${result.done} ${did}.${refused}`;
}
