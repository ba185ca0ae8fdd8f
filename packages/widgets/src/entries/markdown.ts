/**
 * `@volunteerkit/widgets/markdown`: the advert renderer (markdown with simple,
 * allow-listed HTML, to elements; about 3 KiB gzip, no DOM needed), for hosts
 * that render adverts themselves, on the server too. The `Markdown` widget of
 * the root and `residential` entries uses the same code.
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
export { parseAdvert } from '../Markdown/blocks.js';
export type { AdvertElement, AdvertNode, AdvertTag } from '../Markdown/nodes.js';
export { safeUrl } from '../Markdown/safeUrl.js';
