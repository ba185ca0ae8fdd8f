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

const ATTRIBUTE = `(?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)`;
/** An HTML open or close tag at the start of the text (CommonMark's raw HTML syntax, slashes allowed between attributes). */
export const TAG = new RegExp(
  `^<(/?)([a-z][a-z0-9-]*)((?:${ATTRIBUTE}|\\s*/(?=[^>]))*)\\s*/?>`,
  'i',
);

/** The allowed HTML tags and what they become. */
const ALLOWED: Record<string, AdvertTag> = {
  p: 'p',
  br: 'br',
  b: 'b',
  strong: 'strong',
  i: 'i',
  em: 'em',
  u: 'u',
  a: 'a',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  h1: headingTag(1),
  h2: headingTag(2),
  h3: headingTag(3),
  h4: headingTag(4),
  h5: headingTag(5),
  h6: headingTag(6),
};

/** Tags that may not contain a block (an open block closes them first). */
const PHRASING_ONLY = /^(p|h\d|b|strong|i|em|u|a|del|code)$/;

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s|/)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
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
    else parent.push(frame.el);
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
    const tag = ALLOWED[item.tag.toLowerCase()];
    if (!tag) continue;
    if (item.close) {
      let at = stack.length - 1;
      while (at >= 0 && stack[at]!.el.t !== tag) at--;
      if (at >= 0) while (stack.length > at) pop();
      continue;
    }
    if (tag === 'br') {
      top().push({ t: 'br', c: [] });
      continue;
    }
    if (BLOCK_TAGS.has(tag)) {
      if (!context.flow) continue;
      while (stack.length && PHRASING_ONLY.test(stack[stack.length - 1]!.el.t)) pop();
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
