/**
 * Inline HTML in adverts, by allow-list: the inline parser hands over each tag
 * it reads as a {@link TagToken}, and {@link buildTree} turns a run of text,
 * elements and tags into a well-nested tree of allow-listed elements. Tags
 * outside the list are dropped (their text stays, as text); the content of
 * script-like elements is dropped whole. The nesting is one the HTML parser
 * keeps as it is (no block inside a paragraph or inline element, no link in a
 * link, no list item directly in a list item), so the markup a server renders
 * parses back into the same tree the browser renders: hydration matches.
 *
 * @module
 */
import {
  BLOCK_TAGS,
  decodeEntities,
  headingTag,
  markdownLinkHref,
  type AdvertElement,
  type AdvertNode,
  type AdvertTag,
} from './nodes.js';

/** A raw HTML tag read from an advert. */
export interface TagToken {
  tag: string;
  close: boolean;
  /** The raw attribute text (only `href` and `title` of `a` are read from it). */
  attrs: string;
}

/** What a run of inline content holds before {@link buildTree}. */
export type InlineItem = AdvertNode | TagToken;

/** Elements whose content is never shown: the parser skips to their end tag. */
export const HIDDEN_CONTENT =
  /^(script|style|template|textarea|title|noscript|xmp|iframe|noembed|noframes|plaintext|object|svg|math|select|option)$/;

// An unquoted value runs to a space or `>`, as browsers read it (`href=https://x/?a=1&b=2`).
const ATTRIBUTE = `(?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>]+))?)`;
/** An HTML open or close tag at the start of the text (CommonMark's raw HTML syntax, slashes allowed between attributes, `=` in unquoted values). */
export const TAG = new RegExp(
  `^<(/?)([a-z][a-z0-9-]*)((?:${ATTRIBUTE}|\\s*/(?=[^>]))*)\\s*/?>`,
  'i',
);

/** Allowed HTML tags that render as themselves. */
const KEPT =
  /^(p|br|b|strong|i|em|u|del|code|sup|sub|a|blockquote|pre|hr|table|thead|tbody|tr|th|td|ul|ol|li)$/;
/** Allowed HTML tags that render as another: their markdown form. */
const RENAMED = new Map<string, AdvertTag>([
  ['s', 'del'],
  ['strike', 'del'],
  ['kbd', 'code'],
  ['tfoot', 'tbody'],
]);

/** What an allowed HTML tag becomes (headings shift below the card title); `undefined` for others. */
function allowed(name: string): AdvertTag | undefined {
  const h = /^h([1-6])$/.exec(name);
  return h ? headingTag(Number(h[1])) : KEPT.test(name) ? (name as AdvertTag) : RENAMED.get(name);
}

/** Tags that may not contain a block (an open block closes them first). */
const PHRASING_ONLY = /^(p|h\d|b|strong|i|em|u|a|del|code|sup|sub)$/;

