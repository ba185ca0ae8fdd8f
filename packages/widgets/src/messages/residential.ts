/**
 * The residential widgets' catalogue (spec 2.1-2.6): its typed keys and the
 * English (en-GB) source texts. Every user-visible string goes through it;
 * translations live in `src/locales/<tag>/` (see docs/translating.md), and a
 * partial override as the `messages` prop of any widget applies on top.
 * Placeholders in braces (`{count}`) are filled in; plural texts have a form per
 * plural category (`Intl.PluralRules`).
 *
 * @module
 */
import { useWidgetLocale, type LocaleInput } from './locale.js';
import { formatMessage, isMessage, type Message, type PluralMessage } from './format.js';
import type {
  Opportunity,
  ResidentialSearchEvent,
  ResidentialSearchState,
} from '@volunteerkit/api-client';

/** Every text of the residential widgets. */
export interface ResidentialMessages {
  /** Hero title of the search form. @default 'Find your volunteering opportunity' */
  heroTitle: string;
  /** @default 'Length of residence' */
  lengthOfResidence: string;
  /** @default 'Any' */
  typeAny: string;
  /** @default 'Less than 4 weeks (Short term)' */
  typeShortTerm: string;
  /** @default 'More than 4 weeks (Long term)' */
  typeLongTerm: string;
  /** @default 'Where do you want to volunteer?' */
  locationLabel: string;
  /** @default 'Anywhere' */
  locationPlaceholder: string;
  /** Live-region text while searching. @default 'Searching…' */
  locationSearching: string;
  /** Live-region text with the number of places found (plural on `{count}`). @default { one: '{count} result available.', other: '{count} results available.' } */
  locationResults: Message;
  /** Shown under the location input when a search finds no place: `{query}` = the text typed. @default "No places match '{query}'." */
  locationNoMatch: string;
  /** After `locationNoMatch` when the nearest places are listed. @default 'Did you mean one of these?' */
  locationSuggestions: string;
  /** After `locationNoMatch` when no place is near. @default 'Check the spelling, or try a nearby town.' */
  locationNoMatchHint: string;
  /** Shown under the location input when places cannot be searched (API down). @default 'Places could not be searched.' */
  locationError: string;
  /** Shown when Search is pressed with text that is no place. @default 'Choose a place from the list, or clear the box to search everywhere.' */
  locationChoose: string;
  /** Where the results are searched, around a place: `{distance}` (miles, a plural in languages that need one: the radius is never 1) and `{place}`. @default 'Within {distance} miles of {place}' */
  resultsNear: Message;
  /** Where the results are searched, inside a country or region: `{place}`. @default 'In {place}' */
  resultsIn: string;
  /** Shown over a list that could not be loaded, with a retry. @default 'Opportunities could not be loaded. Check your connection, then try again.' */
  loadError: string;
  /** Shown in the countries list when it could not be loaded, with a retry. @default 'Countries could not be loaded.' */
  countriesError: string;
  /** The retry button of a failed load. @default 'Try again' */
  retry: string;
  /** Hint for screen-reader users on the combobox. @default 'Type a place, then use the up and down arrows to choose a result.' */
  locationHint: string;
  /** @default 'View counties' */
  viewCounties: string;
  /** @default 'All countries' */
  allCountries: string;
  /** @default 'Countries' */
  countriesLabel: string;
  /** Heading of the counties of the chosen country under "View counties": `{country}`. @default 'Counties in {country}' */
  countiesIn: string;
  /** Shown under "View counties" when the chosen country has no county with opportunities: `{country}`. @default 'No county in {country} has opportunities yet.' */
  countiesNone: string;
  /** Shown under "View counties" when the counties could not be loaded, with a retry. @default 'Counties could not be loaded.' */
  countiesError: string;
  /** @default 'Date' */
  dateLabel: string;
  /** Trigger text when no date is chosen. @default 'Any date' */
  dateAny: string;
  /** Trigger text with a date: `{date}` and `{days}` (a plural where the language needs one; English days are 3 or more). @default '{date} (+/- {days} days)' */
  dateChosen: Message;
  /** Accessible name of the date dialog. @default 'Choose a date' */
  dateDialogLabel: string;
  /** @default 'Flexibility:' */
  flexibility: string;
  /** Option text: `{days}` (a plural where the language needs one; English days are 3 or more). @default '+/- {days} days' */
  flexibilityDays: Message;
  /** @default '+/- 1 month (30 days)' */
  flexibility30: string;
  /** @default '+/- 3 months (90 days)' */
  flexibility90: string;
  /** @default 'OK' */
  ok: string;
  /** @default 'Clear date' */
  clearDate: string;
  /** Accessible name of today's day button: `{date}` = the day in words. @default '{date}, today' */
  dayToday: string;
  /** Accessible name of the chosen day's button: `{date}` = the day in words. @default '{date}, selected' */
  daySelected: string;
  /** Accessible name of the calendar's month navigation. @default 'Months' */
  calendarNav: string;
  /** Accessible name of the calendar's previous-month button. @default 'Previous month' */
  previousMonth: string;
  /** Accessible name of the calendar's next-month button. @default 'Next month' */
  nextMonth: string;
  /**
   * The month names, January first, comma-separated: used where the browser's
   * `Intl` has no date data for the locale (Chromium has none for Welsh), so a
   * catalogue whose language Chromium lacks must give them. English has none:
   * every browser has English date data.
   */
  monthNames?: string;
  /** The weekday names, Sunday first, comma-separated (as `monthNames`). */
  weekdayNames?: string;
  /** The calendar's short weekday names, Sunday first, comma-separated (as `monthNames`). */
  weekdayShortNames?: string;
  /** @default 'Search' */
  searchButton: string;
  /** @default 'Latest opportunities' */
  latestTitle: string;
  /** @default 'Latest residential opportunities' */
  residentialHomeTitle: string;
  /** @default 'Search results' */
  resultsTitle: string;
  /** @default 'Loading opportunities…' */
  loading: string;
  /** @default 'No opportunities match your search.' */
  emptyTitle: string;
  /** @default 'Try another place, date or length of residence.' */
  emptyHint: string;
  /** @default 'Opportunity image' */
  imageAlt: string;
  /** @default 'Short Term' */
  typeLabelShort: string;
  /** @default 'Long Term' */
  typeLabelLong: string;
  /** @default 'This opportunity is with' */
  partnerPrefix: string;
  /** @default 'View details' */
  viewDetails: string;
  /** Visible text of a card's apply link (shown only when the host passes `applyUrl`). @default 'Apply' */
  apply: string;
  /**
   * Visually hidden words after `apply` that complete the link's accessible name
   * (`{title}` = the opportunity title), so screen-reader users hear which opportunity
   * it is for: "Apply for Wardens in the Lakes". @default 'for {title}'
   */
  applyContext: string;
  /** @default 'FULL UP' */
  ribbonFull: string;
  /** @default 'INTERNAL' */
  ribbonInternal: string;
  /** @default 'EXTERNAL' */
  ribbonExternal: string;
  /** @default 'Pagination' */
  paginationLabel: string;
  /** @default '«' */
  previous: string;
  /** @default '»' */
  next: string;
  /** @default 'Previous page' */
  previousLabel: string;
  /** @default 'Next page' */
  nextLabel: string;
  /** @default 'Page {page}' */
  pageLabel: string;
  /** @default '{from} to {to} of {total}' */
  stats: string;
}

