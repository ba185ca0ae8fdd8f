import type { StoredRecord } from '../store/records.js';
import { seedOrganisation } from '../seed/demo.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';

type Fixture = [
  key: string,
  type: string,
  lat: number,
  lon: number,
  advertised: string,
  slots: [string, string][],
  target?: string,
];

// Fixed opportunities with known places, dates and timeslots.
const FIXTURES: Fixture[] = [
  ['A', 'Residential-short', 55.95, -3.19, '2025-03-01', [['2026-07-01', '2026-07-10']]], // Edinburgh
  ['B', 'Residential-long', 55.86, -4.25, '2025-05-01', [['2026-08-01', '2026-10-01']]], // Glasgow
  ['C', 'Residential-short', 56.12, -3.94, '2025-04-01', []], // Stirling, full
  ['D', 'Residential-long', 51.507, -0.128, '2025-06-01', [['2026-07-05', '2026-08-30']]], // London
  ['E', 'Residential-short', 53.42, -7.94, '2025-02-01', [['2026-07-20', '2026-07-25']]], // Athlone
  ['F', 'Residential-long', 52.65, -7.25, '2025-07-01', [['2026-07-01', '2026-12-01']], 'internal'], // Kilkenny
  ['G', 'Regular', 55.95, -3.2, '2025-01-15', [['2027-01-01', '2027-01-05']]], // Edinburgh
];

const ids: Record<string, number> = {};
let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({
    seed: (ctx) => {
      seedOrganisation(ctx);
      for (const [key, type, lat, lon, advertised, slots, target] of FIXTURES) {
        const r = ctx.residential({
          display_name: `Opportunity ${key}`,
          type,
          lat,
          lon,
          date_advertised: advertised,
          available_timeslots: slots.map(([start, end]) => ({ start, end })),
          advert_target: target ?? 'external',
          slug: `opportunity-${key.toLowerCase()}`,
          image: `/api/_media/opportunities/${key.charCodeAt(0)}.svg`,
          image_thumbnail_url: `/api/_media/opportunities/${key.charCodeAt(0)}-thumb.svg`,
          location: {
            name: key,
            county: key < 'D' ? 'Scotland county' : 'Elsewhere',
            country: lon < -6 ? 'Ireland' : 'United Kingdom',
          },
        });
        ids[key] = r.id;
      }
    },
  });
  token = await s.login();
});
afterAll(() => s.cleanup());

async function search(query: string, auth = false) {
  const res = await s.api(
    `/residential-opportunities/?${auth ? '' : 'public_search=true&'}${query}`,
    auth ? { token } : {},
  );
  const body = (await res.json()) as {
    data: StoredRecord[];
    meta: { pagination: Record<string, number> };
    errors?: unknown;
  };
  return { res, body, keys: (body.data ?? []).map((o) => String(o.display_name).slice(-1)) };
}

test('public search lists external adverts by date advertised, newest first', async () => {
  const { keys, body } = await search('');
  expect(keys).toEqual(['D', 'B', 'C', 'A', 'E', 'G']);
  expect(body.meta.pagination).toEqual({
    current_page: 1,
    total_pages: 1,
    per_page: 8,
    count: 6,
    total: 6,
  });
  expect((await search('', true)).keys).toEqual(['F', 'D', 'B', 'C', 'A', 'E', 'G']);
});

test.each([
  ['type=any', ['D', 'B', 'C', 'A', 'E', 'G']],
  ['type=short_term', ['C', 'A', 'E']],
  ['type=long_term', ['D', 'B']],
  ['type=Regular', ['G']],
])('%s', async (query, expected) => {
  expect((await search(query)).keys).toEqual(expected);
});

test('lat/lon with a radius keeps nearby opportunities ordered by distance', async () => {
  const near = await search('lat=55.9533&lon=-3.1883&radius=100');
  expect(near.keys).toEqual(['A', 'G', 'C', 'B']);
  const d = near.body.data.map((o) => o.distance as number);
  expect(d).toEqual([...d].sort((a, b) => a - b));
  expect(d[2]).toBeGreaterThan(40);
  expect(d[2]).toBeLessThan(60);
  expect((await search('lat=55.9533&lon=-3.1883&radius=60')).keys).toEqual(['A', 'G', 'C']);
  expect((await search('lat=55.9533&lon=-3.1883&radius=60&type=short_term')).keys).toEqual([
    'A',
    'C',
  ]);
  expect((await search('lat=55.9533&lon=-3.1883&radius=60&s=date_advertised&o=desc')).keys).toEqual(
    ['C', 'A', 'G'],
  );
});

