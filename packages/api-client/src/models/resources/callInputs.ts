/**
 * What the action calls send (their JSON bodies) and the queries of the calls
 * that read one, as the reference server's handlers check them (the sandbox's
 * `src/domain/`, `src/routes/`). The spec names these calls without their
 * bodies or parameters; every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import { ATTENDEE_STATUSES } from '../vocabulary.js';
import { RotaModels } from './config.js';
import { EventSessionModels } from './events.js';
import {
  field,
  int,
  model,
  optFlag,
  optId,
  optInstant,
  optNumber,
  optText,
  recordId,
  storedFields,
} from './meta.js';

/** A list of record ids (numbers, or digits as text), 1 to 1,000 (`ids`, `user_ids`). */
function idList(description: string) {
  const id = z.union([int(), z.string().check(z.regex(/^\d{1,15}$/))]);
  return field(z.array(id).check(z.minLength(1), z.maxLength(1000)), description);
}

/** Why a person is placed on work their clearances do not cover (issue 50). */
export const ClearanceGapConfirmationSchema = model(
  'ClearanceGapConfirmation',
  z.looseObject({
    reason: field(
      z.string().check(z.minLength(1), z.maxLength(500)),
      'Why this person may do this work without the clearance (1 to 500 characters).',
    ),
  }),
  'A confirmed clearance gap sent with a placement: the reason the person may do the work anyway (the organisation’s `clearance_gaps` is `warn`).',
);

/** `events.sessions.bulkUpdate`: the same fields on many sessions. */
export const SessionsBulkUpdateSchema = model(
  'SessionsBulkUpdate',
  z.looseObject({
    ids: idList(
      'The sessions of the event (all or nothing: every id must be one of its sessions).',
    ),
    ...EventSessionModels.input.shape,
  }),
  'The same fields on several sessions of an event: `ids` and at least one field of `EventSessionInput`.',
);

/** `events.sessions.bulkUpdateUserStatus`: one status for many attendees. */
export const AttendeesStatusChangeSchema = model(
  'AttendeesStatusChange',
  z.looseObject({
    user_ids: idList('The attendees (people) of the session.'),
    status: field(
      z.enum(ATTENDEE_STATUSES),
      '`invited`, `confirmed`, `attended`, `no_show` or `cancelled`.',
    ),
    confirm_clearance_gap: field(
      z.optional(z.nullable(z.union([z.literal(false), ClearanceGapConfirmationSchema]))),
      'Bringing back a cancelled attendee whose clearances do not cover the session: why they may attend anyway.',
    ),
  }),
  'One status for several attendees of a session.',
);

/** `events.sessions.bulkDeleteUsers`: attendees to remove. */
export const AttendeesRemovalSchema = model(
  'AttendeesRemoval',
  z.looseObject({ user_ids: idList('The attendees (people) to remove from the session.') }),
  'The attendees to remove from a session.',
);

/** `events.sessions.bulkUpdateAttendees`: attendees across the event's sessions. */
export const AttendeesAcrossSessionsSchema = model(
  'AttendeesAcrossSessions',
  z.looseObject({
    attendees: field(
      z.optional(
        z.array(
          z.looseObject({
            user_id: field(int(), 'The person.'),
            session_ids: field(z.optional(z.array(int())), 'The sessions they attend.'),
            status: field(z.optional(z.enum(ATTENDEE_STATUSES)), 'Their status on them.'),
          }),
        ),
      ),
      'Who attends which sessions of the event.',
    ),
  }),
  'Attendees across the sessions of an event; the reference server keeps it as the call’s document and answers it.',
);

/** `checkIns.record`: a scanned check-in code. */
export const CheckInScanSchema = model(
  'CheckInScan',
  z.looseObject({
    code: field(z.string(), 'The check-in code scanned (from `shifts.checkInCode`).'),
    scanned_at: field(
      z.optional(z.string()),
      'When it was scanned (ISO date-time), within the last day; default now.',
    ),
  }),
  'A check-in code a kiosk scanned.',
);

const rotaFields = RotaModels.input.shape;

/** `organisation.rotas.bulk`: the same fields on many rotas, or each its own. */
export const RotasBulkUpdateSchema = model(
  'RotasBulkUpdate',
  z.looseObject({
    ids: z.optional(idList('The rotas to give the same fields (with the fields beside `ids`).')),
    rotas: field(
      z.optional(z.array(z.looseObject({ id: field(int(), 'The rota.'), ...rotaFields }))),
      'Or each rota with its own fields (`id` and the fields); `ids` is then not read.',
    ),
    ...rotaFields,
  }),
  'Several rotas changed at once, all or nothing: `{ ids, ...fields }` or `{ rotas: [{ id, ...fields }] }`; times are `HH:MM`.',
);

/** `organisation.rotas.replace`: every rota (or a team's) replaced. */
export const RotasReplacementSchema = model(
  'RotasReplacement',
  z.looseObject({
    rotas: field(
      z
        .array(z.looseObject({ ...rotaFields, name: field(z.string(), 'The rota’s name.') }))
        .check(z.maxLength(500)),
      'The rotas to keep (at most 500), each with its `name`.',
    ),
    team_id: field(z.optional(int()), 'Replace only this team’s rotas (and give them this team).'),
  }),
  'The rotas that replace every rota, or those of `team_id`, in one transaction.',
);

