import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import type {
  GeocodeResult,
  HttpClient,
  ResidenceType,
  ResidentialSearchController,
  ResidentialSearchState,
} from '@volunteerkit/api-client';
import {
  goToResidentialResults,
  PLACE_GEOCODE_TYPES,
  type NavigatorWindow,
} from '@volunteerkit/api-client/search';
import { searchGeocodeWithSuggestions } from '@volunteerkit/api-client/public';
import { useSearchController } from '../hooks/useSearchController.js';
import { LocationAutocomplete } from '../LocationAutocomplete/LocationAutocomplete.js';
import type { DatePickerProps } from '../DatePicker/DatePicker.js';
import { addDays, formatDisplayDate, toIsoDate } from '../DatePicker/dates.js';
import {
  FLEXIBILITY_OPTIONS,
  flexibilityChoices,
  flexibilityLabel,
} from '../DatePicker/flexibility.js';
import {
  emitSafely,
  formatMessage,
  useResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** Props of {@link ResidentialSearchForm}. */
export interface ResidentialSearchFormProps {
  /** Transport for geocoding, countries and (when no controller is given) the search. */
  http: HttpClient;
  /** A shared search controller (e.g. the one of `ResidentialResults`). One is created when absent. */
  controller?: ResidentialSearchController;
  /** Starting hash query of the created controller. @default '' */
  initialQuery?: string;
  /** Runs instead of going to the results page (spec 2.1). */
  onSubmit?: (query: ResidentialSearchState, hash: string) => void;
  /** Reload when already on the results page (spec 2.1 "refresh"). @default false */
  refresh?: boolean;
  /**
   * Where Search goes: a path or an http(s) URL of the results page, which may
   * carry its own query string (`/volunteer/results?lang=fr`). The search
   * parameters become its hash (spec 2.1); other parameters in the hash of
   * `resultsUrl` (`#tab=2`) are kept, search parameters there are replaced.
   * An unsafe URL (`javascript:`...) falls back to the default.
   * @default '/residential-opportunities/results'
   */
  resultsUrl?: string;
  /**
   * The date picker to open in the popover, e.g.
   * `lazy(() => import('@volunteerkit/widgets/date-picker').then((m) => ({ default: m.DatePicker })))`.
   * Without it the form uses a native date input and a flexibility select, so
   * react-day-picker is only downloaded when a host asks for it.
   */
  datePicker?: ComponentType<DatePickerProps>;
  /**
   * Country shortcuts. When absent they are fetched on first open from
   * `residential-opportunities/countries` (the countries that have opportunities),
   * whose entries carry the geocode fields (name, lat, long, type, id).
   */
  countries?: readonly GeocodeResult[];
  /** Geocode result types for the location search. @default PLACE_GEOCODE_TYPES (['geojson', 'city', 'county', 'region']) */
  geocodeTypes?: readonly string[];
  /** Heading level of the hero title. @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** "Today" for the date limits (tests, SSR). @default new Date() */
  today?: Date;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Receives `submit` and the controller's search events. */
  onEvent?: ResidentialEventHandler;
  /** Window used for navigation (e.g. the partner page's inside the embed). */
  window?: NavigatorWindow;
  /** Extra class names. */
  className?: string;
}

// "View counties" opens a panel of countries and counties, downloaded when first opened.
const CountriesPanel = lazy(() =>
  import('./CountriesPanel.js').then((m) => ({ default: m.CountriesPanel })),
);

/** Lower case without diacritics or a leading "the", for comparing names. */
function plainName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .trim();
}

/**
 * True when `text` is the name of the place `r` (its name before the first
 * comma, or before the official name in brackets: `Eryri (Gwynedd), Wales`),
 * ignoring case, accents and a leading "the".
 */
function isNamed(r: GeocodeResult, text: string): boolean {
  const short = String(r.name ?? '')
    .split(',')[0]!
    .replace(/\s*\(.*\)\s*$/, '');
  return plainName(short) === plainName(text);
}

