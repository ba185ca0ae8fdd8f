/**
 * What the action resources take (sign-in of a device, two-factor steps,
 * password links, marking messages read, hiding a team, bulk tasks, a claim
 * submitted, an application) and the list queries of the resources with a
 * handler of their own (the residential search, geocoding, teams, countries),
 * as the reference server's handlers check them (the sandbox's `src/auth/`,
 * `src/domain/`, `src/routes/`). Every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import { OPPORTUNITY_TYPES } from '../vocabulary.js';
import { GeneralOpportunityInputSchema } from './opportunities.js';
import { RoleFamilyInputSchema, RoleInputSchema, TeamInputSchema } from './organisation.js';
import { RepeatingShiftInputSchema } from './shifts.js';
import { TaskInputSchema } from './work.js';
import { field, int, listQueryShape, model, optFlag, optText, text } from './meta.js';

/** A list of record ids (numbers, or digits as text), 1 to 1,000. */
function idList(description: string) {
  const id = z.union([int(), z.string().check(z.regex(/^\d{1,15}$/))]);
  return field(z.array(id).check(z.minLength(1), z.maxLength(1000)), description);
}

/** A number, or its digits as text (a form upload sends text). */
function numberOrText(description: string) {
  return field(z.optional(z.union([z.number(), z.string()])), description);
}

/** `true` or `false`, as a boolean or as text in a query string. */
function flagParam(description: string) {
  return field(z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])), description);
}

/** Paging: `page`, and `per_page` (or `limit`). */
function paging() {
  return {
    page: field(z.optional(int()), 'The page, from 1.', false),
    per_page: field(z.optional(int()), 'Page size.', false),
    limit: field(z.optional(int()), 'Page size, another name of `per_page`.'),
  };
}

// ---- Bodies of the action resources ----

/** `auth.mobile.store`: a device signs in. */
export const MobileSignInSchema = model(
  'MobileSignIn',
  z.looseObject({
    email: field(z.string(), 'The person’s e-mail address.'),
    password: field(z.string(), 'Their password.'),
    device_name: field(z.optional(text(200)), 'The device’s name (default `Mobile device`).'),
    code: optText('The 6-digit two-factor code, when the account has two-factor sign-in.'),
  }),
  'A device signing in to the mobile app.',
);

/** `users.twoFactor.update`: confirms the set-up, or turns two-factor sign-in off. */
export const TwoFactorChangeSchema = model(
  'TwoFactorChange',
  z.looseObject({
    code: optText(
      'The 6-digit code from the authenticator app: confirms the set-up, or (for oneself) proves the app is at hand to turn it off.',
    ),
    enabled: optFlag('`false` turns two-factor sign-in off.'),
  }),
  'A two-factor step: `{ code }` confirms a set-up; `{ enabled: false, code }` turns it off (an administrator resetting another person’s sends no code).',
);

/** `users.forgotPassword.store`: sends a link to set a password. */
export const PasswordLinkRequestSchema = model(
  'PasswordLinkRequest',
  z.looseObject({
    purpose: field(
      z.optional(z.enum(['welcome'])),
      '`welcome`: a first password for a new person (the link lasts 7 days, not 1 hour).',
    ),
  }),
  'A request for a link to set a password, sent to the person’s e-mail address.',
);

/** `users.forgotPassword.update`: sets the password with a link's token. */
export const PasswordSetWithLinkSchema = model(
  'PasswordSetWithLink',
  z.looseObject({
    token: field(z.string(), 'The token of the link.'),
    password: field(z.string(), 'The new password (the organisation’s password rules).'),
    password_confirmation: optText('The new password again.'),
  }),
  'A new password set with the token of a link.',
);

/** `users.messaging.markRead`, `users.notifications.dismiss`: which records. */
export const RecordSelectionSchema = model(
  'RecordSelection',
  z.looseObject({
    ids: z.optional(idList('The records (all must be the person’s).')),
    all: optFlag('`true`: every one of the person’s records instead of `ids`.'),
  }),
  'Some of a person’s messages or notifications (`ids`), or all of them (`all: true`).',
);

/** `organisation.teams.hide.store`: hides a team or shows it again. */
export const TeamVisibilityChangeSchema = model(
  'TeamVisibilityChange',
  z.looseObject({ hidden: optFlag('`false` shows the team again (default `true`).') }),
  'Whether a team is hidden from the public team search and the team trees.',
);

const taskFields = z.partial(TaskInputSchema).shape;

