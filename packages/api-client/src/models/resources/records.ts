/**
 * The organisation's other records the reference server keeps: recent
 * actions, documents, news, exports, integrations, bulk actions and e-mails,
 * a task's history and vetting checks. The spec names these entities without
 * fields (3.2); every field here is the reference server's.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  field,
  int,
  model,
  optDay,
  optFlag,
  optId,
  optIds,
  optInstant,
  optNumber,
  optText,
  recordModels,
} from './meta.js';

/** A recent action on the dashboard (`dashboard.recentActions`). */
export const RecentActionModels = recordModels('RecentAction', 'a recent action on the dashboard', {
  action: optText('What was done, in words (`Person left`).'),
  subject_type: optText('The list the record is in (`/users`).'),
  subject_id: optId('The record acted on.'),
  subject: optText('The record’s name.'),
  path: optText('The API path of the call.'),
  team_ids: optIds('The teams the record belongs to (a team leader sees their teams’).'),
  user_id: optId('Who did it.'),
  actor_name: optText('Their name.'),
  summary: optText('What changed, in words.'),
  at: optInstant('When'),
});

/** A document (`documents`). */
export const DocumentModels = recordModels('Document', 'a document of the organisation', {
  name: optText('The document’s name.'),
  type: optText('Kind of document (`Policy`).'),
  folder: optText('The folder it is in.'),
});

/** A news item (`news`). */
export const NewsItemModels = recordModels('NewsItem', 'a news item', {
  title: optText('Title.'),
  body: optText('Text.'),
  published_at: optInstant('When it was published'),
});

/** One sending of an export. */
const ExportSendSchema = z.looseObject({
  sent_at: field(z.string(), 'When (ISO date-time).'),
  user_id: field(z.nullable(int()), 'Who asked.'),
  resend: field(z.optional(z.boolean()), 'Set on a resend.'),
});

/** An export (`exports`). */
export const ExportModels = recordModels('Export', 'an export of a list, sent by e-mail', {
  name: optText('The export’s name.'),
  format: optText('`csv` or `xlsx`.'),
  status: optText('`sent`, or `pending` while it is made.'),
  user_id: optId('Who asked for it.'),
  resent_count: optNumber('How often it was sent again.'),
  last_sent_at: optInstant('When it was last sent'),
  sends: field(z.optional(z.array(ExportSendSchema)), 'Every sending, oldest first.'),
});

/** An integration with another service (`integrations.service`). */
export const IntegrationServiceModels = recordModels(
  'IntegrationService',
  'an integration with another service',
  {
    name: optText('The integration’s name.'),
    service: optText('The service (`mailchimp`).'),
    enabled: optFlag('Whether it runs.'),
  },
);

/** A sync of an integration (`integrations.service.sync`). */
export const IntegrationSyncModels = recordModels('IntegrationSync', 'a sync of an integration', {
  status: optText('`running` or `cancelled`.'),
  started_at: optInstant('When it started'),
  started_by: optId('Who started it.'),
  cancelled_at: optInstant('When it was cancelled'),
});

/** A person a bulk action left alone, and why. */
const BulkRefusalSchema = z.looseObject({
  user_id: field(int(), 'The person.'),
  name: field(z.string(), 'Their name.'),
  reason: field(z.string(), 'Why they were left alone.'),
});

/** A bulk action on the people of a saved list (`bulk`). */
export const BulkActionModels = recordModels(
  'BulkAction',
  'a bulk action on the people of a saved list',
  {
    action: optText('What was done (`add_to_team`, `set_status`…).'),
    saved_list_id: optId('The saved list.'),
    saved_list_name: optText('Its name.'),
    team_id: optId('The team, for a team action.'),
    status: field(z.optional(z.nullable(z.string())), 'The status set, for a status action.'),
    count: optNumber('The people on the list.'),
    done: optNumber('The people it changed.'),
    refused: field(z.optional(z.array(BulkRefusalSchema)), 'The people left alone, and why.'),
    run_by: optId('Who ran it.'),
    run_at: optInstant('When'),
  },
);

