/**
 * Shifts (`/shifts/`) and repeating shifts (`/repeating-shifts/`), spec 7.9.
 *
 * @module
 */
import * as z from 'zod/mini';
import { SHIFT_STATUSES } from '../vocabulary.js';
import { ASSIGNMENT_STATUSES } from '../vocabulary.js';
import {
  dateText,
  field,
  int,
  listQueryShape,
  model,
  nonEmptyText,
  recordId,
  storedFields,
  text,
} from './meta.js';

/** One person's place on a shift. */
export const ShiftAssignmentSchema = model(
  'ShiftAssignment',
  z.looseObject({
    user_id: field(z.number(), 'The person.'),
    status: field(
      z.optional(z.enum(ASSIGNMENT_STATUSES)),
      'Their place: assigned, attended or no-show.',
    ),
  }),
  'One person’s place on a shift.',
);

/** What a store of a shift (`shifts.store`) sends; an update sends any part of it. */
export const ShiftInputSchema = model(
  'ShiftInput',
  z.looseObject({
    team_id: field(int(), 'The team the shift belongs to.'),
    title: field(nonEmptyText(200), 'Title (1 to 200 characters).'),
    start: field(z.optional(dateText()), 'Start (ISO UTC date-time).'),
    end: field(z.optional(dateText()), 'End (ISO UTC date-time), after the start.'),
    places: field(
      z.optional(int().check(z.minimum(0), z.maximum(10000))),
      'Number of places (0 to 10,000).',
    ),
    assignments: field(
      z.optional(z.array(ShiftAssignmentSchema)),
      'The people on the shift (at most `places`).',
    ),
    repeating_shift_id: field(
      z.optional(z.nullable(int())),
      'The repeating shift this shift was made from.',
    ),
    status: field(z.optional(z.enum(SHIFT_STATUSES)), 'Scheduled or cancelled.'),
    notes: field(z.optional(z.nullable(text(5000))), 'Notes (at most 5,000 characters).'),
    location: field(z.optional(z.string()), 'Where the shift takes place.'),
    what_to_bring: field(z.optional(z.string()), 'What to bring.'),
  }),
  'The fields a store of a shift sends (`team_id` and `title` are required); an update sends any of them.',
);

/** `shifts.update(id, { sign_up: true })`: takes a place for the signed-in person. */
export const ShiftSignUpSchema = model(
  'ShiftSignUp',
  z.strictObject({
    sign_up: field(z.literal(true), 'Takes a place for the signed-in person.'),
  }),
  'Takes a place on the shift for the signed-in person (409 `shift_full` when none is left).',
);

/** `shifts.update(id, { cancel_place: true, cancel_reason })`: gives a place back. */
export const ShiftPlaceCancelSchema = model(
  'ShiftPlaceCancel',
  z.strictObject({
    cancel_place: field(z.literal(true), 'Gives the place back.'),
    cancel_reason: field(z.optional(text(500)), 'Why (at most 500 characters).'),
    for_user_id: field(
      z.optional(z.number()),
      'A guardian gives back the place of a minor in their care.',
    ),
  }),
  'Gives a place back, up to 24 hours before the shift starts.',
);

/** One person on a shift's waitlist. */
export const ShiftWaitlistEntrySchema = model(
  'ShiftWaitlistEntry',
  z.looseObject({
    user_id: field(z.number(), 'The person waiting.'),
    joined_at: field(z.optional(z.string()), 'When they joined (ISO).'),
    position: field(
      z.optional(z.number()),
      'Their place in the queue, 1 for the first (read only).',
    ),
    offered_at: field(z.optional(z.string()), 'When a freed place was offered to them (ISO).'),
    offer_expires_at: field(
      z.optional(z.string()),
      'Until when the offer stands (ISO); then it passes to the next person.',
    ),
  }),
  'One person on a shift’s waitlist. A volunteer sees only their own entry.',
);

/** `shifts.update(id, { join_waitlist: true })` and the other waitlist actions of the signed-in person. */
export const ShiftWaitlistActionSchema = model(
  'ShiftWaitlistAction',
  z.union([
    z.strictObject({
      join_waitlist: field(z.literal(true), 'Joins the waitlist of a full shift.'),
    }),
    z.strictObject({ leave_waitlist: field(z.literal(true), 'Leaves the waitlist.') }),
    z.strictObject({ accept_offer: field(z.literal(true), 'Takes the place offered.') }),
    z.strictObject({
      decline_offer: field(z.literal(true), 'Turns the offer down; it passes to the next person.'),
    }),
  ]),
  'The signed-in person joins or leaves a full shift’s waitlist, or takes or turns down the place offered to them.',
);

