/**
 * Places left on a residential timeslot: the beds of the opportunity's team
 * (its residential rooms, less rooms closed for the whole slot) minus the
 * most guests booked at that team on any night of the slot.
 *
 * @module
 */
import type { RecordStore } from '../store/records.js';
import { named } from '../store/collections.js';

/** A timeslot and the places left on it. */
export interface SlotPlaces {
  start: string;
  end: string;
  /** Places left, or `undefined` when the team has no rooms on record. */
  placesLeft: number | undefined;
}

const DAY = 86_400_000;

function dayOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

/** The places left on each timeslot of an opportunity of team `teamId`. */
export function placesLeft(
  store: RecordStore,
  teamId: number | undefined,
  slots: readonly { start: string; end: string }[],
): SlotPlaces[] {
  const rooms =
    teamId === undefined
      ? []
      : store.all(named('organisation.teams.residentialRooms'), { teamId: String(teamId) });
  if (rooms.length === 0) return slots.map((s) => ({ ...s, placesLeft: undefined }));
  const bookings =
    teamId === undefined
      ? []
      : store
          .findBy(named('residentialBookings'), 'team_id', teamId)
          .filter((b) => b.status !== 'cancelled');
  return slots.map((slot) => {
    let beds = 0;
    for (const room of rooms) {
      const closed = store
        .all(named('organisation.teams.residentialRooms.unavailablePeriods'), {
          teamId: String(teamId),
          roomId: String(room.id),
        })
        .some(
          (p) => (dayOf(p.starts_on) ?? '') <= slot.start && (dayOf(p.ends_on) ?? '') >= slot.end,
        );
      if (!closed) beds += typeof room.beds === 'number' ? room.beds : 0;
    }
    let peak = 0;
    const from = Date.parse(`${slot.start}T00:00:00Z`);
    const to = Date.parse(`${slot.end}T00:00:00Z`);
    for (let night = from; night < Math.max(to, from + DAY); night += DAY) {
      const day = new Date(night).toISOString().slice(0, 10);
      const guests = bookings.filter(
        (b) => (dayOf(b.starts_on) ?? '') <= day && (dayOf(b.ends_on) ?? '') > day,
      ).length;
      if (guests > peak) peak = guests;
    }
    return { ...slot, placesLeft: Math.max(0, beds - peak) };
  });
}
