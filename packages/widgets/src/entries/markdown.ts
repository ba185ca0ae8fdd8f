/**
 * `@volunteerkit/widgets/markdown`: the synchronous markdown sanitiser (marked +
 * DOMPurify, about 23 KiB gzip), for hosts that render adverts themselves. The
 * `Markdown` widget of the root and `residential` entries loads this code lazily
 * instead (see `loadMarkdownSanitizer`), so it is not part of their first paint.
 *
 * @example
 * ```ts
 * import { markdownToSafeHtml } from '@volunteerkit/widgets/markdown';
 * element.innerHTML = markdownToSafeHtml(advert) ?? '';
 * ```
 *
 * @module
 */
export { markdownToSafeHtml, canSanitize, MARKDOWN_ALLOWED_TAGS } from '../Markdown/sanitize.js';
export { safeUrl } from '../Markdown/safeUrl.js';
