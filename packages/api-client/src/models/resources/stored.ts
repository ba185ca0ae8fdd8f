/**
 * The resources the reference server keeps as plain records, with no handler
 * of their own (`routes/resources.ts` stores, lists, shows, updates and
 * deletes them): activities, chats, notes, tags, the organisation's remaining
 * lists, a person's remaining sub-records, saved reports and dashboards. The
 * spec names these entities without fields (3.2); every field here is the
 * reference server's: it checks them on a store or an update (a field of the
 * wrong type is a 422 with field errors) and keeps any further field as sent.
 * Every field is optional, so a record written before it was named still reads.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  field,
  optDay,
  optFlag,
  optId,
  optIds,
  optInstant,
  optNumber,
  optText,
  recordModels,
} from './meta.js';

/** A list entry known by its name (and a description). */
function named(name: string, what: string) {
  return recordModels(name, what, {
    name: optText('The name shown to choose from.'),
    description: optText('What it means, in words.'),
  });
}

/** Optional free-form settings or data: an object whose fields the server keeps as sent. */
function optObject(description: string) {
  return field(z.optional(z.nullable(z.record(z.string(), z.unknown()))), description);
}

/** An optional list of words (the reference server's). */
function optWords(description: string) {
  return field(z.optional(z.array(z.string())), description);
}

// ---- Activities (spec 7.3) ----

/** An activity: time given to a piece of work (`activities`, `users.activities`, `activities.overlapping`). */
export const ActivityModels = recordModels('Activity', 'an activity: time someone gave', {
  title: optText('What was done.'),
  description: optText('More about it, in words.'),
  user_id: optId('Who did it (a person).'),
  team_id: optId('The team it was for.'),
  category_id: optId('Its category (`organisation.activityCategories`).'),
  outcome_id: optId('Its outcome (`organisation.activityOutcomes`).'),
  starts_at: optInstant('When it started'),
  ends_at: optInstant('When it ended'),
  hours: optNumber('Hours given.'),
  status: optText('`planned`, `done` or `cancelled`.'),
});

/** An entry of the activity map (`activityMap`). */
export const ActivityMapEntryModels = recordModels(
  'ActivityMapEntry',
  'an entry of the activity map: an activity at a place',
  {
    activity_id: optId('The activity (`activities`).'),
    name: optText('What is shown on the map.'),
    lat: optNumber('Latitude.'),
    long: optNumber('Longitude.'),
  },
);

/** An activity category (`organisation.activityCategories`). */
export const ActivityCategoryModels = named('ActivityCategory', 'a category of activities');
/** An activity outcome (`organisation.activityOutcomes`). */
export const ActivityOutcomeModels = named('ActivityOutcome', 'an outcome an activity may have');

// ---- Dashboards, reports, search, calendar (spec 7.4, 7.5) ----

/** A dashboard and its widgets (`dashboard`, `mobileDashboard`). */
export const DashboardModels = recordModels('Dashboard', 'a dashboard: widgets in an order', {
  name: optText('The dashboard’s name.'),
  user_id: optId('Whose dashboard it is (a person), or null for everyone’s.'),
  widgets: field(
    z.optional(z.array(z.looseObject({ type: z.optional(z.string()) }))),
    'Its widgets in order, each with its `type` and settings.',
  ),
});

/** A saved report or analytics view (`reports`, `analytics`, `analytics.startersLeavers`, `analytics.training`). */
export const SavedReportModels = recordModels(
  'SavedReport',
  'a saved report: a dataset and the filters to read it with',
  {
    name: optText('The report’s name.'),
    dataset: optText('The dataset or report it reads (`reports.users.byTeam`).'),
    filters: optObject('The query it is read with (`ReportQuery` fields).'),
    user_id: optId('Who saved it (a person).'),
  },
);

/** A search hit kept by the server (`search`). */
export const SearchHitModels = recordModels('SearchHit', 'a search hit: a record that matched', {
  type: optText('Kind of record (`user`, `opportunity`, `team`…).'),
  title: optText('The record’s name.'),
  record_id: optId('The record’s id.'),
  url: optText('Where the record is shown.'),
});

