// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticalConsent, readCookieSettings, writeCookieSettings } from './cookieSettings.js';

const clearCookie = () => {
  document.cookie = 'cookie-settings=; Max-Age=0; Path=/';
};
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('cookie settings', () => {
  it('defaults to both off when there is no cookie, silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readCookieSettings()).toEqual({ functional: false, analytical: false });
    expect(error).not.toHaveBeenCalled();
  });

  it('writes JSON and reads it back', () => {
    writeCookieSettings({ functional: true, analytical: false });
    expect(document.cookie).toContain('cookie-settings=');
    const raw = document.cookie.split('; ').find((c) => c.startsWith('cookie-settings='))!;
    expect(JSON.parse(decodeURIComponent(raw.split('=')[1]!))).toEqual({
      functional: true,
      analytical: false,
    });
    expect(readCookieSettings()).toEqual({ functional: true, analytical: false });
    writeCookieSettings({ analytical: true });
    expect(readCookieSettings()).toEqual({ functional: false, analytical: true });
  });

  it.each([
    ['not JSON', 'cookie-settings=%7Bnot-json'],
    ['wrong types', `cookie-settings=${encodeURIComponent('{"functional":"yes"}')}`],
    ['an array', `cookie-settings=${encodeURIComponent('[true]')}`],
    ['bad percent-encoding', 'cookie-settings=%E0%A4%A'],
  ])('a corrupt cookie (%s) logs an error and returns the defaults', (_label, cookie) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readCookieSettings(cookie)).toEqual({ functional: false, analytical: false });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('reads a cookie header among others, and partial settings default to false', () => {
    expect(
      readCookieSettings(`a=1; cookie-settings=${encodeURIComponent('{"analytical":true}')}; b=2`),
    ).toEqual({ functional: false, analytical: true });
  });

  it('an analytical start waits for consent: not on functional only, once when analytical is saved', () => {
    const start = vi.fn();
    const stop = onAnalyticalConsent(start);
    expect(start).not.toHaveBeenCalled();
    writeCookieSettings({ functional: true, analytical: false });
    expect(start).not.toHaveBeenCalled();
    writeCookieSettings({ functional: true, analytical: true });
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ functional: true, analytical: true });
    writeCookieSettings({ analytical: true });
    expect(start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a stored consent starts at once; a stopped wait never starts', () => {
    const stopped = vi.fn();
    onAnalyticalConsent(stopped)();
    writeCookieSettings({ analytical: true });
    expect(stopped).not.toHaveBeenCalled();
    const start = vi.fn();
    onAnalyticalConsent(start);
    expect(start).toHaveBeenCalledWith({ functional: false, analytical: true });
  });
});
