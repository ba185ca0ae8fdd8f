/**
 * Welsh (Cymraeg) for the tabs of a person's record, spread into the record
 * catalogue's Welsh (`./cy-record.ts`). Terms after the glossary in
 * docs/translating.md; a name put into a sentence follows the noun it belongs
 * to (`Rolau {name}`), so no mutation is needed.
 *
 * @module
 */
import type { RecordPanelText } from '../recordPanelMessages.js';

/** The record's tabs in Welsh. */
export const cyRecordPanelText: RecordPanelText = {
  loadingRoles: "Wrthi'n llwytho rolau…",
  holdsNoRoles: 'Nid oes gan {name} unrhyw rolau.',
  holdsRoles: 'Rolau {name}: {roles}.',
  keptRoles: "Wedi'u cadw fel y maen nhw (nid rolau'r sefydliad): {names}.",
  rolesOf: 'Rolau {name}',
  saveRoles: 'Cadw rolau',
  savedRoles: "Wedi'i gadw. Rolau {name}: {roles}.",
  noRoles: 'dim rolau',
  roleVolunteer: 'Gwirfoddolwr',
  roleTeamLeader: 'Arweinydd tîm',
  roleCoordinator: 'Cydlynydd',
  roleAdministrator: 'Gweinyddwr',

  notInTeam: 'Nid yw {name} mewn unrhyw dîm.',
  teamNumbered: 'Tîm {id}',
  teamGone: 'Tîm {id} (nid yw yn yr hierarchaeth mwyach)',
  loadingTeams: "Wrthi'n llwytho hierarchaeth y timau…",
  changeTeams: 'Newid timau',
  teamsOf: 'Timau {name}',
  saveTeams: 'Cadw timau',
  savedTeams: "Wedi'i gadw. Timau {name}: {teams}.",
  noTeams: 'dim timau',

  availabilityHeading: 'Argaeledd',
  noUnavailable: "Dim cyfnodau i ffwrdd wedi'u cofnodi.",
  unavailableRange: 'I ffwrdd {from} hyd at {to}',
  usuallyAvailable: 'Ar gael fel arfer: {slots}.',
  notSaid: 'heb ddweud',
  lastScheduled: 'Wedi cael sifft ddiwethaf: {when}.',
  never: 'erioed',
  upcomingShifts: 'Sifftiau i ddod',
  noUpcomingShifts: 'Dim sifftiau i ddod.',
  upcomingShiftsOf: 'Sifftiau {name} i ddod',
  upcomingShiftsCount: 'Sifftiau {name} i ddod ({count})',
  colShift: 'Sifft',
  colStarts: 'Yn dechrau',
  colEnds: 'Yn gorffen',
  colStatus: 'Statws',
  shiftNumbered: 'Sifft {id}',
  assignmentAssigned: "Wedi'i neilltuo",
  assignmentAttended: 'Wedi bod',
  assignmentNoShow: 'Heb ddod',
  showingNext: "Yn dangos y {shown} nesaf o'r {total} sifft i ddod.",

  expenseClaims: 'Hawliadau treuliau',
  authorisersAnyStaff:
    "Awdurdodwyr: unrhyw aelod o staff sy'n gallu golygu pobl (does neb wedi'i enwi ar gyfer yr unigolyn hwn).",
  authorisersYou: 'Awdurdodwyr: chi.',
  authorisersYouAndOthers: {
    zero: 'Awdurdodwyr a enwir: chi.',
    one: 'Awdurdodwyr a enwir: chi ac {count} arall.',
    two: 'Awdurdodwyr a enwir: chi a {count} arall.',
    few: 'Awdurdodwyr a enwir: chi a {count} arall.',
    many: 'Awdurdodwyr a enwir: chi a {count} arall.',
    other: 'Awdurdodwyr a enwir: chi a {count} arall.',
  },
  authorisersOthers: {
    zero: 'Awdurdodwyr a enwir: {count}.',
    one: 'Awdurdodwyr a enwir: {count} (nid chi).',
    two: 'Awdurdodwyr a enwir: {count} (nid chi).',
    few: 'Awdurdodwyr a enwir: {count} (nid chi).',
    many: 'Awdurdodwyr a enwir: {count} (nid chi).',
    other: 'Awdurdodwyr a enwir: {count} (nid chi).',
  },
  youCanDecide: " Gallwch gymeradwyo neu wrthod hawliadau sy'n aros.",
  loadingClaims: "Wrthi'n llwytho hawliadau…",
  noClaims: 'Dim hawliadau treuliau.',
  claimsOf: 'Hawliadau treuliau {name}',
  colSubmitted: "Wedi'i gyflwyno",
  colType: 'Math',
  colAmount: 'Swm',
  colDecided: "Penderfyniad wedi'i wneud",
  colDecision: 'Penderfyniad',
  claimPending: 'Yn aros',
  claimApproved: "Wedi'i gymeradwyo",
  claimRejected: "Wedi'i wrthod",
  claimPaid: "Wedi'i dalu",
  approve: 'Cymeradwyo',
  reject: 'Gwrthod',
  claimWord: 'hawliad',
  claimLabel: '{amount} {type} o {date}',
  claimDecided: '{what}: {status} bellach.',
  claimOnServer: "Mae {what} yn '{status}' ar y gweinydd.",
  claimChanged: "Mae rhywun arall wedi newid {what}. Nid oes dim wedi'i gadw.",
  claimChangedNow:
    "Mae rhywun arall wedi newid {what}: mae bellach yn '{status}'. Nid oes dim wedi'i gadw.",
  claimUnreadable: 'Anfonodd y gweinydd hawliad na all y porth ei ddarllen.',

  guardiansHeading: 'Gwarcheidwaid a chaniatâd rhiant',
  personAge: 'Mae {name} yn {age} oed.',
  loadingGuardians: "Wrthi'n llwytho gwarcheidwaid…",
  parentalConsentGiven: "Caniatâd rhiant: wedi'i roi.",
  parentalConsentMissing:
    'Caniatâd rhiant: heb ei roi. Rhaid i warcheidwad gydsynio cyn y gall {name} wirfoddoli.',
  noGuardian: "Does dim gwarcheidwad wedi'i gofnodi.",
  guardiansOf: 'Gwarcheidwaid {name}',
  guardianNumbered: 'Gwarcheidwad {id}',
  guardianConsented: ": caniatâd wedi'i roi",
  guardianNoConsent: ': dim caniatâd eto',
  logOn: ' ar {date}',

  listConsents: 'Caniatâd',
  listVetting: 'Fetio',
  listParentalConsents: 'Caniatâd rhiant',
  listNotes: 'Nodiadau',
  listTouchpoints: 'Cysylltiadau',

  fieldTimezone: 'Cylchfa amser',
  fieldMinorsInCare: 'Plant dan oed mewn gofal',
};