/** A calendar entry (`calendar`). */
export const CalendarEntryModels = recordModels(
  'CalendarEntry',
  'an entry of the calendar: a shift, event or session on a day',
  {
    title: optText('What is on.'),
    type: optText('Kind of entry (`shift`, `event`, `session`…; see `calendar.availableTypes`).'),
    record_id: optId('The shift, event or session.'),
    starts_at: optInstant('When it starts'),
    ends_at: optInstant('When it ends'),
    all_day: optFlag('Whether it lasts the whole day.'),
  },
);

/** A fact about the running system (`systemInfo`). */
export const SystemInfoModels = recordModels('SystemInfo', 'a fact about the running system', {
  name: optText('What is described (`version`, `region`…).'),
  value: optText('Its value.'),
});

/** A telemetry event (`telemetry`). */
export const TelemetryEventModels = recordModels('TelemetryEvent', 'a telemetry event', {
  name: optText('What happened (`screen_view`…).'),
  properties: optObject('Its details.'),
  occurred_at: optInstant('When it happened'),
});

/** A message sent through the contact form (`contactUs`). */
export const ContactUsMessageModels = recordModels(
  'ContactUsMessage',
  'a message sent through the contact form',
  {
    name: optText('Who wrote.'),
    email: field(z.optional(z.nullable(z.string())), 'Their e-mail address.'),
    subject: optText('Subject.'),
    message: optText('The message.'),
  },
);

// ---- Records and admin (spec 7.4, 7.8) ----

/** A directory entry (`directory`). */
export const DirectoryEntryModels = recordModels(
  'DirectoryEntry',
  'an entry of the directory: someone to contact',
  {
    name: optText('Name.'),
    email: field(z.optional(z.nullable(z.string())), 'E-mail address.'),
    phone: optText('Phone number.'),
    team_id: optId('Their team.'),
    description: optText('What to contact them about.'),
  },
);

/** An address-book entry (`addressBook`). */
export const AddressBookEntryModels = recordModels(
  'AddressBookEntry',
  'an entry of the address book',
  {
    name: optText('Name.'),
    email: field(z.optional(z.nullable(z.string())), 'E-mail address.'),
    phone: optText('Phone number.'),
    organisation_name: optText('The organisation they are with.'),
    notes: optText('Notes.'),
  },
);

/** A folder of documents (`folders`). */
export const FolderModels = recordModels('Folder', 'a folder of documents', {
  name: optText('The folder’s name.'),
  parent_id: optId('The folder it is in, or null at the top.'),
});

/** An entry of the hub (`hub`). */
export const HubEntryModels = recordModels('HubEntry', 'an entry of the hub: a page or a link', {
  title: optText('Title.'),
  body: optText('Text (Markdown).'),
  url: optText('Where it links to.'),
  folder_id: optId('Its folder (`folders`).'),
  published_at: optInstant('When it was published'),
});

/** A barcode (`barcodes`). */
export const BarcodeModels = recordModels('Barcode', 'a barcode a person scans in with', {
  code: optText('The code.'),
  user_id: optId('Whose it is (a person).'),
  active: optFlag('Whether it is in use.'),
});

/** A bulk import (`bulk.imports`). */
export const BulkImportModels = recordModels('BulkImport', 'a bulk import of records', {
  type: optText('What is imported (`users`…).'),
  file_name: optText('The file imported.'),
  status: optText('`pending`, `running`, `done` or `failed`.'),
  total: optNumber('Rows in the file.'),
  imported: optNumber('Rows imported.'),
  failed: optNumber('Rows that failed.'),
});

/** One row of a bulk import (`bulk.imports.records`). */
export const ImportRowModels = recordModels('ImportRow', 'one row of a bulk import', {
  row: optNumber('The row in the file, from 1.'),
  status: optText('`pending`, `imported` or `failed`.'),
  data: optObject('The row’s values, by column.'),
  errors: field(
    z.optional(z.nullable(z.record(z.string(), z.array(z.string())))),
    'What was wrong, by field.',
  ),
  record_id: optId('The record it made.'),
});

/** A chat (`chats`). */
export const ChatModels = recordModels('Chat', 'a chat between people', {
  name: optText('The chat’s name.'),
  user_ids: optIds('The people in it.'),
  last_message_at: optInstant('When its last message was sent'),
});

