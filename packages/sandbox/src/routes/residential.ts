/**
 * Residential opportunity search (spec 2.2, 7.3): a search index kept in step
 * with the `/residential-opportunities/` records, and the list, countries and
 * counties handlers.
 *
 * Query parameters of `GET /residential-opportunities/`:
 * - `type`: `any` (default), `short_term` (type Residential-short) or `long_term` (Residential-long),
 *   or an opportunity type itself (e.g. `Regular`);
 * - `lat`, `lon`: a centre; with `radius` (km, default {@link DEFAULT_RADIUS_KM}) only
 *   opportunities within the radius are returned, each with its `distance` in km;
 * - `geojson`: the id of a polygon, a country or a UK nation (see `/geocode/country-polygons/`): only
 *   opportunities inside it (replaces the radius);
 * - `date` (YYYY-MM-DD, or `any`/empty) and `flexibility` (days, default 7): only
 *   opportunities with an available timeslot overlapping `date ± flexibility`;
 * - `s`: `date_advertised`, `display_name`, `distance` or `id`; `o`: `asc` or `desc`
 *   (default: distance ascending when `lat`/`lon` are given, else date_advertised descending);
 * - `page`, `limit` (default 8); `include=image` adds the `image` URL.
 * The answer's `meta.area` says where the search looked: `{polygon: {id, name}}` or
 * `{near: {lat, lon, radius_km}}` (absent for a search everywhere).
 * - `team_id` (signed-in callers only): the adverts of one team, drafts included.
 * Requests without a session (public) only see published `advert_target: external` adverts:
 * the index's `advert_target` column holds `draft` for an unpublished advert
 * (`published: false`), so every public list and count leaves drafts out.
 *
 * @module
 */
import { stmt, type Db } from '../store/db.js';
import type { StoredRecord } from '../store/records.js';
import { validationError, notFound, type FieldErrors } from '../errors.js';
import { readDateParam } from '../dates.js';
import { boundingBox, distanceKm } from '../geo/distance.js';
import { countryPolygons, countryResult } from '../geo/countries.js';
import { searchPlaces } from '../geo/gazetteer.js';
import { countryName } from '../geo/names.js';
import { polygonById } from '../geo/polygons.js';
import { placeAsPolygonResult } from './geocode.js';
import { pointInGeometry } from '../geo/pip.js';
import { listEnvelope, readPaging } from './paging.js';
import { OPPORTUNITY_TYPES } from './schemas.js';
import type { Handler, RequestCtx, WriteHook } from './types.js';
import { named } from '../store/collections.js';

/** Collection key of residential opportunities. */
export const RESIDENTIAL = named('residentialOpportunities');

/** Default search radius around `lat`/`lon`, in kilometres. */
export const DEFAULT_RADIUS_KM = 50;

/** Page size of residential lists (spec 9). */
export const RESIDENTIAL_PAGE_SIZE = 8;

const TYPE_FILTER: Record<string, string | undefined> = {
  any: undefined,
  short_term: 'Residential-short',
  long_term: 'Residential-long',
};

const SORTS = ['date_advertised', 'display_name', 'distance', 'id'] as const;

function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  return value.slice(0, 10);
}