/** `organisation.safeguarding.update`: the organisation's safeguarding settings. */
export const SafeguardingSettingsInputSchema = model(
  'SafeguardingSettingsInput',
  z.looseObject({
    minimum_age: optNumber('The youngest age a person may volunteer at.'),
    guardian_required_under: optNumber('Below this age a guardian is required.'),
    dbs_required_for_minors: optFlag('A DBS check is required to work with minors.'),
    contact_email: optText('The safeguarding lead’s address.'),
    clearance_gaps: field(
      z.optional(z.enum(['block', 'warn'])),
      'What placing a person on work their clearances do not cover does: `block` or `warn`.',
    ),
    expiry_reminder_days: field(
      z.optional(z.array(int()).check(z.minLength(1), z.maxLength(5))),
      'Days before a check expires that reminders go: one to five whole numbers of days.',
    ),
  }),
  'The organisation’s safeguarding settings an update sends (any of them).',
);

/** `users.selfCompleteInduction`: what a person adds when they complete an induction. */
export const InductionCompletionSchema = model(
  'InductionCompletion',
  z.looseObject({
    notes: optText('What they want to say about it.'),
  }),
  'What a person may send as they complete their own induction; the server sets `status: "completed"` and `completed_at`, and keeps any further field on the induction.',
);

/** `users.diversity.url`: the address of an external diversity form. */
export const DiversityFormLinkSchema = model(
  'DiversityFormLink',
  z.looseObject({
    url: optText('The address of the form.'),
    expires_at: optInstant('When the address stops working'),
  }),
  'A link to a person’s diversity form; the reference server keeps it as the call’s record and answers it.',
);

/** `rota.timeslots`: the timeslots of a rota. */
export const RotaTimeslotsSchema = model(
  'RotaTimeslots',
  z.looseObject({
    timeslots: field(
      z.optional(
        z.array(
          z.looseObject({
            start_time: optText('Start, `HH:MM`.'),
            end_time: optText('End, `HH:MM`.'),
            places: field(z.optional(z.nullable(int())), 'How many people it takes.'),
          }),
        ),
      ),
      'The rota’s timeslots.',
    ),
  }),
  'The timeslots of a rota; the reference server keeps them as the call’s document and answers it.',
);

// ---- What the calls kept as plain documents answer ----

/** The document a call keeps: its body's fields, with the record id and stored fields. */
function keptAs<T extends z.ZodMiniObject>(
  id: string,
  body: T,
  description: string,
  extra: Record<string, z.ZodMiniType> = {},
) {
  return model(
    id,
    z.extend(body, {
      id: field(recordId(), 'The document’s record id.'),
      ...extra,
      ...storedFields(),
    }),
    description,
  );
}

/** What `rota.timeslots` answers: the rota's timeslots as kept. */
export const RotaTimeslotsDocumentSchema = keptAs(
  'RotaTimeslotsDocument',
  RotaTimeslotsSchema,
  'The timeslots of a rota as the reference server keeps them (the last `PUT`).',
);

/** What `events.sessions.bulkUpdateAttendees` answers: the attendees as kept. */
export const AttendeesAcrossSessionsDocumentSchema = keptAs(
  'AttendeesAcrossSessionsDocument',
  AttendeesAcrossSessionsSchema,
  'Attendees across the sessions of an event as the reference server keeps them (the last `PUT`).',
);

/** What `users.diversity.url` answers: the link as recorded. */
export const DiversityFormLinkRecordSchema = keptAs(
  'DiversityFormLinkRecord',
  DiversityFormLinkSchema,
  'A link to a person’s diversity form as the reference server records it.',
  { user_id: optId('Who asked for it.') },
);

// ---- Queries of the calls ----

/** A call that reads no query parameter. */
export const NoQuerySchema = model(
  'NoQuery',
  z.strictObject({}),
  'The query of a call that reads no parameter: nothing to send.',
);

/** The query of the team trees (`organisation.teams.recursive`, `teamRecursive`). */
export const TeamTreeQuerySchema = model(
  'TeamTreeQuery',
  z.looseObject({
    q: optText('Only teams whose name contains this (with their ancestors).'),
    include_hidden: field(
      z.optional(z.union([z.literal('true'), z.literal('false'), z.boolean()])),
      '`true` keeps hidden teams (and their sub-teams); they are left out by default.',
    ),
    include_disabled: field(
      z.optional(z.union([z.literal('true'), z.literal('false'), z.boolean()])),
      '`false` drops disabled teams; they are kept by default.',
    ),
  }),
  'The query of the team trees.',
);

/** The query of the rota's PDF and teams (`rota.pdf`, `rota.teams`). */
export const RotaViewQuerySchema = model(
  'RotaViewQuery',
  z.looseObject({
    view: field(z.optional(z.enum(['week', 'day'])), 'A week (the default) or a day.'),
    days: optNumber('How many days: 7 for a week, 1 for a day.'),
    timezone: optText('The timezone the times are written in (`Europe/London`).'),
    team_ids: optText('With sub-teams: the team and its sub-teams, comma-joined.'),
  }),
  'The view of a rota, as `rotaPdfParams` builds it.',
);

/** The query of the new-user e-mail's preview (`organisation.emailTemplates.newUserPreview`). */
export const EmailPreviewQuerySchema = model(
  'EmailPreviewQuery',
  z.looseObject({
    first_name: optText('The name it greets (default `Alex`).'),
    subject: optText('Its subject (default "Welcome to" and the organisation’s name).'),
    body: optText('Its text.'),
  }),
  'The query of the new-user e-mail’s preview: the words to show in it.',
);