/** A message of a chat (`chats.messages`). */
export const ChatMessageModels = recordModels('ChatMessage', 'a message of a chat', {
  body: optText('Text of the message.'),
  user_id: optId('Who sent it (a person).'),
  sent_at: optInstant('When it was sent'),
});

/** A field an export may include (`exports.fields`, `exports.fields.users`). */
export const ExportFieldModels = recordModels('ExportField', 'a field an export may include', {
  name: optText('The field (`first_name`).'),
  label: optText('Its label in the export.'),
  type: optText('Its kind (`text`, `date`, `number`…).'),
});

/** A kind of file that may be uploaded (`files.types`). */
export const FileTypeModels = recordModels('FileType', 'a kind of file that may be uploaded', {
  name: optText('The kind, in words (`PDF document`).'),
  extension: optText('Its extension (`pdf`).'),
  mime_type: optText('Its media type (`application/pdf`).'),
});

/** An event of an integration (`integrations.service.events`). */
export const IntegrationEventModels = recordModels(
  'IntegrationEvent',
  'an event of an integration: something it sent or received',
  {
    type: optText('What happened (`sync.started`…).'),
    status: optText('`ok` or `failed`.'),
    payload: optObject('What was sent or received.'),
    occurred_at: optInstant('When it happened'),
  },
);

/** A region of a multi-region organisation (`multiRegion`). */
export const RegionModels = recordModels('Region', 'a region of a multi-region organisation', {
  name: optText('The region’s name.'),
  code: optText('Its short code.'),
  url: optText('Where its API answers.'),
});

// ---- Opportunities (spec 7.10) ----

/** A supervisor of an opportunity (`opportunities.supervisors`). */
export const OpportunitySupervisorModels = recordModels(
  'OpportunitySupervisor',
  'a supervisor of an opportunity',
  { user_id: optId('The person.') },
);

/** Who to contact about an opportunity (`opportunities.contact`). */
export const OpportunityContactModels = recordModels(
  'OpportunityContact',
  'who to contact about an opportunity',
  {
    user_id: optId('The person, when they have a record.'),
    name: optText('Name.'),
    email: field(z.optional(z.nullable(z.string())), 'E-mail address.'),
    phone: optText('Phone number.'),
  },
);

/** A note (`users.notes`, `opportunities.notes`). */
export const NoteModels = recordModels('Note', 'a note on a record', {
  content: optText('The note (at most 5,000 characters in the portal).'),
  category_id: optId('Its category (`organisation.noteCategories`).'),
  author_id: optId('Who wrote it (a person).'),
});

/** A sub-note under a note or a touchpoint (`users.notes.subNotes`, `users.touchpoints.subTouchpoints`). */
export const SubNoteModels = recordModels('SubNote', 'a sub-note under a note or a touchpoint', {
  content: optText('The sub-note.'),
  author_id: optId('Who wrote it (a person).'),
});

// ---- Residential and rotas (spec 7.9) ----

/** A team's residential availability on a day (`residentialAvailability.team`). */
export const TeamAvailabilityModels = recordModels(
  'TeamAvailability',
  'a team’s residential availability on a day',
  {
    team_id: optId('The team.'),
    date: optDay('The day'),
    available: optFlag('Whether stays may start on it.'),
    rooms: optNumber('Rooms free.'),
  },
);

/** An entry of the rota: who works when (`rota`, `rota.byDate`, `rota.byDate.rota`, `rota.byDate.dayRota`). */
export const RotaEntryModels = recordModels('RotaEntry', 'an entry of the rota: who works when', {
  date: optDay('The day'),
  rota_id: optId('The rota (`organisation.rotas`).'),
  team_id: optId('The team.'),
  user_id: optId('Who works (a person).'),
  shift_id: optId('The shift, when it is one.'),
  notes: optText('Notes for the day.'),
});

/** A team an organisation rota covers (`organisation.rota.teams`). */
export const RotaTeamLinkModels = recordModels(
  'RotaTeamLink',
  'a team an organisation rota covers',
  {
    team_id: optId('The team.'),
    position: optNumber('Its place in the rota’s order.'),
  },
);

