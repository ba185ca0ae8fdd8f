import {
  applyUrlTemplate,
  EmbedConfigError,
  geocodeTypesOf,
  optionsFromAttributes,
  resolveOptions,
  resolveHttpUrl,
  sanitiseTheme,
} from './config.js';

const PAGE = 'https://partner.example/volunteer/index.html?x=1#y';

describe('resolveOptions', () => {
  it('applies the defaults', () => {
    const r = resolveOptions({}, PAGE);
    expect(r).toMatchObject({
      apiBase: 'https://partner.example/api/',
      view: 'search',
      resultsUrl: 'https://partner.example/residential-opportunities/results',
      theme: {},
      messages: {},
      filters: '',
      hash: false,
      locale: 'auto',
      colorScheme: 'light',
    });
    // No first day of the week unless the page sets one: the locale's applies (Sunday in English).
    expect(r.weekStartsOn).toBeUndefined();
    expect(resolveOptions({ weekStartsOn: 1 }, PAGE).weekStartsOn).toBe(1);
    expect(resolveOptions({ weekStartsOn: 9 as 1 }, PAGE).weekStartsOn).toBeUndefined();
  });

  it('reads the locale from data-locale and keeps what the page asked for', () => {
    const element = {
      getAttribute: (name: string) => (name === 'data-locale' ? 'cy' : null),
    } as unknown as Element;
    expect(resolveOptions(optionsFromAttributes(element, 'data-'), PAGE).locale).toBe('cy');
    expect(resolveOptions({ locale: 42 as unknown as string }, PAGE).locale).toBe('auto');
  });

  it('accepts the colour schemes and falls back to light', () => {
    expect(resolveOptions({ colorScheme: 'auto' }, PAGE).colorScheme).toBe('auto');
    expect(resolveOptions({ colorScheme: 'dark' }, PAGE).colorScheme).toBe('dark');
    expect(resolveOptions({ colorScheme: 'purple' as never }, PAGE).colorScheme).toBe('light');
  });

  it('uses the script tag API base, and an explicit one over it', () => {
    expect(resolveOptions({}, PAGE, 'https://org.example/api').apiBase).toBe(
      'https://org.example/api/',
    );
    expect(
      resolveOptions({ apiBase: 'http://127.0.0.1:4010/api/' }, PAGE, 'https://org.example/api/')
        .apiBase,
    ).toBe('http://127.0.0.1:4010/api/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://x/api/', 'http://[bad'])(
    'refuses the API base %s with a typed error',
    (apiBase) => {
      expect(() => resolveOptions({ apiBase }, PAGE)).toThrow(EmbedConfigError);
    },
  );

  it('drops unsafe results URLs and keeps relative ones', () => {
    expect(resolveOptions({ resultsUrl: 'javascript:alert(1)' }, PAGE).resultsUrl).toBe(
      'https://partner.example/residential-opportunities/results',
    );
    expect(resolveOptions({ resultsUrl: 'results.html?embed=1#x' }, PAGE).resultsUrl).toBe(
      'https://partner.example/volunteer/results.html?embed=1',
    );
  });

  it('falls back to the search view and syncs the hash only for results by default', () => {
    expect(resolveOptions({ view: 'nope' as never }, PAGE).view).toBe('search');
    expect(resolveOptions({ view: 'results' }, PAGE).hash).toBe(true);
    expect(resolveOptions({ view: 'results', hash: false }, PAGE).hash).toBe(false);
    expect(resolveOptions({ view: 'latest' }, PAGE).hash).toBe(false);
  });

  it('serialises object filters and strips a leading # from strings', () => {
    expect(resolveOptions({ filters: { type: 'long_term', page: 2 } }, PAGE).filters).toBe(
      'type=long_term&page=2',
    );
    expect(resolveOptions({ filters: '#type=short_term' }, PAGE).filters).toBe('type=short_term');
  });

  it('keeps only string messages and never copies __proto__', () => {
    const messages = JSON.parse('{"__proto__": {"polluted": "yes"}, "search": "Go", "n": 3}');
    const r = resolveOptions({ messages }, PAGE);
    expect(r.messages).toEqual({ search: 'Go' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('applyUrl (apply link template)', () => {
  it('has no apply link by default', () => {
    expect(resolveOptions({}, PAGE).applyUrl).toBeUndefined();
  });

  it.each([
    '/volunteer/apply/{slug}',
    'apply.html?o={id}&s={slug}',
    'https://apply.example/{slug}',
    '  /apply  ',
  ])('keeps the template %s', (applyUrl) => {
    expect(resolveOptions({ applyUrl }, PAGE).applyUrl).toBe(applyUrl.trim());
  });

  it.each([
    'javascript:alert({id})',
    '{slug}:alert(1)',
    'java{slug}script:alert(1)',
    'data:text/html,{slug}',
    'ftp://x/{slug}',
    'http://[bad/{slug}',
    '',
    'x'.repeat(2001),
  ])('drops the unsafe or invalid template %s', (applyUrl) => {
    expect(resolveOptions({ applyUrl }, PAGE).applyUrl).toBeUndefined();
    expect(applyUrlTemplate(applyUrl, PAGE)).toBeUndefined();
  });

  it('ignores a template that is not a string', () => {
    expect(resolveOptions({ applyUrl: 42 as never }, PAGE).applyUrl).toBeUndefined();
  });
});

describe('sanitiseTheme', () => {
  it('keeps --vk-* declarations with harmless values', () => {
    expect(
      sanitiseTheme({ '--vk-color-primary': '#7a1fa2', '--vk-radius': 0, color: 'red' }),
    ).toEqual({ '--vk-color-primary': '#7a1fa2', '--vk-radius': '0' });
  });

  it.each([
    'red; } body { display: none',
    'url(https://evil.example/x.png)',
    'red</style><script>',
    '/* x */ red',
    '@import "x"',
    'a\\7d',
  ])('drops the value %s', (value) => {
    expect(sanitiseTheme({ '--vk-color-primary': value })).toEqual({});
  });

  it('drops keys that are not --vk-* names', () => {
    expect(sanitiseTheme({ '--vk-Color': 'red', '--other': 'red', '--vk-a;b': 'red' })).toEqual({});
  });
});

describe('resolveHttpUrl', () => {
  it('accepts only http(s)', () => {
    expect(resolveHttpUrl('/api/', PAGE)?.href).toBe('https://partner.example/api/');
    expect(resolveHttpUrl(' javascript:alert(1)', PAGE)).toBeUndefined();
    expect(resolveHttpUrl('', PAGE)).toBeUndefined();
    expect(resolveHttpUrl(null, PAGE)).toBeUndefined();
  });

  it("resolves a protocol-relative base against the page (unlike the widgets' safeUrl)", () => {
    expect(resolveHttpUrl('//api.partner.example/api/', PAGE)?.href).toBe(
      'https://api.partner.example/api/',
    );
  });
});

describe('optionsFromAttributes', () => {
  const element = (attrs: Record<string, string>) =>
    ({ getAttribute: (name: string) => attrs[name] ?? null }) as unknown as Element;

  it('reads data-* attributes of a declarative mount point', () => {
    expect(
      optionsFromAttributes(
        element({
          'data-api-base': 'https://org.example/api/',
          'data-view': 'results',
          'data-results-url': '/r',
          'data-theme': '{"--vk-radius":"0"}',
          'data-messages': 'not json',
          'data-filters': 'type=long_term',
          'data-hash': 'false',
          'data-week-starts-on': '1',
          'data-apply-url': '/apply/{slug}',
          'data-geocode-types': 'geojson,city',
          'data-api-version': '4',
          'data-locale': '',
        }),
        'data-',
      ),
    ).toEqual({
      apiBase: 'https://org.example/api/',
      view: 'results',
      resultsUrl: '/r',
      theme: { '--vk-radius': '0' },
      filters: 'type=long_term',
      hash: false,
      weekStartsOn: 1,
      applyUrl: '/apply/{slug}',
      geocodeTypes: 'geojson,city',
      apiVersion: '4',
    });
  });

  it('reads plain attributes of the custom element; an empty hash attribute means true', () => {
    expect(optionsFromAttributes(element({ view: 'latest', hash: '' }), '')).toEqual({
      view: 'latest',
      hash: true,
    });
  });
});

describe('apiVersion (the version of the Accept media type, spec 7.1)', () => {
  it('is passed to the transport as given (undefined: its default 3; null: none)', () => {
    expect(resolveOptions({}, PAGE).apiVersion).toBeUndefined();
    expect(resolveOptions({ apiVersion: null }, PAGE).apiVersion).toBeNull();
    expect(resolveOptions({ apiVersion: 'v4' }, PAGE).apiVersion).toBe('v4');
  });
});

describe('geocodeTypes (the place types the location search asks for)', () => {
  it('keeps lower-case names from a list or a comma-separated string', () => {
    expect(geocodeTypesOf('geojson, city ,region')).toEqual(['geojson', 'city', 'region']);
    expect(geocodeTypesOf(['geojson', 'city'])).toEqual(['geojson', 'city']);
  });
  it('drops anything else; nothing left means the widgets default', () => {
    expect(geocodeTypesOf('city,x&y=1,CITY,')).toEqual(['city']);
    expect(geocodeTypesOf('&q=1')).toBeUndefined();
    expect(geocodeTypesOf(42)).toBeUndefined();
    expect(resolveOptions({}, PAGE).geocodeTypes).toBeUndefined();
    expect(resolveOptions({ geocodeTypes: 'region' }, PAGE).geocodeTypes).toEqual(['region']);
  });
});
