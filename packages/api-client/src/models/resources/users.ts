/**
 * People (`/users/`, spec 7.13): what a store or update sends, what the server
 * answers and what a list reads.
 *
 * @module
 */
import * as z from 'zod/mini';
import { AVAILABILITY_SLOTS, USER_LOCALES, USER_STATUSES } from '../vocabulary.js';
import { UserSchema as SpecUserSchema } from '../schemas.js';
import { dateText, emailText, field, listQueryShape, model, storedFields, text } from './meta.js';

/** A dated period a person cannot volunteer. */
export const UnavailablePeriodSchema = model(
  'UnavailablePeriod',
  z.looseObject({
    start: field(dateText(), 'First day, `YYYY-MM-DD`.'),
    end: field(dateText(), 'Last day, `YYYY-MM-DD`.'),
    reason: field(z.optional(text(200)), 'Why (at most 200 characters).'),
  }),
  'A dated period a person cannot volunteer.',
);

/** What a store (`users.store`) sends; an update sends any part of it. */
export const UserInputSchema = model(
  'UserInput',
  z.looseObject({
    email: field(emailText(), 'E-mail address; also the login.'),
    first_name: field(z.optional(text(100)), 'First name (at most 100 characters).'),
    last_name: field(z.optional(text(100)), 'Last name (at most 100 characters).'),
    timezone: field(z.optional(text(64)), 'IANA timezone, e.g. `Europe/London`.', false),
    permissions: field(z.optional(z.array(z.string())), 'Permission names.', false),
    permission_group_ids: field(
      z.optional(z.nullable(z.array(z.number()))),
      'The permission groups the person is in.',
    ),
    date_of_birth: field(z.optional(z.nullable(dateText())), 'Date of birth, `YYYY-MM-DD`.'),
    status: field(z.optional(z.enum(USER_STATUSES)), 'Status of the person.'),
    start_date: field(z.optional(z.nullable(dateText())), 'First day volunteering, `YYYY-MM-DD`.'),
    leave_date: field(z.optional(z.nullable(dateText())), 'Last day, for leavers, `YYYY-MM-DD`.'),
    leaving_reason: field(z.optional(z.nullable(text(200))), 'Why the person left.'),
    motivation: field(z.optional(z.nullable(text(200))), 'Why the person volunteers.'),
    team_ids: field(z.optional(z.array(z.number())), 'Ids of the teams the person belongs to.'),
    role: field(z.optional(z.string()), 'Main role (`volunteer`, `staff`...).'),
    roles: field(z.optional(z.array(z.string())), 'Role profile names.'),
    last_scheduled_at: field(
      z.optional(z.nullable(dateText())),
      'Start of the last shift the person was scheduled on (ISO date-time).',
    ),
    phone: field(z.optional(z.string()), 'Phone number.'),
    postcode: field(z.optional(z.string()), 'Postcode.'),
    emergency_contact: field(z.optional(z.string()), 'Emergency contact name.'),
    skills: field(z.optional(z.array(z.string())), 'Skill names.'),
    vetting_status: field(z.optional(z.string()), 'Vetting state (`cleared`, `pending`, `none`).'),
    vetting_expires: field(
      z.optional(z.nullable(z.string())),
      'When the vetting expires, `YYYY-MM-DD`.',
    ),
    locale: field(
      z.optional(z.enum(USER_LOCALES)),
      'Language of the person’s own screens (`en-GB` or `cy`).',
    ),
    availability: field(
      z.optional(
        z.array(z.enum(AVAILABILITY_SLOTS as [string, ...string[]])).check(z.maxLength(21)),
      ),
      'Usual availability as `<weekday>-<part>` (`monday-morning`), at most 21.',
    ),
    unavailable_periods: field(
      z.optional(z.array(UnavailablePeriodSchema).check(z.maxLength(50))),
      'Dated periods the person cannot volunteer, at most 50.',
    ),
  }),
  'The fields a store of a person sends (`email` is required); an update sends any of them.',
);

/** A person (`/users/`): the spec's fields (id, timezone, organisation, permissions) and the reference server's. */
export const UserSchema = model(
  'User',
  z.extend(SpecUserSchema, {
    // The spec's fields (id, timezone, organisation, permissions) stay as the spec has them.
    ...z.omit(z.partial(UserInputSchema), { timezone: true, permissions: true }).shape,
    email: UserInputSchema.shape.email,
    ...storedFields(),
    led_team_ids: field(z.optional(z.array(z.number())), 'Ids of the teams the person leads.'),
    last_login_at: field(z.optional(z.nullable(z.string())), 'Last sign-in (ISO date-time).'),
    blocked: field(z.optional(z.boolean()), 'Set while the person is blocked.'),
    blocked_reason: field(z.optional(z.nullable(z.string())), 'Why the person is blocked.'),
    anonymised_at: field(
      z.optional(z.nullable(z.string())),
      'Set once the personal fields were replaced on request (ISO date-time).',
    ),
    guardian_id: field(z.optional(z.nullable(z.number())), 'The guardian of a minor.'),
  }),
  'A person (`/users/`).',
);

/** The query of `users.list`: paging, search, order, filters. */
export const UserQuerySchema = model(
  'UserQuery',
  z.looseObject(
    listQueryShape([
      'status',
      'email',
      'first_name',
      'last_name',
      'role',
      'team_ids',
      'start_date',
      'leave_date',
      'last_scheduled_at',
      'updated_at',
    ] as const),
  ),
  'The query of `users.list`: paging, search (`q`), order (`sort`) and field filters.',
);
