import { createContext, useContext, useState, type ReactNode } from 'react';
import { useController } from '../hooks/useController.js';
import { usePortalMessages, type PortalMessages } from '../messages/portal.js';
import { createToastStore, type ToastStore, type ToastStoreOptions } from './toastStore.js';

/** Styles of the toaster: fixed at the top right. */
export const toasterCss = `
.vk-toaster { position: fixed; top: 1rem; inset-inline-end: 1rem; z-index: 1000; display: flex; flex-direction: column; gap: var(--vk-space, 0.5rem); max-width: min(24rem, calc(100vw - 2rem)); pointer-events: none; }
.vk-toaster__list { display: contents; list-style: none; margin: 0; padding: 0; }
.vk-toast { pointer-events: auto; padding: 0.75rem 1rem; border-radius: var(--vk-radius, 6px); border-inline-start: 6px solid var(--vk-color-success, #1a7f37); background: var(--vk-color-bg, #fff); color: var(--vk-color-text, #1b1f24); box-shadow: var(--vk-shadow, 0 2px 8px rgba(0,0,0,.15)); }
.vk-toast[data-type="error"] { border-inline-start-color: var(--vk-color-danger, #b3261e); }
.vk-toast[data-type="warning"] { border-inline-start-color: var(--vk-color-warning, #7a5a00); }
.vk-toast[data-type="info"] { border-inline-start-color: var(--vk-color-primary, #0b5cad); }
`;

const ToastContext = createContext<ToastStore | null>(null);

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** The store to show; defaults to the one of the nearest {@link ToastProvider}. */
  store?: ToastStore;
  messages?: Partial<PortalMessages>;
  className?: string;
}

/**
 * Shows toasts at the top right (spec 2.6) in a polite live region, so screen readers
 * announce each new one. Toasts close on their own after 5 s; clicking does not close
 * them. The type is exposed as `data-type` ('danger' arrives as 'error').
 *
 * @example
 * <ToastProvider><App /></ToastProvider>   // renders a Toaster
 */
export function Toaster({ store, messages: overrides, className }: ToasterProps) {
  const fromContext = useContext(ToastContext);
  const active = store ?? fromContext;
  if (!active) throw new Error('Toaster needs a `store` prop or a surrounding <ToastProvider>.');
  return <ToasterView store={active} messages={overrides} className={className} />;
}

function ToasterView({
  store,
  messages: overrides,
  className,
}: ToasterProps & { store: ToastStore }) {
  const [messages] = usePortalMessages(overrides);
  const toasts = useController(store);
  return (
    <section
      className={['vk-toaster', className].filter(Boolean).join(' ')}
      aria-label={messages.notifications}
    >
      <div role="status" aria-live="polite" aria-atomic="false" aria-relevant="additions">
        <ul className="vk-toaster__list">
          {toasts.map((toast) => (
            <li key={toast.id} className="vk-toast" data-type={toast.type}>
              {toast.message}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends ToastStoreOptions {
  children?: ReactNode;
  /** Use this store instead of creating one. */
  store?: ToastStore;
  messages?: Partial<PortalMessages>;
}

/**
 * Provides a toast store to {@link useToast} and renders the {@link Toaster}.
 *
 * @example
 * <ToastProvider><SaveForm /></ToastProvider>
 */
export function ToastProvider({ children, store, duration, messages }: ToastProviderProps) {
  const [own] = useState(() => store ?? createToastStore({ duration }));
  return (
    <ToastContext.Provider value={own}>
      {children}
      <Toaster store={own} messages={messages} />
    </ToastContext.Provider>
  );
}

/**
 * The nearest toast store: `useToast().show('Saved')`, `show('Failed', 'danger')`.
 *
 * @throws {Error} outside a {@link ToastProvider}.
 */
export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside a <ToastProvider>.');
  return store;
}
