/**
 * URL checks for what the API sends to cards (thumbnails, logos, "View details").
 * Kept apart from the markdown sanitiser so a card can use it without pulling
 * marked and DOMPurify into the first paint.
 *
 * @module
 */

/**
 * A URL from the API that is safe for `href`/`src`: http(s), or a relative path
 * (protocol-relative `//host` excluded, in its backslash spellings too). Anything else (`javascript:`, `data:`...)
 * gives `undefined`.
 *
 * @example
 * safeUrl('https://org.example/o/1') // 'https://org.example/o/1'
 * safeUrl('javascript:alert(1)') // undefined
 */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  // Control characters and whitespace inside a scheme can hide `javascript:`.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Browsers read "\" as "/" in http(s) URLs: "/\host", "\\host" and "\/host" are
  // protocol-relative URLs to another host, like "//host".
  if (/^[\\/]{2}/.test(trimmed)) return undefined;
  if (/^\/|^\.{1,2}\//.test(trimmed)) return trimmed;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return undefined;
}
