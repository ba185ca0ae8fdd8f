/**
 * The core's side of the loader's early requests (`early.ts`): a `fetch` for a
 * mount's transport that answers the mount's first list call with the request
 * the loader already started, when the URL is the same (one request, not two). The
 * loader asks in the default media type (API version 3) and only for mounts without
 * `data-api-version`: the same Accept header the mount's transport sends.
 * Another list URL first (the state changed: other filters, another hash) cancels
 * the early request; an early request that failed is sent again (the fallback).
 *
 * @module
 */
import type { EarlyRequest } from './early.js';

/** A mount's `fetch` with the loader's early request, and its cancellation. */
export interface EarlyFetch {
  /** The transport's `fetch`. */
  fetch: typeof fetch;
  /** Cancels the early request if no call has taken it (the mount is destroyed). */
  cancel(): void;
}

/**
 * A `fetch` over `win.fetch` that hands `early` to the first call of its URL.
 *
 * @param early - The loader's request for this mount, if any.
 */
export function earlyFetch(early: EarlyRequest | undefined, win: Window): EarlyFetch {
  let pending = early;
  const cancel = (): void => {
    pending?.abort.abort();
    pending = undefined;
  };
  return {
    cancel,
    fetch(input, init) {
      const url = String(input);
      const taken = pending;
      if (taken && url === taken.url) {
        pending = undefined;
        const signal = init?.signal;
        signal?.addEventListener('abort', () => taken.abort.abort(), { once: true });
        const again = (): Promise<Response> => win.fetch(input, init);
        return taken.response.then(
          (response) => (response.ok ? response : again()),
          (error: unknown) => (signal?.aborted ? Promise.reject(error) : again()),
        );
      }
      // Another first list call: the early one asked for a state that is gone.
      if (taken && url.split('?')[0] === taken.url.split('?')[0]) cancel();
      return win.fetch(input, init);
    },
  };
}
