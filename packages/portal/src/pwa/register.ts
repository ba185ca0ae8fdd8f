/**
 * Registers the portal's service worker (issue 48) through `workbox-window` and shows its
 * notices. Loaded after the first paint (a dynamic import in `main.tsx`), so the sign-in
 * screen does not carry it.
 *
 * A new version: the worker installs in the background and waits; the page shows "A new
 * version is ready — Reload", and Reload tells the waiting worker to take over, then reloads
 * into it. A page that starts while a new version is already waiting (the person reloaded or
 * came back later) takes it at once: a stale app never stays in the cache.
 *
 * @module
 */
import { Workbox } from 'workbox-window';
import { showNotices, type NoticesController } from './Notices.js';

/** How often an open portal asks the server for a new version (also when it comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers `/sw.js` and wires the new-version notice and the offline bar. */
export async function registerPortalWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const notices: NoticesController = showNotices();
  const wb = new Workbox('/sw.js', { scope: '/' });
  const takeNewVersion = () => {
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', (event) => {
    // Waiting since before this page registered: the person has reloaded (or reopened)
    // the portal since the new version arrived, so this start takes it.
    if (event.wasWaitingBeforeRegister) takeNewVersion();
    else notices.updateReady(takeNewVersion);
  });
  await wb.register();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
  window.setInterval(() => void wb.update().catch(() => {}), UPDATE_CHECK_MS);
}
