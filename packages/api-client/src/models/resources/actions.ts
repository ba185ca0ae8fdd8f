/**
 * What the action calls answer (sign-in steps, logs, bulk changes, settings,
 * diversity, the team site…), as the reference server's handlers answer them
 * (the sandbox's `src/routes/`, `src/auth/`, `src/domain/`). The spec names
 * these calls without their answers; every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import { OrganisationSchema } from '../schemas.js';
import { field, int, model, optFlag, optInstant, optNumber, optText } from './meta.js';
import { MessageModels, NotificationModels, UserApplicationModels } from './people.js';

/** An empty answer (204). */
export const NoContentSchema = model(
  'NoContent',
  z.null(),
  'An empty answer (204 No Content): the call resolves with `null`.',
);

/** What a call that may send an e-mail answers (202), whether or not the address is known. */
export const AcknowledgementSchema = model(
  'Acknowledgement',
  z.looseObject({
    message: field(
      z.string(),
      'What happens next, in words (the same whether or not the address is known).',
    ),
    expires_in: field(z.optional(int()), 'Seconds the code sent stays valid (mobile sign-in).'),
  }),
  'An acknowledgement (202): the request was taken; it says nothing about whether an account exists.',
);

/** An organisation a mobile app may sign in to. */
export const MobileOrganisationSchema = model(
  'MobileOrganisation',
  z.looseObject({
    id: field(int(), 'The organisation.'),
    name: field(z.optional(z.string()), 'Its name.'),
    region: field(z.string(), 'Its region (`uk`).'),
    logo_url: field(z.nullable(z.string()), 'Its logo, or null.'),
  }),
  'An organisation a mobile app may sign in to.',
);

/** What logging a search answers. */
export const SearchLogEntrySchema = model(
  'SearchLogEntry',
  z.looseObject({
    opportunities_ids: field(z.array(int()), 'The opportunities the search showed.'),
    public: field(z.boolean(), 'Logged without a session (a visitor).'),
  }),
  'A logged search: the opportunities shown.',
);

/** What logging an apply action answers. */
export const ApplyActionLogSchema = model(
  'ApplyActionLog',
  z.looseObject({ slug: field(z.string(), 'The opportunity’s slug.') }),
  'A logged press of “apply”.',
);

/** A kind of calendar entry. */
export const CalendarTypeSchema = model(
  'CalendarType',
  z.looseObject({
    id: field(z.string(), 'The kind (`event`, `shift`, `activity`, `residential`, `reminder`).'),
    name: field(z.string(), 'Its name (`Shifts`).'),
  }),
  'A kind of calendar entry.',
);

/** The counts of the mobile dashboard. */
export const DashboardStatsSchema = model(
  'DashboardStats',
  z.looseObject({
    residential_opportunities: field(int(), 'Residential opportunities.'),
    teams: field(int(), 'Teams.'),
    my_applications: field(int(), 'The signed-in person’s applications.'),
    my_notifications: field(int(), 'Their notifications.'),
    claims_waiting: field(
      z.optional(int()),
      'Expense claims waiting for a decision within their reach (staff only).',
    ),
  }),
  'The counts of the signed-in person’s dashboard.',
);

/** A team as the rota lists it. */
export const RotaTeamSchema = model(
  'RotaTeam',
  z.looseObject({
    id: field(int(), 'The team.'),
    name: field(z.optional(z.string()), 'Its name.'),
    parent_id: field(z.nullable(int()), 'Its parent team, or null.'),
  }),
  'A team the rota covers (disabled teams left out).',
);

/** The organisation with counts. */
export const OrganisationDetailedSchema = model(
  'OrganisationDetailed',
  z.extend(OrganisationSchema, {
    counts: field(
      z.looseObject({
        users: field(int(), 'People.'),
        teams: field(int(), 'Teams.'),
        roles: field(int(), 'Role profiles.'),
        residential_opportunities: field(int(), 'Residential opportunities.'),
      }),
      'How many records of each kind it holds.',
    ),
  }),
  'The organisation, with how many people, teams, roles and residential opportunities it holds.',
);

