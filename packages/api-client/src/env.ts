/**
 * Guarded access to browser globals. The api-client never touches `window`,
 * `document` or storage at import time, so it runs in Node, workers and during
 * server-side rendering. Everything else in the package goes through these helpers.
 *
 * @module
 */

/** The browser `window`, or `undefined` outside a browser. */
export function getWindow(): (Window & typeof globalThis) | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** The browser `document`, or `undefined` outside a browser. */
export function getDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** `localStorage` when it exists and can be used (it throws in some privacy modes). */
export function getLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
