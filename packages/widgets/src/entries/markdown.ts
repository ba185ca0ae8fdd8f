/**
 * `@volunteerkit/widgets/markdown`: the synchronous markdown renderer (marked's
 * lexer and a token-to-element renderer, about 12 KiB gzip), for hosts that
 * render adverts themselves, on the server too. The `Markdown` widget of the
 * root and `residential` entries loads this code lazily instead (see
 * `loadMarkdownRenderer`), so it is not part of their first paint.
 *
 * @example
 * ```tsx
 * import { renderMarkdown } from '@volunteerkit/widgets/markdown';
 * <div className="advert">{renderMarkdown(opportunity.short_advert ?? '')}</div>
 * ```
 *
 * @module
 */
export { renderMarkdown, markdownLinkHref, decodeEntities } from '../Markdown/render.js';
export { safeUrl } from '../Markdown/safeUrl.js';
