/**
 * Natural Earth country polygons (world-atlas countries-110m) as geocode
 * results of type `geojson`; the id of a polygon is its ISO 3166-1 numeric code.
 *
 * @module
 */
import { feature } from 'topojson-client';
import { readPackageJson } from './data.js';
import { geometryBox, labelPoint, type PolygonGeometry } from './pip.js';

/** A country polygon. */
export interface CountryPolygon {
  /** ISO 3166-1 numeric code, e.g. `826`. */
  id: string;
  name: string;
  lat: number;
  long: number;
  geometry: PolygonGeometry;
  box: ReturnType<typeof geometryBox>;
}

let cache: CountryPolygon[] | undefined;

/** Every country polygon, loaded once. */
export function countryPolygons(): CountryPolygon[] {
  if (cache) return cache;
  type Topo = Parameters<typeof feature>[0];
  type Obj = Parameters<typeof feature>[1];
  const topology = readPackageJson<Topo & { objects: { countries: Obj } }>(
    'world-atlas/countries-110m.json',
  );
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: { id?: string | number; properties?: { name?: string }; geometry: unknown }[];
  };
  const out: CountryPolygon[] = [];
  for (const f of collection.features) {
    const geometry = f.geometry as unknown as PolygonGeometry | null;
    if (
      !geometry ||
      (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') ||
      f.id === undefined
    )
      continue;
    const [lat, long] = labelPoint(geometry);
    out.push({
      id: String(f.id),
      name: f.properties?.name ?? String(f.id),
      lat,
      long,
      geometry,
      box: geometryBox(geometry),
    });
  }
  out.sort((a, b) => a.name.localeCompare(b.name));
  cache = out;
  return out;
}

/** A country polygon by id. */
export function countryById(id: string): CountryPolygon | undefined {
  return countryPolygons().find((c) => c.id === id);
}

/** The public geocode-result form of a country. */
export function countryResult(c: CountryPolygon, withGeometry = false) {
  return {
    id: c.id,
    name: c.name,
    lat: c.lat,
    long: c.long,
    type: 'geojson' as const,
    ...(withGeometry ? { geometry: c.geometry } : {}),
  };
}
