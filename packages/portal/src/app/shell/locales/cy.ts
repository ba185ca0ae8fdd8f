/**
 * Welsh (Cymraeg) for the portal's frame and shared states, loaded lazily when
 * a person chooses it. Terms after the glossary in docs/translating.md.
 *
 * @module
 */
import type { ShellText } from '../shellMessages.js';
import { cyNotificationText } from './cy-notifications.js';
import { cyPwaText } from './cy-pwa.js';

/** The portal's frame in Welsh. */
export const cyShellText: ShellText = {
  skipToContent: "Neidio i'r cynnwys",
  menu: 'Dewislen',
  cookieSettings: 'Gosodiadau cwcis',
  searchButton: 'Chwilio am bobl, timau a sgriniau',
  signOut: 'Allgofnodi',
  mainNav: 'Prif lywio',
  mainNavMenu: 'Prif lywio (dewislen)',
  expandMenu: "Ehangu'r ddewislen",
  collapseMenu: "Lleihau'r ddewislen",
  sectionScreens: 'Sgriniau {section}',
  serviceUnavailable: "Nid yw'r gwasanaeth ar gael am funud. Rhowch gynnig arall arni cyn bo hir.",
  colourTheme: 'Thema lliw',
  themeSystem: "Thema'r system",
  themeLight: 'Golau',
  themeDark: 'Tywyll',
  close: 'Cau',
  kioskSkip: "Neidio i'r cofrestru",
  kioskLeave: 'Gadael modd ciosg',
  kioskLeaveIntro: 'Staff yn unig: mewngofnodwch i adael modd ciosg.',
  kioskLeaveEmail: 'Cyfeiriad e-bost',
  kioskLeavePassword: 'Cyfrinair',
  kioskLeaveCode: 'Cod dilysu dau ffactor',
  kioskLeaveMissing: "Rhowch eich cyfeiriad e-bost a'ch cyfrinair.",
  kioskLeaveFailed: 'Nid oedd modd gadael modd ciosg. Rhowch gynnig arall arni.',

  paletteTitle: 'Chwilio',
  paletteLabel: 'Chwilio am sgriniau, pobl, timau a chyfleoedd',
  palettePlaceholder: 'Chwilio am sgriniau, pobl, timau, cyfleoedd',
  paletteHelp: 'Teipiwch i ddod o hyd i sgrin, person, tîm neu gyfle.',
  searching: "Wrthi'n chwilio…",
  nothingMatches: 'Does dim byd yn cyfateb i “{query}”.',
  resultsFound: {
    zero: 'Dim canlyniadau. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
    one: '{count} canlyniad. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
    two: '{count} ganlyniad. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
    few: '{count} chanlyniad. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
    many: '{count} chanlyniad. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
    other: '{count} canlyniad. Defnyddiwch y saethau i fyny ac i lawr, yna Enter.',
  },
  results: 'Canlyniadau',
  groupScreens: 'Sgriniau',
  groupSection: 'Adran',
  groupPeople: 'Pobl',
  groupTeams: 'Timau',
  groupOpportunities: 'Cyfleoedd',

  loading: "Wrthi'n llwytho…",
  empty: 'Does dim byd yma eto.',
  tryAgain: 'Rhowch gynnig arall arni',
  screenFailed: 'Nid oedd modd dangos y sgrin hon',
  screenFailedHint:
    "Anfonodd y gweinydd rywbeth nad oedd y porth yn ei ddisgwyl. Mae'r sgriniau eraill yn dal i weithio.",
  errorSessionEnded: 'Mae eich sesiwn wedi dod i ben. Mewngofnodwch eto i barhau.',
  errorNeedsPermission:
    "Mae angen y caniatâd {permissions} ar gyfer hyn, ac nid yw'n rhan o'ch rôl.",
  errorOr: ' neu ',
  errorRoleRefuses: 'Nid yw eich rôl yn caniatáu hyn.',
  errorAskAdministrator:
    "Gall un o weinyddwyr eich sefydliad ei roi i'ch rôl os oes arnoch ei angen.",
  errorNotFound: "Nid oedd modd dod o hyd i'r cofnod hwn. Efallai ei fod wedi'i ddileu.",
  errorConflict:
    'Mae rhywun arall wedi newid y cofnod hwn yn y cyfamser. Ail-lwythwch ef i weld eu newidiadau.',
  errorInvalid: "Nid yw rhai o'r manylion yn ddilys. Gwiriwch nhw a'u cadw eto.",
  errorTooMany: 'Gormod o geisiadau ar unwaith. Arhoswch funud a rhowch gynnig arall arni.',
  errorService: 'Cafodd y gwasanaeth broblem. Rhowch gynnig arall arni mewn munud.',
  errorNetwork:
    'Nid oedd modd cyrraedd y gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.',
  errorUnknown: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni.",
  errorOffline:
    "Rydych all-lein, ac mae angen cysylltiad ar y sgrin hon. Mae eich sifftiau'n cael eu cadw ar y ddyfais hon: agorwch Fy sifftiau.",

  ...cyNotificationText,
  ...cyPwaText,
};
