import { testSandbox, type TestSandbox } from '../testSupport.js';

let s: TestSandbox & { cleanup(): Promise<void> };

beforeAll(async () => {
  s = await testSandbox({ seed: 'none' });
});
afterAll(() => s.cleanup());

async function geocode(query: string) {
  const res = await s.api(`/geocode/?public_search=true&${query}`);
  return {
    res,
    body: (await res.json()) as {
      data: { id: string; name: string; lat: number; long: number; type: string }[];
      errors?: unknown;
    },
  };
}

test('a city search over the gazetteer', async () => {
  const { body } = await geocode('q=Edinburgh&type=city');
  expect(body.data[0]).toEqual({
    id: expect.stringMatching(/^city-\d+$/),
    name: 'Edinburgh, Scotland, United Kingdom',
    lat: 55.95206,
    long: -3.19648,
    type: 'city',
  });
  expect(body.data.every((r) => r.type === 'city')).toBe(true);
});

test("type 'geojson' returns country polygons with their ids", async () => {
  const { body } = await geocode('q=irel&type=geojson');
  expect(body.data).toEqual([
    {
      id: '372',
      name: 'Ireland',
      lat: expect.any(Number),
      long: expect.any(Number),
      type: 'geojson',
    },
    // A word of the name starts with the text: ranked after the name that does.
    expect.objectContaining({ id: 'GB-NIR', name: 'Northern Ireland, United Kingdom' }),
  ]);
  expect(body.data[0]?.lat).toBeCloseTo(53.2, 0);
});

test('several types, regions, diacritics and limits', async () => {
  const { body } = await geocode('q=scotland&type=region,city&limit=3');
  expect(body.data[0]).toMatchObject({ name: 'Scotland, United Kingdom', type: 'region' });
  expect(body.data.length).toBeLessThanOrEqual(3);
  const zurich = await geocode('q=zurich&type=city');
  expect(zurich.body.data[0]?.name).toMatch(/^Zürich/);
  expect((await geocode('q=')).body.data).toEqual([]);
});

test('an unknown type is 422', async () => {
  const { res, body } = await geocode('q=x&type=planet');
  expect(res.status).toBe(422);
  expect(body.errors).toEqual({
    type: ['must be a comma-joined list of: geojson, city, county, region'],
  });
});

test('country polygons and one polygon with its geometry', async () => {
  const list = (await (await s.api('/geocode/country-polygons/?public_search=true')).json()) as {
    data: { id: string; type: string }[];
  };
  expect(list.data.length).toBeGreaterThan(150);
  expect(list.data.every((c) => c.type === 'geojson')).toBe(true);
  const token = await s.api('/geocode/826', {});
  expect(token.status).toBe(401);
});

const ALL = 'type=geojson,city,county,region';

test.each([
  ['Keswick', 'city', 'Keswick, England, United Kingdom'],
  ['Bakewell', 'city', 'Bakewell, England, United Kingdom'],
  ['London', 'city', 'London, England, United Kingdom'],
  // A county with an outline is a polygon when polygons are asked for (see geocode.places.test.ts).
  ['Cumbria', 'geojson', 'Cumbria, England, United Kingdom'],
  ['Scotland', 'geojson', 'Scotland, United Kingdom'],
])('%s is found first, as a %s', async (q, type, name) => {
  const { body } = await geocode(`q=${q}&${ALL}`);
  expect(body.data[0]).toMatchObject({ type, name });
});

test('ranked: exact name, then home country, then population', async () => {
  // London, Ontario is exact too but abroad; "Londonderry" only starts with the text.
  const london = (await geocode(`q=london&${ALL}&limit=20`)).body.data.map((r) => r.name);
  expect(london[0]).toBe('London, England, United Kingdom');
  const exactAbroad = london.indexOf('London, Ontario, Canada');
  expect(exactAbroad).toBeGreaterThan(0);
  expect(london.findIndex((n) => n.startsWith('Londonderry'))).toBeGreaterThan(exactAbroad);
  // Among exact names abroad, the larger place first: London, Ontario before London, Ohio.
  expect(exactAbroad).toBeLessThan(london.indexOf('London, Ohio, United States'));
  // A polygon and the region of the same name are answered once, as the polygon (circle icon).
  const scotland = (await geocode(`q=scotland&${ALL}&limit=20`)).body.data;
  expect(scotland.filter((r) => r.name === 'Scotland, United Kingdom')).toEqual([
    expect.objectContaining({ id: 'GB-SCT', type: 'geojson' }),
  ]);
  // Asked only for towns, a county name is not answered.
  expect((await geocode('q=cumbria&type=city')).body.data.some((r) => r.type === 'county')).toBe(
    false,
  );
});

test('no match answers close names as suggestions', async () => {
  const { body } = await geocode(`q=Keswik&${ALL}`);
  const meta = (body as unknown as { meta: { suggestions: { name: string }[] } }).meta;
  expect(body.data).toEqual([]);
  expect(meta.suggestions[0]?.name).toBe('Keswick, England, United Kingdom');
  const none = await geocode(`q=qqqqzzzz&${ALL}`);
  expect(none.body).toEqual({ data: [], meta: { suggestions: [] } });
});

test('the UK nations are polygons with their geometry, in the polygon list', async () => {
  const res = await s.api('/geocode/country-polygons/?public_search=true&include=geometry');
  const body = (await res.json()) as {
    data: { id: string; name: string; type: string; geometry: { type: string } }[];
  };
  expect(body.data.map((p) => p.id)).toEqual(
    expect.arrayContaining(['826', 'GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR']),
  );
  const wales = body.data.find((p) => p.id === 'GB-WLS');
  expect(wales).toMatchObject({ name: 'Wales, United Kingdom', type: 'geojson' });
  expect(wales?.geometry.type).toBe('MultiPolygon');
});
