/**
 * Which models each catalogue entry uses, beyond the spec 3.1 `model` the
 * catalogue itself carries for runtime validation. Kept here, out of the
 * runtime catalogue, so typing a resource costs the client's bundle nothing:
 * the type generator, the OpenAPI document and the sandbox read it.
 *
 * @module
 */
import type { CatalogueEntry } from '../../catalogue/types.js';

/** The models of one entry, by name (see `resourceModels`). */
export interface ModelBinding {
  /** One item (overrides the catalogue's `model`). */
  model?: string;
  /** A `store` body; an `update` sends any part of it. */
  inputModel?: string;
  /** `store` also takes the same fields as a form upload (`FormData`, with files). */
  formBody?: boolean;
  /** Further `update` bodies (actions such as `ShiftSignUp`), besides any part of `inputModel`. */
  updateModels?: string[];
  /** A call's JSON body (the catalogue's `bodyModel` is a spec model checked at runtime). */
  bodyModel?: string;
  /** The `list` query (a call: its query). */
  queryModel?: string;
  /** The whole `list` answer, when it carries more than `{ data, meta }`. */
  listModel?: string;
  /**
   * A call's answer: `item` is `{ data: model }`; `paginated`, `data` and `array`
   * are lists of `model` in that shape (as `listResponse`). Without it, the answer is `model`.
   */
  callResponse?: 'item' | 'paginated' | 'data' | 'array';
}