/** A shift (`/shifts/`). */
export const ShiftSchema = model(
  'Shift',
  z.extend(ShiftInputSchema, {
    id: field(recordId(), 'The shift id.'),
    places: field(z.number(), 'Number of places.'),
    assignments: field(z.array(ShiftAssignmentSchema), 'The people on the shift.'),
    status: field(z.enum(SHIFT_STATUSES), 'Scheduled or cancelled.'),
    waitlist: field(
      z.optional(z.array(ShiftWaitlistEntrySchema)),
      'The people waiting for a place, in order (a volunteer sees only their own entry).',
    ),
    places_left: field(
      z.optional(z.number()),
      'With a waitlist: the places neither taken nor offered to someone waiting.',
    ),
    ...storedFields(),
  }),
  'A shift (`/shifts/`). A volunteer sees only their own assignment.',
);

/** The query of `shifts.list`. */
export const ShiftQuerySchema = model(
  'ShiftQuery',
  z.looseObject({
    ...listQueryShape([
      'team_id',
      'title',
      'start',
      'end',
      'status',
      'repeating_shift_id',
    ] as const),
    user_id: field(
      z.optional(z.union([z.number(), z.string()])),
      'Only the shifts this person is assigned to (their own, or as staff or guardian).',
    ),
    from: field(
      z.optional(z.string()),
      'With `user_id`: only shifts ending after this ISO date or date-time.',
    ),
    open: field(
      z.optional(z.literal(1)),
      '`1`: the shifts the signed-in person can still sign up for.',
    ),
    waitlist: field(
      z.optional(z.union([z.literal(1), z.literal('only')])),
      'With `open=1`: `1` adds the full shifts the signed-in person could join the waitlist of (or wait for); `only` answers just those.',
    ),
    clearance: field(
      z.optional(z.union([z.literal('gaps'), z.literal('mine')])),
      '`gaps`: the upcoming shifts with someone placed who will not be cleared on the day (staff who may see people); `mine`: each shift with `my_clearance`, what it asks and whether the signed-in person holds it on its day.',
    ),
    to: field(
      z.optional(z.string()),
      'With `clearance=gaps`: the last day looked at (YYYY-MM-DD).',
    ),
  }),
  'The query of `shifts.list`: paging, search, order and filters; `user_id`, `open=1`, `clearance=gaps` or `clearance=mine`.',
);

/** What a store of a repeating shift sends; an update sends any part of it. */
export const RepeatingShiftInputSchema = model(
  'RepeatingShiftInput',
  z.looseObject({
    team_id: field(int(), 'The team the shifts belong to.'),
    title: field(nonEmptyText(200), 'Title of each shift.'),
    start_time: field(z.optional(z.string().check(z.length(5))), 'Local start time, `HH:MM`.'),
    end_time: field(
      z.optional(z.string().check(z.length(5))),
      'Local end time, `HH:MM`; at or before the start means the next day.',
    ),
    places: field(z.optional(int().check(z.minimum(0), z.maximum(10000))), 'Places of each shift.'),
    weekdays: field(
      z.optional(z.array(z.number())),
      'Days of the week, 0 = Sunday … 6 = Saturday.',
    ),
    starts_on: field(z.optional(dateText()), 'First day, `YYYY-MM-DD`.'),
    ends_on: field(z.optional(dateText()), 'Last day, `YYYY-MM-DD`.'),
    timezone: field(z.optional(text(64)), 'IANA timezone the times are read in.'),
  }),
  'The fields a store of a repeating shift sends; an update sends any of them.',
);

/** A repeating shift (`/repeating-shifts/`). */
export const RepeatingShiftSchema = model(
  'RepeatingShift',
  z.extend(RepeatingShiftInputSchema, {
    id: field(recordId(), 'The pattern id.'),
    ...storedFields(),
  }),
  'A repeating shift (`/repeating-shifts/`): the pattern the rota makes shifts from.',
);
