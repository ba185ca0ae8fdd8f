/**
 * Search and apply logging (spec 3.1, 7.3, 7.9).
 *
 * @module
 */
import { LOG_APPLY_ACTION, LOG_SEARCH } from '../catalogue/publicSearch.js';
import { requestPath } from '../catalogue/paths.js';
import type { HttpClient } from '../http/types.js';

/** Options of the logging calls. */
export interface LogCallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
  /**
   * Send as a public call (no Authorization, `public_search=true`).
   * @default true (the catalogue marks both log calls public)
   */
  public?: boolean;
  /** Let the call outlive the page (fetch `keepalive`). {@link logApplyAction} sets it by default. */
  keepalive?: boolean;
}

/**
 * `POST opportunities/log/search` with `{ opportunities_ids }`: logs the opportunities a
 * search showed (send after each search). The promise rejects on failure; public search
 * pages should swallow it (spec 8: public search failures are silent).
 *
 * @example
 * ```ts
 * logSearch(client, results.map((o) => o.id)).catch(() => {});
 * ```
 */
export function logSearch(
  http: HttpClient,
  ids: ReadonlyArray<number | string>,
  options: LogCallOptions = {},
): Promise<unknown> {
  return http.request({
    method: LOG_SEARCH.method,
    path: requestPath(LOG_SEARCH.path),
    body: { opportunities_ids: [...ids] },
    ...(options.signal ? { signal: options.signal } : {}),
    public: options.public ?? LOG_SEARCH.public === true,
  });
}

/**
 * `POST opportunities/log-apply-action` with `{ slug }`: logs that a visitor used an
 * opportunity's apply action. Sent with fetch `keepalive` (unless `keepalive: false`),
 * so the log survives the navigation to the apply page that usually follows.
 *
 * @example
 * ```ts
 * logApplyAction(client, opportunity.slug).catch(() => {});
 * ```
 */
export function logApplyAction(
  http: HttpClient,
  slug: string,
  options: LogCallOptions = {},
): Promise<unknown> {
  return http.request({
    method: LOG_APPLY_ACTION.method,
    path: requestPath(LOG_APPLY_ACTION.path),
    body: { slug },
    keepalive: options.keepalive ?? true,
    ...(options.signal ? { signal: options.signal } : {}),
    public: options.public ?? LOG_APPLY_ACTION.public === true,
  });
}
