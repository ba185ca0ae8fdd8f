/**
 * The texts of the tabs of a person's record (`/me` for one's own, the
 * people screens for staff): roles, teams, availability and shifts, expense
 * claims, guardians, the lists' headings, and the words of the values shown
 * there (role types, assignment and claim statuses). Part of the `record`
 * catalogue (`./recordMessages.ts` spreads it into `RecordText`); the Welsh
 * is in `./locales/cy-record-panels.ts`. No runtime import, as the catalogue.
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** The texts of the record's tabs. */
export interface RecordPanelText {
  loadingRoles: string;
  holdsNoRoles: string;
  holdsRoles: string;
  keptRoles: string;
  rolesOf: string;
  saveRoles: string;
  savedRoles: string;
  noRoles: string;
  roleVolunteer: string;
  roleTeamLeader: string;
  roleCoordinator: string;
  roleAdministrator: string;

  notInTeam: string;
  teamNumbered: string;
  teamGone: string;
  loadingTeams: string;
  changeTeams: string;
  teamsOf: string;
  saveTeams: string;
  savedTeams: string;
  noTeams: string;

  availabilityHeading: string;
  noUnavailable: string;
  unavailableRange: string;
  usuallyAvailable: string;
  notSaid: string;
  lastScheduled: string;
  never: string;
  upcomingShifts: string;
  noUpcomingShifts: string;
  upcomingShiftsOf: string;
  upcomingShiftsCount: string;
  colShift: string;
  colStarts: string;
  colEnds: string;
  colStatus: string;
  shiftNumbered: string;
  assignmentAssigned: string;
  assignmentAttended: string;
  assignmentNoShow: string;
  showingNext: string;

  expenseClaims: string;
  authorisersAnyStaff: string;
  authorisersYou: string;
  authorisersYouAndOthers: PluralMessage;
  authorisersOthers: PluralMessage;
  youCanDecide: string;
  loadingClaims: string;
  noClaims: string;
  claimsOf: string;
  colSubmitted: string;
  colType: string;
  colAmount: string;
  colDecided: string;
  colDecision: string;
  claimPending: string;
  claimApproved: string;
  claimRejected: string;
  claimPaid: string;
  approve: string;
  reject: string;
  claimWord: string;
  claimLabel: string;
  claimDecided: string;
  claimOnServer: string;
  claimChanged: string;
  claimChangedNow: string;
  claimUnreadable: string;

  guardiansHeading: string;
  personAge: string;
  loadingGuardians: string;
  parentalConsentGiven: string;
  parentalConsentMissing: string;
  noGuardian: string;
  guardiansOf: string;
  guardianNumbered: string;
  guardianConsented: string;
  guardianNoConsent: string;
  logOn: string;

  listConsents: string;
  listVetting: string;
  listParentalConsents: string;
  listNotes: string;
  listTouchpoints: string;
  listCreate: string;
  listUpload: string;
  listSearch: string;
  listFilters: string;
  listFiltersCount: string;
  listColumns: string;
  listSavedViews: string;
  listExportCsv: string;
  listNoneYet: string;
  listNoneMatch: string;
  listClearFilters: string;
  listTryFewer: string;
  listLoading: string;
  listNotLoaded: string;
  listAddFirst: string;
  listUploadFirst: string;
  listEdit: string;
  listBulkHint: string;
  listPagination: string;
  listPreviousPage: string;
  listNextPage: string;
  listRowsPerPage: string;
  listPosition: string;
  listPositionNone: string;
  colCategory: string;
  colStage: string;
  colApplied: string;
  colReferencesReceived: string;
  colLine1: string;
  colCountry: string;
  stageApplied: string;
  stageScreening: string;
  stageReferences: string;
  stageInterview: string;
  stageOffered: string;
  stageAccepted: string;
  applicationPending: string;
  applicationInProgress: string;
  applicationAccepted: string;
  applicationRejected: string;
  applicationWithdrawn: string;
  applicationClosed: string;

  fieldTimezone: string;
  fieldMinorsInCare: string;
}