test('geojson keeps opportunities inside the polygon', async () => {
  expect((await search('geojson=372')).keys).toEqual(['E']);
  expect((await search('geojson=372', true)).keys).toEqual(['F', 'E']);
  expect((await search('geojson=826&s=id&o=asc')).keys).toEqual(['A', 'B', 'C', 'D', 'G']);
  expect((await search('geojson=250')).keys).toEqual([]);
  // UK nations are polygons too: Scotland keeps Edinburgh, Glasgow and Stirling, not London.
  expect((await search('geojson=GB-SCT&s=id&o=asc')).keys).toEqual(['A', 'B', 'C', 'G']);
  expect((await search('geojson=GB-ENG')).keys).toEqual(['D']);
  // A county's outline (geocode answers counties as polygons): Stirling keeps C only.
  expect((await search('geojson=county-GB.SCT.W6')).keys).toEqual(['C']);
  expect((await search('geojson=county-GB.SCT.U8&s=id&o=asc')).keys).toEqual(['A', 'G']);
  const area = async (query: string) =>
    (
      (await (await s.api(`/residential-opportunities/?public_search=true&${query}`)).json()) as {
        meta: { area?: unknown };
      }
    ).meta.area;
  expect(await area('geojson=GB-SCT')).toEqual({
    polygon: { id: 'GB-SCT', name: 'Scotland, United Kingdom' },
  });
  expect(await area('lat=55.95&lon=-3.19')).toEqual({
    near: { lat: 55.95, lon: -3.19, radius_km: 50 },
  });
  expect(await area('type=any')).toBeUndefined();
});

test('date with flexibility matches available timeslots; full opportunities never match', async () => {
  expect((await search('date=2026-07-15&flexibility=7')).keys).toEqual(['D', 'A', 'E']);
  expect((await search('date=2026-07-15&flexibility=0')).keys).toEqual(['D']);
  expect((await search('date=2026-07-15')).keys).toEqual(['D', 'A', 'E']);
  expect((await search('date=2026-12-20&flexibility=14')).keys).toEqual(['G']);
  expect((await search('date=any')).keys).toHaveLength(6);
});

test('sort and order', async () => {
  expect((await search('s=display_name&o=asc')).keys).toEqual(['A', 'B', 'C', 'D', 'E', 'G']);
  expect((await search('s=display_name&o=desc')).keys).toEqual(['G', 'E', 'D', 'C', 'B', 'A']);
  expect((await search('s=date_advertised&o=asc')).keys).toEqual(['G', 'E', 'A', 'C', 'B', 'D']);
});

test('pagination', async () => {
  const page2 = await search('limit=2&page=2');
  expect(page2.keys).toEqual(['C', 'A']);
  expect(page2.body.meta.pagination).toEqual({
    current_page: 2,
    total_pages: 3,
    per_page: 2,
    count: 2,
    total: 6,
  });
  const far = await search('limit=2&page=2&lat=55.9533&lon=-3.1883&radius=100');
  expect(far.keys).toEqual(['C', 'B']);
  expect(far.body.meta.pagination.total).toBe(4);
});

test('include=image adds the image URL; URLs are absolute on the sandbox', async () => {
  const without = await search('');
  expect(without.body.data[0]).not.toHaveProperty('image');
  expect(String(without.body.data[0]?.image_thumbnail_url)).toMatch(
    new RegExp(`^${s.url}/api/_media/opportunities/\\d+-thumb\\.svg$`),
  );
  const withImage = await search('include=image');
  const image = String(withImage.body.data[0]?.image);
  expect(image.startsWith(`${s.url}/api/_media/`)).toBe(true);
  const svg = await fetch(image);
  expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  expect(await svg.text()).toContain('<svg');
});

test('invalid search parameters are 422 with field errors', async () => {
  const { res, body } = await search('type=weekly&lat=55&flexibility=-1&s=price&geojson=nowhere');
  expect(res.status).toBe(422);
  expect(body.errors).toEqual({
    type: ['must be one of: any, short_term, long_term'],
    lon: ['lat and lon must be given together'],
    flexibility: ['must be a whole number of days from 0 to 366'],
    s: ['must be one of: date_advertised, display_name, distance, id'],
    geojson: ['must be the id of a polygon from /geocode/country-polygons/'],
  });
});

