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
  /** Further `update` bodies (actions such as `ShiftSignUp`), besides any part of `inputModel`. */
  updateModels?: string[];
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
  repeatingShifts: { model: 'RepeatingShift', inputModel: 'RepeatingShiftInput' },
  claims: { model: 'Claim', inputModel: 'ClaimInput', queryModel: 'ClaimQuery' },
  residentialAvailability: {
    model: 'ResidentialAvailability',
    listModel: 'ResidentialAvailabilityList',
    queryModel: 'ResidentialAvailabilityQuery',
  },
  residentialOpportunities: { inputModel: 'OpportunityInput' },
  opportunities: { inputModel: 'GeneralOpportunityInput' },
  tasks: { model: 'Task', inputModel: 'TaskInput', queryModel: 'TaskQuery' },
  applications: {
    model: 'Application',
    inputModel: 'ApplicationInput',
    queryModel: 'ApplicationQuery',
  },
  'organisation.teams': { inputModel: 'TeamInput' },
  'organisation.roleProfiles': { model: 'Role', inputModel: 'RoleInput' },
  'organisation.roleFamilies': { inputModel: 'RoleFamilyInput' },
  'users.expenses': { model: 'Claim', queryModel: 'ClaimQuery' },
  'users.loginMessages': { model: 'LoginMessage' },
  'users.loginMessages.acknowledge': { model: 'LoginMessageLog' },
  // Calls the portal makes, with the reference server's answers.
  'organisation.teams.recursive': { model: 'Team', callResponse: 'data' },
  'organisation.teams.teamRecursive': { model: 'Team', callResponse: 'data' },
  'users.selfCompleteInduction': { model: 'Induction', callResponse: 'item' },
  'users.calendarFeed.show': { model: 'CalendarFeed', callResponse: 'item' },
  'users.calendarFeed.reset': { model: 'CalendarFeed', callResponse: 'item' },
  'shifts.checkInCode': { model: 'CheckInCode', callResponse: 'item' },
  'shifts.checkIn': { model: 'CheckIn', callResponse: 'item' },
  'checkIns.record': { model: 'CheckIn', callResponse: 'item' },
  'events.sessions.bulkUpdateUserStatus': { model: 'SessionAttendee', callResponse: 'data' },
  'events.sessions.bulkDeleteUsers': { model: 'AttendeesRemoved', callResponse: 'item' },
  'organisation.recruitment.categories.duplicate': {
    model: 'RecruitmentCategory',
    callResponse: 'item',
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
  'users.touchpoints': 'Touchpoint',
  'users.reminders': 'Reminder',
  'users.todos': 'Todo',
  'users.recognitions': 'Recognition',
  'users.favourites': 'Favourite',
  'users.profilePhoto': 'ProfilePhoto',
  'users.supervisors': 'Supervisor',
};

/** The models of a resource: its own binding, else its record models. */
function bindingOf(accessor: string): ModelBinding | undefined {
  const own = resourceBindings[accessor];
  if (own) return own;
  const name = recordBindings[accessor];
  return name ? { model: name, inputModel: `${name}Input`, queryModel: `${name}Query` } : undefined;
}

/** A catalogue entry with the models it uses. */
export type TypedEntry = CatalogueEntry & ModelBinding;

/** The entry with its models (the catalogue's, then {@link resourceBindings}). */
export function withModels(entry: CatalogueEntry): TypedEntry {
  const binding = entry.accessor ? bindingOf(entry.accessor) : undefined;
  const typed: TypedEntry = binding ? { ...entry, ...binding } : entry;
  if (entry.kind !== 'resource') return typed;
  // A resource no schema describes: its id and stored fields, and any further field.
  return {
    ...typed,
    model: typed.model ?? 'StoredRecord',
    ...(entry.operations.includes('list') ? { queryModel: typed.queryModel ?? 'ListQuery' } : {}),
  };
}