/**
 * The residential search form (spec 2.1): hero title, Length of residence,
 * the location autocomplete, the "View counties" shortcuts (starting with
 * "All countries", searching in place), the date with flexibility, and Search,
 * which goes to the results page carrying the hash or calls `onSubmit`. Text
 * typed but not chosen is searched as a place on Search: when exactly one place
 * has that name it is taken ("Perthshire"); when several do ("Highlands": the
 * Scottish one and Highlands, Texas) or none has it exactly, the form opens
 * the list of matches, says "Choose a place from the list…" and stays. It
 * never jumps to a place the visitor did not name, and never quietly searches
 * everywhere.
 *
 * @example
 * const DatePicker = lazy(() => import('@volunteerkit/widgets/date-picker').then((m) => ({ default: m.DatePicker })));
 * <ResidentialSearchForm http={http} datePicker={DatePicker} />
 */
export function ResidentialSearchForm({
  http,
  controller: external,
  initialQuery = '',
  onSubmit,
  refresh = false,
  resultsUrl,
  datePicker: Picker,
  countries: givenCountries,
  geocodeTypes,
  headingLevel = 2,
  today,
  messages: overrides,
  locale: localeProp,
  onEvent,
  window: win,
  className,
}: ResidentialSearchFormProps) {
  const [messages, locale] = useResidentialMessages(overrides, localeProp);
  const id = useId();
  // The own controller is not destroyed on unmount: StrictMode re-runs effects on
  // the same instance, and an idle controller holds nothing worth releasing.
  const [controller, { query }, own] = useSearchController(external, { http, initialQuery });
  // Search events reach onEvent only for a controller this form owns (a shared
  // controller's owner, e.g. ResidentialResults, forwards them once).
  useEffect(() => {
    if (!own || !onEvent) return;
    return own.subscribeEvents((e) => emitSafely(onEvent, e));
  }, [own, onEvent]);

  // The text follows the chosen location when it changes from outside (Back, a country).
  const [locationText, setLocationText] = useState(query.search ?? '');
  const [shownSearch, setShownSearch] = useState(query.search);
  if (shownSearch !== query.search) {
    setShownSearch(query.search);
    setLocationText(query.search ?? '');
  }

  const [countriesOpen, setCountriesOpen] = useState(false);
  // The panel is loaded and mounted on the first open, then kept (with what it fetched).
  const [countriesShown, setCountriesShown] = useState(false);
  const countriesToggle = useRef<HTMLButtonElement>(null);
  // A message under the location input (text that is no place, or places down).
  const [placeError, setPlaceError] = useState<string | undefined>(undefined);
  // Bumped to open the location's list of places: Search asks which one the text means.
  const [choices, setChoices] = useState(0);

  const [pickerOpen, setPickerOpen] = useState(false);
  const dateTrigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !pickerOpen) dateTrigger.current?.focus();
    wasOpen.current = pickerOpen;
  }, [pickerOpen]);
  useEffect(() => {
    if (!pickerOpen) return;
    const doc = popover.current?.ownerDocument;
    const onDown = (event: Event) => {
      const path = event.composedPath();
      if (
        popover.current &&
        !path.includes(popover.current) &&
        !path.includes(dateTrigger.current!)
      ) {
        wasOpen.current = false; // Clicking elsewhere moves focus there; do not steal it back.
        setPickerOpen(false);
      }
    };
    doc?.addEventListener('mousedown', onDown);
    return () => doc?.removeEventListener('mousedown', onDown);
  }, [pickerOpen]);

  /** A shortcut chosen: the search runs in place; a country stays open on its counties. */
  const chooseCountry = (result: GeocodeResult | null, keepOpen = false) => {
    setLocationText(result ? String(result.name ?? '') : '');
    if (!keepOpen) {
      setCountriesOpen(false);
      countriesToggle.current?.focus();
    }
    void controller.selectCountry(result);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setPickerOpen(false);
    const text = locationText.trim();
    // Typed but not chosen: the one place of exactly that name, else the visitor
    // chooses from the list (never a place they did not name, never everywhere).
    if (text !== '' && text !== (query.search ?? '')) {
      let place: GeocodeResult | undefined;
      try {
        // The same geocode call as the combobox's (one function in the bundle).
        const { data } = await searchGeocodeWithSuggestions(http, text, {
          type: geocodeTypes ?? PLACE_GEOCODE_TYPES,
        });
        const named = data.filter((r) => isNamed(r, text));
        place = named.length === 1 ? named[0] : undefined;
        setPlaceError(place ? undefined : messages.locationChoose);
        if (!place && data.length > 0) setChoices((n) => n + 1);
      } catch {
        setPlaceError(messages.locationError);
      }
      if (!place) {
        form.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
        return;
      }
      setLocationText(String(place.name ?? ''));
      controller.selectLocation(place);
    }
    const hash = controller.getHash();
    const current = controller.getState().query;
    emitSafely(onEvent, { type: 'submit', query: current, hash });
    if (onSubmit) onSubmit(current, hash);
    else goToResidentialResults(hash, { refresh, resultsUrl, window: win });
  };

  const Heading = `h${headingLevel}` as 'h2';
  const dateText = query.date
    ? formatMessage(
        messages.dateChosen,
        { date: formatDisplayDate(query.date, locale), days: query.flexibility },
        locale,
        query.flexibility,
      )
    : messages.dateAny;

  return (
    <section
      className={['vk-search', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <Heading id={`${id}-title`} className="vk-search__title">
        {messages.heroTitle}
      </Heading>
      <form
        className="vk-search__form"
        role="search"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => void submit(e)}
      >
        <div className="vk-field">
          <label className="vk-label" htmlFor={`${id}-type`}>
            {messages.lengthOfResidence}
          </label>
          <select
            id={`${id}-type`}
            className="vk-select"
            value={query.type}
            onChange={(e) => controller.update({ type: e.currentTarget.value as ResidenceType })}
          >
            <option value="any">{messages.typeAny}</option>
            <option value="short_term">{messages.typeShortTerm}</option>
            <option value="long_term">{messages.typeLongTerm}</option>
          </select>
        </div>

        <div className="vk-field vk-field--location">
          <LocationAutocomplete
            http={http}
            geocodeTypes={geocodeTypes}
            id={`${id}-location`}
            value={locationText}
            onValueChange={(next) => {
              setLocationText(next);
              setPlaceError(undefined);
            }}
            error={placeError}
            openChoices={choices}
            onSelect={(result) => controller.selectLocation(result)}
            onClear={() => controller.clearLocation()}
            messages={overrides}
            locale={localeProp}
          />
          <div className="vk-countries">
            <button
              ref={countriesToggle}
              type="button"
              className="vk-link-button"
              aria-expanded={countriesOpen}
              aria-controls={`${id}-countries`}
              onClick={() => {
                setCountriesShown(true);
                setCountriesOpen((o) => !o);
              }}
            >
              {messages.viewCounties}
            </button>
            <div id={`${id}-countries`} hidden={!countriesOpen}>
              {countriesShown ? (
                <Suspense fallback={null}>
                  <CountriesPanel
                    http={http}
                    open={countriesOpen}
                    id={id}
                    countries={givenCountries}
                    geojson={query.geojson}
                    search={query.search}
                    messages={messages}
                    locale={locale}
                    onChoose={chooseCountry}
                  />
                </Suspense>
              ) : null}
            </div>
          </div>
        </div>

        {Picker ? (
          <div className="vk-field vk-datefield">
            <span className="vk-label" id={`${id}-date-label`}>
              {messages.dateLabel}
            </span>
            <button
              ref={dateTrigger}
              id={`${id}-date`}
              type="button"
              className="vk-input vk-datefield__trigger"
              aria-haspopup="dialog"
              aria-expanded={pickerOpen}
              aria-labelledby={`${id}-date-label ${id}-date`}
              onClick={() => setPickerOpen((o) => !o)}
            >
              {dateText}
            </button>
            {pickerOpen ? (
              <div ref={popover} className="vk-popover">
                <Suspense fallback={<div className="vk-popover__loading">{messages.loading}</div>}>
                  <Picker
                    value={query.date}
                    onValueChange={(date) => controller.update({ date })}
                    flexibility={query.flexibility}
                    onFlexibilityChange={(flexibility) => controller.update({ flexibility })}
                    today={today}
                    onClose={() => setPickerOpen(false)}
                    messages={overrides}
                    locale={localeProp}
                  />
                </Suspense>
              </div>
            ) : null}
          </div>
        ) : (
          <div className="vk-field vk-datefield">
            <label className="vk-label" htmlFor={`${id}-date`}>
              {messages.dateLabel}
            </label>
            <div className="vk-datefield__native">
              <input
                id={`${id}-date`}
                className="vk-input"
                type="date"
                min={toIsoDate(addDays(today ?? new Date(), 1))}
                value={query.date}
                onChange={(e) => controller.update({ date: e.currentTarget.value })}
              />
              <label className="vk-visually-hidden" htmlFor={`${id}-flex`}>
                {messages.flexibility}
              </label>
              <select
                id={`${id}-flex`}
                className="vk-select"
                value={String(query.flexibility)}
                onChange={(e) => controller.update({ flexibility: Number(e.currentTarget.value) })}
              >
                {flexibilityChoices(query.flexibility, FLEXIBILITY_OPTIONS).map((d) => (
                  <option key={d} value={String(d)}>
                    {flexibilityLabel(d, messages, locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}

        <div className="vk-field vk-field--submit">
          <button type="submit" className="vk-button vk-search__submit">
            {messages.searchButton}
          </button>
        </div>
      </form>
    </section>
  );
}

/** Base styles shared by the residential widgets (labels, inputs, buttons, visually hidden text). */
export const residentialBaseCss = `
.vk-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
.vk-label { font-weight: 600; }
.vk-input, .vk-select { box-sizing: border-box; min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); background: var(--vk-color-bg); color: var(--vk-color-text); font: inherit; width: 100%; }
.vk-input:focus-visible, .vk-select:focus-visible, .vk-button:focus-visible, .vk-link-button:focus-visible, .vk-countries__item:focus-visible { outline: 3px solid var(--vk-color-focus); outline-offset: 2px; }
.vk-button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 1px solid var(--vk-color-primary); border-radius: var(--vk-radius); background: var(--vk-color-primary); color: var(--vk-color-primary-text); font: inherit; font-weight: 600; cursor: pointer; }
.vk-button--secondary { background: var(--vk-color-bg); color: var(--vk-color-primary); }
.vk-alert { display: flex; flex-wrap: wrap; gap: var(--vk-space); align-items: center; justify-content: space-between; margin: 0 0 calc(var(--vk-space) * 2); padding: var(--vk-space); border: 1px solid var(--vk-color-danger); border-inline-start-width: 4px; border-radius: var(--vk-radius); }
.vk-link-button { align-self: flex-start; padding: 0.25rem 0; border: 0; background: none; color: var(--vk-color-primary); font: inherit; text-decoration: underline; cursor: pointer; }
`;

/** Styles of {@link ResidentialSearchForm}. */
export const residentialSearchFormCss = `
.vk-search { color: var(--vk-color-text); }
.vk-search__title { margin: 0 0 calc(var(--vk-space) * 2); font-size: 1.75rem; }
.vk-search__form { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: calc(var(--vk-space) * 2); align-items: start; padding: calc(var(--vk-space) * 2); background: var(--vk-color-surface); border-radius: var(--vk-radius); }
.vk-field { position: relative; display: flex; flex-direction: column; gap: calc(var(--vk-space) / 2); min-width: 0; }
.vk-field--submit { align-self: end; }
.vk-countries { display: flex; flex-direction: column; }
.vk-countries__list { display: flex; flex-wrap: wrap; gap: calc(var(--vk-space) / 2); margin: calc(var(--vk-space) / 2) 0 0; padding: 0; list-style: none; }
.vk-countries__item[aria-pressed='true'] { border-color: var(--vk-color-primary); box-shadow: inset 0 0 0 1px var(--vk-color-primary); font-weight: 600; }
.vk-counties__title { margin: var(--vk-space) 0 0; font-weight: 600; }
.vk-counties__note { margin: calc(var(--vk-space) / 2) 0 0; }
.vk-countries__item { min-height: 2.75rem; padding: 0.25rem 0.75rem; border: 1px solid var(--vk-color-border); border-radius: 999px; background: var(--vk-color-bg); color: var(--vk-color-text); font: inherit; cursor: pointer; }
.vk-datefield__trigger { text-align: start; cursor: pointer; }
.vk-datefield__native { display: flex; flex-wrap: wrap; gap: calc(var(--vk-space) / 2); }
.vk-datefield__native > .vk-input { flex: 1 1 9rem; min-width: 0; }
.vk-datefield__native > .vk-select { flex: none; width: auto; max-width: 100%; }
.vk-popover { position: absolute; top: 100%; inset-inline-start: 0; z-index: 30; margin-top: 4px; }
.vk-popover__loading { padding: var(--vk-space); background: var(--vk-color-bg); border: 1px solid var(--vk-color-border); border-radius: var(--vk-radius); }
`;
