import { resultsBackUrl, withBack } from './backLink.js';

test('the results URL carries the search state in place of the page hash', () => {
  expect(
    resultsBackUrl({ href: 'https://charity.example/find.html?x=1#old' }, 'search=Keswick&page=2'),
  ).toBe('https://charity.example/find.html?x=1#search=Keswick&page=2');
  // Without a router the page is its own state.
  expect(resultsBackUrl({ href: 'https://charity.example/find.html#a' }, undefined)).toBe(
    'https://charity.example/find.html#a',
  );
});

test('no back URL from a page that is not a plain http(s) address', () => {
  for (const href of [
    undefined,
    42,
    'not a url',
    'file:///home/me/page.html',
    'javascript:alert(1)',
    'https://user:secret@charity.example/find.html',
    `https://charity.example/${'x'.repeat(2000)}`,
  ])
    expect(resultsBackUrl({ href }, 'page=2'), String(href)).toBeUndefined();
  expect(resultsBackUrl(undefined, 'page=2')).toBeUndefined();
});

test('the details link gets a back parameter before any fragment', () => {
  const back = 'https://charity.example/find#search=Keswick&page=2';
  const encoded = encodeURIComponent(back);
  expect(withBack('/opportunities/walling-1', back)).toBe(
    `/opportunities/walling-1?back=${encoded}`,
  );
  expect(withBack('https://api.example/opportunities/a?ref=x#top', back)).toBe(
    `https://api.example/opportunities/a?ref=x&back=${encoded}#top`,
  );
  expect(new URL(withBack('https://api.example/o/a', back)).searchParams.get('back')).toBe(back);
  expect(withBack('/opportunities/a', undefined)).toBe('/opportunities/a');
});

test('a Welsh card opens the details page in Welsh (lang=cy), with or without a back link', () => {
  expect(withBack('/opportunities/a', undefined, 'cy')).toBe('/opportunities/a?lang=cy');
  expect(withBack('/o/a?x=1#top', 'https://p.example/', 'cy-GB')).toBe(
    `/o/a?x=1&back=${encodeURIComponent('https://p.example/')}&lang=cy#top`,
  );
  expect(withBack('/opportunities/a', undefined, 'en-GB')).toBe('/opportunities/a');
});