/** A residential resource: something a stay may book (`organisation.residentialResources`). */
export const ResidentialResourceModels = recordModels(
  'ResidentialResource',
  'a residential resource: something a stay may book besides a room',
  {
    name: optText('The resource’s name.'),
    team_id: optId('The team that has it.'),
    quantity: optNumber('How many there are.'),
    description: optText('What it is, in words.'),
  },
);

/** A shift pattern (`organisation.shiftPatterns`). */
export const ShiftPatternModels = recordModels(
  'ShiftPattern',
  'a shift pattern: a repeated shift',
  {
    name: optText('The pattern’s name.'),
    start_time: optText('Start, `HH:MM`.'),
    end_time: optText('End, `HH:MM`.'),
    weekdays: field(z.optional(z.array(z.number())), 'Its weekdays, 0 = Sunday … 6 = Saturday.'),
  },
);

// ---- Organisation lists (spec 7.11) ----

/** An attribute category (`organisation.attributeCategories`). */
export const AttributeCategoryModels = named('AttributeCategory', 'a category of attributes');
/** A contact category (`organisation.contactCategories`). */
export const ContactCategoryModels = named('ContactCategory', 'a category of contacts');
/** A motivation basis (`organisation.motivationBases`). */
export const MotivationBasisModels = named('MotivationBasis', 'a basis of motivations');
/** A note category (`organisation.noteCategories`). */
export const NoteCategoryModels = named('NoteCategory', 'a category of notes');
/** A tag (`organisation.tags`). */
export const TagModels = named('Tag', 'a tag records may carry');
/** A task leaving reason (`organisation.taskLeavingReasons`). */
export const TaskLeavingReasonModels = named('TaskLeavingReason', 'a reason someone left a task');
/** A recognition category (`organisation.recognitionCategories`). */
export const RecognitionCategoryModels = named('RecognitionCategory', 'a category of recognitions');
/** A role basis (`organisation.roleBases`). */
export const RoleBasisModels = named('RoleBasis', 'a basis a role is held on');
/** A touchpoint type (`organisation.touchpointTypes`). */
export const TouchpointTypeModels = named('TouchpointType', 'a kind of touchpoint');

/** An attribute people may have (`organisation.attributes`). */
export const AttributeModels = recordModels('Attribute', 'an attribute people may have', {
  name: optText('The attribute’s name.'),
  category_id: optId('Its category (`organisation.attributeCategories`).'),
  type: optText('Kind of value (`text`, `boolean`, `date`…).'),
});

/** A consent people are asked for (`organisation.consents`). */
export const ConsentModels = recordModels('Consent', 'a consent people are asked for', {
  name: optText('The consent’s name.'),
  text: optText('What people agree to, in words.'),
  required: optFlag('Whether it must be given.'),
  version: optNumber('Its version; a new one asks again.'),
});

/** The organisation's expense settings (`organisation.expenses`). */
export const ExpenseSettingModels = recordModels(
  'ExpenseSetting',
  'an expense setting of the organisation',
  {
    name: optText('The setting (`receipt_required_over`…).'),
    value: field(
      z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean()]))),
      'Its value.',
    ),
  },
);

/** A link shown to people (`organisation.links`). */
export const LinkModels = recordModels('Link', 'a link shown to people', {
  name: optText('Its text.'),
  url: optText('Where it leads.'),
  description: optText('What it is for.'),
});

/** A sign-in provider of the organisation (`organisation.oauth`). */
export const OAuthProviderModels = recordModels(
  'OAuthProvider',
  'a sign-in provider of the organisation',
  {
    name: optText('The provider’s name.'),
    provider: optText('Kind of provider (`google`, `microsoft`…).'),
    enabled: optFlag('Whether people may sign in with it.'),
  },
);

/** An OAuth client allowed to call the API (`organisation.oauth.clients`). */
export const OAuthClientModels = recordModels(
  'OAuthClient',
  'an OAuth client allowed to call the API',
  {
    name: optText('The client’s name.'),
    redirect_uri: optText('Where it is sent back after signing in.'),
    revoked: optFlag('Set once it may no longer call.'),
  },
);

