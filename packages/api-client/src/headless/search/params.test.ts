import fc from 'fast-check';
import {
  residentialSearchToQuery,
  RESIDENTIAL_SEARCH_RADIUS_KM,
  RESIDENTIAL_SEARCH_PARAMS,
  defaultResidentialSearch,
  displayParamValue,
  parseResidentialSearch,
  passesParamCheck,
  stringifyResidentialSearch,
} from './params.js';

describe('parseResidentialSearch', () => {
  it('gives the spec defaults for an empty hash', () => {
    expect(parseResidentialSearch('')).toEqual({
      type: 'any',
      date: '',
      flexibility: 7,
      display: 'grid',
      s: 'date_advertised',
      o: 'desc',
      willing_to_share: 'true',
    });
    expect(parseResidentialSearch('#')).toEqual(defaultResidentialSearch());
  });

  it('reads valid values, with or without # or ?', () => {
    const s = parseResidentialSearch(
      '#type=short_term&search=Lake%20District&lat=54.45&lon=-3.09&geojson=poly-7&page=3&date=2030-02-28&flexibility=30&display=list&s=display_name&o=asc&willing_to_share=false&public_search=true',
    );
    expect(s).toEqual({
      type: 'short_term',
      search: 'Lake District',
      lat: '54.45',
      lon: '-3.09',
      geojson: 'poly-7',
      page: 3,
      public_search: 'true',
      date: '2030-02-28',
      flexibility: 30,
      display: 'list',
      s: 'display_name',
      o: 'asc',
      willing_to_share: 'false',
    });
    expect(parseResidentialSearch('?type=long_term').type).toBe('long_term');
  });

  it.each([
    ['type', 'weekly', 'any'],
    ['flexibility', '8', 7],
    ['flexibility', '7abc', 7],
    ['display', 'table', 'grid'],
    ['s', 'password', 'date_advertised'],
    ['o', 'sideways', 'desc'],
    ['willing_to_share', 'yes', 'true'],
    ['date', '2030-02-30', ''],
    ['date', '2030-13-01', ''],
    ['date', 'tomorrow', ''],
    ['page', '0', undefined],
    ['page', '-2', undefined],
    ['page', '2.5', undefined],
    ['lat', '91', undefined],
    ['lon', '181', undefined],
    ['lon', '1e3', undefined],
    ['geojson', '<script>', undefined],
    ['search', '<img src=x onerror=alert(1)>', undefined],
    ['public_search', 'maybe', undefined],
  ])('falls back to the default when %s=%s fails its check', (name, raw, expected) => {
    const state = parseResidentialSearch(`${name}=${encodeURIComponent(raw)}`) as unknown as Record<
      string,
      unknown
    >;
    expect(state[name]).toEqual(expected);
  });

  it('never pollutes prototypes and ignores unknown keys', () => {
    const s = parseResidentialSearch(
      '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x&toString=1&polluted=1',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(s)).toBe(Object.prototype);
    expect(Object.keys(s).sort()).toEqual(Object.keys(defaultResidentialSearch()).sort());
  });

  it('takes the last of repeated parameters', () => {
    expect(parseResidentialSearch('type=short_term&type=long_term').type).toBe('long_term');
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
        const s = parseResidentialSearch(input);
        expect(RESIDENTIAL_SEARCH_PARAMS.type.check).toContain(s.type);
      }),
    );
    expect(parseResidentialSearch('%E0%A4%A')).toEqual(defaultResidentialSearch());
  });
});

describe('stringifyResidentialSearch', () => {
  it('leaves out defaults and writes the rest in table order', () => {
    expect(stringifyResidentialSearch(defaultResidentialSearch())).toBe('');
    expect(
      stringifyResidentialSearch({ ...defaultResidentialSearch(), page: 2, type: 'long_term' }),
    ).toBe('type=long_term&page=2');
  });

  it('drops invalid values', () => {
    expect(
      stringifyResidentialSearch({
        ...defaultResidentialSearch(),
        flexibility: 5,
        display: 'x' as 'grid',
      }),
    ).toBe('');
  });

  it('round-trips: parse(stringify(s)) equals s for any state parse can return', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const s = parseResidentialSearch(input);
        expect(parseResidentialSearch(stringifyResidentialSearch(s))).toEqual(s);
      }),
    );
    const s = parseResidentialSearch('search=S%C3%A3o+Paulo%20%26+more&lat=-23.5&lon=-46.6');
    expect(s.search).toBe('São Paulo & more');
    expect(parseResidentialSearch(stringifyResidentialSearch(s))).toEqual(s);
  });
});

describe('checks and display', () => {
  it('supports allowed lists and regex: rules', () => {
    expect(passesParamCheck(['a', 'b'], 'b')).toBe(true);
    expect(passesParamCheck(['a', 'b'], 'c')).toBe(false);
    expect(passesParamCheck('regex:^\\d+$', '12')).toBe(true);
    expect(passesParamCheck('regex:^\\d+$', '1a')).toBe(false);
    expect(passesParamCheck('regex:(', 'x')).toBe(false);
  });

  it('shows values with underscores as spaces', () => {
    expect(displayParamValue('short_term')).toBe('short term');
  });
});

describe('residentialSearchToQuery', () => {
  it('sends the radius the results name around a point, none in a polygon or anywhere', () => {
    const near = residentialSearchToQuery(
      parseResidentialSearch('search=Keswick&lat=54.6&lon=-3.13'),
    );
    expect(near).toMatchObject({ lat: '54.6', lon: '-3.13', radius: RESIDENTIAL_SEARCH_RADIUS_KM });
    // 30 miles.
    expect(RESIDENTIAL_SEARCH_RADIUS_KM / 1.609344).toBeCloseTo(30, 1);
    const polygon = residentialSearchToQuery(
      parseResidentialSearch('search=France&lat=46&lon=2&geojson=FRA'),
    );
    expect(polygon).not.toHaveProperty('radius');
    expect(residentialSearchToQuery(parseResidentialSearch(''))).not.toHaveProperty('radius');
  });
});