/** The models of each typed resource, by catalogue accessor. */
export const resourceBindings: Readonly<Record<string, ModelBinding>> = {
  users: { inputModel: 'UserInput', queryModel: 'UserQuery' },
  shifts: {
    model: 'Shift',
    inputModel: 'ShiftInput',
    updateModels: ['ShiftSignUp', 'ShiftPlaceCancel', 'ShiftWaitlistAction'],
    queryModel: 'ShiftQuery',
  },
  repeatingShifts: {
    model: 'RepeatingShift',
    inputModel: 'RepeatingShiftInput',
    queryModel: 'RepeatingShiftQuery',
  },
  claims: { model: 'Claim', inputModel: 'ClaimInput', queryModel: 'ClaimQuery' },
  residentialAvailability: {
    model: 'ResidentialAvailability',
    listModel: 'ResidentialAvailabilityList',
    queryModel: 'ResidentialAvailabilityQuery',
  },
  residentialOpportunities: {
    inputModel: 'OpportunityInput',
    queryModel: 'ResidentialSearchQuery',
  },
  opportunities: { inputModel: 'GeneralOpportunityInput', queryModel: 'OpportunityQuery' },
  tasks: { model: 'Task', inputModel: 'TaskInput', queryModel: 'TaskQuery' },
  applications: {
    model: 'Application',
    inputModel: 'ApplicationInput',
    queryModel: 'ApplicationQuery',
  },
  'organisation.teams': { inputModel: 'TeamInput', queryModel: 'TeamQuery' },
  'organisation.roleProfiles': { model: 'Role', inputModel: 'RoleInput', queryModel: 'RoleQuery' },
  'organisation.roleFamilies': { inputModel: 'RoleFamilyInput', queryModel: 'RoleFamilyQuery' },
  'users.expenses': {
    model: 'Claim',
    inputModel: 'ClaimSubmission',
    formBody: true,
    queryModel: 'ClaimQuery',
  },
  // A person's claims: claims, kept as plain records (the claims of `claims` are checked on store).
  'users.claims': { model: 'Claim', queryModel: 'ClaimQuery' },
  'users.loginMessages': { model: 'LoginMessage', queryModel: 'NoQuery' },
  'users.loginMessages.acknowledge': { model: 'LoginMessageLog' },
  // Calls the portal makes, with the reference server's answers.
  'organisation.teams.recursive': {
    model: 'Team',
    callResponse: 'data',
    queryModel: 'TeamTreeQuery',
  },
  'organisation.teams.teamRecursive': {
    model: 'Team',
    callResponse: 'data',
    queryModel: 'TeamTreeQuery',
  },
  'users.selfCompleteInduction': {
    model: 'Induction',
    callResponse: 'item',
    bodyModel: 'InductionCompletion',
  },
  'users.calendarFeed.show': { model: 'CalendarFeed', callResponse: 'item' },
  'users.calendarFeed.reset': { model: 'CalendarFeed', callResponse: 'item' },
  'shifts.checkInCode': { model: 'CheckInCode', callResponse: 'item' },
  'shifts.checkIn': { model: 'CheckIn', callResponse: 'item' },
  'checkIns.record': { model: 'CheckIn', callResponse: 'item', bodyModel: 'CheckInScan' },
  'events.sessions.bulkUpdateUserStatus': {
    model: 'SessionAttendee',
    callResponse: 'data',
    bodyModel: 'AttendeesStatusChange',
  },
  'events.sessions.bulkDeleteUsers': {
    model: 'AttendeesRemoved',
    callResponse: 'item',
    bodyModel: 'AttendeesRemoval',
  },
  'organisation.recruitment.categories.duplicate': {
    model: 'RecruitmentCategory',
    callResponse: 'item',
    bodyModel: 'RecruitmentCategoryInput',
  },
  // Action calls, with the reference server's answers (resources/actions.ts).
  'auth.refresh': { model: 'LoginResponse', bodyModel: 'RefreshRequest' },
  'auth.exchangeToken': { model: 'LoginResponse', bodyModel: 'TokenExchange' },
  'auth.logout': { model: 'NoContent' },
  'auth.forgotPassword': { model: 'Acknowledgement', bodyModel: 'EmailAddressOnly' },
  'auth.mobile.requestToken': { model: 'Acknowledgement', bodyModel: 'EmailAddressOnly' },
  'auth.mobile.verifyToken': { model: 'LoginResponse', bodyModel: 'MobileCodeSignIn' },
  'auth.mobile.organisations': { model: 'MobileOrganisation', callResponse: 'data' },
  'opportunities.logSearch': { model: 'SearchLogEntry', callResponse: 'item' },
  'opportunities.logApplyAction': {
    model: 'ApplyActionLog',
    callResponse: 'item',
    bodyModel: 'ApplyActionLog',
  },
  'calendar.availableTypes': { model: 'CalendarType', callResponse: 'data' },
  'mobileDashboard.stats': { model: 'DashboardStats', callResponse: 'item' },
  'events.sessions.bulkUpdate': {
    model: 'EventSession',
    callResponse: 'data',
    bodyModel: 'SessionsBulkUpdate',
  },
  'events.sessions.bulkUpdateLocation': {
    model: 'EventSession',
    callResponse: 'data',
    bodyModel: 'SessionsLocation',
  },
  'exports.resend': { model: 'Export', callResponse: 'item' },
  'integrations.service.sync.remove': { model: 'IntegrationSync', callResponse: 'item' },
  'rota.teams': { model: 'RotaTeam', callResponse: 'data', queryModel: 'RotaViewQuery' },
  'rota.pdf': { queryModel: 'RotaViewQuery' },
  'organisation.emailTemplates.newUserPreview': { queryModel: 'EmailPreviewQuery' },
  'organisation.rotas.bulk': { model: 'Rota', callResponse: 'data', bodyModel: 'RotasBulkUpdate' },
  'organisation.rotas.replace': {
    model: 'Rota',
    callResponse: 'data',
    bodyModel: 'RotasReplacement',
  },
  'organisation.detailed': { model: 'OrganisationDetailed', callResponse: 'item' },
  'organisation.safeguarding.show': { model: 'SafeguardingSettings', callResponse: 'item' },
  'organisation.safeguarding.update': {
    model: 'SafeguardingSettings',
    callResponse: 'item',
    bodyModel: 'SafeguardingSettingsInput',
  },
  'organisation.roleProfiles.bulkUpdate': { model: 'Role', callResponse: 'data' },
  'organisation.roleProfiles.accountCodes': { model: 'AccountCode', callResponse: 'data' },
  'organisation.diversity.categories': { model: 'DiversityCategory', callResponse: 'data' },
  'organisation.diversity.questions': { model: 'DiversityQuestion', callResponse: 'data' },
  'organisation.diversity.reports.user': { model: 'DiversityCount', callResponse: 'data' },
  'organisation.diversity.reports.applicant': { model: 'DiversityCount', callResponse: 'data' },
  'organisation.diversity.reports.clearedApplicant': {
    model: 'DiversityCount',
    callResponse: 'data',
  },
  'organisation.diversity.reports.userDob': { model: 'DiversityCount', callResponse: 'data' },
  'organisation.queryBuilder.validate': {
    model: 'QueryValidity',
    bodyModel: 'QueryBuilderPreview',
  },
  'organisation.queryBuilder.preview': { model: 'QueryMatch', callResponse: 'paginated' },
  'users.diversity.answers': { model: 'DiversityAnswers', callResponse: 'item' },
  'users.diversity.hasAnswers': { model: 'DiversityAnswered', callResponse: 'item' },
  'users.calendarFeed.stop': { model: 'NoContent' },
  'teams.site.list': { model: 'TeamSite', callResponse: 'item' },
  'teams.site.show': { model: 'TeamSite', callResponse: 'item' },
  'teams.site.store': { model: 'TeamSite', callResponse: 'item', bodyModel: 'TeamSiteInput' },
  'teams.site.update': { model: 'TeamSite', callResponse: 'item', bodyModel: 'TeamSiteInput' },
  'teams.site.contactUs': {
    model: 'ContactReceived',
    callResponse: 'item',
    bodyModel: 'ContactMessage',
  },
  // Calls the reference server keeps as plain documents (routes/calls.ts): a write answers
  // the stored record; a read of a path nothing is written to answers an empty list.
  'teams.site.file': { model: 'StoredRecord', callResponse: 'item' },
  'teams.site.logFileDownload': { model: 'StoredRecord', callResponse: 'item' },
  'users.diversity.url': {
    model: 'DiversityFormLinkRecord',
    callResponse: 'item',
    bodyModel: 'DiversityFormLink',
  },
  'events.sessions.bulkUpdateAttendees': {
    model: 'AttendeesAcrossSessionsDocument',
    callResponse: 'item',
    bodyModel: 'AttendeesAcrossSessions',
  },
  'rota.timeslots': {
    model: 'RotaTimeslotsDocument',
    callResponse: 'item',
    bodyModel: 'RotaTimeslots',
  },
  'events.usersSavedList': { model: 'StoredRecord', callResponse: 'data' },
  'multiRegion.logs': { model: 'StoredRecord', callResponse: 'data' },
  'organisation.helpdeskTickets.tags': { model: 'StoredRecord', callResponse: 'data' },
  'users.blocked.canBeBlocked': {
    model: 'BlockEligibility',
    listModel: 'BlockEligibilityAnswer',
    queryModel: 'NoQuery',
  },
  heartbeat: { model: 'Heartbeat', listModel: 'HeartbeatAnswer', queryModel: 'NoQuery' },
  'users.forgotPassword': {
    model: 'PasswordLink',
    inputModel: 'PasswordLinkRequest',
    updateModels: ['PasswordSetWithLink'],
  },
  'bulk.tasks': {
    model: 'BulkTaskRun',
    inputModel: 'BulkTaskRequest',
    queryModel: 'BulkTaskRunQuery',
  },
  'auth.mobile': { model: 'MobileSession', inputModel: 'MobileSignIn' },
  'users.twoFactor': { model: 'TwoFactorSetup', inputModel: 'TwoFactorChange' },
  'users.twoFactor.trustComputer': { model: 'TrustToken' },
  'users.notifications.dismiss': {
    model: 'NotificationsDismissed',
    inputModel: 'RecordSelection',
  },
  'users.messaging.markRead': { model: 'MessagesRead', inputModel: 'RecordSelection' },
  'organisation.teams.hide': { model: 'TeamVisibility', inputModel: 'TeamVisibilityChange' },
  'opportunities.applicationForm': {
    model: 'ApplicationForm',
    listModel: 'ApplicationFormAnswer',
    queryModel: 'NoQuery',
  },
  'opportunities.apply': {
    model: 'ApplicationMade',
    inputModel: 'ApplicationSubmission',
    formBody: true,
  },
  'residentialOpportunities.counties': { model: 'ResidentialCounty', queryModel: 'CountyQuery' },
  'residentialOpportunities.countries': { queryModel: 'NoQuery' },
  geocode: { queryModel: 'GeocodeQuery' },
  'opportunities.related': { queryModel: 'RelatedOpportunityQuery' },
  'geocode.retrieve': { queryModel: 'GeocodeQuery' },
  'geocode.countryPolygons': { queryModel: 'CountryPolygonQuery' },
  teams: { queryModel: 'TeamSearchQuery' },
  'organisation.countries': { queryModel: 'CountryQuery' },
  organisation: { inputModel: 'OrganisationInput', queryModel: 'OrganisationQuery' },
  'users.password': { model: 'PasswordChanged', inputModel: 'PasswordChange' },
  'users.diversity': { model: 'DiversityAnswers', inputModel: 'DiversityAnswerInput' },
  // The organisation's headline figures: a report answered by its list.
  'analytics.organisationStats': {
    model: 'ReportPoint',
    listModel: 'SeriesReport',
    queryModel: 'ReportQuery',
  },
  vetting: {
    model: 'VettingCheck',
    inputModel: 'VettingCheckInput',
    updateModels: ['VettingRenewal'],
    queryModel: 'VettingCheckQuery',
  },
};

