/**
 * Every polygon a geocode result of type `geojson` can name: the Natural Earth
 * countries (ids are ISO 3166-1 numeric codes, e.g. `826`) and the UK nations
 * (ISO 3166-2 codes, e.g. `GB-SCT`), with name search ranked like the gazetteer.
 *
 * @module
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { countryPolygons, type CountryPolygon } from './countries.js';
import { editDistance } from './editDistance.js';
import { countryPopulation, placeById } from './gazetteer.js';
import { fold } from './names.js';
import { UK_NATIONS, nationPolygons } from './nations.js';

/** A polygon found by a name search. */
export interface PolygonMatch {
  polygon: CountryPolygon;
  /** 0 exact name, 1 name prefix, 2 word prefix. */
  tier: 0 | 1 | 2;
  /** Population inside it (summed over the gazetteer's places). */
  population: number;
}

interface Indexed {
  polygon: CountryPolygon;
  /** The folded short name matched against, e.g. `scotland`. */
  key: string;
  /** ISO alpha-2 code (countries) or gazetteer region id (nations). */
  of: { country: string } | { region: string };
}

let cache: Indexed[] | undefined;

function indexed(): Indexed[] {
  if (cache) return cache;
  const out: Indexed[] = countryPolygons().map((polygon) => ({
    polygon,
    key: fold(polygon.name),
    of: { country: iso1A2Code(polygon.id) ?? '' },
  }));
  const regions = new Map<string, string>(UK_NATIONS);
  for (const polygon of nationPolygons()) {
    const region = `region-${regions.get(polygon.id) ?? ''}`;
    // Placed where its people are (the gazetteer region), not at the centre of an outline drawn out to sea.
    const place = placeById(region);
    out.push({
      polygon: place ? { ...polygon, lat: place.lat, long: place.long } : polygon,
      key: fold(polygon.name.replace(/, United Kingdom$/, '')),
      of: { region },
    });
  }
  cache = out;
  return out;
}

/** Every polygon: countries, then the UK nations. */
export function allPolygons(): CountryPolygon[] {
  return indexed().map((i) => i.polygon);
}

/** A polygon (country or UK nation) by id. */
export function polygonById(id: string): CountryPolygon | undefined {
  return indexed().find((i) => i.polygon.id === id)?.polygon;
}

function population(i: Indexed): number {
  if ('country' in i.of) return i.of.country ? countryPopulation(i.of.country) : 0;
  return placeById(i.of.region)?.population ?? 0;
}

/** Polygons whose name is, starts with, or has a word starting with `q`. */
export function searchPolygons(q: string): PolygonMatch[] {
  const needle = fold(q);
  if (!needle) return [];
  const out: PolygonMatch[] = [];
  for (const i of indexed()) {
    const tier =
      i.key === needle ? 0 : i.key.startsWith(needle) ? 1 : i.key.includes(` ${needle}`) ? 2 : -1;
    if (tier >= 0)
      out.push({ polygon: i.polygon, tier: tier as 0 | 1 | 2, population: population(i) });
  }
  return out.sort((a, b) => a.tier - b.tier || b.population - a.population);
}

/** The public geocode-result form of a polygon. */
export function polygonResult(p: CountryPolygon, withGeometry = false) {
  return {
    id: p.id,
    name: p.name,
    lat: p.lat,
    long: p.long,
    type: 'geojson' as const,
    ...(withGeometry ? { geometry: p.geometry } : {}),
  };
}

/** Polygons whose short name is at most 2 edits from `q` (1 under 5 letters), fewest edits first. */
export function suggestPolygons(q: string, limit = 5): CountryPolygon[] {
  const needle = fold(q);
  if (needle.length < 3) return [];
  const max = needle.length < 5 ? 1 : 2;
  return indexed()
    .filter((i) => Math.abs(i.key.length - needle.length) <= max)
    .map((i) => ({ i, edits: editDistance(needle, i.key) }))
    .filter((s) => s.edits <= max)
    .sort((a, b) => a.edits - b.edits)
    .slice(0, limit)
    .map((s) => s.i.polygon);
}
