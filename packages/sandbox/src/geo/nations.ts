/**
 * The nations of the United Kingdom (England, Scotland, Wales, Northern
 * Ireland) as polygons, from the borders of `@rapideditor/country-coder` (a
 * maintained, simplified boundary set: land borders follow the real ones,
 * coasts are drawn out to sea). The id of a nation is its ISO 3166-2 code,
 * e.g. `GB-SCT`.
 *
 * @module
 */
import { feature } from '@rapideditor/country-coder';
import type { CountryPolygon } from './countries.js';
import { geometryBox, labelPoint, type PolygonGeometry } from './pip.js';

/** ISO 3166-2 codes of the UK nations, with their gazetteer region codes (GeoNames admin1). */
export const UK_NATIONS = [
  ['GB-ENG', 'GB.ENG'],
  ['GB-SCT', 'GB.SCT'],
  ['GB-WLS', 'GB.WLS'],
  ['GB-NIR', 'GB.NIR'],
] as const;

let cache: CountryPolygon[] | undefined;

/** The UK nations as polygons, named like gazetteer regions (`Scotland, United Kingdom`). */
export function nationPolygons(): CountryPolygon[] {
  if (cache) return cache;
  const out: CountryPolygon[] = [];
  for (const [code] of UK_NATIONS) {
    const f = feature(code);
    const geometry = f?.geometry as PolygonGeometry | null | undefined;
    if (!f || !geometry) continue;
    // The label point of the largest polygon: the mainland, not the sea-drawn outline's centre.
    const [lat, long] = labelPoint(geometry);
    out.push({
      id: code,
      name: `${f.properties.nameEn}, United Kingdom`,
      lat,
      long,
      geometry,
      box: geometryBox(geometry),
    });
  }
  cache = out;
  return out;
}
