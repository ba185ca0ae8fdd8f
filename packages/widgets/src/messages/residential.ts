/**
 * The English texts of the residential widgets (spec 2.1-2.6). Every
 * user-visible string goes through this object; pass a partial override as the
 * `messages` prop of any widget. Placeholders in braces (`{count}`) are filled in.
 *
 * @module
 */
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
  /** @default 'No results found.' */
  locationNoResults: string;
  /** @default '1 result available.' */
  locationOneResult: string;
  /** @default '{count} results available.' */
  locationResults: string;
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
  /** Where the results are searched, around a place: `{distance}` (miles) and `{place}`. @default 'Within {distance} miles of {place}' */
  resultsNear: string;
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
  /** @default 'Date' */
  dateLabel: string;
  /** Trigger text when no date is chosen. @default 'Any date' */
  dateAny: string;
  /** Trigger text with a date: `{date}` and `{days}`. @default '{date} (+/- {days} days)' */
  dateChosen: string;
  /** Accessible name of the date dialog. @default 'Choose a date' */
  dateDialogLabel: string;
  /** @default 'Flexibility:' */
  flexibility: string;
  /** Option text: `{days}`. @default '+/- {days} days' */
  flexibilityDays: string;
  /** @default '+/- 1 month (30 days)' */
  flexibility30: string;
  /** @default '+/- 3 months (90 days)' */
  flexibility90: string;
  /** @default 'OK' */
  ok: string;
  /** @default 'Clear date' */
  clearDate: string;
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

/** The English defaults (texts from the spec where it gives them). */
export const residentialMessages: Readonly<ResidentialMessages> = Object.freeze({
  heroTitle: 'Find your volunteering opportunity',
  lengthOfResidence: 'Length of residence',
  typeAny: 'Any',
  typeShortTerm: 'Less than 4 weeks (Short term)',
  typeLongTerm: 'More than 4 weeks (Long term)',
  locationLabel: 'Where do you want to volunteer?',
  locationPlaceholder: 'Anywhere',
  locationSearching: 'Searching…',
  locationNoResults: 'No results found.',
  locationOneResult: '1 result available.',
  locationResults: '{count} results available.',
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
  dateLabel: 'Date',
  dateAny: 'Any date',
  dateChosen: '{date} (+/- {days} days)',
  dateDialogLabel: 'Choose a date',
  flexibility: 'Flexibility:',
  flexibilityDays: '+/- {days} days',
  flexibility30: '+/- 1 month (30 days)',
  flexibility90: '+/- 3 months (90 days)',
  ok: 'OK',
  clearDate: 'Clear date',
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
});

/** Merges overrides into the defaults (only known keys with string values are taken). */
export function resolveResidentialMessages(
  overrides?: Partial<ResidentialMessages>,
): ResidentialMessages {
  if (!overrides) return residentialMessages;
  const out: ResidentialMessages = { ...residentialMessages };
  for (const key of Object.keys(residentialMessages) as (keyof ResidentialMessages)[]) {
    const value = Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * Fills `{name}` placeholders.
 *
 * @example
 * formatMessage('{count} results available.', { count: 3 }) // '3 results available.'
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

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
