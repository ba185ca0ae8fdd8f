/**
 * Geocoding (spec 2.1, 3.1, 7.3, 7.8) over the gazetteer and the polygons.
 *
 * `GET /geocode/?q=&type=`: `type` is a comma-joined list of result types to
 * return, absent or empty meaning all of them:
 * - `geojson`: polygons, shown with a circle icon: countries (Natural Earth)
 *   and the UK nations (England, Scotland, Wales, Northern Ireland);
 * - `city`: towns and villages (GeoNames places of over 1000 people);
 * - `county`: counties and other second-level regions (e.g. Cumbria);
 * - `region`: first-level regions (e.g. Bavaria); a region that is also a
 *   polygon (Scotland) is answered once, as the polygon, when both are asked for.
 * When `geojson` is asked for too, a county or region is answered as a polygon
 * (`type: 'geojson'`, its id unchanged, e.g. `county-GB.SCT.V3`): its outline
 * (the widened hull of its places, `geo/hull.ts`) is what the residential
 * search's `geojson` filter then looks inside.
 *
 * Results are ranked: exact names first, then names starting with the text,
 * then names with a word starting with it; within each, places in the
 * organisation's country (GB) before places abroad, then by population.
 * Places are also found by the names people use for them (`geo/aliases.ts`:
 * "the Highlands", "Perthshire", "Eryri"), answered with that name and the
 * official one: `Eryri (Gwynedd), Wales, United Kingdom`.
 * Answers `{data: [{id, name, lat, long, type}]}` (at most `limit`, default
 * 10). When nothing matches, `meta.suggestions` lists up to 5 results with a
 * name close to the text (a typo such as "Keswik"), ranked the same way.
 *
 * `GET /geocode/{id}` and `/geocode/retrieve/{id}` answer one result with its
 * `geometry` for polygons. `GET /geocode/country-polygons/` lists every
 * polygon (`include=geometry` adds the GeoJSON geometry).
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import type { CountryPolygon } from '../geo/countries.js';
import {
  placeById,
  searchPlaces,
  suggestPlaces,
  type Place,
  type PlaceType,
} from '../geo/gazetteer.js';
import {
  allPolygons,
  areaPolygon,
  polygonById,
  polygonResult,
  searchPolygons,
  suggestPolygons,
} from '../geo/polygons.js';
import { listEnvelope } from './paging.js';
import type { Handler } from './types.js';

/** The geocode result types, in the order the docs list them. */
export const GEOCODE_TYPES = ['geojson', 'city', 'county', 'region'] as const;

/** The organisation's country: its places rank before places abroad. */
const HOME_COUNTRY = 'GB';

/** A geocode result (spec 3.1). */
export type GeocodeResult = {
  id: string;
  name: string;
  lat: number;
  long: number;
  type: string;
};

function placeResult(p: Place): GeocodeResult {
  return { id: p.id, name: p.name, lat: p.lat, long: p.long, type: p.type };
}

/**
 * A gazetteer place as a geocode result where polygons are wanted: a county or
 * region with an outline is a polygon (`type: 'geojson'`, the search looks
 * inside it), any other place keeps its own type.
 */
export function placeAsPolygonResult(p: Place): GeocodeResult {
  const outlined = p.type !== 'city' && areaPolygon(p.id) !== undefined;
  return outlined ? { ...placeResult(p), type: 'geojson' } : placeResult(p);
}

