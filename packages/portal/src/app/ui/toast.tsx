import { useMemo } from 'react';
import { useToast } from '@volunteerkit/widgets';
import { showNearControl } from './nearControl.js';

/** A toast type; 'danger' is shown as 'error' (spec 2.6). @default 'success' */
export type ToastType = 'success' | 'error' | 'danger' | 'info' | 'warning';

/** One toast request. */
export interface ToastInput {
  /** Text. */
  message: string;
  /** Type. @default 'success' */
  type?: ToastType;
}

/** Shows a toast. */
export type Notify = (toast: ToastInput) => void;

/**
 * The portal's toast function over the widgets' toast store (top right, closes after 5 s).
 * On a phone, a toast that answers a press is shown beside the control pressed instead
 * (`showNearControl`), where the thumb is.
 */
export function useNotify(): Notify {
  const store = useToast();
  return useMemo<Notify>(
    () => (toast) => {
      const type = toast.type ?? 'success';
      const near = type === 'danger' ? 'error' : type;
      if (showNearControl(toast.message, near)) return;
      void store.show(toast.message, type);
    },
    [store],
  );
}
