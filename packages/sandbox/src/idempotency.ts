/**
 * `Idempotency-Key` on POST, as Stripe's API has it: the first request with a key runs
 * and its answer is kept; a later request with the same key (same caller, same path,
 * same body) gets the kept answer again, marked `Idempotent-Replayed: true`, without
 * running the handler, so a client's retry after a lost answer applies the write once.
 * The same key with another body is a 422; while the first is still running, 409.
 * A request that failed with an error (nothing stored) keeps no answer, so it may be
 * sent again. Kept in memory, the newest {@link IDEMPOTENCY_CAPACITY} keys.
 *
 * @module
 */
import { ApiError } from './errors.js';

/** How many answers are kept (the oldest are forgotten first). */
export const IDEMPOTENCY_CAPACITY = 2000;

/** A kept answer. */
interface Kept {
  /** The request body it answered, as JSON text. */
  body: string;
  /** The answer, or `undefined` while the first request runs. */
  response: { status: number; headers: [string, string][]; bytes: ArrayBuffer } | undefined;
}

/** The store of one sandbox. */
export interface IdempotencyStore {
  /**
   * Runs `handle` once per key: replays the kept answer for a repeated key, refuses a
   * reused key with another body (422) or one still running (409).
   */
  run(
    scope: { key: string; caller: string; path: string; body: unknown },
    handle: () => Promise<Response>,
  ): Promise<Response>;
}

/** Creates the in-memory store. */
export function createIdempotencyStore(capacity = IDEMPOTENCY_CAPACITY): IdempotencyStore {
  const kept = new Map<string, Kept>();
  return {
    async run(scope, handle) {
      if (scope.key.length === 0 || scope.key.length > 255)
        throw new ApiError(422, 'validation_failed', 'The Idempotency-Key header is invalid.', {
          errors: { 'Idempotency-Key': ['must be 1 to 255 characters'] },
        });
      const id = `${scope.caller}\u0000${scope.path}\u0000${scope.key}`;
      const body = JSON.stringify(scope.body ?? null);
      const previous = kept.get(id);
      if (previous) {
        if (previous.body !== body)
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used with another request body; use a new key for a new request.',
          );
        if (!previous.response)
          throw new ApiError(
            409,
            'idempotency_key_in_use',
            'A request with this Idempotency-Key is still being processed; try again shortly.',
            { headers: { 'retry-after': '1' } },
          );
        const { status, headers, bytes } = previous.response;
        const replay = new Response(status === 204 ? null : bytes.slice(0), { status, headers });
        replay.headers.set('idempotent-replayed', 'true');
        return replay;
      }
      const entry: Kept = { body, response: undefined };
      kept.set(id, entry);
      let response: Response;
      try {
        response = await handle();
      } catch (error) {
        kept.delete(id);
        throw error;
      }
      if (response.status >= 500) {
        kept.delete(id);
        return response;
      }
      const bytes = await response.clone().arrayBuffer();
      entry.response = { status: response.status, headers: [...response.headers], bytes };
      while (kept.size > capacity) kept.delete(kept.keys().next().value as string);
      return response;
    },
  };
}
