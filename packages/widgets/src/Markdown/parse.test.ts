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
      { numRuns: 400 },
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
