/**
 * Residential availability (`/residential-availability/`, spec 7.9): every
 * residential room with what makes it unavailable in a window of days.
 *
 * @module
 */
import * as z from 'zod/mini';
import { PaginationSchema } from '../schemas.js';
import { dayText, field, model } from './meta.js';

/** A stretch of nights, `starts_on` (arrival) to `ends_on` (departure). */
export const NightsSchema = model(
  'Nights',
  z.looseObject({
    starts_on: field(z.string(), 'Arrival day, `YYYY-MM-DD`.'),
    ends_on: field(z.string(), 'Departure day, `YYYY-MM-DD`.'),
  }),
  'A stretch of nights: arrival to departure day.',
);

/** A closed period of a room. */
export const RoomClosureSchema = model(
  'RoomClosure',
  z.extend(NightsSchema, {
    reason: field(z.nullable(z.string()), 'Why the room is closed, or null.'),
  }),
  'A period the room cannot be booked.',
);

/** One room of `residentialAvailability.list`. */
export const ResidentialAvailabilitySchema = model(
  'ResidentialAvailability',
  z.looseObject({
    id: field(z.number(), 'The room id (the row’s id).'),
    room_id: field(z.number(), 'The room id.'),
    room_name: field(z.string(), 'The room’s name.'),
    team_id: field(z.number(), 'The team (site) the room belongs to.'),
    team_name: field(z.string(), 'The team’s name.'),
    beds: field(z.number(), 'Beds in the room.'),
    accessible: field(z.boolean(), 'Step-free access.'),
    changeover_weekdays: field(
      z.array(z.number()),
      'Changeover weekdays, 0 = Sunday … 6 = Saturday: a stay cannot run across one.',
    ),
    changeover_days: field(z.array(z.string()), 'The same, as English day names.'),
    unavailable: field(z.array(RoomClosureSchema), 'Closed periods in the window.'),
    booked: field(
      z.array(NightsSchema),
      'Booked stays in the window, by arrival (no guest names).',
    ),
  }),
  'A residential room and what makes it unavailable in the window.',
);

/** The window of days a residential availability list covers. */
export const DayWindowSchema = model(
  'DayWindow',
  z.looseObject({
    from: field(z.string(), 'First day, `YYYY-MM-DD`.'),
    to: field(z.string(), 'Last day, `YYYY-MM-DD`.'),
  }),
  'A window of days.',
);

/** What `residentialAvailability.list` answers. */
export const ResidentialAvailabilityListSchema = model(
  'ResidentialAvailabilityList',
  z.looseObject({
    data: field(z.array(ResidentialAvailabilitySchema), 'The rooms.'),
    meta: field(z.looseObject({ pagination: PaginationSchema }), 'Pagination (one page).', false),
    window: field(DayWindowSchema, 'The window the list covers.'),
  }),
  'The rooms, all on one page, and the window they cover.',
);

/** The query of `residentialAvailability.list`. */
export const ResidentialAvailabilityQuerySchema = model(
  'ResidentialAvailabilityQuery',
  z.looseObject({
    from: field(z.optional(dayText()), 'First day, `YYYY-MM-DD` (default today).'),
    to: field(
      z.optional(dayText()),
      'Last day, `YYYY-MM-DD`, after `from` (default `from` + 120 days).',
    ),
  }),
  'The window of `residentialAvailability.list`.',
);