/** A recognition template (`organisation.recognitionTemplates`). */
export const RecognitionTemplateModels = recordModels(
  'RecognitionTemplate',
  'a template of a recognition',
  {
    name: optText('The template’s name.'),
    category_id: optId('Its category (`organisation.recognitionCategories`).'),
    subject: optText('Subject of the recognition.'),
    body: optText('Its text.'),
  },
);

/** A question a referee is asked (`organisation.referenceQuestions`). */
export const ReferenceQuestionModels = recordModels(
  'ReferenceQuestion',
  'a question a referee is asked',
  {
    question: optText('The question.'),
    type: optText('Kind of answer (`text`, `choice`, `boolean`).'),
    required: optFlag('Whether it must be answered.'),
    position: optNumber('Its place in the form.'),
  },
);

/** A sign-up form (`organisation.signups`). */
export const SignupModels = recordModels('Signup', 'a sign-up form people join through', {
  name: optText('The form’s name.'),
  slug: optText('Its address part.'),
  team_id: optId('The team people join.'),
  role_id: optId('The role people take (`organisation.roleProfiles`).'),
  active: optFlag('Whether it takes sign-ups.'),
});

/** A dynamic skill (`organisation.dynamicSkills`). */
export const DynamicSkillModels = recordModels('DynamicSkill', 'a dynamic skill', {
  name: optText('The skill’s name.'),
  category_id: optId('Its category (`organisation.skillCategories`).'),
  type: optText('Kind of value (`boolean`, `level`, `text`).'),
});

/** A set of statistics reported together (`organisation.statisticSets`). */
export const StatisticSetModels = recordModels(
  'StatisticSet',
  'a set of statistics reported together',
  {
    name: optText('The set’s name.'),
    statistics: optWords('The statistics in it.'),
  },
);

/** Terms people accept (`organisation.terms`). */
export const TermsModels = recordModels('Terms', 'terms people accept', {
  title: optText('Title.'),
  body: optText('The terms (Markdown).'),
  version: optNumber('Their version; a new one asks again.'),
  published_at: optInstant('When they were published'),
});

/** A webhook (`organisation.webhooks`). */
export const WebhookModels = recordModels('Webhook', 'a webhook: an address told of changes', {
  url: optText('Where changes are sent.'),
  events: optWords('The changes it is told of (`user.created`…).'),
  active: optFlag('Whether it is sent to.'),
});

/** A task priority (`organisation.taskPriorities`). */
export const TaskPriorityModels = recordModels('TaskPriority', 'a priority a task may have', {
  name: optText('The priority’s name.'),
  position: optNumber('Its place, from most urgent.'),
});

/** A task status (`organisation.taskStatuses`). */
export const TaskStatusModels = recordModels('TaskStatus', 'a status a task may have', {
  name: optText('The status’s name.'),
  closed: optFlag('Whether a task in it is finished.'),
});

/** A saved query-builder query (`organisation.queryBuilder`). */
export const SavedQueryModels = recordModels('SavedQuery', 'a saved query-builder query', {
  name: optText('The query’s name.'),
  query: field(
    z.optional(z.unknown()),
    'The query (`{ condition, rules }`, as `organisation.queryBuilder.preview` takes).',
  ),
});

/** A helpdesk ticket (`organisation.helpdeskTickets`). */
export const HelpdeskTicketModels = recordModels('HelpdeskTicket', 'a helpdesk ticket', {
  subject: optText('Subject.'),
  body: optText('What is asked.'),
  status: optText('`open`, `pending` or `closed`.'),
  tags: optWords('Its tags.'),
  user_id: optId('Who asked (a person).'),
});

// ---- Teams (spec 7.12) ----

/** An entry of a team's history (`organisation.teams.history`). */
export const TeamHistoryEntryModels = recordModels(
  'TeamHistoryEntry',
  'an entry of a team’s history',
  {
    action: optText('What happened (`renamed`, `moved`…).'),
    summary: optText('What happened, in words.'),
    user_id: optId('Who did it (a person).'),
  },
);

