/**
 * marked and DOMPurify (about 23 KiB gzip together) are needed only to format
 * the adverts of opportunity cards. In the embed they are not part of the first
 * paint: the build (vite.config.ts, `lazyMarkdownLibraries`) points the widgets'
 * `Markdown/sanitize.ts` at the forwarding shims next to this file, and the
 * results and latest views start {@link loadMarkdownLibraries} together with
 * their search request and hold the list response until both are in
 * ({@link withMarkdownReady}), so cards render formatted from the first frame.
 *
 * @module
 */
import type * as MarkedModule from 'marked';
import type createDOMPurifyType from 'dompurify';
/** The loaded libraries, once {@link loadMarkdownLibraries} resolved. */
export const markdownLibraries: {
  marked?: typeof MarkedModule;
  createDOMPurify?: typeof createDOMPurifyType;
} = {};

let loading: Promise<void> | undefined;

/** Starts (once) loading marked and DOMPurify; resolves when both are usable. */
export function loadMarkdownLibraries(): Promise<void> {
  loading ??= Promise.all([import('marked'), import('dompurify')]).then(([marked, purify]) => {
    markdownLibraries.marked = marked;
    markdownLibraries.createDOMPurify = purify.default;
  });
  return loading;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escaped plain-text paragraphs produced while the libraries are missing. */
export const plainFallbacks = new Set<string>();

/** Escapes markdown source as one plain-text paragraph (the fallback before/without marked). */
export function plainParagraph(source: string): string {
  const html = `<p>${source.replace(/[&<>"']/g, (c) => escapes[c]!)}</p>`;
  if (plainFallbacks.size > 200) plainFallbacks.clear();
  plainFallbacks.add(html);
  return html;
}