/** The safeguarding settings. */
export const SafeguardingSettingsSchema = model(
  'SafeguardingSettings',
  z.looseObject({
    id: field(z.optional(int()), 'The settings’ record, once saved.'),
    minimum_age: optNumber('The youngest age a person may volunteer at (default 16).'),
    guardian_required_under: optNumber('Below this age a guardian is required (default 18).'),
    dbs_required_for_minors: optFlag('A DBS check is required to work with minors (default true).'),
    contact_email: optText('The safeguarding lead’s address.'),
    clearance_gaps: field(
      z.optional(z.enum(['block', 'warn'])),
      'What placing a person on work their clearances do not cover does: `block` or `warn`.',
    ),
    expiry_reminder_days: field(
      z.optional(z.array(int())),
      'Days before a check expires that reminders go (one to five).',
    ),
    created_at: optInstant('When first saved'),
    updated_at: optInstant('When last saved'),
    etag: optText('The version, for `ifMatch`.'),
  }),
  'The organisation’s safeguarding settings (`show` merges the defaults in; `update` answers what is stored).',
);

/** An account code of the role profiles. */
export const AccountCodeSchema = model(
  'AccountCode',
  z.looseObject({ code: field(z.string(), 'The account code.') }),
  'An account code used by a role profile.',
);

/** A diversity category. */
export const DiversityCategorySchema = model(
  'DiversityCategory',
  z.looseObject({
    id: field(int(), 'The category (and its question).'),
    name: field(z.string(), 'Its name (`Gender`).'),
  }),
  'A diversity category.',
);

/** A diversity question. */
export const DiversityQuestionSchema = model(
  'DiversityQuestion',
  z.looseObject({
    id: field(int(), 'The question (`users.diversity.update` takes it).'),
    category_id: field(int(), 'Its category.'),
    question: field(z.string(), 'The question, in words.'),
    options: field(z.array(z.string()), 'The answers to choose from.'),
  }),
  'A diversity question and its answers.',
);

/** The answers of one diversity category, counted. */
export const DiversityCountSchema = model(
  'DiversityCount',
  z.looseObject({
    category: field(z.string(), 'The category (`Age`).'),
    answers: field(
      z.array(
        z.looseObject({
          answer: field(z.string(), 'An answer.'),
          count: field(int(), 'How many people gave it.'),
        }),
      ),
      'Each answer and how many gave it.',
    ),
  }),
  'The answers of one diversity category and how many people gave each.',
);

/** A person's diversity answers. */
export const DiversityAnswersSchema = model(
  'DiversityAnswers',
  z.looseObject({
    age: field(z.optional(z.nullable(z.string())), 'Age band; null declined.'),
    gender: field(z.optional(z.nullable(z.string())), 'Gender; null declined.'),
    ethnicity: field(z.optional(z.nullable(z.string())), 'Ethnicity; null declined.'),
    disability: field(z.optional(z.nullable(z.string())), 'Disability; null declined.'),
  }),
  'A person’s diversity answers by category key (a category left out is unanswered; null is declined).',
);

/** Whether a person gave diversity answers. */
export const DiversityAnsweredSchema = model(
  'DiversityAnswered',
  z.looseObject({ has_answers: field(z.boolean(), 'They saved at least one answer.') }),
  'Whether a person saved diversity answers.',
);

/** What the query builder's validation answers. */
export const QueryValiditySchema = model(
  'QueryValidity',
  z.looseObject({
    valid: field(z.literal(true), 'The query is valid (else a 422 with rule errors).'),
  }),
  'A valid query-builder query.',
);

/** A person a query-builder query matches. */
export const QueryMatchSchema = model(
  'QueryMatch',
  z.looseObject({
    id: field(int(), 'The person.'),
    first_name: field(z.optional(z.string()), 'First name.'),
    last_name: field(z.optional(z.string()), 'Last name.'),
    email: field(z.optional(z.string()), 'E-mail address.'),
    role: field(z.optional(z.string()), 'Role.'),
  }),
  'A person the query-builder query matches.',
);

/** A team's public site. */
export const TeamSiteSchema = model(
  'TeamSite',
  z.looseObject({
    id: field(
      z.optional(int()),
      'The site’s record (absent, and every field, while the team has none).',
    ),
    title: optText('Its title; a site without one is not shown.'),
    text: optText('Its text (markdown).'),
    contact_email: optText('Where contact-us messages go.'),
    contact_phone: optText('A phone number shown.'),
    address: optText('An address shown.'),
    published: optFlag('`false` hides the site.'),
    created_at: optInstant('When first saved'),
    updated_at: optInstant('When last saved'),
    etag: optText('The version, for `ifMatch`.'),
  }),
  'A team’s public site: what its page shows (`{}` while the team has none).',
);

/** What a contact-us message answers. */
export const ContactReceivedSchema = model(
  'ContactReceived',
  z.looseObject({ status: field(z.literal('received'), 'The message was taken.') }),
  'A contact-us message taken (202).',
);

