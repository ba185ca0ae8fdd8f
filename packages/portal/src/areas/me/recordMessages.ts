/**
 * The catalogue of the volunteer's record screens (issue 35): my contact
 * details, my availability, my skills and interests, my record's frame at
 * `/me`, cancelling with a reason, and the care screens guardians see. Its
 * typed keys and English (en-GB) source texts are built like the `me`
 * catalogue (`./messages.ts`): `{name}` placeholders, plural texts with a form
 * per plural category, filled by the widgets' `formatMessage`. Translations
 * live in `./locales/<tag>-record.ts`, loaded lazily by the composition root
 * (`src/locales.ts`); screens read the texts with `useRecordText()`. No runtime
 * import here, so the check script (`npm run i18n:check`) can load it without React.
 *
 * @module
 */

import { enGBRecordPanelText, type RecordPanelText } from './recordPanelMessages.js';

/** The catalogue's name in the loaded catalogues. */
export const RECORD_CATALOGUE = 'record';

/** Every text of the volunteer's record and care screens (with the record's tabs, {@link RecordPanelText}). */
export interface RecordText extends RecordPanelText {
  /** Short weekday names, Sunday first, comma-separated; empty: the English names cut to 3 letters. */
  weekdayShortNames: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  saturday: string;
  sunday: string;
  morning: string;
  afternoon: string;
  evening: string;
  /** One usual slot: "{day} {part}" ("Monday morning"); `part` comes lower case. */
  slot: string;

  save: string;
  saved: string;
  saving: string;
  remove: string;
  removeNamed: string;
  notSaved: string;
  unreadable: string;

  downloadData: string;
  preparing: string;
  dataDownloaded: string;
  dataNotDownloaded: string;
  contactIntro: string;
  /** The sentence around the link to my record: `{link}` stands for it. */
  fullRecord: string;
  fullRecordLink: string;
  phoneNumbers: string;
  phoneNumber: string;
  emailAddresses: string;
  emailAddress: string;
  emergencyContacts: string;
  emergencyContact: string;
  postalAddresses: string;
  postalAddress: string;
  fieldKind: string;
  fieldNumber: string;
  fieldEmail: string;
  fieldName: string;
  fieldRelationship: string;
  fieldPhone: string;
  fieldAddress: string;
  fieldTown: string;
  fieldPostcode: string;
  optionMobile: string;
  optionHome: string;
  optionWork: string;
  fieldRequired: string;
  fieldTooLong: string;
  badPhone: string;
  badEmail: string;
  kindAdded: string;
  addKind: string;
  newKind: string;
  loadingKind: string;

  availabilityIntro: string;
  loadingAvailability: string;
  usualTimes: string;
  tickTimes: string;
  usualSaved: string;
  saveUsual: string;
  timeAway: string;
  noTimeAway: string;
  dayRange: string;
  markedAway: string;
  periodRemoved: string;
  addTimeAway: string;
  firstDayAway: string;
  lastDayAway: string;
  reasonOptional: string;
  giveFirstDay: string;
  firstDayPast: string;
  giveLastDay: string;
  lastBeforeFirst: string;
  reasonTooLong: string;

  skillsIntro: string;
  loadingSkills: string;
  languagesISpeak: string;
  languages: string;
  categorySkills: string;
  tickLanguages: string;
  tickSkills: string;
  aboutLanguages: string;
  aboutSkills: string;
  languagesPlaceholder: string;
  skillsPlaceholder: string;
  saveLanguages: string;
  saveCategorySkills: string;
  languagesSaved: string;
  skillsSaved: string;
  keepTo: string;
  myInterests: string;
  loadingInterests: string;
  noInterests: string;
  addInterestForm: string;
  interestPlaceholder: string;
  addInterest: string;
  sayInterest: string;
  interestDuplicate: string;
  interestAdded: string;
  interestRemoved: string;

  cancelling: string;

