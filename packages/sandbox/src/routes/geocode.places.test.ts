// Places as people name them (issue 44): what a visitor types -> the place answered
// first, through GET /geocode/ with every result type, as the location search asks.
import { PLACE_ALIASES } from '../geo/aliases.js';
import { placeById } from '../geo/gazetteer.js';
import { polygonById } from '../geo/polygons.js';
import { seedOrganisation } from '../seed/demo.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';

let s: TestSandbox & { cleanup(): Promise<void> };

// Opportunities named by county, as the demo's are: [town, county, country, lat, lon].
const OPPORTUNITIES = [
  ['Aviemore', 'Highland', 'United Kingdom', 57.1947, -3.8236],
  ['Fort William', 'Highland', 'United Kingdom', 56.8198, -5.1052],
  ['Pitlochry', 'Perth and Kinross', 'United Kingdom', 56.7046, -3.7296],
  ['Enniskillen', 'Fermanagh', 'United Kingdom', 54.344, -7.632],
  ['Athlone', 'Westmeath', 'Ireland', 53.4239, -7.9407],
] as const;

beforeAll(async () => {
  s = await testSandbox({
    seed: (ctx) => {
      seedOrganisation(ctx);
      OPPORTUNITIES.forEach(([name, county, country, lat, lon], i) =>
        ctx.residential({
          display_name: `Volunteering in ${name}`,
          type: 'Residential-short',
          slug: `volunteering-${i}`,
          lat,
          lon,
          available_timeslots: [{ start: '2027-06-01', end: '2027-06-08' }],
          advert_target: 'external',
          location: { name, county, country },
        }),
      );
    },
  });
});
afterAll(() => s.cleanup());

type Result = { id: string; name: string; type: string };