/** `bulk.tasks.store`: tasks made for many people, or changed at once. */
export const BulkTaskRequestSchema = model(
  'BulkTaskRequest',
  z.looseObject({
    assignee_ids: z.optional(idList('Make one task per person, with the fields beside it.')),
    task_ids: z.optional(idList('Or change these tasks, with `changes`.')),
    changes: field(
      z.optional(z.partial(TaskInputSchema)),
      'With `task_ids`: the fields to set on each task.',
    ),
    ...taskFields,
  }),
  'Tasks in bulk, all or nothing: `{ assignee_ids, title, ... }` makes one per person; `{ task_ids, changes }` changes each.',
);

/** `users.expenses.store`: a person submits a claim (JSON, or a form upload with receipts). */
export const ClaimSubmissionSchema = model(
  'ClaimSubmission',
  z.looseObject({
    amount: numberOrText('The amount, two decimals at most (not with a rate).'),
    expense_type: optText('The kind of expense (one of `organisation.expenses.types`).'),
    date: optText('The day of the expense, `YYYY-MM-DD`, not in the future (default today).'),
    description: field(z.optional(text(500)), 'What it was for (at most 500 characters).'),
    route: field(z.optional(text(200)), 'The journey, for mileage (at most 200 characters).'),
    rate_id: numberOrText(
      'A rate of `organisation.expenses.rates`: the amount is its rate × `quantity`.',
    ),
    quantity: numberOrText('With `rate_id`: how many (miles, nights…).'),
    corrects_id: numberOrText('One of the person’s rejected claims this one corrects.'),
  }),
  'A claim a person submits; the server sets its status, team and amount at a rate.',
);

/** `opportunities.apply.store`: an application, by a signed-in person or a visitor. */
export const ApplicationSubmissionSchema = model(
  'ApplicationSubmission',
  z.looseObject({
    motivation: field(z.string(), 'Why they would like to do this (1 to 2,000 characters).'),
    first_name: optText('A visitor’s first name (at most 120 characters).'),
    last_name: optText('A visitor’s last name.'),
    email: optText('A visitor’s e-mail address.'),
    phone: optText('A visitor’s phone number.'),
    date_of_birth: optText('A visitor’s date of birth, `YYYY-MM-DD`.'),
    guardian_name: optText('A minor’s guardian.'),
    guardian_email: optText('The guardian’s e-mail address (not the minor’s).'),
    locale: field(z.optional(z.enum(['en-GB', 'cy'])), 'The language of the e-mails it sends.'),
    form_token: optText('A visitor’s form token (from `opportunities.applicationForm`).'),
  }),
  'An application: `motivation` and the answers to the form’s questions, each under its `key`; a visitor also sends who they are and the form token.',
  true,
);

/** `organisation.update`: the organisation's settings. */
export const OrganisationInputSchema = model(
  'OrganisationInput',
  z.looseObject({
    name: optText('The organisation’s name.'),
    timezone: optText('Its timezone (`Europe/London`).'),
    date_format: optText('How dates are written (`DD/MM/YYYY`).'),
    contact_email: optText('Its contact address.'),
    logo_url: optText('Its logo.'),
    waitlist_mode: field(
      z.optional(z.enum(['offer', 'assign'])),
      'A place freed on a full shift is offered to the first person waiting (`offer`) or given at once (`assign`); `manage-organisation` sets it.',
    ),
    waitlist_offer_hours: field(
      z.optional(int()),
      'The hours an offered place waits for its answer, 1 to 168; `manage-organisation` sets it.',
    ),
  }),
  'The organisation’s settings an update sends (any of them).',
);

// ---- List queries the handlers read ----

/** `residentialOpportunities.list`: the residential search. */
export const ResidentialSearchQuerySchema = model(
  'ResidentialSearchQuery',
  z.looseObject({
    ...paging(),
    type: field(
      z.optional(z.union([z.enum(['any', 'short_term', 'long_term']), z.enum(OPPORTUNITY_TYPES)])),
      'Length of residence: `any` (the default), `short_term`, `long_term`, or an opportunity type.',
      false,
    ),
    lat: field(
      z.optional(z.union([z.number(), z.string()])),
      'Latitude of the place searched near (with `lon`).',
      false,
    ),
    lon: field(z.optional(z.union([z.number(), z.string()])), 'Longitude (with `lat`).', false),
    radius: field(z.optional(z.number()), 'Kilometres around `lat`/`lon`, 0 to 20,000.'),
    geojson: field(
      z.optional(z.string()),
      'The id of a polygon from `geocode.countryPolygons`: only opportunities inside it.',
      false,
    ),
    date: field(z.optional(z.string()), 'A day `YYYY-MM-DD`, or `any`.', false),
    flexibility: field(
      z.optional(z.number()),
      'Days either side of `date`, 0 to 366 (default 7).',
      false,
    ),
    s: field(
      z.optional(z.enum(['date_advertised', 'display_name', 'distance', 'id'])),
      'Order by: `date_advertised` (the default), `display_name`, `distance` (needs `lat`/`lon`) or `id`.',
    ),
    o: field(z.optional(z.enum(['asc', 'desc'])), 'The order of `s`.'),
    team_id: field(
      z.optional(z.nullable(z.union([int(), z.string()]))),
      'Only one team’s (signed in): its id.',
    ),
    include: optText('Comma-joined extras: `image` keeps the image object.'),
  }),
  'The residential search’s parameters (spec 2.1); a bad value is a 422 naming it.',
);

