/**
 * The portal building blocks' catalogue (spec 2.6 and 4): its typed keys and
 * the English (en-GB) source texts. Every user-visible string of these widgets
 * goes through it; translations live in `src/locales/<tag>/` (docs/translating.md)
 * and come from the nearest `LocaleProvider`; a partial override as the
 * `messages` prop of any of them applies on top. Placeholders in braces are
 * filled in; plural texts have a form per plural category.
 *
 * @module
 */
import { useContext } from 'react';
import { formatMessage, isMessage, type Message } from './format.js';
import { LocaleContext } from './locale.js';

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
  /** Plural on `{count}`. @default { one: '{count} timezone found', other: '{count} timezones found' } */
  timezonesFound: Message;
  /** @default 'Teams' */
  teamTree: string;
  /** @default 'Search teams' */
  teamSearch: string;
  /** @default 'No teams found' */
  noTeams: string;
  /** Plural on `{count}`. @default { one: '{count} team found', other: '{count} teams found' } */
  teamsFound: Message;
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
  timezonesFound: { one: '{count} timezone found', other: '{count} timezones found' },
  teamTree: 'Teams',
  teamSearch: 'Search teams',
  noTeams: 'No teams found',
  teamsFound: { one: '{count} team found', other: '{count} teams found' },
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

/**
 * The texts of a block: the English defaults, then the locale's catalogue, then
 * the overrides (keys with a string or plural-forms value).
 */
export function resolvePortalMessages(
  overrides?: Partial<PortalMessages>,
  catalogue?: Partial<PortalMessages>,
): PortalMessages {
  if (!overrides && !catalogue) return defaultPortalMessages;
  const out: Record<string, Message> = { ...defaultPortalMessages };
  for (const layer of [catalogue, overrides]) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      if (Object.hasOwn(defaultPortalMessages, key) && isMessage(value)) out[key] = value;
    }
  }
  return out as unknown as PortalMessages;
}

/** A block's texts and locale tag: the nearest `LocaleProvider`'s catalogue, overrides on top. */
export function usePortalMessages(
  overrides?: Partial<PortalMessages>,
): [messages: PortalMessages, tag: string] {
  const { tag, portal } = useContext(LocaleContext);
  return [resolvePortalMessages(overrides, portal), tag];
}

/**
 * Fills `{name}` placeholders (a plural text by `values.count`) for `locale`.
 *
 * @example
 * fillMessage('{count} teams found', { count: 3 }); // "3 teams found"
 */
export function fillMessage(
  template: Message,
  values: Record<string, string | number>,
  locale?: string,
): string {
  return formatMessage(template, values, locale);
}
