/**
 * Every polygon a geocode result of type `geojson` can name: the Natural Earth
 * countries (ids are ISO 3166-1 numeric codes, e.g. `826`), the UK nations
 * (ISO 3166-2 codes, e.g. `GB-SCT`), with name search ranked like the gazetteer,
 * and the outlines of the gazetteer's counties and regions (`county-GB.SCT.V3`,
 * found through the gazetteer's own search).
 *
 * @module
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import { PLACE_ALIASES, aliasLabel } from './aliases.js';
import { countryPolygons, type CountryPolygon } from './countries.js';
import { editDistance } from './editDistance.js';
import { areaRing, countryPopulation, placeById } from './gazetteer.js';
import { geometryBox } from './pip.js';
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
  /** True for another name of a polygon (an alias: "Cymru"), answered with its label. */
  alias?: true;
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
  for (const alias of PLACE_ALIASES) {
    const [kind, id] = alias.target.split(':') as [string, string];
    const own = kind === 'polygon' ? out.find((i) => i.polygon.id === id) : undefined;
    if (!own) continue;
    for (const name of alias.names)
      for (const key of new Set([fold(name), fold(`the ${name}`)]))
        out.push({
          ...own,
          polygon: { ...own.polygon, name: aliasLabel(name, own.polygon.name) },
          key,
          alias: true,
        });
  }
  cache = out;
  return out;
}

/** Every polygon: countries, then the UK nations. */
export function allPolygons(): CountryPolygon[] {
  return indexed()
    .filter((i) => !i.alias)
    .map((i) => i.polygon);
}

const areas = new Map<string, CountryPolygon | undefined>();

/**
 * The outline of a county or region of the gazetteer (`county-GB.SCT.V3`) as a
 * polygon, placed and named like the place; `undefined` when it has none.
 */
export function areaPolygon(id: string): CountryPolygon | undefined {
  if (areas.has(id)) return areas.get(id);
  const place = placeById(id);
  const ring = place && areaRing(id);
  const polygon =
    place && ring
      ? {
          id,
          name: place.name,
          lat: place.lat,
          long: place.long,
          geometry: { type: 'Polygon' as const, coordinates: [ring] },
          box: geometryBox({ type: 'Polygon', coordinates: [ring] }),
        }
      : undefined;
  if (areas.size > 5000) areas.clear();
  areas.set(id, polygon);
  return polygon;
}

/** A polygon by id: a country, a UK nation, or the outline of a county or region. */
export function polygonById(id: string): CountryPolygon | undefined {
  return indexed().find((i) => i.polygon.id === id && !i.alias)?.polygon ?? areaPolygon(id);
}

function population(i: Indexed): number {
  if ('country' in i.of) return i.of.country ? countryPopulation(i.of.country) : 0;
  return placeById(i.of.region)?.population ?? 0;
}

/** Polygons whose name is, starts with, or has a word starting with `q`. */
export function searchPolygons(q: string): PolygonMatch[] {
  const needle = fold(q);
  if (!needle) return [];
  // A polygon matching by several names is answered once, by its best (its own name first).
  const best = new Map<string, PolygonMatch & { alias: boolean }>();
  for (const i of indexed()) {
    const tier =
      i.key === needle ? 0 : i.key.startsWith(needle) ? 1 : i.key.includes(` ${needle}`) ? 2 : -1;
    if (tier < 0) continue;
    const seen = best.get(i.polygon.id);
    const alias = i.alias === true;
    if (seen && (seen.tier < tier || (seen.tier === tier && !seen.alias))) continue;
    best.set(i.polygon.id, { polygon: i.polygon, tier: tier as 0 | 1 | 2, population: 0, alias });
  }
  const out = [...best.values()].map(({ alias: _alias, ...m }) => ({
    ...m,
    population: population(indexed().find((i) => i.polygon.id === m.polygon.id)!),
  }));
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
    .filter((i) => !i.alias && Math.abs(i.key.length - needle.length) <= max)
    .map((i) => ({ i, edits: editDistance(needle, i.key) }))
    .filter((s) => s.edits <= max)
    .sort((a, b) => a.edits - b.edits)
    .slice(0, limit)
    .map((s) => s.i.polygon);
}
