/**
 * Block markdown (GitHub flavoured): paragraphs, ATX and setext headings, lists
 * (tight and loose, nested, task items), block quotes, fenced and indented
 * code, thematic breaks, tables and link reference definitions. HTML written
 * in a paragraph goes through the inline parser's allow-list.
 *
 * @module
 */
import { paragraph } from './html.js';
import { InlineParser, normaliseLabel, type LinkDefinitions } from './inline.js';
import { decodeEntities, headingTag, markdownLinkHref, type AdvertNode } from './nodes.js';

const BLANK = /^\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const HR = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])(?:([ \t]+)(.*)|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const TABLE_DELIMITER = /^ *\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;
const DEFINITION =
  /^ {0,3}\[([^\]]+)\]:[ \t]*<?([^\s>]+)>?(?:[ \t]+("[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/;
/** Newlines next to block-level HTML tags are layout, not line breaks. */
const BLOCK_TAG_BEFORE =
  /(<\/?(?:p|ul|ol|li|h[1-6]|br|blockquote|pre|hr|table|thead|tbody|tfoot|tr|th|td)\b[^<>]*>)[ \t]*\n/gi;
const BLOCK_TAG_AFTER =
  /\n([ \t]*<\/?(?:p|ul|ol|li|h[1-6]|blockquote|pre|hr|table|thead|tbody|tfoot|tr|th|td)\b)/gi;

/** Whether `line` starts a block that interrupts a paragraph. */
function interrupts(line: string): boolean {
  const item = ITEM.exec(line);
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    HR.test(line) ||
    QUOTE.test(line) ||
    (!!item && !!item[5]?.trim() && (!item[3] || item[3] === '1'))
  );
}

function splitRow(line: string): string[] {
  const cells = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(^|[^\\])\|$/, '$1')
    .split(/(?<!\\)\|/);
  return cells.map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

class BlockParser {
  constructor(private readonly inline: InlineParser) {}

  parse(lines: string[], inItem = false): AdvertNode[] {
    const out: AdvertNode[] = [];
    let i = 0;
    while (i < lines.length) {
      const line = lines[i]!;
      let m: RegExpExecArray | null;
      if (BLANK.test(line)) {
        i++;
      } else if ((m = FENCE.exec(line))) {
        const close = new RegExp(`^ {0,3}${m[1]![0]}{${m[1]!.length},}[ \\t]*$`);
        const indent = /^ */.exec(line)![0].length;
        const code: string[] = [];
        for (i++; i < lines.length && !close.test(lines[i]!); i++)
          code.push(lines[i]!.replace(new RegExp(`^ {0,${indent}}`), ''));
        i++;
        out.push({ t: 'pre', c: [{ t: 'code', c: [code.join('\n')] }] });
      } else if (/^ {4}/.test(line)) {
        const code: string[] = [];
        for (; i < lines.length && (/^ {4}/.test(lines[i]!) || BLANK.test(lines[i]!)); i++)
          code.push(lines[i]!.slice(4));
        while (code.length && BLANK.test(code[code.length - 1]!)) code.pop();
        out.push({ t: 'pre', c: [{ t: 'code', c: [code.join('\n')] }] });
      } else if ((m = HEADING.exec(line))) {
        out.push({ t: headingTag(m[1]!.length), c: this.phrase(m[2] ?? '') });
        i++;
      } else if (HR.test(line)) {
        out.push({ t: 'hr', c: [] });
        i++;
      } else if (QUOTE.test(line)) {
        const inner: string[] = [];
        for (; i < lines.length; i++) {
          const l = lines[i]!;
          if (QUOTE.test(l)) inner.push(l.replace(QUOTE, ''));
          else if (!BLANK.test(l) && !interrupts(l) && !BLANK.test(inner[inner.length - 1]!))
            inner.push(l); // a lazy continuation of the quoted paragraph
          else break;
        }
        out.push({ t: 'blockquote', c: this.parse(inner) });
      } else if ((m = ITEM.exec(line))) {
        i = this.list(lines, i, out);
      } else if (line.includes('|') && TABLE_DELIMITER.test(lines[i + 1] ?? '')) {
        i = this.table(lines, i, out);
      } else {
        const para: string[] = [];
        let heading = 0;
        for (; i < lines.length; i++) {
          const l = lines[i]!;
          if (BLANK.test(l) || (para.length && interrupts(l))) break;
          const setext = para.length ? SETEXT.exec(l) : null;
          if (setext) {
            heading = setext[1]![0] === '=' ? 1 : 2;
            i++;
            break;
          }
          para.push(l.trimStart());
        }
        const text = para.join('\n').trimEnd();
        if (heading) out.push({ t: headingTag(heading), c: this.phrase(text) });
        else {
          const html = text.replace(BLOCK_TAG_BEFORE, '$1 ').replace(BLOCK_TAG_AFTER, ' $1');
          out.push(...paragraph(this.inline.parse(html, { flow: true, inLink: false, inItem })));
        }
      }
    }
    return out;
  }

  private phrase(text: string): AdvertNode[] {
    return this.inline.parse(text, { flow: false, inLink: false });
  }

  /** Reads the list starting at `lines[start]` into `out`; returns the next line's index. */
  private list(lines: string[], start: number, out: AdvertNode[]): number {
    const first = ITEM.exec(lines[start]!)!;
    const ordered = first[3] !== undefined;
    const marker = first[2]!.slice(-1);
    const items: string[][] = [];
    let loose = false;
    let i = start;
    while (i < lines.length) {
      const m = ITEM.exec(lines[i]!);
      if (!m || (m[3] !== undefined) !== ordered || m[2]!.slice(-1) !== marker) break;
      if (items.length && BLANK.test(lines[i - 1]!)) loose = true;
      const gap = m[4]?.length ?? 1;
      const offset = m[1]!.length + m[2]!.length + (gap > 4 ? 1 : gap);
      const body = [gap > 4 ? ' '.repeat(gap - 1) + (m[5] ?? '') : (m[5] ?? '')];
      let blank = false;
      for (i++; i < lines.length; i++) {
        const l = lines[i]!;
        if (BLANK.test(l)) {
          body.push('');
          blank = true;
        } else if (/^ */.exec(l)![0].length >= offset) {
          if (blank && body.slice(0, -1).some((b) => !BLANK.test(b))) loose = true;
          body.push(l.slice(offset));
          blank = false;
        } else if (!blank && !ITEM.test(l) && !interrupts(l)) body.push(l);
        else break;
      }
      while (body.length > 1 && BLANK.test(body[body.length - 1]!)) body.pop();
      items.push(body);
    }
    // Trailing blank lines of the list belong to no item.
    while (i > start && BLANK.test(lines[i - 1]!)) i--;
    const li = items.map((body): AdvertNode => {
      const task = /^\[([ xX])\][ \t]+/.exec(body[0]!);
      if (task) body[0] = body[0]!.slice(task[0].length);
      const children = this.parse(body, true);
      const content = loose
        ? children
        : children.flatMap((c) => (typeof c !== 'string' && c.t === 'p' ? c.c : [c]));
      return { t: 'li', c: task ? [task[1] === ' ' ? '☐ ' : '☑ ', ...content] : content };
    });
    const startAt = ordered ? Number(first[3]) : 1;
    out.push(
      ordered ? { t: 'ol', start: startAt !== 1 ? startAt : undefined, c: li } : { t: 'ul', c: li },
    );
    return i;
  }

  /** Reads the table starting at `lines[start]` into `out`; returns the next line's index. */
  private table(lines: string[], start: number, out: AdvertNode[]): number {
    const header = splitRow(lines[start]!);
    let i = start + 2;
    const rows: AdvertNode[] = [];
    for (; i < lines.length && !BLANK.test(lines[i]!) && lines[i]!.includes('|'); i++) {
      const cells = splitRow(lines[i]!);
      rows.push({
        t: 'tr',
        c: header.map((_, n) => ({ t: 'td', c: this.phrase(cells[n] ?? '') })),
      });
    }
    out.push({
      t: 'table',
      c: [
        { t: 'thead', c: [{ t: 'tr', c: header.map((h) => ({ t: 'th', c: this.phrase(h) })) }] },
        { t: 'tbody', c: rows },
      ],
    });
    return i;
  }
}

/** Characters and starts of line that make an advert more than one plain paragraph. */
const MARKUP = /[\\`*_~<>[\]!&|#\n\r\t]|https?:\/\/|www\./i;
const BLOCK_START = /^(?: {4}|\s*(?:[-+=]|\d{1,9}[.)](?:\s|$)))/;

/**
 * Parses an advert (markdown with simple HTML) into the advert tree: only
 * allow-listed elements, checked link URLs, text for everything else.
 *
 * @example
 * parseAdvert('Join us <b>now</b>!') // [{ t: 'p', c: ['Join us ', { t: 'b', c: ['now'] }, '!'] }]
 */
export function parseAdvert(source: string): AdvertNode[] {
  // Most adverts are a line of plain text: one paragraph, without the parsers.
  if (!MARKUP.test(source) && !BLOCK_START.test(source)) {
    const text = source.replace(/\0/g, '\ufffd').trim();
    return text ? [{ t: 'p', c: [text] }] : [];
  }
  const defs: LinkDefinitions = new Map();
  const lines = source
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/\0/g, '\ufffd')
    .split('\n')
    .filter((line) => {
      const def = DEFINITION.exec(line);
      if (!def) return true;
      const label = normaliseLabel(def[1]!);
      const href = markdownLinkHref(decodeEntities(def[2]!.replace(/\\([!-/:-@[-`{-~])/g, '$1')));
      const title = def[3] ? decodeEntities(def[3].slice(1, -1)) : undefined;
      if (!defs.has(label)) defs.set(label, { href: href ?? '', title });
      return false;
    });
  return new BlockParser(new InlineParser(defs)).parse(lines);
}