/** A bulk e-mail to a saved list (`bulk.email`). */
export const BulkEmailModels = recordModels(
  'BulkEmail',
  'an e-mail to the people of a saved list',
  {
    saved_list_id: optId('The saved list.'),
    saved_list_name: optText('Its name.'),
    email_template_id: optId('The template it started from.'),
    subject: optText('The subject.'),
    body: optText('The text (with `{first_name}` and the like).'),
    status: optText('`sent`.'),
    recipient_count: optNumber('How many it went to.'),
    sent_at: optInstant('When'),
    sent_by: optId('Who sent it.'),
    email_log_group_id: optId('The e-mails as sent (`organisation.emailLogGroups`).'),
  },
);

/** An entry of a task's history (`tasks.history`). */
export const TaskHistoryEntryModels = recordModels(
  'TaskHistoryEntry',
  'an entry of a task’s history',
  {
    action: optText('`created`, or the kind of change.'),
    field: optText('The field that changed.'),
    from: field(z.optional(z.unknown()), 'Its value before.'),
    to: field(z.optional(z.unknown()), 'Its value after.'),
    at: optInstant('When'),
    user_id: optId('Who.'),
  },
);

/** An update of a vetting check that asks the person to renew it. */
export const VettingRenewalSchema = model(
  'VettingRenewal',
  z.looseObject({
    request_renewal: field(
      z.literal(true),
      'Ask the person to renew: e-mails and notifies them, sets `renewal_requested_at`.',
    ),
  }),
  'An update of a vetting check that asks the person to renew it (`vetting.update`).',
);

/** A vetting check of a person (`vetting`, `users.vetting`). */
export const VettingCheckModels = recordModels(
  'VettingCheck',
  'a vetting check of a person',
  {
    user_id: optId('The person.'),
    disclosure_type_id: optId('The disclosure (`organisation.disclosureTypes`).'),
    clearance_flag_ids: optIds('The clearances it gives (`organisation.clearanceFlags`).'),
    reference: optText('The certificate’s reference.'),
    issued_on: optDay('When it was issued'),
    expires_on: optDay('When it expires'),
    applied_on: optDay('When the person applied for it'),
    status: optText('`cleared` (the only status that counts), `pending` or `refused`.'),
    renewal_requested_at: optInstant('When a renewal was asked for'),
    renewal_requested_by: optId('Who asked.'),
  },
  {
    clearance: field(
      z.optional(z.enum(['confirmed', 'at_risk'])),
      "`confirmed`: instead of the checks, the logged confirmations of warned clearance gaps (who placed whom on what, without which clearance, and why), newest first; `at_risk`: the people placed on upcoming shifts, events, residential stays and applications at Offered or Accepted who will not be cleared on their dates, soonest first (issue 50; staff who may see people, a team leader their teams' work).",
    ),
    from: field(
      z.optional(z.string()),
      'With `clearance=confirmed`: only those made from this day on (YYYY-MM-DD).',
    ),
    to: field(
      z.optional(z.string()),
      'With `clearance=at_risk`: the last day work may start on (YYYY-MM-DD; 90 days on by default).',
    ),
    user_id: field(
      z.optional(z.union([z.number(), z.string()])),
      "With `clearance=at_risk`: only this person's placements.",
    ),
    team_id: field(
      z.optional(z.union([z.number(), z.string()])),
      'With `clearance=at_risk`: only the work of this team and its sub-teams (the list a change of the team’s requirements links to).',
    ),
    rota_id: field(
      z.optional(z.union([z.number(), z.string()])),
      'With `clearance=at_risk`: only the shifts of this rota (the list a change of the rota’s requirements links to).',
    ),
  },
);

/** A file uploaded with a record. */
export const UploadedFileSchema = model(
  'UploadedFile',
  z.looseObject({
    field: field(z.string(), 'The form field it was sent in.'),
    file_name: field(z.string(), 'Its name.'),
    mime_type: field(z.string(), 'Its media type.'),
    size: field(int(), 'Size in bytes.'),
    url: field(z.string(), 'Where to download it (with the session’s token).'),
  }),
  'A file uploaded with a record (multipart/form-data).',
);

/** An uploaded file: the attachments, files and images of the upload resources. */
export const AttachmentModels = recordModels('Attachment', 'an uploaded file', {
  name: optText('A name for it (the portal sends the file’s name).'),
  file: field(z.optional(UploadedFileSchema), 'The (first) file uploaded.'),
  files: field(z.optional(z.array(UploadedFileSchema)), 'Every file uploaded with it.'),
});
