import type { HttpClient, RequestOptions } from '../http/types.js';
import {
  listCountryPolygons,
  listOrganisationTimezones,
  listResidentialCounties,
  listResidentialCountries,
  listResidentialOpportunities,
  searchGeocode,
  searchGeocodeWithSuggestions,
  searchTeams,
} from './residential.js';

function recorder(body: unknown) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T>(o: RequestOptions) => {
      calls.push(o);
      return body as T;
    },
    cancel: () => undefined,
    cancelAll: () => undefined,
  };
  return { http, calls };
}

describe('public residential calls (spec 7.3)', () => {
  it('lists opportunities publicly with limit=8 and include=image', async () => {
    const body = { data: [{ id: 1 }], meta: { pagination: {} } };
    const { http, calls } = recorder(body);
    await expect(listResidentialOpportunities(http, { page: 2, date: 'any' })).resolves.toBe(body);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: 'residential-opportunities/',
      public: true,
      query: { limit: 8, include: 'image', page: 2, date: 'any' },
    });
  });

  it('lists counties publicly and reads data', async () => {
    const { http, calls } = recorder({ data: [{ name: 'Kent' }] });
    expect(await listResidentialCounties(http)).toEqual([{ name: 'Kent' }]);
    expect(calls[0]).toMatchObject({
      path: 'residential-opportunities/counties/',
      public: true,
      query: { limit: 8, include: 'image' },
    });
  });

  it('reads the whole countries body as the list', async () => {
    const { http, calls } = recorder([{ name: 'France' }]);
    expect(await listResidentialCountries(http)).toEqual([{ name: 'France' }]);
    expect(calls[0]).toMatchObject({ path: 'residential-opportunities/countries' });
    expect(await listResidentialCountries(recorder(null).http)).toEqual([]);
  });

  it('geocodes with q and a comma-joined type, default geojson', async () => {
    const { http, calls } = recorder({ data: [{ name: 'X' }] });
    await searchGeocode(http, 'Lake');
    await searchGeocode(http, 'Lake', { type: ['geojson', 'place'] });
    expect(calls[0]).toMatchObject({
      path: 'geocode/',
      query: { q: 'Lake', type: 'geojson' },
      public: true,
    });
    expect(calls[1]!.query).toEqual({ q: 'Lake', type: 'geojson,place' });
    expect(await searchGeocode(recorder({}).http, 'x')).toEqual([]);
  });

  it("geocode search can keep the server's meta.suggestions", async () => {
    const keswick = { name: 'Keswick', lat: 54.6, long: -3.13, type: 'city', id: 'k' };
    const { http, calls } = recorder({ data: [], meta: { suggestions: [keswick] } });
    expect(await searchGeocodeWithSuggestions(http, 'Keswik', { type: ['city'] })).toEqual({
      data: [],
      suggestions: [keswick],
    });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: 'geocode/',
      query: { q: 'Keswik', type: 'city' },
      public: true,
    });
    // No suggestions sent (or not a list), an array body, or no body: none kept.
    expect(await searchGeocodeWithSuggestions(recorder({ data: [keswick] }).http, 'K')).toEqual({
      data: [keswick],
    });
    expect(
      await searchGeocodeWithSuggestions(recorder({ meta: { suggestions: 'x' } }).http, 'K'),
    ).toEqual({ data: [] });
    expect(await searchGeocodeWithSuggestions(recorder([keswick]).http, 'K')).toEqual({
      data: [keswick],
    });
    expect(await searchGeocodeWithSuggestions(recorder(null).http, 'K')).toEqual({ data: [] });
  });

  it('country polygons, team search and timezones read their data', async () => {
    const { http, calls } = recorder({ data: [{ name: 'A', display_text: 'A' }] });
    expect(await listCountryPolygons(http)).toHaveLength(1);
    expect(await searchTeams(http, 'north')).toHaveLength(1);
    expect(await listOrganisationTimezones(http)).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual([
      'geocode/country-polygons/',
      'teams/',
      'organisation/timezones/',
    ]);
    expect(calls[1]!.query).toEqual({ q: 'north' });
    // The catalogue marks team search and timezones public: the defaults follow it.
    expect(calls.map((c) => c.public)).toEqual([true, true, true]);
  });
});
