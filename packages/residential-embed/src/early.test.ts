import {
  createPublicHttpClient,
  listResidentialOpportunities,
} from '@volunteerkit/api-client/public';
import {
  createResidentialHomeController,
  parseResidentialSearch,
  residentialSearchToQuery,
} from '@volunteerkit/api-client/search';
import { resolveOptions, optionsFromAttributes } from './config.js';
import { EARLY_ACCEPT, firstUrl } from './early.js';

// The loader's early request is only taken when its URL is exactly the one the core's
// transport fetches for the same mount: these compare the two for the same inputs.

const API = 'https://org.example/api/';

function element(attributes: Record<string, string>): Element {
  return { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

function location(hash: string, search = ''): Location {
  return { href: `https://partner.example/page${search}${hash}`, hash, search } as Location;
}

/** The URL the core's transport fetches first, captured at its `fetch`. */
function coreUrl(call: (http: ReturnType<typeof createPublicHttpClient>) => void): string {
  let url = '';
  const http = createPublicHttpClient(API, {
    fetch: (input) => {
      url = String(input);
      return new Promise(() => undefined);
    },
  });
  call(http);
  return url;
}

describe('firstUrl (the loader’s early list call)', () => {
  it.each([
    ['no hash', ''],
    ['a type', '#type=long_term'],
    ['a page and a date', '#page=3&date=2030-05-01&flexibility=14'],
    ['a place with spaces', '#search=Lake%20District&lat=54.5&lon=-3.1'],
    ['a polygon', '#search=Cumbria&geojson=region-12&lat=54.5&lon=-3.1'],
    ['a sort', '#s=display_name&o=asc&display=list&willing_to_share=false'],
  ])('results, %s: the URL the core fetches', (_name, hash) => {
    const loader = firstUrl(element({ 'data-view': 'results' }), API, location(hash));
    const core = coreUrl((http) =>
      listResidentialOpportunities(
        http,
        residentialSearchToQuery(parseResidentialSearch(hash.replace(/^#/, ''))),
      ),
    );
    expect(loader).toBe(core);
  });

  it('results: the filters when the hash is empty or not owned', () => {
    const core = coreUrl((http) =>
      listResidentialOpportunities(
        http,
        residentialSearchToQuery(parseResidentialSearch('type=short_term')),
      ),
    );
    const filters = { 'data-view': 'results', 'data-filters': 'type=short_term' };
    expect(firstUrl(element(filters), API, location(''))).toBe(core);
    expect(
      firstUrl(element({ ...filters, 'data-hash': 'false' }), API, location('#type=any')),
    ).toBe(core);
  });

  it('results: an invalid value gives another URL (the core does not take it, and asks itself)', () => {
    const hash = '#flexibility=banana';
    const core = coreUrl((http) =>
      listResidentialOpportunities(
        http,
        residentialSearchToQuery(parseResidentialSearch(hash.slice(1))),
      ),
    );
    expect(firstUrl(element({ 'data-view': 'results' }), API, location(hash))).not.toBe(core);
  });

  it.each([
    ['page 1', ''],
    ['page 2 of a type', '?page=2&type=long_term'],
  ])('latest, %s: the URL the home controller fetches', (_name, search) => {
    const loader = firstUrl(
      element({ 'data-view': 'latest', 'data-hash': 'true' }),
      API,
      location('', search),
    );
    const core = coreUrl((http) =>
      createResidentialHomeController({
        http,
        window: {
          location: { search, pathname: '/page', hash: '' },
          history: { pushState: () => undefined },
          scrollTo: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
      }).start(),
    );
    expect(loader).toBe(core);
  });

  it('the API base of the mount wins over the script’s, resolved against the page', () => {
    const url = firstUrl(
      element({ 'data-view': 'latest', 'data-api-base': '/other/api' }),
      API,
      location(''),
    );
    expect(url).toMatch(/^https:\/\/partner\.example\/other\/api\/residential-opportunities\/\?/);
  });

  it('the search form has no first list call', () => {
    expect(firstUrl(element({ 'data-view': 'search' }), API, location(''))).toBeUndefined();
    expect(firstUrl(element({}), API, location(''))).toBeUndefined();
  });
});

describe('the media type of the loader’s early call', () => {
  it('is the one the core’s transport sends by default (API version 3)', async () => {
    let accept: string | null = null;
    const { apiVersion } = resolveOptions(
      optionsFromAttributes(element({ 'data-view': 'results' }), 'data-'),
      'https://partner.example/',
    );
    const http = createPublicHttpClient(API, {
      version: apiVersion,
      fetch: (_input, init) => {
        accept = new Headers(init?.headers).get('accept');
        return Promise.resolve(Response.json({ data: [] }));
      },
    });
    await listResidentialOpportunities(http, {});
    expect(EARLY_ACCEPT).toBe(accept);
  });
});
