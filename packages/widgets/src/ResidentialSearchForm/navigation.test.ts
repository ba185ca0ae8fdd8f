import { goToResultsUrl, residentialResultsHref } from './navigation.js';

function fakeWindow(href: string) {
  const url = new URL(href);
  return {
    location: {
      href,
      pathname: url.pathname,
      search: url.search,
      assign: vi.fn(),
      reload: vi.fn(),
    },
  };
}

describe('residentialResultsHref (spec 2.1)', () => {
  it.each([
    [undefined, 'type=long_term', '/residential-opportunities/results?#type=long_term'],
    ['/volunteer/results', 'type=long_term', '/volunteer/results?#type=long_term'],
    ['/volunteer/results?lang=fr', 'type=long_term', '/volunteer/results?lang=fr#type=long_term'],
    ['/r?lang=fr&x=1#top', 'search=Keswick&lat=54.6', '/r?lang=fr&x=1#top&search=Keswick&lat=54.6'],
    // The host's own hash parameters are kept; search parameters always come from the search.
    ['/r#tab=2&type=long_term&page=4', 'search=Keswick', '/r?#tab=2&search=Keswick'],
    ['/r#display=list&o=asc', '', '/r?#'],
    ['/r#__proto__=x&constructor=y', 'page=2', '/r?#__proto__=x&constructor=y&page=2'],
    ['/r#%74ype=long_term', 'page=2', '/r?#page=2'],
    ['https://org.example/v/r?a=1', '#page=2', 'https://org.example/v/r?a=1#page=2'],
    ['/r?', '', '/r?#'],
    [
      'javascript:alert(1)//?x',
      'type=long_term',
      '/residential-opportunities/results?#type=long_term',
    ],
    ['data:text/html,x', 'page=2', '/residential-opportunities/results?#page=2'],
    ['//evil.example/r', 'page=2', '/residential-opportunities/results?#page=2'],
  ])('%s + %s -> %s', (url, query, expected) => {
    expect(residentialResultsHref(url, query)).toBe(expected);
  });
});

describe('goToResultsUrl', () => {
  it('goes to a results URL with a query string, carrying the hash', () => {
    const win = fakeWindow('https://partner.example/home');
    goToResultsUrl('type=short_term', { resultsUrl: '/results?lang=fr', window: win });
    expect(win.location.assign).toHaveBeenCalledWith('/results?lang=fr#type=short_term');
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('refresh reloads only when already on that page (same path and query string)', () => {
    const same = fakeWindow('https://partner.example/results?lang=fr#page=3');
    goToResultsUrl('type=any', { resultsUrl: '/results?lang=fr', refresh: true, window: same });
    expect(same.location.assign).toHaveBeenCalledWith('/results?lang=fr#type=any');
    expect(same.location.reload).toHaveBeenCalledTimes(1);

    const otherQuery = fakeWindow('https://partner.example/results?lang=de');
    goToResultsUrl('type=any', {
      resultsUrl: '/results?lang=fr',
      refresh: true,
      window: otherQuery,
    });
    expect(otherQuery.location.reload).not.toHaveBeenCalled();

    const otherOrigin = fakeWindow('https://partner.example/results?lang=fr');
    goToResultsUrl('type=any', {
      resultsUrl: 'https://org.example/results?lang=fr',
      refresh: true,
      window: otherOrigin,
    });
    expect(otherOrigin.location.reload).not.toHaveBeenCalled();
  });

  it('works with a window that only knows its pathname (the older NavigatorWindow)', () => {
    const location = {
      pathname: '/residential-opportunities/results',
      assign: vi.fn(),
      reload: vi.fn(),
    };
    goToResultsUrl('page=2', { refresh: true, window: { location } });
    expect(location.assign).toHaveBeenCalledWith('/residential-opportunities/results?#page=2');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a window (server rendering)', () => {
    expect(typeof window).toBe('undefined');
    expect(() => goToResultsUrl('page=2', {})).not.toThrow();
  });
});