/** Reads `type` (comma-joined) and `limit`; throws 422 with field errors. */
function readGeocodeQuery(query: URLSearchParams) {
  const q = (query.get('q') ?? '').trim();
  const types = (query.get('type') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = types.filter((t) => !(GEOCODE_TYPES as readonly string[]).includes(t));
  if (unknown.length)
    throw validationError({
      type: [`must be a comma-joined list of: ${GEOCODE_TYPES.join(', ')}`],
    });
  if (q.length > 200) throw validationError({ q: ['must be at most 200 characters'] });
  const limitRaw = query.get('limit');
  const limit =
    limitRaw && /^\d{1,3}$/.test(limitRaw) ? Math.min(50, Math.max(1, Number(limitRaw))) : 10;
  const wanted = types.length === 0 ? [...GEOCODE_TYPES] : types;
  const placeTypes = wanted.filter((t): t is PlaceType => t !== 'geojson');
  return { q, limit, polygons: wanted.includes('geojson'), placeTypes };
}

interface Candidate {
  result: GeocodeResult;
  tier: number;
  abroad: boolean;
  population: number;
}

/** `GET /geocode/`. */
export const geocodeSearch: Handler = (ctx) => {
  const { q, limit, polygons, placeTypes } = readGeocodeQuery(ctx.query);
  if (!q) return { json: { data: [] } };
  const candidates: Candidate[] = [];
  const polygonNames = new Set<string>();
  if (polygons)
    for (const m of searchPolygons(q)) {
      polygonNames.add(m.polygon.name);
      candidates.push({
        result: polygonResult(m.polygon),
        tier: m.tier,
        abroad: false,
        population: m.population,
      });
    }
  for (const p of searchPlaces(q, limit * 3, placeTypes, HOME_COUNTRY)) {
    if (p.type === 'region' && polygonNames.has(p.name)) continue;
    // An area with an outline is answered as a polygon when polygons are asked for:
    // the search then looks inside it (Fort William and Aviemore are both in Highland).
    candidates.push({
      result: polygons ? placeAsPolygonResult(p) : placeResult(p),
      tier: p.tier,
      // The organisation's own places first (the Highlands of Scotland before Highlands, Texas).
      abroad: p.country !== HOME_COUNTRY,
      population: p.population,
    });
  }
  candidates.sort(
    (a, b) => a.tier - b.tier || Number(a.abroad) - Number(b.abroad) || b.population - a.population,
  );
  const data = candidates.slice(0, limit).map((c) => c.result);
  if (data.length > 0) return { json: { data } };
  const suggestions: GeocodeResult[] = [
    ...(polygons ? suggestPolygons(q).map((p: CountryPolygon) => polygonResult(p)) : []),
    ...suggestPlaces(q, 5, placeTypes, HOME_COUNTRY).map(placeResult),
  ].slice(0, 5);
  return { json: { data, meta: { suggestions } } };
};

/** `GET /geocode/{id}` and `/geocode/retrieve/{id}`. */
export const geocodeShow: Handler = (ctx) => {
  const id = ctx.params.id ?? '';
  const polygon = polygonById(id);
  if (polygon) return { json: { data: polygonResult(polygon, true) } };
  const place = placeById(id);
  if (place) return { json: { data: placeResult(place) } };
  throw notFound(`Geocode result ${JSON.stringify(id)}`);
};

/** `GET /geocode/country-polygons/`. */
export const countryPolygonsList: Handler = (ctx) => {
  const withGeometry = (ctx.query.get('include') ?? '').split(',').includes('geometry');
  return { json: { data: allPolygons().map((c) => polygonResult(c, withGeometry)) } };
};

/** `GET /geocode/retrieve/?id=` or `?q=`: results by id (with geometry), or a search, as a paginated list. */
export const geocodeRetrieve: Handler = async (ctx) => {
  const ids = ctx.query.getAll('id').concat(ctx.query.getAll('id[]'));
  const data: Record<string, unknown>[] = [];
  if (ids.length === 0) {
    const found = (await geocodeSearch(ctx)).json as { data: Record<string, unknown>[] };
    return { json: listEnvelope(found.data, 1, Math.max(1, found.data.length), found.data.length) };
  }
  for (const id of ids.slice(0, 50)) {
    const c = polygonById(id);
    const p = c ? undefined : placeById(id);
    if (c) data.push(polygonResult(c, true));
    else if (p) data.push(placeResult(p));
  }
  return { json: listEnvelope(data, 1, Math.max(1, data.length), data.length) };
};
