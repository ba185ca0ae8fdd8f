import { useSyncExternalStore } from 'react';
import { client } from './api.js';

/** The signed-in user (or `null`), re-rendering on sign-in, refresh and sign-out. */
export function useSessionUser() {
  return useSyncExternalStore(
    client.session.subscribe,
    () => client.session.getState().user ?? null,
    () => null,
  );
}
