/**
 * Keeps the next page's answer ahead of the click in the results view: the page
 * a pagination link leads to is asked for when the pointer rests on the link or
 * it gets the focus, and the page after the current one once the browser is idle
 * after results were shown. The answers go into the mount's response cache
 * (`cache.ts`), where the controller's own call for that page then finds them.
 *
 * @module
 */
import type { HttpClient } from '@volunteerkit/api-client';
import { searchFor } from './prefetch.js';

/** The page prefetching of one mount (see {@link prefetchPages}). */
export interface PagePrefetch {
  /** Prefetches the next page when the browser is idle (after results were shown). */
  idle(): void;
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
  const prefetch = (link: Element | null | undefined): void => {
    const href = link?.getAttribute('href');
    if (href?.startsWith('#') && !stopped) searchFor(http(), href).catch(() => undefined);
  };
  const onEvent = (event: Event): void =>
    prefetch((event.target as Element).closest?.('.vk-pagination a'));
  container.addEventListener('pointerover', onEvent);
  container.addEventListener('focusin', onEvent);
  return {
    idle() {
      const next = () => prefetch(container.querySelector('a.vk-pagination__next'));
      if (win.requestIdleCallback) win.requestIdleCallback(next);
      else win.setTimeout(next, 200);
    },
    stop() {
      stopped = true;
      container.removeEventListener('pointerover', onEvent);
      container.removeEventListener('focusin', onEvent);
    },
  };
}
