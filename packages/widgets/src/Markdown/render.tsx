/**
 * Markdown to elements: marked's lexer reads the source into tokens, and this
 * module turns the tokens it knows into React (or Preact) elements. No HTML
 * string is ever built or parsed, so nothing in an advert can become markup:
 * raw HTML in the source is shown as its text, a link keeps only a safe `href`
 * (http, https, mailto, tel or relative), images show their alt text. Safe by
 * construction, it needs no DOM and no sanitiser (it renders the same on the
 * server as in the browser), unlike a markdown-to-HTML-then-sanitise pipeline.
 *
 * This module carries marked (about 12 KiB gzip): the `Markdown` widget loads it
 * lazily (see `loadMarkdownRenderer`); hosts that need it synchronously import
 * the `@volunteerkit/widgets/markdown` subpath.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { Lexer, type Token, type Tokens } from 'marked';
import { hasHiddenCharacters, safeUrl } from './safeUrl.js';

const OPTIONS = { gfm: true, breaks: true } as const;

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
};

/**
 * Decodes the character references marked leaves in text (`&amp;`, `&#60;`,
 * `&#x3c;` and common named ones); unknown names stay as written. The result is
 * rendered as text, so a decoded `<` is a character, never markup.
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
 * The `href` a markdown link may keep: what {@link safeUrl} accepts (http(s)
 * and relative URLs) plus `mailto:` and `tel:`; anything else gives `undefined`
 * and the link is shown as plain text.
 *
 * @example
 * markdownLinkHref('mailto:team@org.example') // 'mailto:team@org.example'
 * markdownLinkHref('javascript:alert(1)') // undefined
 */
export function markdownLinkHref(href: unknown): string | undefined {
  const trimmed = typeof href === 'string' ? href.trim() : '';
  if (/^(mailto|tel):\S+$/i.test(trimmed) && !hasHiddenCharacters(trimmed)) return trimmed;
  return safeUrl(href);
}

/** Text of a raw HTML block or tag: script/style bodies dropped, tags removed. */
function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|textarea|title|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<[^>]*>?/g, ''),
  );
}

const HIDDEN_CONTENT = /^(script|style|template|textarea|title|noscript)$/i;

function inline(tokens: Token[] | undefined): ReactNode[] {
  const out: ReactNode[] = [];
  // Inside an inline `<script>...</script>` (or style...) the content is dropped
  // too, not shown as text, until the matching closing tag.
  let hiddenUntil: string | undefined;
  (tokens ?? []).forEach((token, key) => {
    if (token.type === 'html') {
      const tag = /^<(\/?)([a-z][a-z0-9-]*)/i.exec((token as Tokens.HTML).text);
      if (hiddenUntil) {
        if (tag?.[1] && tag[2]!.toLowerCase() === hiddenUntil) hiddenUntil = undefined;
        return;
      }
      if (tag && !tag[1] && HIDDEN_CONTENT.test(tag[2]!) && !/\/>\s*$/.test(token.raw))
        hiddenUntil = tag[2]!.toLowerCase();
    } else if (hiddenUntil) return;
    out.push(inlineToken(token, key));
  });
  return out;
}

function inlineToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong key={key}>{inline(token.tokens)}</strong>;
    case 'em':
      return <em key={key}>{inline(token.tokens)}</em>;
    case 'del':
      return <del key={key}>{inline(token.tokens)}</del>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      // Character references in a destination are decoded first (CommonMark), so
      // `javascript&#58;...` is checked as what it means.
      const href = markdownLinkHref(decodeEntities(link.href));
      const children = inline(link.tokens);
      return href === undefined ? (
        children
      ) : (
        <a
          key={key}
          href={href}
          title={link.title ? decodeEntities(link.title) : undefined}
          rel="noopener noreferrer nofollow"
          target="_blank"
        >
          {children}
        </a>
      );
    }
    case 'image':
      // No images in adverts: the alt text stands in for them.
      return decodeEntities((token as Tokens.Image).text);
    case 'html':
      // Inline raw HTML (`<b>`, `<img onerror=...>`): the tag itself is dropped.
      return htmlText((token as Tokens.HTML).text);
    case 'text':
      return 'tokens' in token && token.tokens?.length
        ? inline(token.tokens)
        : decodeEntities((token as Tokens.Text).text);
    default:
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : null;
  }
}

function blocks(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map(blockToken);
}

function listItem(item: Tokens.ListItem, key: number): ReactNode {
  const tokens = item.tokens.filter((t) => t.type !== 'checkbox');
  return (
    <li key={key}>
      {item.task ? (item.checked ? '☑ ' : '☐ ') : null}
      {item.loose
        ? blocks(tokens)
        : tokens.map((t, i) => (t.type === 'text' ? inlineToken(t, i) : blockToken(t, i)))}
    </li>
  );
}

function blockToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p key={key}>{inline(token.tokens)}</p>;
    case 'heading': {
      // Advert headings sit under the card's title: levels 3 to 6.
      const Tag = `h${Math.min(6, Math.max(3, (token as Tokens.Heading).depth + 2))}` as 'h3';
      return <Tag key={key}>{inline(token.tokens)}</Tag>;
    }
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map(listItem);
      return list.ordered ? (
        <ol
          key={key}
          start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}
        >
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks(token.tokens)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'table': {
      const table = token as Tokens.Table;
      return (
        <table key={key}>
          <thead>
            <tr>
              {table.header.map((cell, i) => (
                <th key={i} scope="col">
                  {inline(cell.tokens)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i}>{inline(cell.tokens)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'html': {
      // A raw HTML block shows as its text, in a paragraph.
      const text = htmlText((token as Tokens.HTML).text).trim();
      return text ? <p key={key}>{text}</p> : null;
    }
    case 'text':
      return <p key={key}>{inlineToken(token, 0)}</p>;
    case 'space':
    case 'def':
      return null;
    default:
      return 'text' in token && typeof token.text === 'string' ? (
        <p key={key}>{decodeEntities(token.text)}</p>
      ) : null;
  }
}

/**
 * Renders markdown (GitHub flavoured, line breaks kept) as elements. Paragraphs,
 * emphasis, lists, links, quotes, code, headings (as levels 3 to 6), rules and
 * tables are formatted; raw HTML shows as its text and images as their alt text;
 * links open in a new tab with `rel="noopener noreferrer nofollow"`.
 *
 * @example
 * renderMarkdown('**Hi** <img src=x onerror=alert(1)>') // [<p><strong>Hi</strong> </p>]
 */
export function renderMarkdown(source: string): ReactNode {
  return blocks(Lexer.lex(source, OPTIONS));
}
