import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** A toast type; 'danger' is shown as 'error' (spec 2.6). @default 'success' */
export type ToastType = 'success' | 'error' | 'danger' | 'info' | 'warning';

/** One toast request. */
export interface ToastInput {
  /** Text. */
  message: string;
  /** Type. @default 'success' */
  type?: ToastType;
}

interface ToastItem {
  id: number;
  message: string;
  type: Exclude<ToastType, 'danger'>;
}

/** Shows a toast. */
export type Notify = (toast: ToastInput) => void;

const ToastContext = createContext<Notify>(() => {});

/** The portal's toast function. */
export function useNotify(): Notify {
  return useContext(ToastContext);
}

/** Toast auto-close delay (spec 9). */
export const TOAST_TIMEOUT_MS = 5000;

/**
 * Toasts at the top right that close on their own after 5 s; clicking does
 * not close them (spec 2.6). Announced through a polite live region
 * (errors through an assertive one).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);
  const notify = useCallback<Notify>((toast) => {
    const id = next.current++;
    const type = toast.type === 'danger' ? 'error' : (toast.type ?? 'success');
    setItems((list) => [...list, { id, message: toast.message, type }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((t) => t.id !== id));
    }, TOAST_TIMEOUT_MS);
    timers.current.add(timer);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="vkp-toasts" role="status" aria-live="polite">
        {items
          .filter((t) => t.type !== 'error')
          .map((t) => (
            <div key={t.id} className={`vkp-toast vkp-toast-${t.type}`} data-type={t.type}>
              {t.message}
            </div>
          ))}
      </div>
      <div className="vkp-toasts vkp-toasts-errors" role="alert" aria-live="assertive">
        {items
          .filter((t) => t.type === 'error')
          .map((t) => (
            <div key={t.id} className="vkp-toast vkp-toast-error" data-type="error">
              {t.message}
            </div>
          ))}
      </div>
    </ToastContext.Provider>
  );
}
