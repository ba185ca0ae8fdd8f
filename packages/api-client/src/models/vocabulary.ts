/**
 * The API's fixed vocabularies: the values a status or a query-builder field may take.
 * The spec leaves them to the implementation (spec section 4: "the values and meanings of
 * attendee user status … are not shown"); they are written here once, for the server
 * that checks them and the screens that offer them.
 *
 * @module
 */

/** Statuses of a person on an event session's attendee list (`events.sessions.attendees`). */
export const ATTENDEE_STATUSES = [
  'invited',
  'confirmed',
  'attended',
  'no_show',
  'cancelled',
] as const;

/** A status of {@link ATTENDEE_STATUSES}. */
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

/** Statuses of a person's place on a shift (`shifts`, `assignments[].status`). */
export const ASSIGNMENT_STATUSES = ['assigned', 'attended', 'no_show'] as const;

/** A status of {@link ASSIGNMENT_STATUSES}. */
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The person fields the query builder (`organisation.queryBuilder`) filters on. */
export const QUERY_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'timezone',
  'role',
  'status',
  'date_of_birth',
  'team_id',
] as const;

/** A field of {@link QUERY_FIELDS}. */
export type QueryField = (typeof QUERY_FIELDS)[number];

/** The comparison operators of a query-builder rule. */
export const QUERY_OPERATORS = [
  'equal',
  'not_equal',
  'contains',
  'begins_with',
  'less',
  'greater',
  'is_null',
  'is_not_null',
  'in',
] as const;

/** An operator of {@link QUERY_OPERATORS}. */
export type QueryOperator = (typeof QUERY_OPERATORS)[number];

/**
 * Whether `value` is one of `values` (narrows it), e.g.
 * `isOneOf(ATTENDEE_STATUSES, body.status)`.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Statuses of a person. */
export const USER_STATUSES = [
  'active',
  'applicant',
  'inactive',
  'leaver',
  'blocked',
  'locked',
] as const;

/**
 * The languages a person may choose for their own screens (the user record's
 * `locale`, an extension beyond the spec: its `languages` are skills).
 */
export const USER_LOCALES = ['en-GB', 'cy'] as const;

/** The weekdays of a person's usual availability. */
export const AVAILABILITY_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The parts of a day of a person's usual availability. */
export const AVAILABILITY_PARTS = ['morning', 'afternoon', 'evening'] as const;

/** A person's usual availability, as `<weekday>-<part>` (`monday-morning`). */
export const AVAILABILITY_SLOTS: readonly string[] = /* @__PURE__ */ AVAILABILITY_DAYS.flatMap(
  (d) => AVAILABILITY_PARTS.map((p) => `${d}-${p}`),
);

/** Statuses of a shift. */
export const SHIFT_STATUSES = ['scheduled', 'cancelled'] as const;

/** Statuses of a claim. */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;

/** Opportunity types the residential index accepts. */
export const OPPORTUNITY_TYPES = [
  'Residential-short',
  'Residential-long',
  'Regular',
  'One-off',
  'Event',
] as const;

/** Where an opportunity is advertised. */
export const ADVERT_TARGETS = ['internal', 'external'] as const;

/** Statuses of a task. */
export const TASK_STATUSES = ['open', 'in_progress', 'done', 'cancelled'] as const;

/** Priorities of a task. */
export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

/** Statuses of an application. */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

/** Types of a role profile. */
export const ROLE_TYPES = ['volunteer', 'non-volunteer', 'system'] as const;

/** Statuses of a role profile. */
export const ROLE_STATUSES = ['active', 'inactive'] as const;