/** Whether a person may be blocked. */
export const BlockEligibilitySchema = model(
  'BlockEligibility',
  z.looseObject({
    user_id: field(int(), 'The person.'),
    can_be_blocked: field(z.boolean(), 'They may be blocked now.'),
    reasons: field(z.array(z.string()), 'Why not, in words (empty when they may).'),
    upcoming_shifts: field(int(), 'Upcoming shifts blocking removes them from.'),
    warnings: field(z.array(z.string()), 'What blocking would also do, in words.'),
  }),
  'Whether a person may be blocked, why not, and what blocking would also do.',
);

/** What `users.blocked.canBeBlocked.list` answers. */
export const BlockEligibilityAnswerSchema = model(
  'BlockEligibilityAnswer',
  z.looseObject({ data: BlockEligibilitySchema }),
  'The answer of `users.blocked.canBeBlocked.list`: one person’s eligibility in `data` (not a list).',
);

/** What the heartbeat answers. */
export const HeartbeatSchema = model(
  'Heartbeat',
  z.looseObject({
    status: field(z.literal('ok'), 'The server is up and the session works.'),
    server_time: field(z.string(), 'The server’s clock (ISO date-time).'),
    user_id: field(z.optional(int()), 'The signed-in person.'),
    token_expires_at: field(
      z.nullable(z.string()),
      'When the session’s token expires (ISO date-time).',
    ),
  }),
  'The heartbeat: the server is up, its clock, and when the session’s token expires.',
);

/** What `heartbeat.list` answers. */
export const HeartbeatAnswerSchema = model(
  'HeartbeatAnswer',
  z.looseObject({ data: HeartbeatSchema }),
  'The answer of `heartbeat.list`: the heartbeat in `data` (not a list).',
);

/** A county with residential opportunities. */
export const ResidentialCountySchema = model(
  'ResidentialCounty',
  z.looseObject({
    id: field(z.string(), 'The county’s key, `country/county`.'),
    name: field(z.string(), 'The county.'),
    country: field(z.nullable(z.string()), 'Its country.'),
    count: field(int(), 'Opportunities in it (matching the filters).'),
    lat: field(z.number(), 'Latitude of their centre.'),
    long: field(z.number(), 'Longitude of their centre.'),
    place: field(z.optional(z.unknown()), 'The place the geocoder knows it as.'),
    image: field(z.optional(z.string()), 'An opportunity’s image (with `include=image`).'),
  }),
  'A county with residential opportunities, most opportunities first.',
);

/** What changing a password answers. */
export const PasswordChangedSchema = model(
  'PasswordChanged',
  z.looseObject({
    id: field(int(), 'The person.'),
    password_changed: field(z.literal(true), 'The password was changed.'),
  }),
  'A changed password (the other sessions end).',
);

/** A password change. */
export const PasswordChangeSchema = model(
  'PasswordChange',
  z.looseObject({
    current_password: field(z.optional(z.string()), 'The password now.'),
    password: field(z.string(), 'The new password.'),
    password_confirmation: field(z.optional(z.string()), 'The new password again.'),
  }),
  'A password change: the current password and the new one.',
);

/** One diversity answer. */
export const DiversityAnswerInputSchema = model(
  'DiversityAnswerInput',
  z.looseObject({
    answer: field(
      z.nullable(z.string()),
      'One of the question’s options (`organisation.diversity.questions`), or null to decline.',
    ),
  }),
  'One diversity answer (`users.diversity.update(userId).update(questionId, …)`).',
);

/** What sending or using a password link answers. */
export const PasswordLinkSchema = model(
  'PasswordLink',
  z.looseObject({
    id: field(
      int(),
      'The notification telling the person a link was sent (`store`), or the person (`update`).',
    ),
    email: field(z.optional(z.string()), 'Where the link went (`store`).'),
    sent_at: field(z.optional(z.string()), 'When it was sent, ISO date-time (`store`).'),
    password_changed: field(z.optional(z.literal(true)), 'The password was set (`update`).'),
    purpose: field(z.optional(z.string()), '`reset` or `welcome` (`update`).'),
    two_factor_required: field(
      z.optional(z.boolean()),
      'Sign in with the second factor next (`update`; no session token is answered then).',
    ),
  }),
  'A password link sent to a person (`store`), or the password set with one (`update`, which also answers a session `token` beside `data` unless two-factor sign-in is required).',
);

