/**
 * Field rules of the collections whose fields the spec names. Other
 * collections get only the conventions of `validateRecord`.
 *
 * @module
 */
import type { CollectionName } from '../store/collections.js';
import type { Schema } from '../validation.js';

/** Opportunity types accepted by the residential index. */
export const OPPORTUNITY_TYPES = [
  'Residential-short',
  'Residential-long',
  'Regular',
  'One-off',
  'Event',
] as const;

const timeslots = { type: 'array' } as const;

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
export const AVAILABILITY_SLOTS: readonly string[] = AVAILABILITY_DAYS.flatMap((d) =>
  AVAILABILITY_PARTS.map((p) => `${d}-${p}`),
);

/**
 * The languages a person may choose for their own screens (the user record's
 * `locale`, an extension beyond the spec: its `languages` are skills).
 */
export const USER_LOCALES = ['en-GB', 'cy'] as const;

/** Field rules by collection (resource accessor). */
const SCHEMAS: Partial<Record<CollectionName, Schema>> = {
  users: {
    email: { type: 'email', required: true },
    first_name: { type: 'string', max: 100 },
    last_name: { type: 'string', max: 100 },
    timezone: { type: 'string', max: 64 },
    permissions: { type: 'array' },
    // The permission groups the person is in (domain/permissionGroups.ts).
    permission_group_ids: { type: 'array', nullable: true },
    date_of_birth: { type: 'date', nullable: true },
    status: {
      type: 'string',
      enum: ['active', 'applicant', 'inactive', 'leaver', 'blocked', 'locked'],
    },
    start_date: { type: 'date', nullable: true },
    leave_date: { type: 'date', nullable: true },
    leaving_reason: { type: 'string', max: 200, nullable: true },
    motivation: { type: 'string', max: 200, nullable: true },
    team_ids: { type: 'array' },
    roles: { type: 'array' },
    last_scheduled_at: { type: 'date', nullable: true },
    // An extension beyond the spec (issue 35): the language of the person's own screens.
    locale: { type: 'string', enum: USER_LOCALES },
    // When the person can volunteer: usual day parts, and dated periods they cannot.
    availability: {
      type: 'array',
      max: 21,
      items: { type: 'string', enum: AVAILABILITY_SLOTS },
    },
    unavailable_periods: {
      type: 'array',
      max: 50,
      items: {
        type: 'object',
        fields: {
          start: { type: 'date', required: true },
          end: { type: 'date', required: true },
          reason: { type: 'string', max: 200 },
        },
      },
    },
  },
  shifts: {
    team_id: { type: 'integer', required: true },
    title: { type: 'string', required: true, min: 1, max: 200 },
    start: { type: 'date' },
    end: { type: 'date' },
    places: { type: 'integer', min: 0, max: 10000 },
    assignments: { type: 'array' },
    repeating_shift_id: { type: 'integer', nullable: true },
    status: { type: 'string', enum: ['scheduled', 'cancelled'] },
    notes: { type: 'string', max: 5000, nullable: true },
  },
  repeatingShifts: {
    team_id: { type: 'integer', required: true },
    title: { type: 'string', required: true, min: 1, max: 200 },
    start_time: { type: 'string', min: 5, max: 5 },
    end_time: { type: 'string', min: 5, max: 5 },
    places: { type: 'integer', min: 0, max: 10000 },
    weekdays: { type: 'array' },
    starts_on: { type: 'date' },
    ends_on: { type: 'date' },
    timezone: { type: 'string', max: 64 },
  },
  claims: {
    user_id: { type: 'integer', required: true },
    amount: { type: 'number', required: true, min: 0, max: 100000 },
    expense_type: { type: 'string', max: 100 },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'paid'] },
    submitted_at: { type: 'date' },
    authoriser_id: { type: 'integer', nullable: true },
  },
  applications: {
    stage: { type: 'string', max: 100 },
    status: { type: 'string', enum: ['pending', 'accepted', 'rejected', 'withdrawn'] },
    applied_at: { type: 'date' },
  },
  tasks: {
    title: { type: 'string', min: 1, max: 300 },
    status: { type: 'string', enum: ['open', 'in_progress', 'done', 'cancelled'] },
    priority: { type: 'string', enum: ['low', 'normal', 'high', 'urgent'] },
    assignee_id: { type: 'integer', nullable: true },
    due_date: { type: 'date', nullable: true },
  },
  'organisation.teams': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    parent_id: { type: 'integer', nullable: true },
    icon: { type: 'string', nullable: true },
    disabled: { type: 'boolean' },
    hidden: { type: 'boolean' },
    changeover_day: { type: 'integer', min: 0, max: 6, nullable: true },
  },
  'organisation.permissionGroups': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    // Checked against the shared table of permissions by domain/permissionGroups.ts.
    permissions: { type: 'array', max: 200, items: { type: 'string', max: 100 } },
  },
  'organisation.roleProfiles': {
    name: { type: 'string', required: true, min: 1, max: 200 },
    type: { type: 'string', required: true, enum: ['volunteer', 'non-volunteer', 'system'] },
    status: { type: 'string', enum: ['active', 'inactive'] },
    family: { type: 'object', nullable: true },
  },
  'organisation.roleFamilies': {
    name: { type: 'string', required: true, min: 1, max: 200 },
  },
  residentialOpportunities: {
    display_name: { type: 'string', required: true, min: 1, max: 300 },
    type: { type: 'string', required: true, enum: OPPORTUNITY_TYPES },
    lat: { type: 'number', min: -90, max: 90, nullable: true },
    lon: { type: 'number', min: -180, max: 180, nullable: true },
    available_timeslots: timeslots,
    advert_target: { type: 'string', enum: ['internal', 'external'] },
    date_advertised: { type: 'date' },
    short_advert: { type: 'string', max: 5000 },
    slug: { type: 'string', max: 200 },
  },
  opportunities: {
    display_name: { type: 'string', min: 1, max: 300 },
    type: { type: 'string' },
    available_timeslots: timeslots,
    advert_target: { type: 'string', enum: ['internal', 'external'] },
  },
};

/** The field rules of a collection (resource accessor, see `collectionKey`), if any. */
export function schemaFor(collection: string): Schema | undefined {
  return SCHEMAS[collection as CollectionName];
}
