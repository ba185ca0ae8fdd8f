/**
 * The volunteer's data kept on the device for offline use (issue 48): when each screen's
 * reads last came from the server ("last updated", per person), and forgetting all of it
 * on sign-out (the service worker's copy of the person's reads included). Small and free of
 * imports beyond `ownData.ts`'s cache name: the sign-in store (first screen) calls
 * {@link clearOfflineData}.
 *
 * @module
 */
import { OWN_DATA_CACHE } from './ownData.js';

const UPDATED_PREFIX = 'vk-offline-updated:';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Records that `what` (e.g. `shifts`) was just read from the server for `person`. */
export function markUpdated(person: string, what: string, at: Date = new Date()): void {
  try {
    storage()?.setItem(`${UPDATED_PREFIX}${person}:${what}`, at.toISOString());
  } catch {
    // A full or refused storage only loses the "last updated" line.
  }
}

/** When `what` was last read from the server for `person`, or `null`. */
export function lastUpdated(person: string, what: string): Date | null {
  const text = storage()?.getItem(`${UPDATED_PREFIX}${person}:${what}`);
  const at = text ? new Date(text) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * Forgets what was kept for offline use: the service worker's copy of the person's reads
 * and the "last updated" marks. Called on sign-out; never throws.
 */
export async function clearOfflineData(): Promise<void> {
  const store = storage();
  if (store)
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (key?.startsWith(UPDATED_PREFIX)) store.removeItem(key);
    }
  try {
    if (typeof caches !== 'undefined') await caches.delete(OWN_DATA_CACHE);
  } catch {
    // No Cache Storage (an insecure origin, a private window): nothing was kept.
  }
}
