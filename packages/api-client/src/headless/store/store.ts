/**
 * The one listener store behind the headless controllers: a value, a setter
 * and a `subscribe` that fits React's `useSyncExternalStore` (and preact/compat's).
 *
 * @module
 */

/** A listener store: `{ getState, setState, subscribe, destroy }`. */
export interface Store<S> {
  /** The current state: the same object until `setState` replaces it. */
  getState(): S;
  /**
   * Replaces the state (or derives it from the current one) and calls every
   * listener, in subscription order. Setting the same object (`Object.is`) notifies nobody.
   */
  setState(next: S | ((current: S) => S)): void;
  /**
   * Calls `listener` after every change; returns the unsubscribe function.
   * A listener that unsubscribes (or subscribes another) during a notification
   * does not change who is called for that change.
   */
  subscribe(listener: () => void): () => void;
  /** Drops every listener; the state stays readable. */
  destroy(): void;
}

/**
 * Creates a {@link Store}. `getState` and `subscribe` need no `this`, so they can be
 * handed to `useSyncExternalStore` or spread into a controller as they are.
 *
 * @example
 * const store = createStore({ count: 0 });
 * const off = store.subscribe(() => console.log(store.getState().count));
 * store.setState((s) => ({ ...s, count: s.count + 1 })); // logs 1
 * off();
 */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value = typeof next === 'function' ? (next as (current: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    destroy() {
      listeners.clear();
    },
  };
}
