import { loadLocale, localeTag } from './locale.js';

describe('localeTag (which language a mount speaks)', () => {
  it.each([
    ['auto', 'cy', ['en-US'], 'cy'],
    ['auto', 'cy-GB', [], 'cy'],
    ['auto', 'en', ['cy'], 'en-GB'],
    ['auto', 'en-US', [], 'en-GB'],
    ['auto', '', ['fr-FR', 'cy'], 'cy'],
    ['auto', null, ['fr-FR'], 'en-GB'],
    ['auto', 'fr', ['de'], 'en-GB'],
    ['auto', 'constructor', ['valueOf', 'cy'], 'cy'],
    ['auto', 'x<script>', [], 'en-GB'],
    ['cy', 'en', ['en-US'], 'cy'],
    ['cy-GB', 'en', [], 'cy-GB'],
    ['en-US', 'cy', [], 'en-US'],
    ['fr', 'cy', [], 'en-GB'],
    ['en_GB', 'cy', [], 'en-GB'],
  ] as const)('%s with <html lang="%s"> and browser %j -> %s', (requested, page, browser, tag) => {
    expect(localeTag(requested, page, browser)).toBe(tag);
  });
});

describe('loadLocale', () => {
  it('gives English without loading anything', () => {
    expect(loadLocale('en-GB')).toEqual({ tag: 'en-GB' });
    expect(loadLocale('en-US')).toEqual({ tag: 'en-US' });
  });

  it('loads the Welsh catalogue for cy and cy-GB', async () => {
    const locale = await loadLocale('cy-GB');
    expect(locale.tag).toBe('cy-GB');
    expect(locale.residential?.searchButton).toBe('Chwilio');
  });
});
