/**
 * Whether the portal is working offline (issue 48), as one store: the browser says it has
 * no connection (`navigator.onLine`), or the service worker has just answered a read from
 * the copy kept on the device because the network did not answer (a phone on a train often
 * still "has" a connection that carries nothing). The copy's oldest time is the "last
 * updated" the screens show. A read the network answers again clears it.
 *
 * @module
 */
import { useSyncExternalStore } from 'react';
import { NETWORK_OK, OFFLINE_COPY } from './ownData.js';

/** The connection as the screens show it. */
export interface Connection {
  /** `true` while offline (no connection, or the kept copy is being shown). */
  offline: boolean;
  /** When the oldest copy shown since the network last answered came from the server. */
  copyAt: Date | null;
}

const ONLINE: Connection = { offline: false, copyAt: null };
let served: Connection = ONLINE;
let state: Connection = compute();
const listeners = new Set<() => void>();

function compute(): Connection {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!browserOffline) return served;
  return served.offline ? served : { offline: true, copyAt: null };
}

function update(): void {
  const next = compute();
  if (next.offline === state.offline && next.copyAt?.getTime() === state.copyAt?.getTime()) return;
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    // Back online: the next read tells whether the network answers.
    served = ONLINE;
    update();
  });
  window.addEventListener('offline', update);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; at?: string } | null;
    if (data?.type === NETWORK_OK) served = ONLINE;
    else if (data?.type === OFFLINE_COPY) {
      const at = data.at ? new Date(data.at) : null;
      const valid = at && !Number.isNaN(at.getTime()) ? at : null;
      const oldest =
        served.copyAt && valid
          ? served.copyAt < valid
            ? served.copyAt
            : valid
          : (valid ?? served.copyAt);
      served = { offline: true, copyAt: oldest };
    } else return;
    update();
  });
}

/** The connection now (outside React). */
export function connection(): Connection {
  return state;
}

/** The connection, kept up to date. */
export function useConnection(): Connection {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
    () => ONLINE,
  );
}