async function places(q: string): Promise<Result[]> {
  const res = await s.api(
    `/geocode/?public_search=true&type=geojson,city,county,region&q=${encodeURIComponent(q)}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Result[] }).data;
}

const UK = 'United Kingdom';

// [typed, the first result's name, its id]
const TABLE: [string, string, string][] = [
  ['Perthshire', `Perthshire (Perth and Kinross), Scotland, ${UK}`, 'county-GB.SCT.W1'],
  ['perthshire ', `Perthshire (Perth and Kinross), Scotland, ${UK}`, 'county-GB.SCT.W1'],
  ['Perth and Kinross', `Perth and Kinross, Scotland, ${UK}`, 'county-GB.SCT.W1'],
  ['Highland', `Highland, Scotland, ${UK}`, 'county-GB.SCT.V3'],
  ['Highlands', `Highlands (Highland), Scotland, ${UK}`, 'county-GB.SCT.V3'],
  ['the Highlands', `Highlands (Highland), Scotland, ${UK}`, 'county-GB.SCT.V3'],
  ['Scottish Highlands', `Scottish Highlands (Highland), Scotland, ${UK}`, 'county-GB.SCT.V3'],
  ['Skye', `Skye (Highland), Scotland, ${UK}`, 'county-GB.SCT.V3'],
  ['Argyll', `Argyll (Argyll and Bute), Scotland, ${UK}`, 'county-GB.SCT.T8'],
  ['Argyll and Bute', `Argyll and Bute, Scotland, ${UK}`, 'county-GB.SCT.T8'],
  ['Fife', `Fife, Scotland, ${UK}`, 'county-GB.SCT.V1'],
  ['Borders', `Borders (Scottish Borders), Scotland, ${UK}`, 'county-GB.SCT.T9'],
  ['Scottish Borders', `Scottish Borders, Scotland, ${UK}`, 'county-GB.SCT.T9'],
  ['Aberdeenshire', `Aberdeenshire, Scotland, ${UK}`, 'county-GB.SCT.T6'],
  ['Scotland', `Scotland, ${UK}`, 'GB-SCT'],
  ['Yr Alban', `Yr Alban (Scotland), ${UK}`, 'GB-SCT'],
  ['the Lake District', `Lake District (Cumbria), England, ${UK}`, 'county-GB.ENG.C9'],
  ['Lake District', `Lake District (Cumbria), England, ${UK}`, 'county-GB.ENG.C9'],
  ['Lakeland', `Lakeland (Cumbria), England, ${UK}`, 'county-GB.ENG.C9'],
  ['Cumbria', `Cumbria, England, ${UK}`, 'county-GB.ENG.C9'],
  ['Peak District', `Peak District (Derbyshire), England, ${UK}`, 'county-GB.ENG.D3'],
  ['Yorkshire Dales', `Yorkshire Dales (North Yorkshire), England, ${UK}`, 'county-GB.ENG.J7'],
  ['North Yorkshire', `North Yorkshire, England, ${UK}`, 'county-GB.ENG.J7'],
  ['Cornwall', `Cornwall, England, ${UK}`, 'county-GB.ENG.C6'],
  ['Devon', `Devon, England, ${UK}`, 'county-GB.ENG.D4'],
  ['Dartmoor', `Dartmoor (Devon), England, ${UK}`, 'county-GB.ENG.D4'],
  ['Kent', `Kent, England, ${UK}`, 'county-GB.ENG.G5'],
  ['Rutland', `Rutland, England, ${UK}`, 'county-GB.ENG.L4'],
  ['Gwynedd', `Gwynedd, Wales, ${UK}`, 'county-GB.WLS.Y2'],
  ['Snowdonia', `Snowdonia (Gwynedd), Wales, ${UK}`, 'county-GB.WLS.Y2'],
  ['Eryri', `Eryri (Gwynedd), Wales, ${UK}`, 'county-GB.WLS.Y2'],
  ['Powys', `Powys, Wales, ${UK}`, 'county-GB.WLS.Y8'],
  ['Sir Powys', `Powys, Wales, ${UK}`, 'county-GB.WLS.Y8'],
  ['Bannau Brycheiniog', `Bannau Brycheiniog (Powys), Wales, ${UK}`, 'county-GB.WLS.Y8'],
  ['Ceredigion', `Ceredigion, Wales, ${UK}`, 'county-GB.WLS.X6'],
  ['Flintshire', `Flintshire, Wales, ${UK}`, 'county-GB.WLS.Y1'],
  ['Pembrokeshire', `Pembrokeshire, Wales, ${UK}`, 'county-GB.WLS.Y7'],
  ['Sir Benfro', `Sir Benfro (Pembrokeshire), Wales, ${UK}`, 'county-GB.WLS.Y7'],
  ['Anglesey', `Anglesey, Wales, ${UK}`, 'county-GB.WLS.X1'],
  ['Ynys Môn', `Ynys Môn (Anglesey), Wales, ${UK}`, 'county-GB.WLS.X1'],
  ['ynys mon', `Ynys Môn (Anglesey), Wales, ${UK}`, 'county-GB.WLS.X1'],
  ['Wales', `Wales, ${UK}`, 'GB-WLS'],
  ['Cymru', `Cymru (Wales), ${UK}`, 'GB-WLS'],
  ['Keswick', `Keswick, England, ${UK}`, ''],
  ['Fort William', `Fort William, Scotland, ${UK}`, ''],
  ['Edinburgh', `Edinburgh, Scotland, ${UK}`, ''],
];

test.each(TABLE)('%j is found as %s', async (typed, name, id) => {
  const [first] = await places(typed);
  expect(first?.name).toBe(name);
  if (id) expect(first?.id).toBe(id);
});

test('the organisation’s own places come before places abroad of the same name', async () => {
  const highlands = (await places('Highlands')).map((r) => r.name);
  expect(highlands.indexOf('Highlands, Texas, United States')).toBeGreaterThan(0);
  const highland = (await places('Highland')).map((r) => r.name);
  expect(highland[0]).toBe(`Highland, Scotland, ${UK}`);
  expect(highland.some((n) => n.endsWith('United States'))).toBe(true);
  // An area found by another name is answered once, by its best name.
  expect((await places('Highland')).filter((r) => r.id === 'county-GB.SCT.V3')).toHaveLength(1);
});

test('every alias names an area the data has', () => {
  for (const alias of PLACE_ALIASES) {
    const [kind, code] = alias.target.split(':') as [string, string];
    const found = kind === 'polygon' ? polygonById(code) : placeById(`${kind}-${code}`);
    expect(found, alias.target).toBeDefined();
  }
});

test('a county is an outline the search looks inside, and a county still when only counties are asked for', async () => {
  const [highland] = await places('the Highlands');
  expect(highland).toMatchObject({ id: 'county-GB.SCT.V3', type: 'geojson' });
  const counties = await s.api('/geocode/?public_search=true&type=county&q=Highland');
  expect(((await counties.json()) as { data: Result[] }).data[0]).toMatchObject({
    id: 'county-GB.SCT.V3',
    type: 'county',
  });
  expect(polygonById('county-GB.SCT.V3')).toMatchObject({
    name: `Highland, Scotland, ${UK}`,
    geometry: { type: 'Polygon' },
  });
});

test('the outline holds the area’s towns and not its neighbours’ far towns', async () => {
  const highland = polygonById('county-GB.SCT.V3')!;
  const { pointInGeometry } = await import('../geo/pip.js');
  const inside = (lat: number, lon: number) => pointInGeometry(lat, lon, highland.geometry);
  expect(inside(56.8198, -5.1052)).toBe(true); // Fort William
  expect(inside(57.1947, -3.8236)).toBe(true); // Aviemore
  expect(inside(58.5936, -3.5221)).toBe(true); // Thurso
  expect(inside(56.7046, -3.7296)).toBe(false); // Pitlochry, Perth and Kinross
  expect(inside(55.9533, -3.1883)).toBe(false); // Edinburgh
  expect(polygonById('county-XX.nothing')).toBeUndefined();
});

test('"View counties": the counties of one country, each with the area to search in', async () => {
  const res = await s.api(
    `/residential-opportunities/counties/?public_search=true&limit=50&country=${encodeURIComponent(UK)}`,
  );
  const body = (await res.json()) as {
    data: { name: string; count: number; place?: Result }[];
  };
  expect(body.data.map((c) => [c.name, c.count, c.place?.id, c.place?.type])).toEqual([
    ['Highland', 2, 'county-GB.SCT.V3', 'geojson'],
    ['Fermanagh', 1, 'county-GB.NIR.N09000006', 'geojson'],
    ['Perth and Kinross', 1, 'county-GB.SCT.W1', 'geojson'],
  ]);
  // Both Highland opportunities are inside the area its chip searches.
  const inside = await s.api(
    `/residential-opportunities/?public_search=true&geojson=${body.data[0]!.place!.id}`,
  );
  const found = ((await inside.json()) as { data: { display_name: string }[] }).data;
  expect(found.map((o) => o.display_name).sort()).toEqual([
    'Volunteering in Aviemore',
    'Volunteering in Fort William',
  ]);
  const ireland = await s.api(
    '/residential-opportunities/counties/?public_search=true&country=Ireland',
  );
  expect(((await ireland.json()) as { data: { name: string }[] }).data.map((c) => c.name)).toEqual([
    'Westmeath',
  ]);
  const bad = await s.api(
    `/residential-opportunities/counties/?public_search=true&country=${'x'.repeat(101)}`,
  );
  expect(bad.status).toBe(422);
});
