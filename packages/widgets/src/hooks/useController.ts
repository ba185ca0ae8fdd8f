import { useSyncExternalStore } from 'react';

/** The contract of every headless controller in `@volunteerkit/api-client`. */
export interface Subscribable<S> {
  /** The current state; must return the same object until it changes. */
  getState(): S;
  /** Registers a listener called on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Binds a headless controller to React (and preact/compat) with
 * `useSyncExternalStore`; server rendering reads the same state.
 *
 * @example
 * const state = useController(controller);
 */
export function useController<S>(controller: Subscribable<S>): S {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}
