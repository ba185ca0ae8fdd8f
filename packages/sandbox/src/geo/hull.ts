/**
 * The outline of a county or region: the convex hull of its GeoNames places,
 * widened by a margin, so every town of the area and the country round its
 * edge towns lie inside. An approximation of the real boundary (a hull spans
 * bays and can reach over a neighbour's corner), made from the same data as
 * the names; see docs/places.md for why no boundary package is used.
 *
 * @module
 */
import type { Position } from './pip.js';

/** The margin round an area's outermost places, in kilometres. */
export const AREA_MARGIN_KM = 10;

function cross(o: Position, a: Position, b: Position): number {
  return (
    ((a[0] ?? 0) - (o[0] ?? 0)) * ((b[1] ?? 0) - (o[1] ?? 0)) -
    ((a[1] ?? 0) - (o[1] ?? 0)) * ((b[0] ?? 0) - (o[0] ?? 0))
  );
}

/** The convex hull of `[lon, lat]` points (Andrew's monotone chain), counter-clockwise, unclosed. */
export function convexHull(points: readonly Position[]): Position[] {
  const sorted = [...points].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
  if (sorted.length < 3) return sorted;
  const lower: Position[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Position[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * The outline round `[lon, lat]` points: their convex hull widened by `km`
 * (each hull corner replaced by a ring of 12 points `km` away), as a closed
 * GeoJSON ring with coordinates rounded to 4 decimals (about 10 m).
 */
export function areaOutline(points: readonly Position[], km = AREA_MARGIN_KM): Position[] {
  const around: Position[] = [];
  for (const [lon = 0, lat = 0] of convexHull(points)) {
    const dLat = km / 111.2;
    const dLon = km / (111.2 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      around.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
    }
  }
  const ring = convexHull(around).map(([lon = 0, lat = 0]) => [
    Math.round(lon * 1e4) / 1e4,
    Math.round(lat * 1e4) / 1e4,
  ]);
  if (ring.length > 0) ring.push([...ring[0]!]);
  return ring;
}