/** Parts of a table: honoured only inside an open `<table>`. */
const TABLE_PART = /^(thead|tbody|tr|th|td)$/;
/** What a table part closes up to: a cell its row, a row its section. */
const TABLE_CONTEXT: Record<string, RegExp> = {
  thead: /^table$/,
  tbody: /^table$/,
  tr: /^(table|thead|tbody)$/,
  th: /^(tr|table|thead|tbody)$/,
  td: /^(tr|table|thead|tbody)$/,
};
/** End tags of other elements do not reach out of a cell or table. */
const TABLE_SCOPE = /^(table|th|td)$/;

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s|/)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`,
    'i',
  ).exec(attrs);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

interface Frame {
  el: AdvertElement;
  /** An `a` without a safe href: its children go to its parent. */
  transparent?: boolean;
}

/** Where a run of inline content sits, which decides what it may contain. */
export interface BuildContext {
  /** Block tags are honoured (a paragraph's or list item's content). */
  flow: boolean;
  /** The run is inside a link: links become their text. */
  inLink: boolean;
  /** The run is a list item's content: `<li>` tags are dropped. */
  inItem?: boolean;
}

/** `node` without links: each `a` (at any depth) replaced by its content. */
function unlink(node: AdvertNode): AdvertNode[] {
  if (typeof node === 'string') return [node];
  const children: AdvertNode[] = [];
  for (const child of node.c) for (const n of unlink(child)) append(children, n);
  return node.t === 'a' ? children : [{ ...node, c: children }];
}

/** Appends `node` to `list`, merging adjacent text. */
export function append(list: AdvertNode[], node: AdvertNode): void {
  if (typeof node === 'string') {
    if (node === '') return;
    const last = list.length - 1;
    if (typeof list[last] === 'string') {
      list[last] += node;
      return;
    }
  }
  list.push(node);
}

/**
 * Builds the tree of a run of text, parsed markdown elements and raw tags:
 * allow-listed tags become elements (unclosed ones end with the run, stray end
 * tags are dropped), everything else is left out.
 */
export function buildTree(items: readonly InlineItem[], context: BuildContext): AdvertNode[] {
  const root: AdvertNode[] = [];
  const stack: Frame[] = [];
  const top = (): AdvertNode[] => stack[stack.length - 1]?.el.c ?? root;
  const pop = (): void => {
    const frame = stack.pop()!;
    const parent = top();
    if (frame.transparent) for (const child of frame.el.c) append(parent, child);
    else if (frame.el.t === 'table') parent.push(...tableNodes(frame.el));
    else parent.push(asMarkdownForm(frame.el));
  };
  const inLink = () => context.inLink || stack.some((f) => f.el.t === 'a');
  for (const item of items) {
    if (typeof item === 'string') {
      append(top(), item);
      continue;
    }
    if (!('tag' in item)) {
      // Markdown links inside an HTML link (at any depth) keep only their text.
      if (inLink()) for (const node of unlink(item)) append(top(), node);
      else top().push(item);
      continue;
    }
    const tag = allowed(item.tag.toLowerCase());
    if (!tag) continue;
    if (tag === 'br') {
      // `</br>` is a line break too, as browsers read it.
      top().push({ t: 'br', c: [] });
      continue;
    }
    if (item.close) {
      // A table part's end tag stays in its table; any other stays in its cell.
      const scope = tag === 'table' ? undefined : TABLE_PART.test(tag) ? /^table$/ : TABLE_SCOPE;
      let at = stack.length - 1;
      while (at >= 0 && stack[at]!.el.t !== tag && !scope?.test(stack[at]!.el.t)) at--;
      if (at >= 0 && stack[at]!.el.t === tag) while (stack.length > at) pop();
      continue;
    }
    if (TABLE_PART.test(tag)) {
      if (!context.flow || !stack.some((f) => f.el.t === 'table')) continue;
      while (!TABLE_CONTEXT[tag]!.test(stack[stack.length - 1]!.el.t)) pop();
      if (/^t[hd]$/.test(tag) && stack[stack.length - 1]!.el.t !== 'tr')
        stack.push({ el: { t: 'tr', c: [] } });
      stack.push({ el: { t: tag, c: [] } });
      continue;
    }
    if (BLOCK_TAGS.has(tag)) {
      if (!context.flow || (tag === 'table' && stack.some((f) => f.el.t === 'table'))) continue;
      while (stack.length && PHRASING_ONLY.test(stack[stack.length - 1]!.el.t)) pop();
      if (tag === 'hr') {
        top().push({ t: 'hr', c: [] });
        continue;
      }
      if (tag === 'li') {
        if (stack[stack.length - 1]?.el.t === 'li') pop();
        if (context.inItem && !stack.length) continue;
      }
    }
    const el: AdvertElement = { t: tag, c: [] };
    if (tag === 'a') {
      if (inLink()) continue;
      el.href = markdownLinkHref(attribute(item.attrs, 'href'));
      const title = attribute(item.attrs, 'title');
      if (title) el.title = title;
    }
    stack.push({ el, transparent: tag === 'a' && el.href === undefined });
  }
  while (stack.length) pop();
  return root;
}

/**
 * An HTML block as its markdown form renders: a quote's text in paragraphs,
 * preformatted text as code with its line breaks as newlines.
 */
function asMarkdownForm(el: AdvertElement): AdvertElement {
  if (el.t === 'blockquote') el.c = paragraph(el.c);
  if (el.t === 'pre' && el.c.every((c) => typeof c === 'string' || c.t === 'br')) {
    // The newline after `<pre>` reached here as a space; trailing ones are layout.
    const text = el.c
      .map((c) => (typeof c === 'string' ? c : '\n'))
      .join('')
      .replace(/^ /, '')
      .trimEnd();
    el.c = [{ t: 'code', c: [text] }];
  }
  return el;
}

/**
 * A table written in HTML as the markdown form renders it: `thead` (given, or
 * a first row of header cells only) and `tbody` of rows of cells, nothing else
 * inside (the HTML parser would move stray text out of it, so the server's
 * markup would not hydrate). Stray content goes before the table in a
 * paragraph; a table without cells leaves only that.
 */
function tableNodes(table: AdvertElement): AdvertNode[] {
  const outside: AdvertNode[] = [];
  const head: AdvertElement[] = [];
  const body: AdvertElement[] = [];
  const stray = (node: AdvertNode) => {
    // A list item moved out of a table has no list around it: only its content moves
    // (kept as an item, it would nest in the item the table sits in, which HTML splits).
    if (typeof node !== 'string' && node.t === 'li') {
      for (const child of node.c) stray(child);
      return;
    }
    if (typeof node === 'string' ? node.trim() !== '' : node.t !== 'br') append(outside, node);
  };
  const row = (tr: AdvertElement, into: AdvertElement[]) => {
    const cells: AdvertNode[] = [];
    for (const cell of tr.c)
      if (typeof cell !== 'string' && /^t[hd]$/.test(cell.t)) cells.push(cell);
      else stray(cell);
    if (cells.length) into.push({ t: 'tr', c: cells });
  };
  for (const child of table.c) {
    if (typeof child === 'string' || !/^(thead|tbody|tr)$/.test(child.t)) stray(child);
    else if (child.t === 'tr') row(child, body);
    else
      for (const r of child.c)
        if (typeof r !== 'string' && r.t === 'tr') row(r, child.t === 'thead' ? head : body);
        else stray(r);
  }
  // A first row of header cells only is the head, as in the markdown form.
  const first = body[0];
  if (!head.length && body.length > 1 && first!.c.every((c) => (c as AdvertElement).t === 'th'))
    head.push(body.shift()!);
  const out = paragraph(outside);
  if (head.length || body.length)
    out.push({
      t: 'table',
      c: head.length
        ? [
            { t: 'thead', c: head },
            { t: 'tbody', c: body },
          ]
        : [{ t: 'tbody', c: body }],
    });
  return out;
}

/**
 * A markdown paragraph's content: one `<p>`, or, when HTML put blocks in it,
 * those blocks with the text between them in paragraphs of their own.
 */
export function paragraph(children: AdvertNode[]): AdvertNode[] {
  const out: AdvertNode[] = [];
  let run: AdvertNode[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (typeof first === 'string') run[0] = first.trimStart();
    if (typeof last === 'string') run[run.length - 1] = (run[run.length - 1] as string).trimEnd();
    const content = run.filter((c) => c !== '');
    if (content.length) out.push({ t: 'p', c: content });
    run = [];
  };
  for (const child of children) {
    if (typeof child !== 'string' && BLOCK_TAGS.has(child.t)) {
      flush();
      out.push(child);
    } else run.push(child);
  }
  flush();
  return out;
}
