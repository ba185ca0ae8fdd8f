import type { Shift } from './types.js';

/** Places of a shift: how many it needs, has and still needs. */
export interface PlacesSummary {
  /** Places the shift needs (0 for a cancelled shift). */
  places: number;
  /** People holding a place: `assigned` or `attended` (a `no_show` frees the place). */
  filled: number;
  /** Places still open, never below 0. */
  remaining: number;
  /** People beyond the places (over-booked). */
  over: number;
  /** `attended` assignments. */
  attended: number;
  /** `no_show` assignments. */
  noShows: number;
  /** `true` when no place is left. */
  full: boolean;
}

/**
 * Counts a shift's places. Assigned and attended people fill a place; a no-show
 * does not (the coordinator can fill it again). A cancelled shift needs nobody.
 *
 * @example
 * placesOf({ places: 3, status: 'scheduled', assignments: [{ user_id: 1, status: 'assigned' }] });
 * // { places: 3, filled: 1, remaining: 2, over: 0, attended: 0, noShows: 0, full: false }
 */
export function placesOf(shift: Pick<Shift, 'places' | 'assignments' | 'status'>): PlacesSummary {
  const places =
    shift.status === 'cancelled' ? 0 : Math.max(0, Math.floor(Number(shift.places) || 0));
  const list = Array.isArray(shift.assignments) ? shift.assignments : [];
  const attended = list.filter((a) => a.status === 'attended').length;
  const noShows = list.filter((a) => a.status === 'no_show').length;
  const filled = list.length - noShows;
  return {
    places,
    filled,
    remaining: Math.max(0, places - filled),
    over: Math.max(0, filled - places),
    attended,
    noShows,
    full: filled >= places,
  };
}

/** Sums the places of many shifts (e.g. one day or one week of a rota). */
export function totalPlaces(
  shifts: ReadonlyArray<Pick<Shift, 'places' | 'assignments' | 'status'>>,
): Pick<PlacesSummary, 'places' | 'filled' | 'remaining'> {
  let places = 0;
  let filled = 0;
  let remaining = 0;
  for (const s of shifts) {
    const p = placesOf(s);
    places += p.places;
    filled += Math.min(p.filled, p.places);
    remaining += p.remaining;
  }
  return { places, filled, remaining };
}