/**
 * The keys only the date picker shows: their English texts are in the date
 * picker's own module (`datePickerMessages`), which loads with the calendar.
 */
export type DatePickerMessageKey =
  | 'dateDialogLabel'
  | 'ok'
  | 'clearDate'
  | 'dayToday'
  | 'daySelected'
  | 'calendarNav'
  | 'previousMonth'
  | 'nextMonth';

/** The English (en-GB) source texts, but for the date picker's own ({@link DatePickerMessageKey}). */
export const residentialMessages: Readonly<Omit<ResidentialMessages, DatePickerMessageKey>> = {
  heroTitle: 'Find your volunteering opportunity',
  lengthOfResidence: 'Length of residence',
  typeAny: 'Any',
  typeShortTerm: 'Less than 4 weeks (Short term)',
  typeLongTerm: 'More than 4 weeks (Long term)',
  locationLabel: 'Where do you want to volunteer?',
  locationPlaceholder: 'Anywhere',
  locationSearching: 'Searching…',
  locationResults: { one: '{count} result available.', other: '{count} results available.' },
  locationNoMatch: "No places match '{query}'.",
  locationSuggestions: 'Did you mean one of these?',
  locationNoMatchHint: 'Check the spelling, or try a nearby town.',
  locationError: 'Places could not be searched.',
  locationChoose: 'Choose a place from the list, or clear the box to search everywhere.',
  resultsNear: 'Within {distance} miles of {place}',
  resultsIn: 'In {place}',
  loadError: 'Opportunities could not be loaded. Check your connection, then try again.',
  countriesError: 'Countries could not be loaded.',
  retry: 'Try again',
  locationHint: 'Type a place, then use the up and down arrows to choose a result.',
  viewCounties: 'View counties',
  allCountries: 'All countries',
  countriesLabel: 'Countries',
  countiesIn: 'Counties in {country}',
  countiesNone: 'No county in {country} has opportunities yet.',
  countiesError: 'Counties could not be loaded.',
  dateLabel: 'Date',
  dateAny: 'Any date',
  dateChosen: '{date} (+/- {days} days)',
  flexibility: 'Flexibility:',
  flexibilityDays: '+/- {days} days',
  flexibility30: '+/- 1 month (30 days)',
  flexibility90: '+/- 3 months (90 days)',
  searchButton: 'Search',
  latestTitle: 'Latest opportunities',
  residentialHomeTitle: 'Latest residential opportunities',
  resultsTitle: 'Search results',
  loading: 'Loading opportunities…',
  emptyTitle: 'No opportunities match your search.',
  emptyHint: 'Try another place, date or length of residence.',
  imageAlt: 'Opportunity image',
  typeLabelShort: 'Short Term',
  typeLabelLong: 'Long Term',
  partnerPrefix: 'This opportunity is with',
  viewDetails: 'View details',
  apply: 'Apply',
  applyContext: 'for {title}',
  ribbonFull: 'FULL UP',
  ribbonInternal: 'INTERNAL',
  ribbonExternal: 'EXTERNAL',
  paginationLabel: 'Pagination',
  previous: '«',
  next: '»',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: 'Page {page}',
  stats: '{from} to {to} of {total}',
};