  recordSections: string;
  person: string;
  statusPrefix: string;
  statusActive: string;
  statusApplicant: string;
  statusInactive: string;
  statusLeaver: string;
  statusBlocked: string;
  statusLocked: string;
  anonymised: string;
  needsGuardian: string;
  blockedBecause: string;
  sectionProfile: string;
  sectionContact: string;
  sectionRoles: string;
  sectionTeams: string;
  sectionAvailability: string;
  sectionApplications: string;
  sectionInductions: string;
  sectionExpenses: string;
  sectionConsents: string;
  sectionNotes: string;
  sectionMessages: string;
  sectionFiles: string;
  sectionGuardians: string;
  sectionAll: string;

  profile: string;
  otherDetails: string;
  fieldStatus: string;
  fieldDateOfBirth: string;
  ageSuffix: string;
  fieldGuardian: string;
  guardianNeeded: string;
  fieldEmailAddress: string;
  fieldRoleType: string;
  fieldStarted: string;
  fieldLeft: string;
  fieldLeavingReason: string;
  fieldMotivation: string;
  fieldSkills: string;
  fieldVetting: string;
  fieldVettingExpires: string;
  fieldLastSignedIn: string;
  fieldRecordCreated: string;
  fieldLastChanged: string;
  fieldLanguage: string;
  requestAnonymisation: string;
  anonymiseTitle: string;
  cannotBeUndone: string;
  anonymiseWarning: string;
  typeToConfirm: string;
  typeExactly: string;
  notShownAnonymised: string;
  anonymisedNow: string;
  anonymising: string;
  anonymisePermanently: string;

  nobodyInCare: string;
  loadingMinor: string;
  waitingFor: string;
  checkingWaiting: string;
  nothingWaiting: string;
  minorNextShifts: string;
  noShiftsComingUp: string;
  loadingShifts: string;
  whyCannotCome: string;
  sayWhyMinor: string;
  cancelMinorPlace: string;
  keepThePlace: string;
  minorPlaceCancelled: string;
  cancelPlace: string;
  onTitle: string;
  minorApplications: string;
  noApplications: string;
  loadingApplications: string;
  guardianLog: string;
  guardianLogOf: string;
  nothingRecorded: string;
  loadingLog: string;
  logConsentGiven: string;
  logConsentRefused: string;
  logConsentChanged: string;
  logConsentWithdrawn: string;
  logPlaceCancelled: string;
  logInvited: string;
  logEntry: string;
  chooseConsent: string;
  consentGiven: string;
  consentRefused: string;
  consentFor: string;
  consentQuestion: string;
  giveConsent: string;
  refuseConsent: string;
  noteForOrganisers: string;
  sending: string;
  sendAnswer: string;
}