/**
 * The resources whose records are a `recordModels` model (`name`, `nameInput`,
 * `nameQuery`), by catalogue accessor. The reference server's fields, read from
 * its seed and its handlers.
 */
export const recordBindings: Readonly<Record<string, string>> = {
  'dashboard.recentActions': 'RecentAction',
  documents: 'Document',
  news: 'NewsItem',
  events: 'Event',
  'events.sessions': 'EventSession',
  'events.sessions.attendees': 'SessionAttendee',
  'events.invitations': 'EventInvitation',
  'events.supervisors': 'EventSupervisor',
  exports: 'Export',
  'integrations.service': 'IntegrationService',
  'integrations.service.sync': 'IntegrationSync',
  bulk: 'BulkAction',
  'bulk.email': 'BulkEmail',
  parentalConsent: 'ParentalConsent',
  reference: 'Reference',
  residentialBookings: 'ResidentialBooking',
  'organisation.teams.residentialRooms': 'ResidentialRoom',
  'organisation.teams.residentialRooms.unavailablePeriods': 'RoomUnavailablePeriod',
  'organisation.teams.changeoverDays': 'ChangeoverDay',
  'organisation.rotas': 'Rota',
  'organisation.blacklist': 'BlacklistEntry',
  'organisation.clearanceFlags': 'ClearanceFlag',
  'organisation.disclosureTypes': 'DisclosureType',
  'organisation.emailLogGroups': 'EmailLogGroup',
  'organisation.emailLogGroups.logs': 'EmailLog',
  'organisation.emailTemplates': 'EmailTemplate',
  'organisation.expenses.rates': 'ExpenseRate',
  'organisation.expenses.types': 'ExpenseType',
  'organisation.inductionModules': 'InductionModule',
  'organisation.leavingReasons': 'LeavingReason',
  'organisation.loginMessages': 'LoginMessage',
  'organisation.loginMessages.logs': 'LoginMessageLog',
  'organisation.motivations': 'Motivation',
  'organisation.partners': 'OrganisationPartner',
  'organisation.permissionCategories': 'PermissionCategory',
  'organisation.permissionGroups': 'PermissionGroup',
  'organisation.permissions': 'Permission',
  'organisation.recruitment.categories': 'RecruitmentCategory',
  'organisation.recruitment.categories.stages': 'RecruitmentStage',
  'organisation.recruitment.questions': 'RecruitmentQuestion',
  'organisation.recruitmentClosingReasons': 'ClosingReason',
  'organisation.residentialCancelReasons': 'CancelReason',
  'organisation.riskActivities': 'RiskActivity',
  'organisation.savedList': 'SavedList',
  'organisation.skillCategories': 'SkillCategory',
  'organisation.skills': 'Skill',
  'tasks.history': 'TaskHistoryEntry',
  'users.vetting': 'VettingCheck',
  'users.applications': 'UserApplication',
  'users.applications.documents': 'ApplicationDocument',
  'users.applications.parentalConsent': 'ParentalConsent',
  'users.parentalConsents': 'ParentalConsent',
  'users.applications.references': 'Reference',
  'users.blocked': 'Block',
  'users.emailAddresses': 'EmailAddress',
  'users.emergencyContacts': 'EmergencyContact',
  'users.expenses.authorisers': 'ExpenseAuthoriser',
  'users.guardians': 'Guardian',
  'users.guardians.logs': 'GuardianLog',
  'users.inductions': 'Induction',
  'users.interests': 'Interest',
  'users.logs': 'PersonLog',
  'users.messaging': 'Message',
  'users.notifications': 'Notification',
  'users.notificationSettings': 'NotificationSetting',
  'users.phoneNumbers': 'PhoneNumber',
  'users.postalAddresses': 'PostalAddress',
  'users.requestAnonymisation': 'Anonymisation',
  'users.residentialBookings': 'UserResidentialBooking',
  'users.skills': 'UserSkill',
  'users.skills.bio': 'SkillBio',
  'users.touchpoints': 'Touchpoint',
  'users.reminders': 'Reminder',
  'users.todos': 'Todo',
  'users.recognitions': 'Recognition',
  'users.favourites': 'Favourite',
  'users.profilePhoto': 'ProfilePhoto',
  'users.supervisors': 'Supervisor',
  // The upload resources: the sandbox keeps the uploaded files' details on the record.
  images: 'Attachment',
  files: 'Attachment',
  'events.attachments': 'Attachment',
  'tasks.attachments': 'Attachment',
  'users.files': 'Attachment',
  'users.expenses.attachments': 'Attachment',
  'users.inductions.attachments': 'Attachment',
  'users.messaging.attachments': 'Attachment',
  'users.recognitions.attachments': 'Attachment',
  'users.touchpoints.attachments': 'Attachment',
  'organisation.roleProfiles.images': 'Attachment',
  // The resources the reference server keeps as plain records (resources/stored.ts).
  activities: 'Activity',
  'activities.overlapping': 'Activity',
  'users.activities': 'Activity',
  activityMap: 'ActivityMapEntry',
  'organisation.activityCategories': 'ActivityCategory',
  'organisation.activityOutcomes': 'ActivityOutcome',
  dashboard: 'Dashboard',
  mobileDashboard: 'Dashboard',
  reports: 'SavedReport',
  analytics: 'SavedReport',
  'analytics.startersLeavers': 'SavedReport',
  'analytics.training': 'SavedReport',
  search: 'SearchHit',
  calendar: 'CalendarEntry',
  systemInfo: 'SystemInfo',
  telemetry: 'TelemetryEvent',
  contactUs: 'ContactUsMessage',
  directory: 'DirectoryEntry',
  addressBook: 'AddressBookEntry',
  folders: 'Folder',
  hub: 'HubEntry',
  barcodes: 'Barcode',
  'bulk.imports': 'BulkImport',
  'bulk.imports.records': 'ImportRow',
  chats: 'Chat',
  'chats.messages': 'ChatMessage',
  'exports.fields': 'ExportField',
  'exports.fields.users': 'ExportField',
  'files.types': 'FileType',
  'integrations.service.events': 'IntegrationEvent',
  multiRegion: 'Region',
  'opportunities.supervisors': 'OpportunitySupervisor',
  'opportunities.contact': 'OpportunityContact',
  'opportunities.notes': 'Note',
  'users.notes': 'Note',
  'users.notes.subNotes': 'SubNote',
  'users.touchpoints.subTouchpoints': 'SubNote',
  'residentialAvailability.team': 'TeamAvailability',
  'teams.changeoverDays': 'ChangeoverDay',
  rota: 'RotaEntry',
  'rota.byDate': 'RotaEntry',
  'rota.byDate.rota': 'RotaEntry',
  'rota.byDate.dayRota': 'RotaEntry',
  'organisation.rota': 'Rota',
  'organisation.rota.teams': 'RotaTeamLink',
  'organisation.residentialResources': 'ResidentialResource',
  'organisation.shiftPatterns': 'ShiftPattern',
  'organisation.attributeCategories': 'AttributeCategory',
  'organisation.attributes': 'Attribute',
  'organisation.contactCategories': 'ContactCategory',
  'organisation.consents': 'Consent',
  'organisation.expenses': 'ExpenseSetting',
  'organisation.links': 'Link',
  'organisation.motivationBases': 'MotivationBasis',
  'organisation.noteCategories': 'NoteCategory',
  'organisation.oauth': 'OAuthProvider',
  'organisation.oauth.clients': 'OAuthClient',
  'organisation.recognitionTemplates': 'RecognitionTemplate',
  'organisation.recognitionCategories': 'RecognitionCategory',
  'organisation.referenceQuestions': 'ReferenceQuestion',
  'organisation.signups': 'Signup',
  'organisation.dynamicSkills': 'DynamicSkill',
  'organisation.statisticSets': 'StatisticSet',
  'organisation.tags': 'Tag',
  'organisation.terms': 'Terms',
  'organisation.webhooks': 'Webhook',
  'organisation.taskLeavingReasons': 'TaskLeavingReason',
  'organisation.taskPriorities': 'TaskPriority',
  'organisation.taskStatuses': 'TaskStatus',
  'organisation.queryBuilder': 'SavedQuery',
  'organisation.roleBases': 'RoleBasis',
  'organisation.touchpointTypes': 'TouchpointType',
  'organisation.helpdeskTickets': 'HelpdeskTicket',
  'organisation.teams.history': 'TeamHistoryEntry',
  'organisation.teams.sites': 'TeamPlace',
  teamSiteHero: 'TeamSiteHero',
  motivations: 'Motivation',
  'tasks.assignees': 'TaskAssignee',
  'users.consents': 'PersonConsent',
  'users.activityConsents': 'ActivityConsent',
  'users.roleConsents': 'RoleConsent',
  'users.deniedPermissions': 'DeniedPermission',
  'users.messaging.attachments.forward': 'AttachmentForward',
  'users.messaging.labels': 'MessageLabel',
  'users.messaging.logs': 'MessageLog',
  'users.messaging.reply': 'Message',
  'users.notificationTokens': 'NotificationToken',
  'users.roleProfiles': 'PersonRole',
  'users.tags': 'PersonTag',
};