/**
 * The texts of a widget: the English defaults, then the locale's catalogue, then
 * the overrides (only known keys with a string or plural-forms value are taken).
 */
export function resolveResidentialMessages<
  M extends object = Omit<ResidentialMessages, DatePickerMessageKey>,
>(
  overrides?: Partial<ResidentialMessages>,
  catalogue?: Partial<ResidentialMessages>,
  defaults: M = residentialMessages as M,
): M {
  if (!overrides && !catalogue) return defaults;
  const out = { ...defaults } as Record<string, Message>;
  for (const layer of [catalogue, overrides] as (Record<string, unknown> | undefined)[]) {
    for (const key of Object.keys(defaults)) {
      const value = layer && Object.hasOwn(layer, key) ? layer[key] : undefined;
      if (isMessage(value)) out[key] = value;
    }
  }
  return out as unknown as M;
}

/**
 * A widget's texts and locale tag: its `locale` prop (or the nearest
 * `LocaleProvider`'s) and its `messages` overrides on top.
 */
export function useResidentialMessages<
  M extends object = Omit<ResidentialMessages, DatePickerMessageKey>,
>(
  overrides?: Partial<ResidentialMessages>,
  locale?: LocaleInput,
  defaults?: M,
): [messages: M, tag: string] {
  const { tag, residential } = useWidgetLocale(locale);
  return [resolveResidentialMessages(overrides, residential, defaults), tag];
}

export { formatMessage };
export type { Message, PluralMessage };

/** Events the residential widgets report through their `onEvent` prop. */
export type ResidentialWidgetEvent =
  | ResidentialSearchEvent
  | { type: 'submit'; query: ResidentialSearchState; hash: string }
  | {
      type: 'result-click';
      opportunity: Opportunity;
      target: 'details';
    }
  | { type: 'OpportunityImage.Loaded'; opportunity: Opportunity }
  | { type: 'OpportunityImage.Error'; opportunity: Opportunity }
  | {
      /** A card's apply link was followed (cards show one only when the host passes `applyUrl`). */
      type: 'apply';
      opportunity: Opportunity;
      /** The opportunity's slug, when it has one (what `POST opportunities/log-apply-action` logs). */
      slug?: string;
    }
  | { type: 'page'; page: number };

/** The `onEvent` prop type shared by the residential widgets. */
export type ResidentialEventHandler = (event: ResidentialWidgetEvent) => void;

/** Calls a host's `onEvent` without letting it break the widget. */
export function emitSafely(
  handler: ResidentialEventHandler | undefined,
  event: ResidentialWidgetEvent,
): void {
  try {
    handler?.(event);
  } catch {
    // A host callback must never break the widget.
  }
}
