/**
 * Inline markdown (GitHub flavoured, line breaks kept): emphasis, strong,
 * strikethrough, code spans, links (inline, reference and autolinks, bare
 * URLs), images (as their alt text), escapes, character references and inline
 * HTML, which goes through the allow-list of `html.ts`.
 *
 * @module
 */
import { HIDDEN_CONTENT, TAG, buildTree, type BuildContext, type InlineItem } from './html.js';
import { decodeEntities, markdownLinkHref, type AdvertNode } from './nodes.js';

/** Link reference definitions of an advert, by normalised label. */
export type LinkDefinitions = Map<string, { href: string; title?: string }>;

/** A reference label as CommonMark compares them. */
export const normaliseLabel = (label: string): string =>
  label.trim().replace(/\s+/g, ' ').toLowerCase();

const PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const WORD = /[\p{L}\p{N}]/u;
const BARE_URL = /^(?:https?:\/\/|www\.)[^\s<]*[^\s<?!.,:;*_~'"]/i;
const LINK_TAIL =
  /^\(\s*(<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:\s+("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?\s*\)/;
/** A run of plain text: no markup character, no start of a bare URL. */
const PLAIN = /(?:[^\\\n`<[!*_~&hw]|h(?!ttps?:\/\/)|w(?!ww\.))+/iy;
/** Deeper nesting than this is left as text (bounds the work on hostile input). */
const MAX_DEPTH = 16;

const unescape = (s: string) => decodeEntities(s.replace(/\\([!-/:-@[-`{-~])/g, '$1'));

/** The index of the `]` closing the `[` at `open`, or -1. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  // Link text longer than this is not looked for (bounds the work on `[[[[...`).
  const limit = Math.min(src.length, open + 2000);
  for (let i = open; i < limit; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '`') {
      const run = /^`+/.exec(src.slice(i))![0];
      const end = src.indexOf(run, i + run.length);
      if (end > 0) i = end + run.length - 1;
    } else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

/** Plain text of parsed nodes (an image's alt text). */
function textOf(nodes: AdvertNode[]): string {
  return nodes.map((n) => (typeof n === 'string' ? n : textOf(n.c))).join('');
}

/** Parses inline markdown into advert nodes. */
export class InlineParser {
  constructor(private readonly defs: LinkDefinitions) {}

  /** The nodes of `src` in `context` (see {@link BuildContext}). */
  parse(src: string, context: BuildContext, depth = 0): AdvertNode[] {
    return buildTree(this.items(src, context, depth), context);
  }

  private items(src: string, context: BuildContext, depth: number): InlineItem[] {
    const out: InlineItem[] = [];
    const push = (item: InlineItem) => {
      if (typeof item === 'string' && typeof out[out.length - 1] === 'string')
        out[out.length - 1] += item;
      else if (item !== '') out.push(item);
    };
    // An emphasis delimiter that found no closer: later ones of its kind find none either.
    const unclosed = new Set<string>();
    const phrase = (inner: string, inLink = context.inLink) =>
      this.parse(inner, { flow: false, inLink }, depth + 1);
    let i = 0;
    while (i < src.length) {
      // Plain text first (most of an advert), read in place without slicing.
      PLAIN.lastIndex = i;
      const plain = PLAIN.exec(src);
      if (plain) {
        push(plain[0]);
        i = PLAIN.lastIndex;
        continue;
      }
      const rest = src.slice(i);
      const c = src[i]!;
      if (c === '\\' && i + 1 < src.length) {
        const next = src[i + 1]!;
        if (next === '\n') push({ t: 'br', c: [] });
        else push(PUNCTUATION.test(next) ? next : c + next);
        i += 2;
        continue;
      }
      if (c === '\n') {
        // `breaks`: every line break is kept; trailing spaces go.
        const last = out.length - 1;
        if (typeof out[last] === 'string') out[last] = out[last].replace(/[ \t]+$/, '');
        push({ t: 'br', c: [] });
        i += 1 + /^[ \t]*/.exec(src.slice(i + 1))![0].length;
        continue;
      }
      if (c === '`') {
        const run = /^`+/.exec(rest)![0];
        const end = rest.indexOf(run, run.length);
        if (end > 0 && rest[end + run.length] !== '`') {
          let code = rest.slice(run.length, end).replace(/\n/g, ' ');
          if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
          push({ t: 'code', c: [code] });
          i += end + run.length;
        } else {
          push(run);
          i += run.length;
        }
        continue;
      }
      if (c === '<') {
        const auto = /^<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/i.exec(rest);
        const mail =
          /^<([\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d-]+)*)>/i.exec(rest);
        const comment = /^<!--[\s\S]*?(?:-->|$)|^<[!?][^>]*>?/.exec(rest);
        const tag = TAG.exec(rest);
        if (auto || mail) {
          const label = (auto ?? mail)![1]!;
          const href = markdownLinkHref(auto ? decodeEntities(label) : `mailto:${label}`);
          push(href && !context.inLink ? { t: 'a', href, c: [label] } : label);
          i += (auto ?? mail)![0].length;
        } else if (comment) {
          i += comment[0].length;
        } else if (tag) {
          const name = tag[2]!.toLowerCase();
          i += tag[0].length;
          if (!tag[1] && HIDDEN_CONTENT.test(name) && !/\/>$/.test(tag[0])) {
            // Skip to the end tag (or the end of the run): never shown, never parsed.
            const end = new RegExp(`</${name}\\s*>`, 'i').exec(src.slice(i));
            i = end ? i + end.index + end[0].length : src.length;
          } else push({ tag: name, close: tag[1] === '/', attrs: tag[3] ?? '' });
        } else {
          push('<');
          i++;
        }
        continue;
      }
      if ((c === '[' || (c === '!' && src[i + 1] === '[')) && depth < MAX_DEPTH) {
        const image = c === '!';
        const open = i + (image ? 1 : 0);
        const close = closingBracket(src, open);
        const link = close > 0 ? this.link(src, open, close) : undefined;
        if (link && (image || !context.inLink)) {
          const inner = src.slice(open + 1, close);
          if (image) push(textOf(phrase(inner, true)));
          else {
            const children = phrase(inner, true);
            push(link.href ? { t: 'a', href: link.href, title: link.title, c: children } : '');
            if (!link.href) for (const child of children) push(child);
          }
          i = link.end;
          continue;
        }
        push(image ? '![' : '[');
        i = open + 1;
        continue;
      }
      if ((c === '*' || c === '_' || c === '~') && depth < MAX_DEPTH) {
        const n = /^(\*+|_+|~+)/.exec(rest)![0].length;
        const kind = `${c}${Math.min(n, 3)}`;
        const emphasis = unclosed.has(kind) ? undefined : this.emphasis(src, i);
        if (emphasis === false) unclosed.add(kind);
        if (emphasis) {
          push({ t: emphasis.tag, c: phrase(emphasis.inner) });
          i = emphasis.end;
          continue;
        }
        push(rest.slice(0, n));
        i += n;
        continue;
      }
      if (c === '&') {
        const ref = /^&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/i.exec(rest);
        push(ref ? decodeEntities(ref[0]) : '&');
        i += ref ? ref[0].length : 1;
        continue;
      }
      if ((c === 'h' || c === 'w' || c === 'H' || c === 'W') && !context.inLink) {
        const url = BARE_URL.exec(rest);
        if (url && (i === 0 || /[\s(*_~]/.test(src[i - 1]!))) {
          let label = url[0];
          // A closing parenthesis belongs to the URL only when it opened one.
          while (label.endsWith(')') && label.split('(').length < label.split(')').length)
            label = label.slice(0, -1);
          const href = markdownLinkHref(/^www\./i.test(label) ? `http://${label}` : label);
          push(href ? { t: 'a', href, c: [label] } : label);
          i += label.length;
          continue;
        }
      }
      push(c);
      i++;
    }
    return out;
  }

  /** The link whose text is `src[open+1..close)`: its checked URL, title and end. */
  private link(
    src: string,
    open: number,
    close: number,
  ): { href?: string; title?: string; end: number } | undefined {
    const after = src.slice(close + 1);
    const inline = LINK_TAIL.exec(after);
    if (inline) {
      const dest = inline[1]!.replace(/^<(.*)>$/, '$1');
      const title = inline[2] ? unescape(inline[2].slice(1, -1)) : undefined;
      return { href: markdownLinkHref(unescape(dest)), title, end: close + 1 + inline[0].length };
    }
    const ref = /^\[([^\]]*)\]/.exec(after);
    const label = normaliseLabel(ref && ref[1] ? ref[1] : src.slice(open + 1, close));
    const def = this.defs.get(label);
    if (!def) return undefined;
    return { ...def, end: close + 1 + (ref ? ref[0].length : 0) };
  }

  /**
   * Emphasis, strong or strikethrough opening at `at`; `undefined` when the run
   * cannot open one, `false` when it has no closer.
   */
  private emphasis(
    src: string,
    at: number,
  ): { tag: 'em' | 'strong' | 'del'; inner: string; end: number } | false | undefined {
    const c = src[at]!;
    const runs = new RegExp(`\\${c}+`, 'g');
    runs.lastIndex = at;
    const n = runs.exec(src)![0].length;
    if ((c === '~' && n !== 2) || /\s/.test(src[at + n] ?? ' ')) return undefined;
    if (c === '_' && WORD.test(src[at - 1] ?? ' ')) return undefined;
    // A closing run: as long as the opening one (3+ closes 3+), not after a space.
    for (let m = runs.exec(src); m; m = runs.exec(src)) {
      const j = m.index;
      const len = m[0].length;
      if (/\s/.test(src[j - 1]!) || src[j - 1] === '\\') continue;
      if (c === '_' && WORD.test(src[j + len] ?? ' ')) continue;
      if (n >= 3 ? len < 3 : len !== n) continue;
      // `***x***`: strong around `*x*`.
      return n >= 3
        ? { tag: 'strong', inner: src.slice(at + 2, j + 1), end: j + 3 }
        : {
            tag: c === '~' ? 'del' : n === 2 ? 'strong' : 'em',
            inner: src.slice(at + n, j),
            end: j + n,
          };
    }
    return false;
  }
}
