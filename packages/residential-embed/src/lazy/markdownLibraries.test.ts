// @vitest-environment jsdom
import createDOMPurify from './dompurify.js';
import { Marked } from './marked.js';
import { loadMarkdownLibraries, markdownLibraries } from './markdownLibraries.js';

// The stand-ins the embed's build puts in place of marked and DOMPurify inside the
// widgets' sanitize.ts. Sanitising is proved in jsdom (happy-dom cannot be trusted).
describe('lazy markdown stand-ins', () => {
  const attack =
    '**bold** <img src=x onerror="alert(1)"> [x](javascript:alert(1)) <script>alert(2)</script>';

  it('before loading: escapes the source as text and lets nothing else through', () => {
    expect(markdownLibraries.marked).toBeUndefined();
    const marked = new Marked({ gfm: true });
    const purify = createDOMPurify(window);
    expect(purify.isSupported).toBe(true);
    const html = marked.parse(attack);
    expect(html).toBe(
      '<p>**bold** &lt;img src=x onerror=&quot;alert(1)&quot;&gt; [x](javascript:alert(1)) &lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    expect(purify.sanitize(html)).toBe(html);
    // Raw HTML that did not come from the stand-in is never returned unsanitised.
    expect(purify.sanitize('<img src=x onerror="alert(1)">')).toBe('');
  });

  it('after loading: the real marked and DOMPurify, with hooks registered earlier', async () => {
    const marked = new Marked({ gfm: true, breaks: true });
    const purify = createDOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if ((node as Element).tagName === 'A') (node as Element).setAttribute('rel', 'noopener');
    });
    await loadMarkdownLibraries();
    const html = purify.sanitize(marked.parse('**bold** [ok](https://example.org) ' + attack), {
      ALLOWED_TAGS: ['p', 'strong', 'a'],
      ALLOWED_ATTR: ['href'],
    });
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.org" rel="noopener">ok</a>');
    expect(html).not.toMatch(/onerror|javascript:|<script|<img/i);
  });
});
