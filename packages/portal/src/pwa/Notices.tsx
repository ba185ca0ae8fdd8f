/**
 * The installable portal's notices, in a root of their own beside the app (they show on
 * every screen, the sign-in screen included): "A new version is ready — Reload" and, while
 * the device has no connection, the offline bar. Their words follow the page's language
 * (`<html lang>`, set by the person's choice); Welsh loads only when chosen.
 *
 * @module
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { enGBPwaText, type PwaText } from '../app/shell/pwaMessages.js';
import { useConnection } from './connection.js';
import './notices.css';

/** What the page tells the notices. */
export interface NoticesController {
  /** Shows the new-version notice; `reload` takes the new version. */
  updateReady(reload: () => void): void;
}

function subscribeLang(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/** The notices' texts in the page's language. */
function usePwaText(): PwaText {
  const lang = useSyncExternalStore(subscribeLang, () => document.documentElement.lang);
  const [cy, setCy] = useState<PwaText | null>(null);
  useEffect(() => {
    if (lang !== 'cy' || cy) return;
    let live = true;
    void import('../app/shell/locales/cy-pwa.js').then((m) => {
      if (live) setCy(m.cyPwaText);
    });
    return () => {
      live = false;
    };
  }, [lang, cy]);
  return lang === 'cy' && cy ? cy : enGBPwaText;
}

function Notices({ subscribe }: { subscribe: (set: (reload: () => void) => void) => void }) {
  const text = usePwaText();
  const { offline } = useConnection();
  const [reload, setReload] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState(false);
  useEffect(() => subscribe((r) => setReload(() => r)), [subscribe]);
  return (
    <>
      <div className="vkp-pwa-notices" role="status" aria-live="polite">
        {reload && (
          <p className="vkp-pwa-notice vkp-pwa-update">
            <span>{text.pwaUpdateReady}</span>{' '}
            <button
              type="button"
              className="vkp-pwa-reload"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                reload();
              }}
            >
              {text.pwaReload}
            </button>
          </p>
        )}
        {offline && <p className="vkp-pwa-notice vkp-pwa-offline">{text.pwaOffline}</p>}
      </div>
    </>
  );
}

/** Mounts the notices after `#root` and returns their controller. */
export function showNotices(): NoticesController {
  const host = document.createElement('div');
  host.id = 'vk-pwa-notices';
  document.body.append(host);
  let pending: (() => void) | null = null;
  let listener: ((reload: () => void) => void) | null = null;
  const subscribe = (set: (reload: () => void) => void) => {
    listener = set;
    if (pending) set(pending);
  };
  createRoot(host).render(<Notices subscribe={subscribe} />);
  return {
    updateReady(reload) {
      pending = reload;
      listener?.(reload);
    },
  };
}
