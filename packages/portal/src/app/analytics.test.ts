// @vitest-environment happy-dom
// The portal's analytics seam (issue 49): the script a page names loads only after
// analytical consent, never on functional consent alone, at once when the stored
// choice already allows it, and never from a URL that is not http(s).
import { afterEach, expect, test } from 'vitest';
import { writeCookieSettings } from '@volunteerkit/api-client';
import { ANALYTICS_META, startAnalytics } from './analytics.js';

// A document with no browsing context: the script elements are added, never fetched.
let page = document.implementation.createHTMLDocument('portal');
const scripts = () => [...page.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

function nameScript(src: string) {
  const meta = page.createElement('meta');
  meta.name = ANALYTICS_META;
  meta.content = src;
  page.head.append(meta);
}

afterEach(() => {
  page = document.implementation.createHTMLDocument('portal');
  document.cookie = 'cookie-settings=; Max-Age=0; Path=/';
});

test('the analytics script waits for analytical consent, then loads once', () => {
  nameScript('https://analytics.example/a.js');
  const stop = startAnalytics(page);
  expect(scripts()).toEqual([]);
  writeCookieSettings({ functional: true, analytical: false });
  expect(scripts()).toEqual([]);
  writeCookieSettings({ functional: true, analytical: true });
  expect(scripts()).toEqual(['https://analytics.example/a.js']);
  writeCookieSettings({ analytical: true });
  expect(scripts()).toHaveLength(1);
  stop();
});

test('a stored consent loads it at start; no script named, or not http(s): nothing', () => {
  writeCookieSettings({ analytical: true });
  startAnalytics(page);
  expect(scripts()).toEqual([]);
  nameScript('javascript:alert(1)');
  startAnalytics(page);
  expect(scripts()).toEqual([]);
  page.head.replaceChildren();
  nameScript('https://analytics.example/b.js');
  startAnalytics(page);
  expect(scripts()).toEqual(['https://analytics.example/b.js']);
});