/** Writes the index rows of one opportunity record (inside the caller's transaction). */
export function indexOpportunity(db: Db, record: StoredRecord): void {
  const slots = record.available_timeslots;
  const errors: FieldErrors = {};
  const rows: [string, string][] = [];
  if (slots !== undefined && slots !== null) {
    if (!Array.isArray(slots)) errors.available_timeslots = ['must be a list'];
    else
      slots.forEach((slot: unknown, i) => {
        const s = slot as { start?: unknown; end?: unknown } | null;
        const start = day(s?.start);
        const end = day(s?.end) ?? start;
        if (!start || !end || end < start) {
          (errors.available_timeslots ??= []).push(
            `item ${i} must be {start, end} dates with end not before start`,
          );
        } else rows.push([start, end]);
      });
  }
  if (record.published !== undefined && typeof record.published !== 'boolean')
    errors.published = ['must be true or false'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const lat = typeof record.lat === 'number' ? record.lat : null;
  const lon = typeof record.lon === 'number' ? record.lon : null;
  const location = (record.location ?? {}) as { country?: unknown; county?: unknown };
  stmt(
    db,
    `INSERT INTO residential_index (id, type, lat, lon, date_advertised, display_name, country, county, advert_target)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET type = excluded.type, lat = excluded.lat, lon = excluded.lon,
       date_advertised = excluded.date_advertised, display_name = excluded.display_name,
       country = excluded.country, county = excluded.county, advert_target = excluded.advert_target`,
  ).run(
    record.id,
    String(record.type ?? ''),
    lat,
    lon,
    day(record.date_advertised) ?? String(record.created_at ?? '').slice(0, 10),
    String(record.display_name ?? ''),
    typeof location.country === 'string' ? location.country : null,
    typeof location.county === 'string' ? location.county : null,
    record.published === false
      ? 'draft'
      : record.advert_target === 'internal'
        ? 'internal'
        : 'external',
  );
  stmt(db, 'DELETE FROM residential_slots WHERE opportunity_id = ?').run(record.id);
  const insert = stmt(
    db,
    'INSERT INTO residential_slots (opportunity_id, start, end) VALUES (?, ?, ?)',
  );
  for (const [start, end] of rows) insert.run(record.id, start, end);
}

/** The write hook of `/residential-opportunities/`. */
export const residentialHook: WriteHook = (db, op, record) => {
  if (op === 'delete') {
    db.prepare('DELETE FROM residential_index WHERE id = ?').run(record.id);
    db.prepare('DELETE FROM residential_slots WHERE opportunity_id = ?').run(record.id);
  } else indexOpportunity(db, record);
};

const URL_FIELDS = ['image', 'image_thumbnail_url', 'public_url'];

/** Makes the sandbox-relative URLs of an opportunity absolute, and drops `image` unless included. */
export function presentOpportunity(
  record: StoredRecord,
  origin: string,
  includeImage: boolean,
): StoredRecord {
  const out: StoredRecord = { ...record };
  for (const f of URL_FIELDS) {
    const v = out[f];
    if (typeof v === 'string' && v.startsWith('/')) out[f] = origin + v;
  }
  const partner = out.partner as { logo_url?: unknown } | undefined | null;
  if (partner && typeof partner.logo_url === 'string' && partner.logo_url.startsWith('/')) {
    out.partner = { ...partner, logo_url: origin + partner.logo_url };
  }
  if (!includeImage) delete out.image;
  return out;
}

function includes(query: URLSearchParams, what: string): boolean {
  return (query.get('include') ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(what);
}

interface Row {
  id: number;
  lat: number | null;
  lon: number | null;
  date_advertised: string;
  display_name: string;
}

/** Reads and checks the search parameters; throws 422 with field errors. */
export function readSearch(query: URLSearchParams) {
  const errors: FieldErrors = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  const typeRaw = query.get('type') || 'any';
  // An opportunity type itself (e.g. Residential-short) is accepted too (spec 2.3).
  const literalType = (OPPORTUNITY_TYPES as readonly string[]).includes(typeRaw)
    ? typeRaw
    : undefined;
  if (!Object.hasOwn(TYPE_FILTER, typeRaw) && !literalType)
    add('type', 'must be one of: any, short_term, long_term');
  const num = (name: string, min: number, max: number): number | undefined => {
    const raw = query.get(name);
    if (raw === null || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max) {
      add(name, `must be a number between ${min} and ${max}`);
      return undefined;
    }
    return n;
  };
  const lat = num('lat', -90, 90);
  const lon = num('lon', -180, 180);
  if ((lat === undefined) !== (lon === undefined) && !errors.lat && !errors.lon) {
    add(lat === undefined ? 'lat' : 'lon', 'lat and lon must be given together');
  }
  const radius = num('radius', 0, 20_000) ?? DEFAULT_RADIUS_KM;
  const geojson = query.get('geojson') || undefined;
  const polygon = geojson ? polygonById(geojson) : undefined;
  if (geojson && !polygon)
    add('geojson', 'must be the id of a polygon from /geocode/country-polygons/');
  const dateErrors: FieldErrors = {};
  const date = readDateParam(query, 'date', dateErrors, { allow: ['any'] });
  if (dateErrors.date) add('date', 'must be a date (YYYY-MM-DD) or any');
  const flexRaw = query.get('flexibility');
  let flexibility = 7;
  if (flexRaw !== null && flexRaw !== '') {
    if (!/^\d{1,3}$/.test(flexRaw) || Number(flexRaw) > 366)
      add('flexibility', 'must be a whole number of days from 0 to 366');
    else flexibility = Number(flexRaw);
  }
  const near = lat !== undefined && lon !== undefined;
  const sRaw = query.get('s') || (near ? 'distance' : 'date_advertised');
  if (!(SORTS as readonly string[]).includes(sRaw)) add('s', `must be one of: ${SORTS.join(', ')}`);
  if (sRaw === 'distance' && !near && !errors.s) add('s', 'distance needs lat and lon');
  const oRaw = query.get('o') || (sRaw === 'distance' || sRaw === 'display_name' ? 'asc' : 'desc');
  if (oRaw !== 'asc' && oRaw !== 'desc') add('o', 'must be asc or desc');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  let window: { from: string; to: string } | undefined;
  if (date) {
    const t = Date.parse(`${date}T00:00:00Z`);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    window = { from: iso(t - flexibility * 86_400_000), to: iso(t + flexibility * 86_400_000) };
  }
  return {
    type: literalType ?? TYPE_FILTER[typeRaw],
    near: near ? { lat: lat as number, lon: lon as number } : undefined,
    radius,
    polygon,
    window,
    sort: sRaw as (typeof SORTS)[number],
    desc: oRaw === 'desc',
  };
}

/** `GET /residential-opportunities/`: the search. */
export const searchResidential: Handler = (ctx) => {
  const params = readSearch(ctx.query);
  const { page, limit } = readPaging(ctx.query, RESIDENTIAL_PAGE_SIZE);
  const where: string[] = [];
  const args: unknown[] = [];
  if (params.type) {
    where.push('i.type = ?');
    args.push(params.type);
  }
  if (!ctx.session) where.push(`i.advert_target = 'external'`);
  const team = ctx.query.get('team_id');
  if (ctx.session && team) {
    if (!/^\d{1,15}$/.test(team)) throw validationError({ team_id: ['must be the id of a team'] });
    where.push(
      `i.id IN (SELECT id FROM records WHERE collection = ? AND json_extract(data, '$.team_id') = ?)`,
    );
    args.push(RESIDENTIAL, Number(team));
  }
  const box = params.polygon
    ? params.polygon.box
    : params.near
      ? boundingBox(params.near.lat, params.near.lon, params.radius)
      : undefined;
  if (box) {
    where.push('i.lat BETWEEN ? AND ?', 'i.lon BETWEEN ? AND ?');
    args.push(box.minLat, box.maxLat, box.minLon, box.maxLon);
  }
  if (params.window) {
    where.push(
      'EXISTS (SELECT 1 FROM residential_slots s WHERE s.opportunity_id = i.id AND s.start <= ? AND s.end >= ?)',
    );
    args.push(params.window.to, params.window.from);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const dir = params.desc ? 'DESC' : 'ASC';
  const db = ctx.services.db;
  let ids: number[];
  let total: number;
  const distances = new Map<number, number>();
  if (!box && params.sort !== 'distance') {
    total = (
      db.prepare(`SELECT COUNT(*) AS n FROM residential_index i ${clause}`).get(...args) as {
        n: number;
      }
    ).n;
    const order = params.sort === 'id' ? `i.id ${dir}` : `i.${params.sort} ${dir}, i.id ${dir}`;
    ids = (
      db
        .prepare(
          `SELECT i.id FROM residential_index i ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
        )
        .all(...args, limit, (page - 1) * limit) as {
        id: number;
      }[]
    ).map((r) => r.id);
  } else {
    let rows = db
      .prepare(
        `SELECT i.id, i.lat, i.lon, i.date_advertised, i.display_name FROM residential_index i ${clause}`,
      )
      .all(...args) as Row[];
    if (params.polygon) {
      const geometry = params.polygon.geometry;
      rows = rows.filter(
        (r) => r.lat !== null && r.lon !== null && pointInGeometry(r.lat, r.lon, geometry),
      );
    }
    if (params.near) {
      const { lat, lon } = params.near;
      for (const r of rows)
        if (r.lat !== null && r.lon !== null)
          distances.set(r.id, distanceKm(lat, lon, r.lat, r.lon));
      if (!params.polygon)
        rows = rows.filter((r) => (distances.get(r.id) ?? Infinity) <= params.radius);
    }
    const sign = params.desc ? -1 : 1;
    const key = (r: Row): number | string =>
      params.sort === 'distance'
        ? (distances.get(r.id) ?? Infinity)
        : params.sort === 'id'
          ? r.id
          : params.sort === 'display_name'
            ? r.display_name
            : r.date_advertised;
    rows.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const c = ka < kb ? -1 : ka > kb ? 1 : 0;
      return sign * (c || a.id - b.id);
    });
    total = rows.length;
    ids = rows.slice((page - 1) * limit, page * limit).map((r) => r.id);
  }
  const includeImage = includes(ctx.query, 'image');
  const data = ids.flatMap((id) => {
    const record = ctx.services.store.getAnyScope(RESIDENTIAL, id);
    if (!record) return [];
    const out = presentOpportunity(record, ctx.origin, includeImage);
    const d = distances.get(id);
    if (d !== undefined) out.distance = Math.round(d * 100) / 100;
    return [out];
  });
  const envelope = listEnvelope(data, page, limit, total);
  // Where the search looked, so a results page can say so ("within 31 miles of Keswick").
  const area = params.polygon
    ? { polygon: { id: params.polygon.id, name: params.polygon.name } }
    : params.near
      ? { near: { ...params.near, radius_km: params.radius } }
      : undefined;
  return { json: area ? { ...envelope, meta: { ...envelope.meta, area } } : envelope };
};

/** `GET /residential-opportunities/{id}`. */
export const showResidential: Handler = (ctx) => {
  const raw = ctx.params.id ?? '';
  const record = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.getAnyScope(RESIDENTIAL, Number(raw))
    : undefined;
  if (
    !record ||
    (!ctx.session && (record.advert_target === 'internal' || record.published === false))
  )
    throw notFound(`Residential opportunity ${raw}`);
  return { json: { data: presentOpportunity(record, ctx.origin, true) } };
};

function visibleClause(ctx: RequestCtx): string {
  return ctx.session ? '' : `WHERE advert_target = 'external'`;
}

/**
 * `GET /residential-opportunities/countries`: the countries that have
 * opportunities, as a bare array of geocode results (`type: 'geojson'` with the
 * polygon id when Natural Earth has the country).
 */
export const residentialCountries: Handler = (ctx) => {
  const rows = ctx.services.db
    .prepare(
      `SELECT country, COUNT(*) AS n, AVG(lat) AS lat, AVG(lon) AS lon FROM residential_index ${visibleClause(ctx)}
       GROUP BY country HAVING country IS NOT NULL ORDER BY country`,
    )
    .all() as { country: string; n: number; lat: number; lon: number }[];
  const polygons = countryPolygons();
  return {
    json: rows.map((r) => {
      const polygon = polygons.find((p) => p.name === r.country);
      const base = polygon
        ? countryResult(polygon)
        : { id: `country-${r.country}`, name: r.country, lat: r.lat, long: r.lon, type: 'country' };
      return { ...base, count: r.n };
    }),
  };
};

/**
 * The gazetteer area a county named on opportunities stands for ("Highland" in
 * "United Kingdom"): its best county or region match in that country, as a
 * geocode result (a polygon when it has an outline); `undefined` when none.
 */
function countyPlace(county: string, country: string) {
  const match = searchPlaces(county, 10, ['county', 'region']).find(
    (p) => countryName(p.country) === country,
  );
  return match ? placeAsPolygonResult(match) : undefined;
}

/**
 * `GET /residential-opportunities/counties/`: counties with opportunities, most
 * first; `country` (a country name, as on the opportunities) keeps one
 * country's. Each carries `place`, the geocode result of the gazetteer area it
 * names (absent when the gazetteer has none), for a search in that county.
 */
export const residentialCounties: Handler = (ctx) => {
  const { page, limit } = readPaging(ctx.query, RESIDENTIAL_PAGE_SIZE);
  const db = ctx.services.db;
  const vis = visibleClause(ctx);
  const country = ctx.query.get('country');
  if (country !== null && (country.length === 0 || country.length > 100))
    throw validationError({ country: ['must be a country name of at most 100 characters'] });
  const conditions = [vis ? vis.replace(/^WHERE /, '') : '', 'county IS NOT NULL'];
  if (country !== null) conditions.push('country = @country');
  const filter = `WHERE ${conditions.filter(Boolean).join(' AND ')}`;
  const args = country !== null ? { country } : {};
  const total = (
    db
      .prepare(
        `SELECT COUNT(DISTINCT county || '|' || COALESCE(country, '')) AS n FROM residential_index ${filter}`,
      )
      .get(args) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT county, country, COUNT(*) AS n, AVG(lat) AS lat, AVG(lon) AS lon, MIN(id) AS first_id
       FROM residential_index ${filter} GROUP BY county, country ORDER BY n DESC, county ASC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...args, limit, offset: (page - 1) * limit }) as {
    county: string;
    country: string;
    n: number;
    lat: number;
    lon: number;
    first_id: number;
  }[];
  const includeImage = includes(ctx.query, 'image');
  const data = rows.map((r) => {
    const item: Record<string, unknown> = {
      id: `${r.country}/${r.county}`,
      name: r.county,
      country: r.country,
      count: r.n,
      lat: Math.round(r.lat * 1e5) / 1e5,
      long: Math.round(r.lon * 1e5) / 1e5,
    };
    const place = countyPlace(r.county, r.country);
    if (place) item.place = place;
    if (includeImage) {
      const first = ctx.services.store.getAnyScope(RESIDENTIAL, r.first_id);
      const image = first?.image_thumbnail_url;
      if (typeof image === 'string')
        item.image = image.startsWith('/') ? ctx.origin + image : image;
    }
    return item;
  });
  return { json: listEnvelope(data, page, limit, total) };
};
