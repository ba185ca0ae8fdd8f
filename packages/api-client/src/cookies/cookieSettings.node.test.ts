import { expect, it } from 'vitest';
import { readCookieSettings, writeCookieSettings } from './cookieSettings.js';

it('is safe without a document (SSR): defaults, and writing returns the value only', () => {
  expect(typeof globalThis.document).toBe('undefined');
  expect(readCookieSettings()).toEqual({ functional: false, analytical: false });
  expect(decodeURIComponent(writeCookieSettings({ functional: true }))).toBe(
    '{"functional":true,"analytical":false}',
  );
});
