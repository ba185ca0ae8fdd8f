// safeUrl (the card's public_url, image and logo URLs) against hostile spellings
// (issue 10). Script schemes in every disguise are refused; so must be every
// spelling a browser resolves to a protocol-relative URL on another host
// (its documented contract: "protocol-relative excluded").
import { safeUrl } from './safeUrl.js';

describe('safeUrl refuses script schemes in every disguise', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u0000:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.org/x',
    'file:///etc/passwd',
    '//evil.example/x',
    ' //evil.example/x',
  ])('%j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it.each([
    'https://example.org/o/1',
    'http://example.org/',
    '/opportunities/1',
    './x',
    '../x',
    'opportunities/1',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});

describe('safeUrl and backslashes', () => {
  // Browsers read "\" as "/" in http(s) URLs: these all resolve to https://evil.example/...
  const protocolRelative = ['\\\\evil.example\\x', '/\\evil.example/x', '\\/evil.example/x'];

  it('the browser really resolves them to another host (so the check below matters)', () => {
    for (const url of protocolRelative)
      expect(new URL(url, 'https://partner.example/page').host).toBe('evil.example');
  });

  it('backslash spellings of protocol-relative URLs are refused (finding safeurl-backslash-protocol-relative, fixed)', () => {
    for (const url of protocolRelative) expect(safeUrl(url), url).toBeUndefined();
  });
});

describe('safeUrl and invisible characters', () => {
  it.each([
    '\u200bjavascript:alert(1)',
    'java\u200dscript:alert(1)',
    '\ufeffjavascript:x',
    '\u202ejavascript:x',
    'https://a.example/\u0085x',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });
});
