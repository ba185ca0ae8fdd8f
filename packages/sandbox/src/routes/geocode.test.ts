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
  ]);
  expect(body.data[0]?.lat).toBeCloseTo(53.2, 0);
});

test('several types, regions, diacritics and limits', async () => {
  const { body } = await geocode('q=scotland&type=geojson,region,city&limit=3');
  expect(body.data[0]).toMatchObject({ name: 'Scotland, United Kingdom', type: 'region' });
  expect(body.data.length).toBeLessThanOrEqual(3);
  const zurich = await geocode('q=zurich&type=city');
  expect(zurich.body.data[0]?.name).toMatch(/^Zürich/);
  expect((await geocode('q=')).body.data).toEqual([]);
});

test('an unknown type is 422', async () => {
  const { res, body } = await geocode('q=x&type=planet');
  expect(res.status).toBe(422);
  expect(body.errors).toEqual({ type: ['must be a comma-joined list of: geojson, city, region'] });
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