/**
 * The whole answer of each analytics dataset and report (`resources/reports.ts`),
 * by catalogue accessor; their query is `ReportQuery`.
 */
export const reportBindings: Readonly<Record<string, string>> = {
  'analytics.activities.upcoming': 'UpcomingActivitiesReport',
  'analytics.startersLeavers.overview': 'SeriesReport',
  'analytics.startersLeavers.chart': 'StartersLeaversChartReport',
  'analytics.startersLeavers.starters': 'StartersReport',
  'analytics.startersLeavers.leavers': 'LeaversReport',
  'analytics.startersLeavers.leavingReasons': 'SeriesReport',
  'analytics.startersLeavers.motivations': 'SeriesReport',
  'analytics.training.compulsoryTraining': 'CompulsoryTrainingReport',
  'analytics.training.adoptionByModule': 'TrainingAdoptionReport',
  'analytics.training.byUser': 'TrainingByPersonReport',
  'analytics.training.usersByModule': 'TrainingByModuleReport',
  'reports.activities.engagement': 'EngagementReport',
  'reports.activities.engagementDetail': 'EngagementDetailReport',
  'reports.activities.outcomes': 'SeriesReport',
  'reports.activities.overview': 'SeriesReport',
  'reports.expenses.overview': 'ClaimTotalsReport',
  'reports.expenses.byClaim': 'ClaimListReport',
  'reports.expenses.byUser': 'ClaimTotalsReport',
  'reports.expenses.byExpenseType': 'ClaimTotalsReport',
  'reports.hub.documents': 'SeriesReport',
  'reports.news.articles': 'SeriesReport',
  'reports.overview.status': 'SeriesReport',
  'reports.overview.diversity': 'SeriesReport',
  'reports.recruitment.classification': 'SeriesReport',
  'reports.users.byRole': 'SeriesReport',
  'reports.users.byTeam': 'SeriesReport',
  'reports.users.byTeamUsers': 'PeopleByTeamReport',
  'reports.users.leavingReasons': 'SeriesReport',
  'reports.users.logins': 'SeriesReport',
  'reports.users.checkpoints': 'SeriesReport',
  'reports.users.leavers': 'LeaversReport',
  'reports.users.volunteeringLength': 'VolunteeringLengthReport',
  'reports.users.missingData': 'SeriesReport',
  'reports.users.missingDataUsers': 'MissingDataReport',
  'reports.users.skills': 'SeriesReport',
  'reports.users.skillsUsers': 'PersonSkillReport',
  'reports.users.dynamicSkills': 'SeriesReport',
  'reports.users.dynamicSkillCategory': 'SeriesReport',
  'reports.users.dynamicSkillCategoryUser': 'PersonSkillReport',
  'reports.users.vetting': 'SeriesReport',
  'reports.users.vettingUsers': 'VettingStatusReport',
  'reports.users.vettingByUserUsers': 'VettingStatusReport',
  'reports.users.newStarters': 'StartersReport',
  'reports.users.touchpoints': 'SeriesReport',
};

