/**
 * The portal's one "someone else changed it first" error: a write sent with
 * `If-Match` was refused with 412, and the screen shows the record as the
 * server now has it.
 *
 * @module
 */
import { ApiError, PreconditionFailedError } from '@volunteerkit/api-client';

/**
 * A record the server refused to change because someone changed it first (412).
 * A {@link PreconditionFailedError} (same `kind`, `status`, `current`, `etag`)
 * whose `message` is the screen's own sentence and whose `newer` is the record
 * as the screen reads it (`null` when it could not be read, or has gone).
 *
 * @example
 * ```ts
 * catch (e) {
 *   if (isStaleRecord<Task>(e) && e.newer) replace(e.newer);
 * }
 * ```
 */
export class StaleRecordError<T> extends PreconditionFailedError {
  /** The record as the server now has it, or `null`. */
  readonly newer: T | null;
  /** The 412 the write was answered with (also `cause`), for screens that show it as it was when there is no newer record. */
  readonly refused: ApiError;

  /**
   * @param refused the 412 the write was answered with (kept as `cause`).
   * @param newer the newer record, as the screen reads it.
   * @param message what the screen tells the user.
   */
  constructor(refused: ApiError, newer: T | null, message: string) {
    super({
      method: refused.method,
      url: refused.url,
      requestId: refused.requestId,
      status: refused.status,
      statusText: refused.statusText,
      body: refused.body,
      headers: refused.headers,
      cause: refused,
    });
    // PreconditionFailedError writes its own (technical) message; the screens show this one.
    this.message = message;
    this.newer = newer;
    this.refused = refused;
  }
}

/** True when `error` is a {@link StaleRecordError}; `T` is the record type the caller's write reads. */
export function isStaleRecord<T>(error: unknown): error is StaleRecordError<T> {
  return error instanceof StaleRecordError;
}

/**
 * Runs a conditional write; when it is refused with 412, reads the newer
 * record and rejects with a {@link StaleRecordError} carrying it and `message`.
 * Any other failure rejects unchanged.
 *
 * @param write the write (sent with `If-Match`).
 * @param newer reads the newer record: from `current` (the record the 412 body carries,
 *   when it is a {@link PreconditionFailedError} that has one) or by fetching it again.
 * @param message what the screen tells the user.
 */
export async function staleOn412<R, T>(
  write: () => Promise<R>,
  newer: (current: Record<string, unknown> | undefined) => T | null | Promise<T | null>,
  message: string,
): Promise<R> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof ApiError && e.status === 412) {
      const current = e instanceof PreconditionFailedError ? e.current : undefined;
      throw new StaleRecordError(e, await newer(current), message);
    }
    throw e;
  }
}
