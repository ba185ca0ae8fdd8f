/**
 * The similar opportunities of the public opportunity page (issue 44): other
 * published public adverts of the same type with dates still to come, nearest
 * first (by the adverts' positions, from the search index), three of them.
 *
 * @module
 */
import type { Db } from '../store/db.js';
import type { StoredRecord } from '../store/records.js';
import { distanceKm } from '../geo/distance.js';

/** A similar opportunity, as the page links to it. */
export interface SimilarOpportunity {
  id: number;
  slug: string;
  title: string;
  /** Town, county (as on the advert). */
  place: string | undefined;
  /** Kilometres from the opportunity shown (rounded), when both have a position. */
  km: number | undefined;
  image: string | undefined;
}

/** How many similar opportunities the page shows. */
export const SIMILAR_COUNT = 3;

/**
 * The `limit` published public adverts of `record`'s type nearest to it
 * (those without a position after, newest first) that still have a timeslot
 * ending on or after `today` (YYYY-MM-DD), `record` itself excepted. `load`
 * reads an advert by id (the store's).
 */
export function similarOpportunities(
  db: Db,
  record: StoredRecord,
  load: (id: number) => StoredRecord | undefined,
  today: string,
  limit = SIMILAR_COUNT,
): SimilarOpportunity[] {
  const type = typeof record.type === 'string' ? record.type : '';
  if (!type) return [];
  // Only adverts a visitor can still apply to: a timeslot that has not ended.
  const rows = db
    .prepare(
      `SELECT id, lat, lon, date_advertised FROM residential_index i
       WHERE type = ? AND id <> ? AND advert_target = 'external'
         AND EXISTS (SELECT 1 FROM residential_slots s WHERE s.opportunity_id = i.id AND s.end >= ?)`,
    )
    .all(type, record.id, today) as {
    id: number;
    lat: number | null;
    lon: number | null;
    date_advertised: string;
  }[];
  const lat = typeof record.lat === 'number' ? record.lat : undefined;
  const lon = typeof record.lon === 'number' ? record.lon : undefined;
  const placed = (r: (typeof rows)[number]) =>
    lat !== undefined && lon !== undefined && r.lat !== null && r.lon !== null
      ? distanceKm(lat, lon, r.lat, r.lon)
      : undefined;
  const ranked = rows
    .map((r) => ({ r, km: placed(r) }))
    .sort(
      (a, b) =>
        (a.km ?? Infinity) - (b.km ?? Infinity) ||
        b.r.date_advertised.localeCompare(a.r.date_advertised) ||
        a.r.id - b.r.id,
    );
  const out: SimilarOpportunity[] = [];
  for (const { r, km } of ranked) {
    const other = load(r.id);
    const slug = typeof other?.slug === 'string' ? other.slug : undefined;
    if (!other || !slug || !/^[a-z0-9-]{1,200}$/i.test(slug)) continue;
    const location = (other.location ?? {}) as { name?: unknown; county?: unknown };
    const place = [location.name, location.county]
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .join(', ');
    const image = other.image_thumbnail_url ?? other.image;
    out.push({
      id: r.id,
      slug,
      title: typeof other.display_name === 'string' ? other.display_name : slug,
      place: place || undefined,
      km: km === undefined ? undefined : Math.round(km),
      image: typeof image === 'string' ? image : undefined,
    });
    if (out.length >= limit) break;
  }
  return out;
}
