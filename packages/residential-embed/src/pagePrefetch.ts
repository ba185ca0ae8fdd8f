/**
 * Keeps the next page's answer ahead of the click in the results view: the page
 * a pagination link leads to is asked for when the pointer rests on the link or
 * it gets the focus, and the page after the current one as soon as results have
 * been painted (a visitor may click "next" a moment later; waiting for idle time
 * left that request mid-flight at the click). The answers go into the mount's
 * response cache (`cache.ts`), where the controller's own call for that page
 * then finds them.
 *
 * @module
 */
import type { HttpClient, PaginationMeta, ResidentialSearchState } from '@volunteerkit/api-client';
import { stringifyResidentialSearch } from '@volunteerkit/api-client/search';
import { searchFor } from './prefetch.js';

/** The page prefetching of one mount (see {@link prefetchPages}). */
export interface PagePrefetch {
  /**
   * Results of `query` are being shown: prefetches the page after them, once
   * they are painted (the same call as their pagination's "next" link).
   */
  shown(query: ResidentialSearchState, pagination: PaginationMeta | undefined): void;
  /** Stops listening. */
  stop(): void;
}

/**
 * Prefetches into `http()` the pages the results' pagination links (`#...`) of
 * `container` lead to.
 */
export function prefetchPages(
  container: HTMLElement,
  http: () => HttpClient,
  win: Window,
): PagePrefetch {
  let stopped = false;
  const prefetch = (href: string | null | undefined): void => {
    if (href?.startsWith('#') && !stopped) searchFor(http(), href).catch(() => undefined);
  };
  const onEvent = (event: Event): void =>
    prefetch((event.target as Element).closest?.('.vk-pagination a')?.getAttribute('href'));
  container.addEventListener('pointerover', onEvent);
  container.addEventListener('focusin', onEvent);
  return {
    shown(query, pagination) {
      const page = pagination?.current_page ?? 1;
      if (page < (pagination?.total_pages ?? 0))
        // After the frame that paints the results (not in their way).
        win.requestAnimationFrame(() =>
          win.setTimeout(() =>
            prefetch(`#${stringifyResidentialSearch({ ...query, page: page + 1 })}`),
          ),
        );
    },
    stop() {
      stopped = true;
      container.removeEventListener('pointerover', onEvent);
      container.removeEventListener('focusin', onEvent);
    },
  };
}
