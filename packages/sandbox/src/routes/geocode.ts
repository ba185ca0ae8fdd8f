/**
 * Geocoding (spec 7.3, 7.8) over the gazetteer and the country polygons.
 *
 * `GET /geocode/?q=&type=`: `type` is a comma-joined list of result types to
 * return, among `geojson` (country polygons), `city` and `region`; absent or
 * empty means all. Answers `{data: [{id, name, lat, long, type}]}` (at most
 * `limit`, default 10). `GET /geocode/{id}` and `/geocode/retrieve/{id}` answer
 * one result with its `geometry` for polygons. `GET /geocode/country-polygons/`
 * lists every polygon (`include=geometry` adds the GeoJSON geometry).
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import { countryById, countryPolygons, countryResult } from '../geo/countries.js';
import { fold, placeById, searchPlaces } from '../geo/gazetteer.js';
import { listEnvelope } from './paging.js';
import type { Handler } from './types.js';

const TYPES = ['geojson', 'city', 'region'];

function placeResult(p: NonNullable<ReturnType<typeof placeById>>) {
  return { id: p.id, name: p.name, lat: p.lat, long: p.long, type: p.type };
}

/** `GET /geocode/`. */
export const geocodeSearch: Handler = (ctx) => {
  const q = (ctx.query.get('q') ?? '').trim();
  const typeRaw = ctx.query.get('type') ?? '';
  const types = typeRaw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = types.filter((t) => !TYPES.includes(t));
  if (unknown.length)
    throw validationError({ type: [`must be a comma-joined list of: ${TYPES.join(', ')}`] });
  if (q.length > 200) throw validationError({ q: ['must be at most 200 characters'] });
  const limitRaw = ctx.query.get('limit');
  const limit =
    limitRaw && /^\d{1,3}$/.test(limitRaw) ? Math.min(50, Math.max(1, Number(limitRaw))) : 10;
  const want = (t: string) => types.length === 0 || types.includes(t);
  if (!q) return { json: { data: [] } };
  const needle = fold(q);
  const out: { id: string; name: string; lat: number; long: number; type: string }[] = [];
  if (want('geojson')) {
    const countries = countryPolygons()
      .filter((c) => fold(c.name).startsWith(needle) || fold(c.name).includes(` ${needle}`))
      .sort((a, b) => Number(fold(b.name) === needle) - Number(fold(a.name) === needle));
    out.push(...countries.map((c) => countryResult(c)));
  }
  if (want('city') || want('region')) {
    const places = searchPlaces(q, limit * 3).filter((p) => want(p.type));
    out.push(...places.map(placeResult));
  }
  return { json: { data: out.slice(0, limit) } };
};

/** `GET /geocode/{id}` and `/geocode/retrieve/{id}`. */
export const geocodeShow: Handler = (ctx) => {
  const id = ctx.params.id ?? '';
  const country = countryById(id);
  if (country) return { json: { data: countryResult(country, true) } };
  const place = placeById(id);
  if (place) return { json: { data: placeResult(place) } };
  throw notFound(`Geocode result ${JSON.stringify(id)}`);
};

/** `GET /geocode/country-polygons/`. */
export const countryPolygonsList: Handler = (ctx) => {
  const withGeometry = (ctx.query.get('include') ?? '').split(',').includes('geometry');
  return { json: { data: countryPolygons().map((c) => countryResult(c, withGeometry)) } };
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
    const c = countryById(id);
    const p = c ? undefined : placeById(id);
    if (c) data.push(countryResult(c, true));
    else if (p) data.push(placeResult(p));
  }
  return { json: listEnvelope(data, 1, Math.max(1, data.length), data.length) };
};