/** The models of a resource: its own binding, else its record models. */
function bindingOf(accessor: string): ModelBinding | undefined {
  const own = resourceBindings[accessor];
  if (own) return own;
  const report = reportBindings[accessor];
  if (report) return { model: report, queryModel: 'ReportQuery' };
  // An analytics dataset's export (`analytics.training.byUserExport`): queued, answered in `data`.
  if (accessor.startsWith('analytics.') && accessor.endsWith('Export'))
    return { model: 'QueuedExport', callResponse: 'item' };
  const name = recordBindings[accessor];
  return name ? { model: name, inputModel: `${name}Input`, queryModel: `${name}Query` } : undefined;
}

/** A catalogue entry with the models it uses. */
export type TypedEntry = CatalogueEntry & ModelBinding;

/** The entry with its models (the catalogue's, then {@link resourceBindings}). */
export function withModels(entry: CatalogueEntry): TypedEntry {
  const binding = entry.accessor ? bindingOf(entry.accessor) : undefined;
  const typed: TypedEntry = binding ? { ...entry, ...binding } : entry;
  if (entry.kind !== 'resource') {
    // A GET call the catalogue gives no query string (no `?query` in the spec) reads none.
    if (entry.method === 'GET' && !entry.query && !typed.queryModel)
      return { ...typed, queryModel: 'NoQuery' };
    return typed;
  }
  // A resource no schema describes: its id and stored fields, and any further field.
  return {
    ...typed,
    model: typed.model ?? 'StoredRecord',
    ...(entry.operations.includes('list') ? { queryModel: typed.queryModel ?? 'ListQuery' } : {}),
  };
}
