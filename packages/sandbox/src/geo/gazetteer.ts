/**
 * Place search over the gazetteer index (see `gazetteerIndex.ts`): towns and
 * villages, counties and first-level regions, ranked by match, home country
 * and population, with close-name suggestions when nothing matches.
 *
 * @module
 */
import { editDistance } from './editDistance.js';
import { gazetteerDb } from './gazetteerIndex.js';
import { fold } from './names.js';
import type { Position } from './pip.js';

export { fold, countryName } from './names.js';
export { warmGazetteer } from './gazetteerIndex.js';

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

/** A place as the index stores it (SQL NULL where a place has no region). */
type PlaceRow = Omit<Place, 'region'> & { region: string | null };

function toPlace(row: PlaceRow): Place {
  return { ...row, region: row.region ?? undefined };
}

/**
 * Searches places by name, ranked: exact names first, then names starting with
 * the text, then names with a word starting with it; within each, places in
 * `preferCountry` (default GB, the sandbox's organisation) first, then by
 * population, largest first. Only the `types` asked for are returned. A place
 * also matches by its other names (see `aliases.ts`): "the Highlands" answers
 * Highland, labelled `Highlands (Highland), Scotland, United Kingdom`.
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
  const match = `((key >= @n AND key < @n2) OR key LIKE @like ESCAPE '\\')`;
  // A place matches by its own name or by another (the data's long form, an alias);
  // it is answered once, by its best match, labelled when that match has a label.
  const rows = gazetteerDb()
    .prepare(
      `WITH hits AS (
         SELECT id, NULL AS label, key FROM places WHERE ${match} AND type IN (${typeList})
         UNION ALL SELECT id, label, key FROM names WHERE ${match}),
       best AS (
         SELECT id, label, tier, ROW_NUMBER() OVER (PARTITION BY id ORDER BY tier, label IS NOT NULL) AS rn
         FROM (SELECT id, label, (CASE WHEN key = @n THEN 0 WHEN key >= @n AND key < @n2 THEN 1 ELSE 2 END) AS tier FROM hits))
       SELECT p.id, COALESCE(b.label, p.name) AS name, p.lat, p.long, p.type, p.country, p.region, p.population, b.tier
       FROM best b JOIN places p ON p.id = b.id
       WHERE b.rn = 1 AND p.type IN (${typeList})
       ORDER BY b.tier, p.country <> @pref, p.population DESC, length(p.name), p.name LIMIT @limit`,
    )
    .all({ n: needle, n2: `${needle}\uffff`, like, pref: preferCountry, limit }) as (PlaceRow & {
    tier: 0 | 1 | 2;
  })[];
  return rows.map((r) => ({ ...toPlace(r), tier: r.tier }));
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
  const rows = gazetteerDb()
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
  const row = gazetteerDb()
    .prepare(
      'SELECT id, name, lat, long, type, country, region, population FROM places WHERE id = ?',
    )
    .get(id) as PlaceRow | undefined;
  return row ? toPlace(row) : undefined;
}

/**
 * The outline of a county or region (`county-…`, `region-…`): a closed GeoJSON
 * ring, the widened hull of its places (see `hull.ts`); `undefined` for other
 * ids and for areas without one.
 */
export function areaRing(id: string): Position[] | undefined {
  if (!/^(county|region)-/.test(id)) return undefined;
  const row = gazetteerDb().prepare('SELECT ring FROM shapes WHERE id = ?').get(id) as
    { ring: string } | undefined;
  return row ? (JSON.parse(row.ring) as Position[]) : undefined;
}

const countryTotals = new Map<string, number>();

/** The summed population of a country's places (ISO alpha-2 code). */
export function countryPopulation(code: string): number {
  let total = countryTotals.get(code);
  if (total === undefined) {
    const row = gazetteerDb()
      .prepare(`SELECT SUM(population) AS n FROM places WHERE type = 'city' AND country = ?`)
      .get(code) as { n: number | null };
    total = row.n ?? 0;
    countryTotals.set(code, total);
  }
  return total;
}
