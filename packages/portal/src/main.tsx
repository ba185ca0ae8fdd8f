import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root.js';
import { createPortalServices, SERVICE_UNAVAILABLE_EVENT } from './app/createPortalServices.js';
import { installTokens } from './app/styles.js';
import { applyTheme, readTheme } from './app/theme/theme.js';
import './app/portal.css';

// The first screen (sign-in) ships only React, the router, the transport and the
// sign-in store; the catalogue, the registry and the widgets load after sign-in.
applyTheme(readTheme());
installTokens();
// Analytics, when the page names a script, load only after analytical consent (spec 2.6):
// the seam (app/analytics.ts) is a chunk of its own, off the first screen's bytes.
if (document.querySelector('meta[name="volunteerkit-analytics"]'))
  void import('./app/analytics.js').then((m) => m.startAnalytics());

const services = createPortalServices({
  onServiceUnavailable: () => window.dispatchEvent(new Event(SERVICE_UNAVAILABLE_EVENT)),
});
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Root services={services} />
    </StrictMode>,
  );

// The service worker (issue 48: installable, offline, a new version announced) registers
// after the first paint, from a lazy chunk: the sign-in screen does not carry it.
// (Under `vite` dev there is no /sw.js: the registration fails quietly.)
if ('serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./pwa/register.js').then((m) => m.registerPortalWorker()).catch(() => {});
  });