/** The English (en-GB) source texts. */
export const enGBRecordText: RecordText = {
  ...enGBRecordPanelText,
  weekdayShortNames: '',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  slot: '{day} {part}',

  save: 'Save',
  saved: 'Saved.',
  saving: 'Saving…',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  notSaved: 'Not saved: {reason}',
  unreadable: 'The server sent a record the portal cannot read.',

  downloadData: 'Download my data (JSON)',
  preparing: 'Preparing…',
  dataDownloaded: 'Your data was downloaded as my-data.json.',
  dataNotDownloaded: 'Your data could not be downloaded: {reason}',
  contactIntro: 'Keep these up to date so your coordinators can reach you.',
  fullRecord: 'Your full record is under {link}.',
  fullRecordLink: 'My record',
  phoneNumbers: 'Phone numbers',
  phoneNumber: 'phone number',
  emailAddresses: 'E-mail addresses',
  emailAddress: 'e-mail address',
  emergencyContacts: 'Emergency contacts',
  emergencyContact: 'emergency contact',
  postalAddresses: 'Postal addresses',
  postalAddress: 'postal address',
  fieldKind: 'Kind',
  fieldNumber: 'Number',
  fieldEmail: 'E-mail',
  fieldName: 'Name',
  fieldRelationship: 'Relationship',
  fieldPhone: 'Phone',
  fieldAddress: 'Address',
  fieldTown: 'Town',
  fieldPostcode: 'Postcode',
  optionMobile: 'Mobile',
  optionHome: 'Home',
  optionWork: 'Work',
  fieldRequired: '{field} is required',
  fieldTooLong: 'The maximum length is 200',
  badPhone: 'Enter a phone number of digits, spaces and an optional leading +',
  badEmail: 'Please enter a valid email address',
  kindAdded: 'Your {kind} was added.',
  addKind: 'Add {kind}',
  newKind: 'New {kind}',
  loadingKind: 'Loading {kinds}…',

  availabilityIntro:
    'Coordinators see these when they plan rotas, so they only offer you shifts that suit you.',
  loadingAvailability: 'Loading your availability…',
  usualTimes: 'When I can usually volunteer',
  tickTimes: 'Tick the times that usually suit you.',
  usualSaved: 'Your usual times were saved.',
  saveUsual: 'Save my usual times',
  timeAway: 'Times I am away',
  noTimeAway: 'No time away recorded.',
  dayRange: '{from} to {to}',
  markedAway: 'You are marked away from {from} to {to}.',
  periodRemoved: 'The period was removed.',
  addTimeAway: 'Add time away',
  firstDayAway: 'First day away',
  lastDayAway: 'Last day away',
  reasonOptional: 'Reason (optional)',
  giveFirstDay: 'Give the first day you are away.',
  firstDayPast: 'The first day cannot be in the past.',
  giveLastDay: 'Give the last day you are away.',
  lastBeforeFirst: 'The last day cannot be before the first day.',
  reasonTooLong: 'Keep the reason to 200 characters.',

  skillsIntro: 'Coordinators use these to find the right people for a task or a trip.',
  loadingSkills: 'Loading your skills…',
  languagesISpeak: 'Languages I speak',
  languages: 'Languages',
  categorySkills: '{category} skills',
  tickLanguages: 'Tick the languages you have.',
  tickSkills: 'Tick the skills you have.',
  aboutLanguages: 'About my languages (optional)',
  aboutSkills: 'About these skills (optional)',
  languagesPlaceholder: 'For example: fluent Welsh, basic French',
  skillsPlaceholder: 'Qualifications, levels…',
  saveLanguages: 'Save languages',
  saveCategorySkills: 'Save {category} skills',
  languagesSaved: 'Your languages were saved.',
  skillsSaved: 'Your {category} skills were saved.',
  keepTo: 'Keep this to {max} characters.',
  myInterests: 'My interests',
  loadingInterests: 'Loading your interests…',
  noInterests: 'No interests yet.',
  addInterestForm: 'Add an interest',
  interestPlaceholder: 'For example: bird surveys, woodwork',
  addInterest: 'Add interest',
  sayInterest: 'Say what interests you.',
  interestDuplicate: 'That interest is already on your list.',
  interestAdded: '{name} was added to your interests.',
  interestRemoved: '{name} was removed from your interests.',

  cancelling: 'Cancelling…',

  recordSections: 'Record sections',
  person: 'Person',
  statusPrefix: 'Status: ',
  statusActive: 'Active',
  statusApplicant: 'Applicant',
  statusInactive: 'Inactive',
  statusLeaver: 'Leaver',
  statusBlocked: 'Blocked',
  statusLocked: 'Locked',
  anonymised: 'Anonymised',
  needsGuardian: 'Needs a guardian',
  blockedBecause: 'Blocked because: {reason}',
  sectionProfile: 'Profile',
  sectionContact: 'Contact',
  sectionRoles: 'Roles',
  sectionTeams: 'Teams',
  sectionAvailability: 'Availability and shifts',
  sectionApplications: 'Applications',
  sectionInductions: 'Inductions',
  sectionExpenses: 'Expenses',
  sectionConsents: 'Consents and vetting',
  sectionNotes: 'Notes and touchpoints',
  sectionMessages: 'Messages',
  sectionFiles: 'Files',
  sectionGuardians: 'Guardians',
  sectionAll: 'All records',

  profile: 'Profile',
  otherDetails: 'Other details',
  fieldStatus: 'Status',
  fieldDateOfBirth: 'Date of birth',
  ageSuffix: ' (age {age})',
  fieldGuardian: 'Guardian',
  guardianNeeded: 'Needed (see Guardians)',
  fieldEmailAddress: 'E-mail address',
  fieldRoleType: 'Role type',
  fieldStarted: 'Started',
  fieldLeft: 'Left',
  fieldLeavingReason: 'Leaving reason',
  fieldMotivation: 'Motivation',
  fieldSkills: 'Skills',
  fieldVetting: 'Vetting',
  fieldVettingExpires: 'Vetting expires',
  fieldLastSignedIn: 'Last signed in',
  fieldRecordCreated: 'Record created',
  fieldLastChanged: 'Last changed',
  fieldLanguage: 'Language of the screens',
  requestAnonymisation: 'Request anonymisation…',
  anonymiseTitle: 'Anonymise {name}',
  cannotBeUndone: 'This cannot be undone.',
  anonymiseWarning:
    'The name, e-mail address, phone number, date of birth, address, emergency contact and diversity answers of {name} are replaced, and their login is removed. Their shifts, claims and history stay, without the personal details.',
  typeToConfirm: 'Type {name} to confirm',
  typeExactly: 'Type {name} exactly to confirm.',
  notShownAnonymised: 'The server does not show the record anonymised.',
  anonymisedNow: 'The record is anonymised: it now reads "{name}".',
  anonymising: 'Anonymising…',
  anonymisePermanently: 'Anonymise permanently',

  nobodyInCare: 'Nobody is in your care in this organisation.',
  loadingMinor: 'Loading a person in your care…',
  waitingFor: 'Waiting for {name}',
  checkingWaiting: 'Checking what is waiting…',
  nothingWaiting: 'Nothing is waiting.',
  minorNextShifts: "{name}'s next shifts",
  noShiftsComingUp: 'No shifts coming up.',
  loadingShifts: 'Loading shifts…',
  whyCannotCome: 'Why can {name} not come?',
  sayWhyMinor: 'Say why {name} cannot come.',
  cancelMinorPlace: "Cancel {name}'s place",
  keepThePlace: 'Keep the place',
  minorPlaceCancelled: "{name}'s place on {title} was cancelled.",
  cancelPlace: 'Cancel place',
  onTitle: ' on {title}',
  minorApplications: "{name}'s applications",
  noApplications: 'No applications.',
  loadingApplications: 'Loading applications…',
  guardianLog: 'Guardian log',
  guardianLogOf: 'Guardian log of {name}',
  nothingRecorded: 'Nothing recorded yet.',
  loadingLog: 'Loading the guardian log…',
  logConsentGiven: 'Consent given',
  logConsentRefused: 'Consent refused',
  logConsentChanged: 'Consent changed',
  logConsentWithdrawn: 'Consent withdrawn',
  logPlaceCancelled: 'Place cancelled',
  logInvited: 'Guardian invited',
  logEntry: 'Entry',
  chooseConsent: 'Choose whether you give or refuse consent.',
  consentGiven: "You gave consent for {name}'s application to {opportunity}.",
  consentRefused: "You refused consent for {name}'s application to {opportunity}.",
  consentFor: 'Parental consent for {opportunity}',
  consentQuestion: 'Do you consent to {name} taking part in {opportunity}?',
  giveConsent: 'Yes, I give my consent',
  refuseConsent: 'No, I refuse consent',
  noteForOrganisers: 'A note for the organisers (optional)',
  sending: 'Sending…',
  sendAnswer: 'Send my answer',
};
