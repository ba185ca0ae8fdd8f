/**
 * The first search of a results view, started by the mount itself: the query
 * comes from the partner page's URL hash (or the mount's filters), exactly as
 * the view's controller will read it, so the API call runs while the view's
 * code is still downloading and starting. The controller's own call then reads
 * the same answer from the mount's response cache (see `cache.ts`).
 *
 * @module
 */
import type { HttpClient } from '@volunteerkit/api-client';
import { listResidentialOpportunities } from '@volunteerkit/api-client/public';
import { parseResidentialSearch, residentialSearchToQuery } from '@volunteerkit/api-client/search';
import type { ResolvedEmbedOptions } from './config.js';

/** How long the first render of a view waits for its first answer, at most (ms). */
export const FIRST_ANSWER_WAIT_MS = 200;

/** The list call of the results view for a search in hash syntax, as its controller sends it. */
export function searchFor(http: HttpClient, hash: string): Promise<unknown> {
  return listResidentialOpportunities(http, residentialSearchToQuery(parseResidentialSearch(hash)));
}

/**
 * Starts the first search of `options.view` when it is the results view (the
 * search and latest views have their own first calls). Resolves once the answer
 * is in (or failed: the view asks again), or after `FIRST_ANSWER_WAIT_MS`: the
 * mount waits for it before the view's first render, so the form and the first
 * results are painted together (no placeholder frame, no layout shift) while a
 * slow API still gets its placeholders.
 */
export function prefetchFirstSearch(
  options: ResolvedEmbedOptions,
  http: HttpClient,
  win: Window,
): Promise<void> {
  if (options.view !== 'results') return Promise.resolve();
  // ResidentialResults: the hash router replaces the initial filters with a non-empty hash.
  const hash = options.hash ? win.location.hash.replace(/^#/, '') : '';
  const answer = searchFor(http, hash !== '' ? hash : options.filters).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([
    answer,
    new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_ANSWER_WAIT_MS)),
  ]);
}