/** A bulk creation or change of tasks. */
export const BulkTaskRunSchema = model(
  'BulkTaskRun',
  z.looseObject({
    id: field(int(), 'The record of the run.'),
    kind: field(z.enum(['create', 'update']), '`create` (one task per assignee) or `update`.'),
    fields: field(z.record(z.string(), z.unknown()), 'The task fields set.'),
    task_ids: field(z.array(int()), 'The tasks created or changed.'),
    count: field(int(), 'How many.'),
    user_id: field(z.nullable(int()), 'Who ran it.'),
    created_at: optInstant('When it ran'),
    updated_at: optInstant('When it last changed'),
    etag: optText('The version, for `ifMatch`.'),
  }),
  'A bulk creation (`assignee_ids` and the task fields) or change (`task_ids` and `changes`) of tasks, done in one transaction.',
);

/** A device session of the mobile app. */
export const MobileSessionSchema = model(
  'MobileSession',
  z.looseObject({
    id: field(int(), 'The device session (`auth.mobile.remove(id)` ends it).'),
    user_id: field(int(), 'The person signed in.'),
    device_name: field(z.string(), 'The device’s name (`Mobile device` unless given).'),
    token: field(
      z.optional(z.string()),
      'The session token, answered once by `store` (never by `show`).',
    ),
    created_at: optInstant('When it started'),
    updated_at: optInstant('When it last changed'),
    etag: optText('The version, for `ifMatch`.'),
  }),
  'A device session of the mobile app: `store` signs in with `{ email, password, device_name?, code? }`.',
);

/** Two-factor sign-in of a person. */
export const TwoFactorSetupSchema = model(
  'TwoFactorSetup',
  z.looseObject({
    id: field(int(), 'The set-up (`update(id, { code })` confirms it).'),
    enabled: field(z.boolean(), 'Two-factor sign-in is on.'),
    secret: field(
      z.optional(z.nullable(z.string())),
      'The TOTP secret (base32), answered once by `store`, for an authenticator app.',
    ),
    otpauth_url: field(z.optional(z.string()), 'The same as an `otpauth://` URL (a QR code).'),
  }),
  'Two-factor sign-in: `store` starts a set-up (the secret, once), `update` with a code turns it on, or off with `{ enabled: false }`.',
);

/** A token that lets this computer skip the second factor. */
export const TrustTokenSchema = model(
  'TrustToken',
  z.looseObject({
    trust_token: field(
      z.string(),
      'Send it as `trust_token` when signing in: this computer skips the second factor.',
    ),
  }),
  'A trust token for the caller’s own account.',
);

/** What dismissing notifications answers. */
export const NotificationsDismissedSchema = model(
  'NotificationsDismissed',
  z.array(NotificationModels.item),
  'The notifications dismissed (`dismissed: true`, `dismissed_at`).',
);

/** What marking messages read answers. */
export const MessagesReadSchema = model(
  'MessagesRead',
  z.array(MessageModels.item),
  'The messages marked read (`read: true`, `read_at`).',
);

/** Whether a team is hidden. */
export const TeamVisibilitySchema = model(
  'TeamVisibility',
  z.looseObject({
    team_id: field(z.optional(int()), 'The team (`show`).'),
    id: field(z.optional(int()), 'The team (`store` answers the team’s record).'),
    hidden: field(
      z.boolean(),
      'Hidden: out of the public team search and the team trees (unless `include_hidden=true`).',
    ),
  }),
  'Whether a team is hidden: `show` answers `{ team_id, hidden }`, `store` (`{ hidden? }`, default true) the team.',
);

/** A body of one e-mail address. */
export const EmailAddressOnlySchema = model(
  'EmailAddressOnly',
  z.looseObject({ email: field(z.string(), 'The account’s e-mail address.') }),
  'An e-mail address to send a link or a code to (the answer is the same whether or not it is known).',
);

/** Signing in with the code the mobile app was sent. */
export const MobileCodeSignInSchema = model(
  'MobileCodeSignIn',
  z.looseObject({
    email: field(z.string(), 'The account’s e-mail address.'),
    code: field(z.string(), 'The code e-mailed by `auth.mobile.requestToken` (works once).'),
    two_factor_code: field(
      z.optional(z.string()),
      'The authenticator app’s code, when the account has two-factor sign-in (403 `two_factor_required` without it).',
    ),
  }),
  'A mobile sign-in with an e-mailed code.',
);

