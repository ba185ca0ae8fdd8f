// The HTTP headers the staff portal should be served with (see README "Security
// headers"). Used by the portal's browser tests; any host serving
// packages/portal/dist can send the same.

/**
 * Content Security Policy of the portal: everything from the portal's own
 * origin (the API is same-origin under /api/), no inline scripts or styles
 * (widget styles are constructed stylesheets), no plugins, no framing.
 * `blob:` images and downloads serve exported files; `frame-src 'self'` allows the
 * sandboxed (script-less) preview of HTML e-mail templates. The service worker and the web
 * manifest (issue 48: the installable portal) come from the portal's own origin too.
 */
export const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Every security header of the portal. */
export const portalSecurityHeaders = {
  'content-security-policy': PORTAL_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // The camera for the check-in kiosk's scanner (issue 48), on the portal's own pages only.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};
