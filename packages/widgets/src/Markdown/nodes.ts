/**
 * The advert tree: what the markdown and inline-HTML parsers produce and the
 * renderer turns into elements. Only allow-listed tags exist in it, and the
 * only attributes are a checked link `href`/`title` and a list's `start`, so
 * whatever the source holds, nothing else can reach the page.
 *
 * @module
 */
import { hasHiddenCharacters, safeUrl } from './safeUrl.js';

/** Tags an advert may render (headings are already shifted below the card title). */
export type AdvertTag =
  | 'p'
  | 'br'
  | 'strong'
  | 'em'
  | 'b'
  | 'i'
  | 'u'
  | 'del'
  | 'code'
  | 'sup'
  | 'sub'
  | 'pre'
  | 'a'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'hr'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td';

/** An element of the advert tree. */
export interface AdvertElement {
  t: AdvertTag;
  /** A link's checked URL and title, an ordered list's start. */
  href?: string;
  title?: string;
  start?: number;
  c: AdvertNode[];
}

/** A node of the advert tree: text or an allow-listed element. */
export type AdvertNode = string | AdvertElement;

/** Block-level tags: they may not sit inside a paragraph, heading or inline element. */
export const BLOCK_TAGS = new Set<AdvertTag>([
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'hr',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
]);

/** Whether `node` is a block-level element. */
export const isBlock = (node: AdvertNode): node is AdvertElement =>
  typeof node !== 'string' && BLOCK_TAGS.has(node.t);

/** A heading of markdown depth / HTML level `level`, shifted below the card's title (h3-h6). */
export const headingTag = (level: number): AdvertTag =>
  `h${Math.min(6, Math.max(3, level + 2))}` as AdvertTag;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
  deg: '°',
  middot: '·',
  bull: '•',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/**
 * Decodes character references (`&amp;`, `&#60;`, `&#x3c;` and common named
 * ones); unknown names stay as written. The result is rendered as text, so a
 * decoded `<` is a character, never markup.
 *
 * @example
 * decodeEntities('Tea &amp; cake &#8212; &pound;3') // 'Tea & cake — £3'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : +ref.slice(1);
      // NUL, surrogates and out-of-range code points read as the replacement character.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The `href` an advert link may keep: what {@link safeUrl} accepts (http(s) and
 * relative URLs) plus `ftp://` (the spec's url rule), `mailto:` and `tel:`;
 * anything else gives `undefined` and the link is shown as plain text.
 *
 * @example
 * markdownLinkHref('mailto:team@org.example') // 'mailto:team@org.example'
 * markdownLinkHref('ftp://files.org.example/a.pdf') // 'ftp://files.org.example/a.pdf'
 * markdownLinkHref('javascript:alert(1)') // undefined
 */
export function markdownLinkHref(href: unknown): string | undefined {
  const trimmed = typeof href === 'string' ? href.trim() : '';
  if (/^((mailto|tel):|ftp:\/\/[^\\/])\S*$/i.test(trimmed) && !hasHiddenCharacters(trimmed))
    return trimmed;
  return safeUrl(href);
}
