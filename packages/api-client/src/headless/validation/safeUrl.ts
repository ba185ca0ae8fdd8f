/**
 * URL checks for what the API sends to cards (thumbnails, logos, "View details")
 * and for the results URL a host gives the residential search (spec 2.1).
 * Framework-agnostic: the widgets re-export them from their markdown module.
 *
 * @module
 */

/**
 * Whether `url` holds characters that can hide a scheme such as `javascript:`
 * from a reader or a check: C0 and C1 controls (whitespace included), line and
 * paragraph separators, and every default-ignorable (invisible) code point:
 * zero-width characters, bidi controls, the BOM, the Mongolian vowel separator
 * (U+180E), variation selectors, Hangul fillers, soft hyphens and tag characters.
 *
 * @example
 * hasHiddenCharacters('\u200bjavascript:alert(1)') // true
 * hasHiddenCharacters('\u180ejavascript:alert(1)') // true
 */
export function hasHiddenCharacters(url: string): boolean {
  return /[\p{Cc}\p{DI}\u2028\u2029]/u.test(url);
}

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
  if (hasHiddenCharacters(trimmed)) return undefined;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  // Browsers read "\" as "/" in http(s) URLs: "/\host", "\\host" and "\/host" are
  // protocol-relative URLs to another host, like "//host".
  if (/^[\\/]{2}/.test(trimmed)) return undefined;
  if (/^\/|^\.{1,2}\//.test(trimmed)) return trimmed;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return undefined;
}
