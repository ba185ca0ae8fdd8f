import { useMemo } from 'react';
import { useToast } from '@volunteerkit/widgets';

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

/** The portal's toast function over the widgets' toast store (top right, closes after 5 s). */
export function useNotify(): Notify {
  const store = useToast();
  return useMemo<Notify>(
    () => (toast) => void store.show(toast.message, toast.type ?? 'success'),
    [store],
  );
}
