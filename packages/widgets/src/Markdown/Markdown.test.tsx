// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Markdown, loadMarkdownRenderer } from './Markdown.js';
import { decodeEntities, markdownLinkHref, renderMarkdown } from './render.js';
import { safeUrl } from './safeUrl.js';

const attacks = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](<javascript:alert(1)>)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<form action="https://evil.example"><input></form>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<base href="https://evil.example/">',
];

/** Markup of `source` as server rendering produces it (no DOM involved). */
const markup = (source: string) => renderToStaticMarkup(<>{renderMarkdown(source)}</>);

describe('renderMarkdown', () => {
  it('formats markdown: emphasis, lists, links, headings, quotes, code, tables, breaks', () => {
    const html = markup(
      '# Title\n\n**Bold** and *em* and ~~gone~~ and [a link](https://example.org "T")\n' +
        'next line\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n`a<b`\n\n---\n\n' +
        '| a | b |\n|---|---|\n| 1 | 2 |\n\nmail [us](mailto:team@org.example)',
    );
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain(
      '<a href="https://example.org" title="T" rel="noopener noreferrer nofollow" target="_blank">a link</a>',
    );
    expect(html).toContain('<br/>next line');
    expect(html).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(html).toContain('<ol start="3"><li>three</li><li>four</li></ol>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<code>a&lt;b</code>');
    expect(html).toContain('<hr/>');
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('href="mailto:team@org.example"');
  });

  it('renders allow-listed HTML as elements, drops other tags and shows images as alt text', () => {
    expect(
      markup('Hi <b>there</b> <img src=x onerror=alert(1)> ![a map](https://x.example/m.png)'),
    ).toBe('<p>Hi <b>there</b>  a map</p>');
    expect(markup('A <script>alert(1)</script>B <style>p{}</style>C')).toBe('<p>A B C</p>');
    expect(markup('<div onclick="x">Block &amp; text</div>\n\n<script>alert(1)</script>')).toBe(
      '<p>Block &amp; text</p>',
    );
    expect(markup('Join us <b>now</b>!<br>')).toBe('<p>Join us <b>now</b>!<br/></p>');
  });

  it('decodes character references into text, never into markup', () => {
    expect(markup('Tea &amp; cake &#8212; &pound;3 &#60;b&#62;')).toBe(
      '<p>Tea &amp; cake — £3 &lt;b&gt;</p>',
    );
    expect(decodeEntities('&#0; &#xD800; &unknown; &#x1F600;')).toBe('\ufffd \ufffd &unknown; 😀');
  });

  it.each(attacks)('leaves nothing executable of %s (server markup and DOM)', (attack) => {
    const html = markup(`Hello ${attack}`);
    expect(html).not.toMatch(/<(script|iframe|img|svg|math|form|input|style|base)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src|action)="\s*(javascript|data|vbscript)/i);
    const { container } = render(<>{renderMarkdown(`Hello ${attack}`)}</>);
    for (const el of Array.from(container.querySelectorAll('*'))) {
      expect(['P', 'A', 'STRONG', 'EM', 'B', 'I', 'U', 'CODE', 'BR', 'DEL']).toContain(el.tagName);
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(/^\s*(javascript|data|vbscript):/i.test(attr.value)).toBe(false);
      }
    }
  });

  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['tel:+441234', 'tel:+441234'],
    ['/relative', '/relative'],
    ['javascript:alert(1)', undefined],
    ['mailto:a@b.example\njavascript:x', undefined],
    ['vbscript:msgbox(1)', undefined],
  ])('link href %s -> %s', (href, expected) => {
    expect(markdownLinkHref(href)).toBe(expected);
  });
});

describe('Markdown', () => {
  it('renders formatted markdown at once, never raw HTML', async () => {
    const { container } = render(
      <Markdown source={'*hi* <img src=x onerror=alert(1)> [x](javascript:alert(1))'} />,
    );
    const root = container.querySelector('.vk-markdown')!;
    expect(root.getAttribute('data-format')).toBe('markdown');
    expect(root.querySelector('em')?.textContent).toBe('hi');
    expect(root.querySelector('img')).toBeNull();
    expect(root.innerHTML).not.toMatch(/javascript:/i);
    // The compatibility loader resolves the same renderer.
    expect((await loadMarkdownRenderer()).renderMarkdown).toBe(renderMarkdown);
  });

  it('renders nothing for an empty advert', () => {
    const { container } = render(<Markdown source={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('server rendering emits the formatted advert, and hydration keeps it as is', async () => {
    const source = 'Join us <b>now</b>!<br>\n\n- one\n- two\n\n<script>alert(1)</script>';
    const html = renderToString(<Markdown source={source} />);
    expect(html).toContain('data-format="markdown"');
    expect(html).toContain('<b>now</b>');
    expect(html).not.toContain('script');
    const host = document.createElement('div');
    host.innerHTML = html;
    const before = host.innerHTML;
    const errors: unknown[] = [];
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    await act(async () => {
      hydrateRoot(host, <Markdown source={source} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    expect(host.innerHTML).toBe(before);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['/relative', '/relative'],
    ['page.html', 'page.html'],
    ['javascript:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['//evil.example', undefined],
    [42, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});
