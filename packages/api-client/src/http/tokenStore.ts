/**
 * Where the client keeps the bearer token. Memory by default; a `localStorage` store
 * for browsers that should keep the session across reloads; or any object of the
 * {@link TokenStore} shape (a cookie, a secure native store, ...).
 *
 * @module
 */
import { getLocalStorage, getWindow } from '../env.js';

/** A pluggable token store. */
export interface TokenStore {
  /** The current token, or `null` when logged out. */
  get(): string | null;
  /** Stores a token; `null` removes it. */
  set(token: string | null): void;
  /**
   * Optional: notifies when the token changes outside this client (another tab).
   * Returns an unsubscribe function.
   */
  subscribe?(listener: () => void): () => void;
}

/**
 * A token store in memory: the token lives as long as the page or process.
 *
 * @param initial - the starting token.
 * @default initial null
 * @example
 * ```ts
 * const client = createHttpClient({ tokenStore: createMemoryTokenStore(process.env.VK_TOKEN) });
 * ```
 */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** Options of {@link createLocalStorageTokenStore}. */
export interface LocalStorageTokenStoreOptions {
  /**
   * The storage key.
   * @default 'volunteerkit.token'
   */
  key?: string;
}

/**
 * A token store in `localStorage` (shared by the tabs of one origin, kept across
 * reloads). Falls back to memory when storage is unavailable (Node, SSR, privacy modes);
 * follows changes made by other tabs through the `storage` event.
 *
 * @example
 * ```ts
 * const client = createHttpClient({ tokenStore: createLocalStorageTokenStore() });
 * ```
 */
export function createLocalStorageTokenStore(
  options: LocalStorageTokenStoreOptions = {},
): TokenStore {
  const key = options.key ?? 'volunteerkit.token';
  let fallback: string | null = null;
  let storageFailed = false;
  return {
    get() {
      const storage = getLocalStorage();
      if (!storage || storageFailed) return fallback;
      try {
        return storage.getItem(key);
      } catch {
        return fallback;
      }
    },
    set(token) {
      fallback = token;
      const storage = getLocalStorage();
      try {
        if (token === null) storage?.removeItem(key);
        else storage?.setItem(key, token);
        storageFailed = false;
      } catch {
        // Quota or privacy mode: the in-memory fallback keeps the session alive.
        storageFailed = true;
      }
    },
    subscribe(listener) {
      const win = getWindow();
      if (!win) return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