/** What refreshing a session sends. */
export const RefreshRequestSchema = model(
  'RefreshRequest',
  z.looseObject({
    minimal: field(
      z.optional(z.boolean()),
      'A token without the user’s details (default true), as at login.',
    ),
  }),
  'A session refresh (the token to refresh is the bearer token).',
);

/** What exchanging a token sends. */
export const TokenExchangeSchema = model(
  'TokenExchange',
  z.looseObject({ token: field(z.string(), 'The token to exchange for a session.') }),
  'A token exchanged for a session.',
);

/** A location set on several sessions of an event. */
export const SessionsLocationSchema = model(
  'SessionsLocation',
  z.looseObject({
    ids: field(z.array(int()), 'The sessions of the event.'),
    location: field(z.string(), 'Where they take place (1 to 300 characters).'),
  }),
  'The same location on several sessions of an event.',
);

/** The fields of a team's site a store or update sends. */
export const TeamSiteInputSchema = model(
  'TeamSiteInput',
  z.looseObject({
    title: optText('Its title; a site without one is not shown.'),
    text: optText('Its text (markdown).'),
    contact_email: optText('Where contact-us messages go.'),
    contact_phone: optText('A phone number shown.'),
    address: optText('An address shown.'),
    published: optFlag('`false` hides the site.'),
  }),
  'The fields of a team’s public site.',
);

/** A contact-us message to a team. */
export const ContactMessageSchema = model(
  'ContactMessage',
  z.looseObject({
    name: field(z.string(), 'The sender’s name (at most 120 characters).'),
    email: field(z.string(), 'Their e-mail address, for the answer.'),
    message: field(z.string(), 'The message (at most 2,000 characters).'),
    locale: field(z.optional(z.string()), '`cy` for Welsh e-mails; English otherwise.'),
  }),
  'A message to a team from its public site (a visitor needs no account; rate-limited).',
);

/** One question of an application form. */
export const FormQuestionSchema = model(
  'FormQuestion',
  z.looseObject({
    key: field(
      z.string(),
      'The body field of its answer: `motivation` (“why”), then `question_<id>` (a recruitment question).',
    ),
    label: field(z.string(), 'The question, in words.'),
    required: field(z.boolean(), 'An application must answer it.'),
  }),
  'A question of an application form.',
);

/** One document an application form asks for. */
export const FormDocumentSchema = model(
  'FormDocument',
  z.looseObject({
    key: field(z.string(), 'The upload field name (one file each: PDF, JPEG or PNG).'),
    label: field(z.string(), 'What to upload, in words.'),
    required: field(z.boolean(), 'An application needs it.'),
  }),
  'A document an application form asks for.',
);

/** An opportunity's application form. */
export const ApplicationFormSchema = model(
  'ApplicationForm',
  z.looseObject({
    questions: field(z.array(FormQuestionSchema), 'The questions, “why” first.'),
    documents: field(z.array(FormDocumentSchema), 'The documents asked for.'),
    document_types: field(
      z.optional(z.array(z.string())),
      'The media types a document may have (a visitor’s form).',
    ),
    document_max_bytes: field(z.optional(int()), 'The largest document (a visitor’s form).'),
    minimum_age: field(
      z.optional(z.nullable(int())),
      'The youngest age that may apply (a visitor’s form).',
    ),
    guardian_required_under: field(
      z.optional(int()),
      'Below this age a guardian is named (a visitor’s form).',
    ),
    form_token: field(
      z.optional(z.string()),
      'Send it back with the application (a visitor’s form; it expires).',
    ),
  }),
  'An opportunity’s application form: its questions and documents (a visitor’s also says the limits and carries a form token).',
);

/** What `opportunities.applicationForm.list` answers. */
export const ApplicationFormAnswerSchema = model(
  'ApplicationFormAnswer',
  z.looseObject({ data: ApplicationFormSchema }),
  'The answer of `opportunities.applicationForm(id).list`: the form in `data` (not a list).',
);

/** A visitor's application, taken. */
export const ApplicationReceivedSchema = model(
  'ApplicationReceived',
  z.looseObject({
    status: field(z.literal('received'), 'Taken: an e-mail asks the visitor to confirm it.'),
  }),
  'A visitor’s application, taken (202; the answer’s `message` says what happens next).',
);

/** What applying answers. */
export const ApplicationMadeSchema = model(
  'ApplicationMade',
  z.union([UserApplicationModels.item, ApplicationReceivedSchema]),
  'What applying answers: the application (signed in, 201) or `{ status: "received" }` (a visitor, 202).',
);
