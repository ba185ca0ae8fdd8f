// @vitest-environment jsdom
// DOMPurify does not sanitise under happy-dom; jsdom is a real enough DOM (see HELPER_RULES).
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Markdown, loadMarkdownSanitizer } from './Markdown.js';
import { markdownToSafeHtml } from './sanitize.js';
import { safeUrl } from './safeUrl.js';

const attacks = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<form action="https://evil.example"><input></form>',
];

describe('markdownToSafeHtml', () => {
  it('renders markdown', () => {
    const html = markdownToSafeHtml('**Bold** and [a link](https://example.org)')!;
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it.each(attacks)('strips %s', (attack) => {
    const html = markdownToSafeHtml(`Hello ${attack}`)!;
    const div = document.createElement('div');
    div.innerHTML = html;
    expect(div.querySelectorAll('script, iframe, img, svg, form, input, [style]').length).toBe(0);
    for (const el of Array.from(div.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(/^\s*(javascript|data):/i.test(attr.value)).toBe(false);
      }
    }
  });
});

describe('Markdown', () => {
  // Runs first: the sanitiser chunk is not loaded yet in this module graph.
  it('shows escaped text until the sanitiser loads, then sanitised HTML (never raw HTML)', async () => {
    const source = '*hi* <img src=x onerror=alert(1)>';
    const { container } = render(<Markdown source={source} />);
    const root = () => container.querySelector('.vk-markdown')!;
    expect(root().getAttribute('data-sanitized')).toBe('text');
    expect(root().querySelector('img, em')).toBeNull();
    expect(root().textContent).toBe(source);
    await waitFor(() => expect(root().getAttribute('data-sanitized')).toBe('html'));
    expect(root().querySelector('em')?.textContent).toBe('hi');
    expect(root().querySelector('img')).toBeNull();
  });

  it('renders sanitised HTML at once when the sanitiser is already loaded', async () => {
    const sanitizer = await loadMarkdownSanitizer();
    expect(sanitizer.markdownToSafeHtml('**b**')).toContain('<strong>b</strong>');
    // Loading again resolves the same module without a second import.
    expect(await loadMarkdownSanitizer()).toBe(sanitizer);
    const { container } = render(<Markdown source={'*hi* [x](javascript:alert(1))'} />);
    const root = container.querySelector('.vk-markdown')!;
    expect(root.getAttribute('data-sanitized')).toBe('html');
    expect(root.querySelector('em')?.textContent).toBe('hi');
    expect(root.innerHTML).not.toMatch(/javascript:/i);
  });

  it('renders nothing for an empty advert', () => {
    const { container } = render(<Markdown source={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('server rendering emits escaped plain text, never raw HTML, even once loaded', async () => {
    await loadMarkdownSanitizer();
    const html = renderToString(<Markdown source={'**x** <script>alert(1)</script>'} />);
    expect(html).toContain('data-sanitized="text"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
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
