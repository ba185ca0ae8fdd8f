/**
 * The portal's analytics seam (spec 2.6, 3.1; issue 49). The portal itself loads
 * nothing analytical. An organisation that wants analytics names its script in the
 * page that serves the portal:
 *
 * ```html
 * <meta name="volunteerkit-analytics" content="https://analytics.example/script.js" />
 * ```
 *
 * and the portal adds that script only once the visitor has allowed analytical
 * cookies: at start when the stored `cookie-settings` choice already says so, else
 * when they save the cookie settings (My settings, or the footer's link) with
 * analytical on. Never before, and at most once.
 *
 * @module
 */
import { onAnalyticalConsent } from '@volunteerkit/api-client';

/** The `<meta name>` that names the analytics script. */
export const ANALYTICS_META = 'volunteerkit-analytics';

/**
 * Waits for analytical consent, then adds the script the page names (an http(s) URL)
 * to `doc`'s head. Does nothing when the page names none.
 *
 * @returns Stops waiting.
 */
export function startAnalytics(doc: Document = document): () => void {
  const src = doc.querySelector<HTMLMetaElement>(`meta[name="${ANALYTICS_META}"]`)?.content;
  let url: URL | undefined;
  try {
    url = src ? new URL(src, doc.baseURI) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) return () => undefined;
  const href = url.href;
  return onAnalyticalConsent(() => {
    const script = doc.createElement('script');
    script.src = href;
    script.async = true;
    doc.head.append(script);
  });
}
