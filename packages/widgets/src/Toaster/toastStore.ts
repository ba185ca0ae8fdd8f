import { createStore, toastType, type ToastKind } from '@volunteerkit/api-client';

/** Default auto-close delay of a toast (spec 9). */
export const TOAST_DURATION = 5000;

/** One toast. */
export interface Toast {
  id: number;
  message: string;
  /** The shown type: 'danger' has become 'error'; missing types are 'success'. */
  type: ToastKind;
}

/** A store of toasts; auto-closes each after its duration. */
export interface ToastStore {
  /** Returns the toasts now shown, oldest first. */
  getState(): readonly Toast[];
  /** Calls `listener` whenever a toast is shown or closed; returns a function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /**
   * Shows a toast. `type` may be any of success, info, warning, error or 'danger'
   * (shown as 'error'); the default is success.
   * @returns the toast id.
   */
  show(message: string, type?: string | null): number;
  /** Closes a toast now. */
  dismiss(id: number): void;
  /** Closes every toast and stops the timers. */
  clear(): void;
}

/** Options of {@link createToastStore}. */
export interface ToastStoreOptions {
  /** Auto-close delay in ms. @default 5000 */
  duration?: number;
}

/**
 * Creates a toast store (spec 2.6): toasts close on their own after 5 seconds.
 *
 * @example
 * const toasts = createToastStore();
 * toasts.show('Team saved');
 * toasts.show('Could not save', 'danger'); // shown as an error
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const duration = options.duration ?? TOAST_DURATION;
  const store = createStore<readonly Toast[]>([]);
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    const toasts = store.getState();
    if (!toasts.some((t) => t.id === id)) return;
    store.setState(toasts.filter((t) => t.id !== id));
  };
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    show(message, type) {
      const id = nextId++;
      const toasts = [...store.getState(), { id, message, type: toastType(type) }];
      timers.set(
        id,
        setTimeout(() => dismiss(id), duration),
      );
      store.setState(toasts);
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      store.setState([]);
    },
  };
}
