// The advert parser (markdown + allow-listed HTML): what organisations write, as
// markup (react-dom/server, no DOM), and the property that makes server rendering
// safe to hydrate: whatever the input, the HTML parser reads the server's markup
// back into exactly the same tree (nothing re-nested, so nothing reflows).
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { parseAdvert } from './blocks.js';
import { renderMarkdown } from './render.js';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const doc = new JSDOM('<!doctype html><body></body>').window.document;
const markup = (source: string) =>
  renderToStaticMarkup(createElement(Fragment, null, renderMarkdown(source)));
const A = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('parseAdvert: what organisations write', () => {
  it.each([
    ['Join us <b>now</b>!<br>', '<p>Join us <b>now</b>!<br/></p>'],
    [
      '<a href="https://org.example/v">Volunteer</a>',
      `<p><a href="https://org.example/v" ${A}>Volunteer</a></p>`,
    ],
    [
      '[mirror](ftp://files.example/a.pdf)',
      `<p><a href="ftp://files.example/a.pdf" ${A}>mirror</a></p>`,
    ],
    ['<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>', '<ul> <li>One</li> <li>Two</li> </ul>'],
    ['<p>One</p><p>Two <u>u</u></p>', '<p>One</p><p>Two <u>u</u></p>'],
    ['<h1>Big</h1>text', '<h3>Big</h3><p>text</p>'],
    ['<h4>Small</h4>', '<h6>Small</h6>'],
    ['A <span style="color:red" onclick="x()">span</span>', '<p>A span</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<p>x</p>'],
    [
      '<a href="https://a.example" onclick="x" title="T">t</a>',
      `<p><a href="https://a.example" title="T" ${A}>t</a></p>`,
    ],
    ['<b>bold <p>para</p></b>', '<p><b>bold </b></p><p>para</p>'],
    ['<a href="/a">x <a href="/b">y</a></a>', `<p><a href="/a" ${A}>x y</a></p>`],
    ['[<a href="/b">y</a>](/a)', `<p><a href="/a" ${A}>y</a></p>`],
    ['<li>a<li>b', '<li>a</li><li>b</li>'],
    ['- item <li>inner</li>', '<ul><li>item inner</li></ul>'],
    ['**a <p>b</p>**', '<p><strong>a b</strong></p>'],
    ['<script>alert(1)</script>x<style>p{}</style>', '<p>x</p>'],
    ['x <!-- hidden --> y', '<p>x  y</p>'],
    ['Tom &amp; Jerry &lt;3', '<p>Tom &amp; Jerry &lt;3</p>'],
    [
      'see https://org.example/a.',
      `<p>see <a href="https://org.example/a" ${A}>https://org.example/a</a>.</p>`,
    ],
    [
      'Plain advert, near Whitby. More than 4 weeks.',
      '<p>Plain advert, near Whitby. More than 4 weeks.</p>',
    ],
    ['1. one\n2. two', '<ol><li>one</li><li>two</li></ol>'],
    ['Title\n===\nbody', '<h3>Title</h3><p>body</p>'],
  ])('%j', (source, expected) => {
    expect(markup(source)).toBe(expected);
  });
});

