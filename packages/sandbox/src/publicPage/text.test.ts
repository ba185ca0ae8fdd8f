import { cyPageText, enPageText, pageTextOf } from './text.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('Welsh has every text of the opportunity page, with the same placeholders', () => {
  expect(Object.keys(cyPageText).sort()).toEqual(Object.keys(enPageText).sort());
  for (const key of Object.keys(enPageText) as (keyof typeof enPageText)[]) {
    expect(cyPageText[key], key).not.toBe('');
    expect(placeholders(cyPageText[key]), key).toEqual(placeholders(enPageText[key]));
  }
});

test('the language: lang first, else the search page’s, else English', () => {
  expect(pageTextOf('cy', undefined).htmlLang).toBe('cy');
  expect(pageTextOf('en', 'https://p.example/?lang=cy').htmlLang).toBe('en');
  expect(pageTextOf(null, 'https://p.example/results.html?lang=cy#page=2').htmlLang).toBe('cy');
  expect(pageTextOf(null, 'not a url').htmlLang).toBe('en');
  expect(pageTextOf(undefined, undefined).htmlLang).toBe('en');
});
