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

/**
 * Starts the first search of `options.view` when it is the results view (the
 * search and latest views have their own first calls). Failures are left to the
 * view, which asks again.
 */
export function prefetchFirstSearch(
  options: ResolvedEmbedOptions,
  http: HttpClient,
  win: Window,
): void {
  if (options.view !== 'results') return;
  // ResidentialResults: the hash router replaces the initial filters with a non-empty hash.
  const hash = options.hash ? win.location.hash.replace(/^#/, '') : '';
  const query = parseResidentialSearch(hash !== '' ? hash : options.filters);
  listResidentialOpportunities(http, residentialSearchToQuery(query)).catch(() => undefined);
}
