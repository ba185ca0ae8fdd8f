/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 48), built by vite-plugin-pwa (`injectManifest`) from
 * Workbox's modules:
 *
 * - the app shell (every built file) is precached, and every navigation answers with the
 *   precached `index.html`, so the portal starts with no network;
 * - the API reads the volunteer's home and My shifts need are network-first with a copy
 *   kept for offline use, **keyed by the signed-in person** (the id in the request's
 *   bearer token; read, not verified: the server verifies) so one person's copy is never
 *   served to another; only reads of the person's own data are kept (`ownRead`);
 * - a new version waits until the page asks it to take over (the "A new version is ready"
 *   notice's Reload), then claims the open pages: never a stale app stuck in the cache.
 *
 * @module
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import {
  FETCHED_AT_HEADER,
  NETWORK_OK,
  OFFLINE_COPY,
  OWN_DATA_CACHE,
  ownRead,
  personOfToken,
} from './ownData.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Every navigation (a deep link, a reload on /me/shifts) gets the app shell; the API
// and the built files are not navigations.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }),
);

/** Posts `message` to every open page of the portal. */
async function tellPages(message: object): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/** The person a request is made as, from its bearer token (`undefined` when anonymous). */
function personOf(request: Request): string | undefined {
  const auth = request.headers.get('authorization') ?? '';
  return auth.startsWith('Bearer ') ? personOfToken(auth.slice(7)) : undefined;
}

registerRoute(
  ({ request, url }) => {
    if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
    const person = personOf(request);
    return person !== undefined && ownRead(url, person);
  },
  new NetworkFirst({
    cacheName: OWN_DATA_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [
      {
        // The copy is the person's own: the key carries their id.
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.searchParams.set('__vk_person', personOf(request) ?? 'none');
          return url.href;
        },
        // Only successful answers are kept, stamped with when they came.
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          const headers = new Headers(response.headers);
          headers.set(FETCHED_AT_HEADER, new Date().toISOString());
          return new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers,
          });
        },
        // The network answered: the pages are online.
        fetchDidSucceed: async ({ response }) => {
          void tellPages({ type: NETWORK_OK });
          return response;
        },
        // The network did not answer and the kept copy is used: the pages say so, and when
        // the copy was fetched ("last updated").
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (cachedResponse)
            void tellPages({
              type: OFFLINE_COPY,
              at: cachedResponse.headers.get(FETCHED_AT_HEADER) ?? '',
            });
          return cachedResponse;
        },
      },
    ],
  }),
);

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'VK_CLEAR_OWN_DATA') event.waitUntil(caches.delete(OWN_DATA_CACHE));
});
