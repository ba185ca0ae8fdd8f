/**
 * Residential places (spec 7.9, 7.12): bookings, a team's rooms and the
 * periods they are closed, and its changeover days. The spec names these
 * entities without fields (3.2); every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  field,
  int,
  optDay,
  optFlag,
  optId,
  optInstant,
  optNumber,
  optText,
  recordModels,
} from './meta.js';

/** The fields of a residential booking, shared by the person's own copy. */
export const residentialBookingFields = {
  team_id: optId('The team (site) of the room.'),
  room_id: optId('The room (`organisation.teams.residentialRooms`).'),
  room_name: field(z.optional(z.nullable(z.string())), 'The room’s name.'),
  user_id: optId('The guest, when a person of the organisation.'),
  guest_name: field(z.optional(z.nullable(z.string())), 'The guest’s name.'),
  starts_on: optDay('Arrival day'),
  ends_on: optDay('Departure day'),
  status: optText('`booked`, `completed` or `cancelled`.'),
  notes: field(z.optional(z.nullable(z.string())), 'Notes on the stay.'),
  booked_at: optInstant('When a person booked it themselves'),
  cancel_reason: field(z.optional(z.nullable(z.string())), 'Why it was cancelled.'),
  cancelled_at: optInstant('When it was cancelled'),
};

/** A residential booking (`residentialBookings`). */
export const ResidentialBookingModels = recordModels(
  'ResidentialBooking',
  'a residential booking: a guest in a room for some nights',
  residentialBookingFields,
);

/** A residential room of a team (`organisation.teams.residentialRooms`). */
export const ResidentialRoomModels = recordModels(
  'ResidentialRoom',
  'a residential room of a team',
  {
    name: optText('The room’s name.'),
    beds: field(z.optional(int()), 'Beds in the room.'),
    accessible: optFlag('Step-free access.'),
  },
);

/** A period a room is closed (`organisation.teams.residentialRooms.unavailablePeriods`). */
export const RoomUnavailablePeriodModels = recordModels(
  'RoomUnavailablePeriod',
  'a period a residential room is closed',
  {
    starts_on: optDay('First night closed'),
    ends_on: optDay('Day it opens again'),
    reason: field(z.optional(z.nullable(z.string())), 'Why it is closed.'),
  },
);

/** A changeover day of a team (`organisation.teams.changeoverDays`). */
export const ChangeoverDayModels = recordModels(
  'ChangeoverDay',
  'a changeover day of a team: residential stays start and end on it',
  {
    weekday: optNumber('The weekday, 0 = Sunday … 6 = Saturday.'),
    name: optText('The weekday in English (`Saturday`).'),
  },
);
