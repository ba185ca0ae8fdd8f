import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import {
  readBookings,
  readChangeoverDays,
  readRooms,
  readUnavailable,
  type Booking,
  type Room,
  type UnavailablePeriod,
} from './occupancy.js';

const PAGE = { limit: 200, per_page: 200 };

/** Everything the occupancy calendar of one team shows. */
export interface OccupancyData {
  /** The team's rooms. */
  rooms: Room[];
  /** The team's bookings (filtered to its rooms). */
  bookings: Booking[];
  /** Unavailable periods of every room. */
  unavailable: UnavailablePeriod[];
  /** Changeover weekdays. */
  changeoverDays: number[];
  /** Cancel reasons: id and name. */
  cancelReasons: { id: string; name: string }[];
}

/** Loads a team's rooms, their unavailable periods, bookings, changeover days and the cancel reasons. */
export function useOccupancy(teamId: string | null) {
  const api = useApi();
  const load = useLoad<OccupancyData>(async (signal) => {
    const team = teamId!;
    const rooms = readRooms(
      await api.organisation.teams.residentialRooms(team).listAll(PAGE, { signal, maxPages: 5 }),
    );
    const [bookings, changeover, reasons, ...periods] = await Promise.all([
      api.residentialBookings.listAll(
        { ...PAGE, filter: { team_id: team } },
        { signal, maxPages: 10 },
      ),
      api.organisation.teams.changeoverDays(team).list(PAGE, { signal }),
      api.organisation.residentialCancelReasons.list(PAGE, { signal }).catch(() => []),
      ...rooms.map((r) =>
        api.organisation.teams
          .residentialRooms(team)
          .unavailablePeriods(r.id)
          .list(PAGE, { signal })
          .then((p) => readUnavailable(p, r.id)),
      ),
    ]);
    const roomIds = new Set(rooms.map((r) => r.id));
    return {
      rooms,
      bookings: readBookings(bookings).filter((b) => roomIds.has(b.roomId)),
      unavailable: periods.flat(),
      changeoverDays: readChangeoverDays(changeover),
      cancelReasons: readRooms(reasons).map((r) => ({ id: r.id, name: r.name })),
    };
  }, teamId);
  return { api, ...load };
}