/** A site of a team: a place it works from (`organisation.teams.sites`). */
export const TeamPlaceModels = recordModels(
  'TeamPlace',
  'a site of a team: a place it works from',
  {
    name: optText('The site’s name.'),
    address: optText('Its address.'),
    lat: optNumber('Latitude.'),
    long: optNumber('Longitude.'),
  },
);

/** The hero of a team's public site (`teamSiteHero`). */
export const TeamSiteHeroModels = recordModels('TeamSiteHero', 'the hero of a team’s public site', {
  team_id: optId('The team.'),
  title: optText('The heading.'),
  text: optText('The text under it.'),
  image_url: optText('Its image.'),
});

// ---- Tasks (spec 7.9) ----

/** A person a task is assigned to (`tasks.assignees`). */
export const TaskAssigneeModels = recordModels('TaskAssignee', 'a person a task is assigned to', {
  user_id: optId('The person.'),
  assigned_at: optInstant('When it was assigned'),
});

// ---- A person's records (spec 7.13) ----

/** A consent a person gave (`users.consents`). */
export const PersonConsentModels = recordModels('PersonConsent', 'a consent a person gave', {
  consent_id: optId('The consent (`organisation.consents`).'),
  given: optFlag('Whether it is given.'),
  given_at: optInstant('When it was given'),
});

/** A person's consent to an activity (`users.activityConsents`). */
export const ActivityConsentModels = recordModels(
  'ActivityConsent',
  'a person’s consent to an activity',
  {
    activity_id: optId('The activity (`activities`).'),
    given: optFlag('Whether it is given.'),
    given_at: optInstant('When it was given'),
  },
);

/** A person's consent to a role (`users.roleConsents`). */
export const RoleConsentModels = recordModels('RoleConsent', 'a person’s consent to a role', {
  role_id: optId('The role (`organisation.roleProfiles`).'),
  given: optFlag('Whether it is given.'),
  given_at: optInstant('When it was given'),
});

/** A permission withheld from a person (`users.deniedPermissions`). */
export const DeniedPermissionModels = recordModels(
  'DeniedPermission',
  'a permission withheld from a person',
  {
    permission: optText('The permission’s name (`view-users`).'),
    reason: optText('Why, in words.'),
  },
);

/** An attachment of a message forwarded to someone (`users.messaging.attachments.forward`). */
export const AttachmentForwardModels = recordModels(
  'AttachmentForward',
  'an attachment of a message forwarded to someone',
  {
    to_user_id: optId('Who it was forwarded to (a person).'),
    email: field(z.optional(z.nullable(z.string())), 'Or the address it was sent to.'),
    message: optText('What was written with it.'),
  },
);

/** A label of a person's messages (`users.messaging.labels`). */
export const MessageLabelModels = recordModels('MessageLabel', 'a label of a person’s messages', {
  name: optText('The label.'),
  colour: optText('Its colour (`#1d70b8`).'),
  message_ids: optIds('The messages it is on.'),
});

/** An entry of a message's log (`users.messaging.logs`). */
export const MessageLogModels = recordModels('MessageLog', 'an entry of a message’s log', {
  action: optText('What happened (`sent`, `read`, `forwarded`…).'),
  user_id: optId('Who did it (a person).'),
  summary: optText('What happened, in words.'),
});

/** A device a person gets push notifications on (`users.notificationTokens`). */
export const NotificationTokenModels = recordModels(
  'NotificationToken',
  'a device a person gets push notifications on',
  {
    token: optText('The device’s push token.'),
    platform: optText('`ios`, `android` or `web`.'),
    device_name: optText('The device, in words.'),
  },
);

/** A role a person holds (`users.roleProfiles`). */
export const PersonRoleModels = recordModels('PersonRole', 'a role a person holds', {
  role_id: optId('The role (`organisation.roleProfiles`).'),
  team_id: optId('The team they hold it in.'),
  status: optText('`active`, `pending` or `ended`.'),
  start_date: optDay('When they took it'),
  end_date: optDay('When they left it'),
});

/** A tag on a person (`users.tags`). */
export const PersonTagModels = recordModels('PersonTag', 'a tag on a person', {
  tag_id: optId('The tag (`organisation.tags`).'),
  name: optText('The tag’s name.'),
});
