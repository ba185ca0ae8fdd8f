/**
 * Point-in-polygon for GeoJSON Polygon and MultiPolygon geometries (even-odd
 * ray casting; holes are handled by the even-odd rule over all rings).
 *
 * @module
 */

/** A position `[longitude, latitude]`. */
export type Position = [number, number] | number[];

/** The geometries the sandbox tests points against. */
export type PolygonGeometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

function inRing(lon: number, lat: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]?.[0] ?? 0;
    const yi = ring[i]?.[1] ?? 0;
    const xj = ring[j]?.[0] ?? 0;
    const yj = ring[j]?.[1] ?? 0;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(lon: number, lat: number, rings: Position[][]): boolean {
  let inside = false;
  for (const ring of rings) if (inRing(lon, lat, ring)) inside = !inside;
  return inside;
}

/** True when the point lies inside the geometry. */
export function pointInGeometry(lat: number, lon: number, geometry: PolygonGeometry): boolean {
  if (geometry.type === 'Polygon') return inPolygon(lon, lat, geometry.coordinates);
  return geometry.coordinates.some((polygon) => inPolygon(lon, lat, polygon));
}

/** The bounding box of a geometry. */
export function geometryBox(geometry: PolygonGeometry) {
  let minLat = Infinity;
  let maxLat = -Infinity;
  let minLon = Infinity;
  let maxLon = -Infinity;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const polygon of polygons)
    for (const ring of polygon)
      for (const p of ring) {
        const lon = p[0] ?? 0;
        const lat = p[1] ?? 0;
        if (lat < minLat) minLat = lat;
        if (lat > maxLat) maxLat = lat;
        if (lon < minLon) minLon = lon;
        if (lon > maxLon) maxLon = lon;
      }
  return { minLat, maxLat, minLon, maxLon };
}

/** The area-weighted centroid of the largest polygon of a geometry, as `[lat, lon]`. */
export function labelPoint(geometry: PolygonGeometry): [number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best: [number, number] = [0, 0];
  let bestArea = -1;
  for (const polygon of polygons) {
    const ring = polygon[0] ?? [];
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const x0 = ring[j]?.[0] ?? 0;
      const y0 = ring[j]?.[1] ?? 0;
      const x1 = ring[i]?.[0] ?? 0;
      const y1 = ring[i]?.[1] ?? 0;
      const f = x0 * y1 - x1 * y0;
      area += f;
      cx += (x0 + x1) * f;
      cy += (y0 + y1) * f;
    }
    if (Math.abs(area) > bestArea && area !== 0) {
      bestArea = Math.abs(area);
      best = [cy / (3 * area), cx / (3 * area)];
    }
  }
  return [Math.round(best[0] * 1e5) / 1e5, Math.round(best[1] * 1e5) / 1e5];
}