describe('parseAdvert: simple HTML typed in a CMS renders like its markdown form', () => {
  it.each([
    // Line breaks: stray and self-closing spellings.
    ['Line one</br>Line two', '<p>Line one<br/>Line two</p>'],
    ['Line one<br/>Line two<br />three', '<p>Line one<br/>Line two<br/>three</p>'],
    ['Line one<BR>Line two', '<p>Line one<br/>Line two</p>'],
    // Unquoted attributes with `=` and `&` in them.
    [
      '<a href=https://x.example/?a=1&b=2>link</a>',
      `<p><a href="https://x.example/?a=1&amp;b=2" ${A}>link</a></p>`,
    ],
    [
      '<a href=/apply?id=3 title=Apply>go</a>',
      `<p><a href="/apply?id=3" title="Apply" ${A}>go</a></p>`,
    ],
    // Strikethrough, as ~~x~~ renders.
    [
      '<s>old</s> <del>gone</del> <strike>x</strike>',
      '<p><del>old</del> <del>gone</del> <del>x</del></p>',
    ],
    // Quotes, code, rules, super- and subscripts.
    ['<blockquote>Quoted</blockquote>', '<blockquote><p>Quoted</p></blockquote>'],
    [
      '<blockquote><p>One</p><p>Two</p></blockquote>',
      '<blockquote><p>One</p><p>Two</p></blockquote>',
    ],
    ['Use <code>a < b</code> here', '<p>Use <code>a &lt; b</code> here</p>'],
    ['<pre>line 1\nline 2</pre>', '<pre><code>line 1\nline 2</code></pre>'],
    ['<pre>\nfirst\n</pre>', '<pre><code>first</code></pre>'],
    ['Above<hr>Below', '<p>Above</p><hr/><p>Below</p>'],
    ['Above\n<hr />\nBelow', '<p>Above</p><hr/><p>Below</p>'],
    ['<b>bold<hr>after</b>', '<p><b>bold</b></p><hr/><p>after</p>'],
    ['x<sup>2</sup> and H<sub>2</sub>O', '<p>x<sup>2</sup> and H<sub>2</sub>O</p>'],
    // Tables: head and body as the markdown table renders.
    [
      '<table><tr><th>Day</th><th>Task</th></tr><tr><td>Mon</td><td>Hedging</td></tr></table>',
      '<table><thead><tr><th scope="col">Day</th><th scope="col">Task</th></tr></thead>' +
        '<tbody><tr><td>Mon</td><td>Hedging</td></tr></tbody></table>',
    ],
    [
      '<table>\n  <thead>\n    <tr><th>A</th></tr>\n  </thead>\n  <tbody>\n    <tr><td>1</td></tr>\n  </tbody>\n</table>',
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ],
    // Unclosed cells and rows close as browsers close them; stray text goes before the table.
    [
      '<table>stray<tr><td>1<td>2<tr><td>3</table>',
      '<p>stray</p><table><tbody><tr><td>1</td><td>2</td></tr><tr><td>3</td></tr></tbody></table>',
    ],
    // Cells outside a table are text; an end tag does not leave its cell.
    ['<td>out</td>', '<p>out</p>'],
    [
      '<b>x<table><tr><td>y</b>z</td></tr></table>',
      '<p><b>x</b></p><table><tbody><tr><td>yz</td></tr></tbody></table>',
    ],
    ['<table><tr></tr></table>', ''],
    // Tag names that are Object.prototype keys are unknown tags, not elements.
    ['a <constructor>b</constructor> <tostring>c', '<p>a b c</p>'],
    // Invisible characters before a scheme drop the href (U+180E, U+2060, U+034F, U+FE0F, tags).
    ...['\u180e', '\u2060', '\u034f', '\ufe0f', '\u{e0041}', '\u00ad'].flatMap((c) => [
      [`<a href="${c}javascript:alert(1)">x</a>`, '<p>x</p>'],
      [`[x](${c}javascript:alert(1))`, '<p>x</p>'],
      [`<a href="https://ok.example/${c}">x</a>`, '<p>x</p>'],
    ]),
  ])('%j', (source, expected) => {
    expect(markup(source)).toBe(expected);
  });
});

const TOKENS = [
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '<u>',
  '<strong>',
  '</em>',
  '<p>',
  '</p>',
  '<ul>',
  '</ul>',
  '<ol>',
  '<li>',
  '</li>',
  '<h1>',
  '</h1>',
  '<h3>',
  '<br>',
  '</br>',
  '<hr>',
  '<s>',
  '</s>',
  '<code>',
  '</code>',
  '<sup>',
  '<blockquote>',
  '</blockquote>',
  '<pre>',
  '</pre>',
  '<table>',
  '</table>',
  '<thead>',
  '<tbody>',
  '<tr>',
  '</tr>',
  '<td>',
  '</td>',
  '<th>',
  '<a href=https://q.example/?a=1&b=2>',
  '<a href="https://x.example">',
  '<a href=/y>',
  '</a>',
  '<div>',
  '<script>',
  '</script>',
  '*',
  '**',
  '_',
  '~~',
  '`',
  '[x](https://y.example)',
  '[',
  '](/z)',
  '\n',
  '\n\n',
  '- ',
  '1. ',
  '> ',
  '# ',
  '| a |',
  '\n|---|\n',
  '---',
  '    ',
  'text',
  ' ',
  '&amp;',
  'https://u.example/p',
];

describe('parseAdvert: server markup hydrates unchanged', () => {
  it('the HTML parser keeps the tree of any advert as rendered (random adverts)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }), (parts) => {
        // Serialisers differ only in spelling: React writes `<br/>`, `&quot;` and `&#x27;`.
        const spelling = (html: string) =>
          html
            .replaceAll('<br/>', '<br>')
            .replaceAll('<hr/>', '<hr>')
            .replaceAll('&quot;', '"')
            .replaceAll('&#x27;', "'");
        const html = markup(parts.join(''));
        doc.body.innerHTML = html;
        expect(spelling(doc.body.innerHTML)).toBe(spelling(html));
      }),
      {
        numRuns: 400,
        // Found by this property in CI: a list item inside a table inside a list item.
        examples: [[['<li>', '<table>', '<li>']]],
      },
    );
  });

  it('plain adverts take a fast path that gives what the full parser gives', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        // A trailing newline sends the same text through the full parser.
        expect(parseAdvert(text)).toEqual(parseAdvert(`${text}\n`));
      }),
      { numRuns: 400 },
    );
  });

  it('parses long and hostile input (quadratic work would time this test out)', () => {
    for (const source of [
      '*a '.repeat(20_000),
      '['.repeat(20_000),
      '<b>'.repeat(10_000),
      '_'.repeat(50_000),
      '`'.repeat(30_000),
      'word '.repeat(50_000),
    ])
      expect(parseAdvert(source).length).toBeGreaterThan(0);
  });
});