/** `geocode.list`, `geocode.retrieve.list`: a place search. */
export const GeocodeQuerySchema = model(
  'GeocodeQuery',
  z.looseObject({
    q: field(z.optional(text(200)), 'What to look for (at most 200 characters).', false),
    type: field(
      z.optional(z.string()),
      'Comma-joined kinds of result (`geojson` for country polygons, or place types).',
      false,
    ),
    limit: field(z.optional(int()), 'How many results, 1 to 50 (default 10).'),
    id: field(
      z.optional(z.union([z.string(), z.array(z.string())])),
      '`geocode.retrieve`: results by id, with their geometry.',
    ),
  }),
  'A place search by name, or (`geocode.retrieve`) results by id.',
);

/** `geocode.countryPolygons.list`. */
export const CountryPolygonQuerySchema = model(
  'CountryPolygonQuery',
  z.looseObject({
    include: optText('`geometry` adds each polygon’s outline.'),
  }),
  'The query of the country polygons.',
);

/** `teams.list`: the public team search. */
export const TeamSearchQuerySchema = model(
  'TeamSearchQuery',
  z.looseObject({
    ...paging(),
    q: optText('Teams whose name contains this.'),
    include_hidden: flagParam('`true` (signed in) keeps hidden teams.'),
  }),
  'The public team search.',
);

/** `organisation.countries.list`. */
export const CountryQuerySchema = model(
  'CountryQuery',
  z.looseObject({ ...paging(), q: optText('Countries whose name contains this.') }),
  'The query of the countries.',
);

/** `residentialOpportunities.counties.list`. */
export const CountyQuerySchema = model(
  'CountyQuery',
  z.looseObject({
    ...paging(),
    country: optText('Only one country’s counties (its name, as on the opportunities).'),
  }),
  'The query of the counties with residential opportunities.',
);

/** `opportunities.list`. */
export const OpportunityQuerySchema = model(
  'OpportunityQuery',
  z.looseObject({
    ...listQueryShape(Object.keys(GeneralOpportunityInputSchema.shape)),
    clearance: field(
      z.optional(z.enum(['mine'])),
      '`mine`: each carries the signed-in person’s clearance for it.',
    ),
  }),
  'The query of the opportunities: paging, search, order, a filter on each field, and `clearance=mine`.',
);

/** A list query: paging, search, order and a filter on each field of `schema`. */
function fieldsQuery(id: string, schema: z.ZodMiniObject, what: string) {
  return model(
    id,
    z.looseObject(listQueryShape(Object.keys(schema.shape))),
    `The list query of ${what}: paging, search, order and a filter on each field.`,
  );
}

/** `opportunities.related.list`. */
export const RelatedOpportunityQuerySchema = fieldsQuery(
  'RelatedOpportunityQuery',
  GeneralOpportunityInputSchema,
  'an opportunity’s related opportunities',
);
/** `organisation.teams.list`. */
export const TeamQuerySchema = fieldsQuery('TeamQuery', TeamInputSchema, 'the teams');
/** `organisation.roleProfiles.list`. */
export const RoleQuerySchema = fieldsQuery('RoleQuery', RoleInputSchema, 'the role profiles');
/** `organisation.roleFamilies.list`. */
export const RoleFamilyQuerySchema = fieldsQuery(
  'RoleFamilyQuery',
  RoleFamilyInputSchema,
  'the role families',
);
/** `repeatingShifts.list`. */
export const RepeatingShiftQuerySchema = fieldsQuery(
  'RepeatingShiftQuery',
  RepeatingShiftInputSchema,
  'the repeating shifts',
);
/** `organisation.list`. */
export const OrganisationQuerySchema = fieldsQuery(
  'OrganisationQuery',
  OrganisationInputSchema,
  'the organisation',
);
/** `bulk.tasks.list`. */
export const BulkTaskRunQuerySchema = model(
  'BulkTaskRunQuery',
  z.looseObject(listQueryShape(['kind', 'user_id'])),
  'The list query of the bulk task runs: paging, search, order and a filter on `kind` and `user_id`.',
);