/** The English (en-GB) source texts of the record's tabs. */
export const enGBRecordPanelText: RecordPanelText = {
  loadingRoles: 'Loading roles…',
  holdsNoRoles: '{name} holds no roles.',
  holdsRoles: '{name} holds: {roles}.',
  keptRoles: 'Kept as they are (not roles of the organisation): {names}.',
  rolesOf: 'Roles of {name}',
  saveRoles: 'Save roles',
  savedRoles: 'Saved. {name} holds {roles}.',
  noRoles: 'no roles',
  roleVolunteer: 'Volunteer',
  roleTeamLeader: 'Team leader',
  roleCoordinator: 'Coordinator',
  roleAdministrator: 'Administrator',

  notInTeam: '{name} is not in any team.',
  teamNumbered: 'Team {id}',
  teamGone: 'Team {id} (no longer in the hierarchy)',
  loadingTeams: 'Loading the team hierarchy…',
  changeTeams: 'Change teams',
  teamsOf: 'Teams of {name}',
  saveTeams: 'Save teams',
  savedTeams: 'Saved. {name} is in {teams}.',
  noTeams: 'no teams',

  availabilityHeading: 'Availability',
  noUnavailable: 'No unavailable periods recorded.',
  unavailableRange: 'Unavailable {from} to {to}',
  usuallyAvailable: 'Usually available: {slots}.',
  notSaid: 'not said',
  lastScheduled: 'Last scheduled: {when}.',
  never: 'never',
  upcomingShifts: 'Upcoming shifts',
  noUpcomingShifts: 'No upcoming shifts.',
  upcomingShiftsOf: 'Upcoming shifts of {name}',
  upcomingShiftsCount: 'Upcoming shifts of {name} ({count})',
  colShift: 'Shift',
  colStarts: 'Starts',
  colEnds: 'Ends',
  colStatus: 'Status',
  shiftNumbered: 'Shift {id}',
  assignmentAssigned: 'Assigned',
  assignmentAttended: 'Attended',
  assignmentNoShow: 'Did not attend',
  showingNext: 'Showing the next {shown} of {total} upcoming shifts.',

  expenseClaims: 'Expense claims',
  authorisersAnyStaff:
    'Authorisers: any member of staff who can edit people (none is named for this person).',
  authorisersYou: 'Authorisers: you.',
  authorisersYouAndOthers: {
    one: 'Authorisers: you and {count} other named authoriser.',
    other: 'Authorisers: you and {count} other named authorisers.',
  },
  authorisersOthers: {
    one: 'Authorisers: {count} other named authoriser.',
    other: 'Authorisers: {count} other named authorisers.',
  },
  youCanDecide: ' You can approve or reject pending claims.',
  loadingClaims: 'Loading claims…',
  noClaims: 'No expense claims.',
  claimsOf: 'Expense claims of {name}',
  colSubmitted: 'Submitted',
  colType: 'Type',
  colAmount: 'Amount',
  colDecided: 'Decided',
  colDecision: 'Decision',
  claimPending: 'Pending',
  claimApproved: 'Approved',
  claimRejected: 'Rejected',
  claimPaid: 'Paid',
  approve: 'Approve',
  reject: 'Reject',
  claimWord: 'claim',
  claimLabel: '{amount} {type} of {date}',
  claimDecided: '{what}: {status}.',
  claimOnServer: '{what} is {status} on the server.',
  claimChanged: '{what} was changed by someone else. Nothing was saved.',
  claimChangedNow: '{what} was changed by someone else: it is now {status}. Nothing was saved.',
  claimUnreadable: 'The server sent a claim the portal cannot read.',

  guardiansHeading: 'Guardians and parental consent',
  personAge: '{name} is {age}.',
  loadingGuardians: 'Loading guardians…',
  parentalConsentGiven: 'Parental consent: given.',
  parentalConsentMissing:
    'Parental consent: not given. A guardian must consent before {name} can volunteer.',
  noGuardian: 'No guardian is recorded.',
  guardiansOf: 'Guardians of {name}',
  guardianNumbered: 'Guardian {id}',
  guardianConsented: ': consent given',
  guardianNoConsent: ': no consent yet',
  logOn: ' on {date}',

  listConsents: 'Consents',
  listVetting: 'Vetting',
  listParentalConsents: 'Parental consents',
  listNotes: 'Notes',
  listTouchpoints: 'Touchpoints',
  listCreate: 'Create',
  listUpload: 'Upload',
  listSearch: 'Search',
  listFilters: 'Filters',
  listFiltersCount: 'Filters ({count})',
  listColumns: 'Columns',
  listSavedViews: 'Saved views',
  listExportCsv: 'Export CSV',
  listNoneYet: 'No {noun} yet',
  listNoneMatch: 'No {noun} match these filters',
  listClearFilters: 'Clear filters and search',
  listTryFewer: 'Try fewer filters or another search.',
  listLoading: 'Loading {noun}…',
  listNotLoaded: 'The {noun} could not be loaded',
  listAddFirst: 'Add the first one',
  listUploadFirst: 'Upload the first one',
  listEdit: 'Edit',
  listBulkHint: 'Select rows to act on several {noun} at once.',
  listPagination: 'Pagination',
  listPreviousPage: 'Previous page',
  listNextPage: 'Next page',
  listRowsPerPage: 'Rows per page',
  listPosition: '{from} to {to} of {total}',
  listPositionNone: '0 of {total}',
  colCategory: 'Category',
  colStage: 'Stage',
  colApplied: 'Applied',
  colReferencesReceived: 'References received',
  colLine1: 'Line 1',
  colCountry: 'Country',
  stageApplied: 'Applied',
  stageScreening: 'Screening',
  stageReferences: 'References',
  stageInterview: 'Interview',
  stageOffered: 'Offered',
  stageAccepted: 'Accepted',
  applicationPending: 'Waiting for review',
  applicationInProgress: 'In progress',
  applicationAccepted: 'Accepted',
  applicationRejected: 'Not accepted',
  applicationWithdrawn: 'Withdrawn',
  applicationClosed: 'Closed',

  fieldTimezone: 'Timezone',
  fieldMinorsInCare: 'Minors in care',
};