test('the public search needs public_search=true without a token', async () => {
  expect((await s.api('/residential-opportunities/')).status).toBe(401);
  const show = await s.api(`/residential-opportunities/${ids.A}`, { token });
  expect(((await show.json()) as { data: { id: number } }).data.id).toBe(ids.A);
});

test('countries and counties', async () => {
  const countries = (await (
    await s.api('/residential-opportunities/countries?public_search=true')
  ).json()) as Record<string, unknown>[];
  expect(countries).toEqual([
    {
      id: '372',
      name: 'Ireland',
      lat: expect.any(Number),
      long: expect.any(Number),
      type: 'geojson',
      count: 1,
    },
    {
      id: '826',
      name: 'United Kingdom',
      lat: expect.any(Number),
      long: expect.any(Number),
      type: 'geojson',
      count: 5,
    },
  ]);
  const counties = (await (
    await s.api('/residential-opportunities/counties/?public_search=true&limit=8&include=image')
  ).json()) as {
    data: Record<string, unknown>[];
  };
  expect(counties.data.map((c) => [c.name, c.country, c.count])).toEqual([
    ['Scotland county', 'United Kingdom', 3],
    ['Elsewhere', 'United Kingdom', 2],
    ['Elsewhere', 'Ireland', 1],
  ]);
  expect(String(counties.data[0]?.image)).toContain('/api/_media/');
});

test('search and apply-action logs are persisted and inspectable', async () => {
  const logged = await s.api('/opportunities/log/search?public_search=true', {
    method: 'POST',
    json: { opportunities_ids: [ids.A, ids.B] },
  });
  expect(logged.status).toBe(201);
  const bad = await s.api('/opportunities/log/search?public_search=true', {
    method: 'POST',
    json: { opportunities_ids: 'A' },
  });
  expect(bad.status).toBe(422);
  await s.api('/opportunities/log-apply-action?public_search=true', {
    method: 'POST',
    json: { slug: 'opportunity-a' },
  });
  expect(s.logs('search').map((l) => l.payload)).toEqual([
    { opportunities_ids: [ids.A, ids.B], public: true },
  ]);
  expect(s.logs('apply_action').map((l) => l.payload)).toEqual([
    { slug: 'opportunity-a', public: true },
  ]);
  // Over HTTP the log is an internal route: it needs the sandbox's administrator token.
  expect((await fetch(`${s.url}/api/_sandbox/logs?kind=search`)).status).toBe(401);
  const http = (await (
    await fetch(`${s.url}/api/_sandbox/logs?kind=search`, {
      headers: { authorization: `Bearer ${s.adminToken}` },
    })
  ).json()) as {
    data: unknown[];
  };
  expect(http.data).toHaveLength(1);
});

test('writes through the API keep the search index in step', async () => {
  const created = await s.api('/residential-opportunities/', {
    method: 'POST',
    token,
    json: {
      display_name: 'Opportunity H',
      // New adverts are drafts; the administrator publishes this one at once.
      published: true,
      type: 'Residential-short',
      lat: 55.95,
      lon: -3.19,
      date_advertised: '2025-12-01',
      available_timeslots: [{ start: '2026-07-15', end: '2026-07-16' }],
    },
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await search('date=2026-07-15&flexibility=0')).keys).toEqual(['H', 'D']);
  await s.api(`/residential-opportunities/${id}`, {
    method: 'PUT',
    token,
    json: { type: 'Residential-long' },
  });
  expect((await search('type=short_term')).keys).toEqual(['C', 'A', 'E']);
  const bad = await s.api(`/residential-opportunities/${id}`, {
    method: 'PUT',
    token,
    json: { available_timeslots: [{ start: 'soon' }] },
  });
  expect(bad.status).toBe(422);
  expect((await search('date=2026-07-15&flexibility=0')).keys).toEqual(['H', 'D']);
  await s.api(`/residential-opportunities/${id}`, { method: 'DELETE', token });
  expect((await search('date=2026-07-15&flexibility=0')).keys).toEqual(['D']);
});
