/**
 * The VolunteerKit icon, served by the sandbox at `/favicon.ico` and
 * `/favicon.svg` (and by the start command's static servers).
 *
 * @module
 */

/** The icon: a white V on the theme's primary blue. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#0b5cad"/>' +
  '<path d="M8.5 9.5 16 24l7.5-14.5" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '</svg>';

/** Response headers of the icon (any origin may show it; cached for a day). */
export const FAVICON_HEADERS: Record<string, string> = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  'cross-origin-resource-policy': 'cross-origin',
  'content-security-policy': "default-src 'none'",
};
