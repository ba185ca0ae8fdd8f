/**
 * Welsh (Cymraeg) texts of the portal building blocks, reviewed against the
 * glossary in docs/translating.md.
 *
 * @module
 */
import type { PortalMessages } from '../../messages/portal.js';

/**
 * The cookie settings block (spec 2.6) in Welsh, with its save button's texts: a group
 * of its own so a page that shows only this block (the residential embed) ships these
 * and not the whole catalogue.
 */
export const cyCookieSettings = {
  saved: 'Wedi’i gadw!',
  saving: 'Wrthi’n cadw…',
  cookieSettings: 'Gosodiadau cwcis',
  functionalCookies: 'Cwcis swyddogaethol',
  functionalCookiesHint: 'Cofio’ch dewisiadau, fel eich chwiliad diwethaf.',
  analyticalCookies: 'Cwcis dadansoddol',
  analyticalCookiesHint: 'Ein helpu i ddeall sut mae’r wefan yn cael ei defnyddio.',
  saveCookieSettings: 'Cadw gosodiadau cwcis',
} satisfies Partial<PortalMessages>;

/** The portal building blocks in Welsh. */
export const cyPortal: PortalMessages = {
  ...cyCookieSettings,
  searchPlaceholder: 'Chwilio',
  searchLabel: 'Chwilio',
  breadcrumbLabel: 'Briwsion bara',
  tabsLabel: 'Adrannau',
  loading: 'Wrthi’n llwytho…',
  save: 'Cadw',
  delete: 'Dileu',
  confirmDelete: 'Ydych chi’n siŵr?',
  datePlaceholder: 'dd/mm/bbbb',
  hour: 'Awr',
  minute: 'Munud',
  timezone: 'Cylchfa amser',
  timezoneSearch: 'Chwilio cylchfaoedd amser',
  noTimezone: 'Dim cylchfa amser yn cyfateb',
  timezonesFound: {
    zero: 'Dim cylchfaoedd amser',
    one: '{count} gylchfa amser',
    two: '{count} gylchfa amser',
    few: '{count} cylchfa amser',
    many: '{count} chylchfa amser',
    other: '{count} cylchfa amser',
  },
  teamTree: 'Timau',
  teamSearch: 'Chwilio timau',
  noTeams: 'Dim timau',
  teamsFound: {
    zero: 'Dim timau',
    one: '{count} tîm',
    two: '{count} dîm',
    few: '{count} thîm',
    many: '{count} thîm',
    other: '{count} tîm',
  },
  selectChildren: 'Dewis pob is-dîm',
  selectDescendants: 'Dewis pob is-dîm, ar bob lefel',
  deselectChildren: 'Dad-ddewis pob is-dîm',
  deselectDescendants: 'Dad-ddewis pob is-dîm, ar bob lefel',
  bulkActionsFor: 'Camau ar gyfer {team}',
  roleSelector: 'Rolau',
  roleSearch: 'Chwilio rolau',
  noRoles: 'Dim rolau',
  volunteerRoles: 'Rolau gwirfoddol',
  nonVolunteerRoles: 'Rolau nad ydynt yn wirfoddol',
  systemRoles: 'Rolau’r system',
  inactive: 'Anweithredol',
  notifications: 'Hysbysiadau',
};
