/**
 * The English texts of the portal building blocks (spec 2.6 and 4). Every
 * user-visible string of these widgets goes through this object; pass a partial
 * override as the `messages` prop of any of them. Placeholders in braces are filled in.
 *
 * @module
 */

/** Every text of the portal building blocks. */
export interface PortalMessages {
  /** Placeholder of the page heading's search box. @default 'Search' */
  searchPlaceholder: string;
  /** Accessible name of the page heading's search box. @default 'Search' */
  searchLabel: string;
  /** @default 'Breadcrumb' */
  breadcrumbLabel: string;
  /** Accessible name of the header tabs navigation. @default 'Sections' */
  tabsLabel: string;
  /** Screen-reader text of a spinner. @default 'Loading…' */
  loading: string;
  /** Text of a save button in state 2. @default 'Saved!' */
  saved: string;
  /** Screen-reader text of a save button in state 1. @default 'Saving…' */
  saving: string;
  /** @default 'Save' */
  save: string;
  /** @default 'Delete' */
  delete: string;
  /** @default 'Are you sure?' */
  confirmDelete: string;
  /** Placeholder of the date text input. @default 'dd/mm/YYYY' */
  datePlaceholder: string;
  /** @default 'Hour' */
  hour: string;
  /** @default 'Minute' */
  minute: string;
  /** @default 'Timezone' */
  timezone: string;
  /** Placeholder of the timezone search. @default 'Search timezones' */
  timezoneSearch: string;
  /** @default 'No matching timezone' */
  noTimezone: string;
  /** @default '{count} timezones found' */
  timezonesFound: string;
  /** @default 'Teams' */
  teamTree: string;
  /** @default 'Search teams' */
  teamSearch: string;
  /** @default 'No teams found' */
  noTeams: string;
  /** @default '{count} teams found' */
  teamsFound: string;
  /** @default 'Select all sub-teams' */
  selectChildren: string;
  /** @default 'Select all sub-teams recursively' */
  selectDescendants: string;
  /** @default 'Deselect all sub-teams' */
  deselectChildren: string;
  /** @default 'Deselect all sub-teams recursively' */
  deselectDescendants: string;
  /** @default 'Actions for {team}' */
  bulkActionsFor: string;
  /** @default 'Roles' */
  roleSelector: string;
  /** @default 'Search roles' */
  roleSearch: string;
  /** @default 'No roles found' */
  noRoles: string;
  /** @default 'Volunteer Roles' */
  volunteerRoles: string;
  /** @default 'Non-volunteer Roles' */
  nonVolunteerRoles: string;
  /** @default 'System Roles' */
  systemRoles: string;
  /** Tooltip of an inactive role. @default 'Inactive' */
  inactive: string;
  /** @default 'Notifications' */
  notifications: string;
  /** @default 'Cookie settings' */
  cookieSettings: string;
  /** @default 'Functional cookies' */
  functionalCookies: string;
  /** @default 'Remember your choices, such as your last search.' */
  functionalCookiesHint: string;
  /** @default 'Analytical cookies' */
  analyticalCookies: string;
  /** @default 'Help us understand how the site is used.' */
  analyticalCookiesHint: string;
  /** @default 'Save cookie settings' */
  saveCookieSettings: string;
}

/** The default (English) portal texts. */
export const defaultPortalMessages: Readonly<PortalMessages> = {
  searchPlaceholder: 'Search',
  searchLabel: 'Search',
  breadcrumbLabel: 'Breadcrumb',
  tabsLabel: 'Sections',
  loading: 'Loading…',
  saved: 'Saved!',
  saving: 'Saving…',
  save: 'Save',
  delete: 'Delete',
  confirmDelete: 'Are you sure?',
  datePlaceholder: 'dd/mm/YYYY',
  hour: 'Hour',
  minute: 'Minute',
  timezone: 'Timezone',
  timezoneSearch: 'Search timezones',
  noTimezone: 'No matching timezone',
  timezonesFound: '{count} timezones found',
  teamTree: 'Teams',
  teamSearch: 'Search teams',
  noTeams: 'No teams found',
  teamsFound: '{count} teams found',
  selectChildren: 'Select all sub-teams',
  selectDescendants: 'Select all sub-teams recursively',
  deselectChildren: 'Deselect all sub-teams',
  deselectDescendants: 'Deselect all sub-teams recursively',
  bulkActionsFor: 'Actions for {team}',
  roleSelector: 'Roles',
  roleSearch: 'Search roles',
  noRoles: 'No roles found',
  volunteerRoles: 'Volunteer Roles',
  nonVolunteerRoles: 'Non-volunteer Roles',
  systemRoles: 'System Roles',
  inactive: 'Inactive',
  notifications: 'Notifications',
  cookieSettings: 'Cookie settings',
  functionalCookies: 'Functional cookies',
  functionalCookiesHint: 'Remember your choices, such as your last search.',
  analyticalCookies: 'Analytical cookies',
  analyticalCookiesHint: 'Help us understand how the site is used.',
  saveCookieSettings: 'Save cookie settings',
};

/** Merges overrides over the defaults. */
export function resolvePortalMessages(overrides?: Partial<PortalMessages>): PortalMessages {
  return overrides ? { ...defaultPortalMessages, ...overrides } : defaultPortalMessages;
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * fillMessage('{count} teams found', { count: 3 }); // "3 teams found"
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
