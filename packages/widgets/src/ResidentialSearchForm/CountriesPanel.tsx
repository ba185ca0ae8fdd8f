import { useEffect, useState } from 'react';
import type { GeocodeResult, HttpClient } from '@volunteerkit/api-client';
import {
  listCountryPolygons,
  listResidentialCounties,
  listResidentialCountries,
} from '@volunteerkit/api-client/public';
import { LoadError } from '../LoadError/LoadError.js';
import { formatMessage, type ResidentialMessages } from '../messages/residential.js';

/** Props of {@link CountriesPanel}. */
export interface CountriesPanelProps {
  /** Transport for the countries and counties lists. */
  http: HttpClient;
  /** Whether the panel shows (it fetches only while it does). */
  open: boolean;
  /** Prefix of the element ids. */
  id: string;
  /** Country shortcuts given by the host; fetched when absent. */
  countries: readonly GeocodeResult[] | undefined;
  /** The search's polygon id and place text: which country is chosen. */
  geojson: string | undefined;
  search: string | undefined;
  /** The resolved texts and locale of the form. */
  messages: Pick<
    ResidentialMessages,
    | 'allCountries'
    | 'countriesLabel'
    | 'countriesError'
    | 'retry'
    | 'countiesIn'
    | 'countiesNone'
    | 'countiesError'
  >;
  locale: Parameters<typeof formatMessage>[2];
  /** A shortcut was chosen: a country (`keepOpen`: its counties are listed next), a county, or all countries (`null`). */
  onChoose: (result: GeocodeResult | null, keepOpen: boolean) => void;
}

/** Country entries usable as shortcuts: named ones; their geocode fields (lat, long, type, id) are used when present. */
function toShortcuts(entries: readonly { name?: unknown }[]): GeocodeResult[] {
  return entries.filter((e) => typeof e?.name === 'string' && e.name !== '') as GeocodeResult[];
}

/**
 * The countries with the area of each from the country polygons (spec 7.3) where the
 * countries list gave no coordinates (the spec's Country has only a name): matched by
 * name, whatever the case, taking the polygon's id, type and position. A country the
 * polygons do not name stays as it is (choosing it searches its name).
 *
 * @example withCountryAreas([{ name: 'France' }], [{ name: 'France', id: 'FR', type: 'geojson', lat: 46, long: 2 }])
 * // [{ name: 'France', id: 'FR', type: 'geojson', lat: 46, long: 2 }]
 */
export function withCountryAreas(
  countries: readonly GeocodeResult[],
  polygons: readonly GeocodeResult[],
): GeocodeResult[] {
  const byName = new Map(polygons.map((p) => [String(p.name).toLowerCase(), p]));
  return countries.map((c) => {
    const area =
      c.lat == null || c.long == null ? byName.get(String(c.name).toLowerCase()) : undefined;
    return area ? { ...c, ...area, name: c.name } : c;
  });
}

/**
 * The country whose counties are listed: the searched polygon when it is one
 * of `countries`, else the country the searched place's name ends with
 * (`Keswick, England, United Kingdom`), else the one with the most
 * opportunities (the entries' `count`), else the first.
 */
export function chosenCountry(
  countries: readonly GeocodeResult[],
  geojson: string | undefined,
  search: string | undefined,
): GeocodeResult | undefined {
  const byId = geojson ? countries.find((c) => String(c.id) === geojson) : undefined;
  if (byId) return byId;
  const byName = search
    ? countries.find((c) => search === c.name || search.endsWith(`, ${String(c.name)}`))
    : undefined;
  if (byName) return byName;
  const count = (c: GeocodeResult) => Number((c as { count?: unknown }).count) || 0;
  return countries.reduce<GeocodeResult | undefined>(
    (best, c) => (best === undefined || count(c) > count(best) ? c : best),
    undefined,
  );
}

/**
 * A county of `residential-opportunities/counties/` as a place to search in: its
 * `place` (the gazetteer area, a polygon) when the server gives one, else its own
 * name and position.
 */
function countyPlace(county: Record<string, unknown>): GeocodeResult {
  const place = county.place as GeocodeResult | undefined;
  if (place && typeof place.name === 'string') return place;
  const name = [county.name, county.country].filter((v) => typeof v === 'string').join(', ');
  return { name, lat: county.lat, long: county.long, type: 'county' } as GeocodeResult;
}

/**
 * What "View counties" opens (spec 2.1, issue 44): "All countries" and the
 * countries that have opportunities, then the counties of the chosen country
 * (`residential-opportunities/counties/?country=`), each a place to search in.
 * Loaded lazily by the search form when the visitor first opens it.
 */
export function CountriesPanel({
  http,
  open,
  id,
  countries: given,
  geojson,
  search,
  messages,
  locale,
  onChoose,
}: CountriesPanelProps) {
  const [fetched, setFetched] = useState<readonly GeocodeResult[] | undefined>(undefined);
  // Bumped by the retry of a failed countries list; `false` once it failed.
  const [countriesTry, setCountriesTry] = useState<number | false>(0);
  const countries = given ?? fetched ?? [];
  useEffect(() => {
    if (!open || given || fetched || countriesTry === false) return;
    const abort = new AbortController();
    const signal = abort.signal;
    listResidentialCountries(http, { signal })
      .then((list) => {
        const shortcuts = toShortcuts(list);
        // Names only (spec 7.3): the areas come from the country polygons; without them the
        // shortcuts still search by name.
        return shortcuts.some((c) => c.lat == null || c.long == null)
          ? listCountryPolygons(http, { signal }).then(
              (polygons) => withCountryAreas(shortcuts, polygons),
              () => shortcuts,
            )
          : shortcuts;
      })
      .then(
        (shortcuts) => signal.aborted || setFetched(shortcuts),
        () => signal.aborted || setCountriesTry(false), // "All countries" is still offered.
      );
    return () => abort.abort();
  }, [open, given, fetched, http, countriesTry]);

  const country = chosenCountry(countries, geojson, search);
  const countryName = country ? String(country.name) : undefined;
  const [counties, setCounties] = useState<{
    country: string;
    list: readonly GeocodeResult[] | 'error';
  }>();
  const [countiesTry, setCountiesTry] = useState(0);
  useEffect(() => {
    if (!open || !countryName) return;
    const abort = new AbortController();
    // The counties call of spec 7.3, one country's.
    listResidentialCounties(
      http,
      { country: countryName, limit: 50 },
      { signal: abort.signal },
    ).then(
      (list) =>
        setCounties({
          country: countryName,
          list: list.map((c) => countyPlace(c as unknown as Record<string, unknown>)),
        }),
      () => abort.signal.aborted || setCounties({ country: countryName, list: 'error' }),
    );
    return () => abort.abort();
  }, [open, countryName, http, countiesTry]);
  const shown = counties && counties.country === countryName ? counties.list : undefined;

  /** A shortcut: a country (its counties are then listed), or all countries (`null`). */
  const countryItem = (result: GeocodeResult | null, key?: string) => (
    <li key={key}>
      <button
        type="button"
        className="vk-countries__item"
        aria-pressed={result ? result === country : undefined}
        onClick={() => onChoose(result, result !== null)}
      >
        {result ? result.name : messages.allCountries}
      </button>
    </li>
  );

  return (
    <>
      <ul className="vk-countries__list" aria-label={messages.countriesLabel}>
        {countryItem(null)}
        {countries.map((c, i) => countryItem(c, `${c.id ?? c.name}-${i}`))}
      </ul>
      {countriesTry === false ? (
        <LoadError
          message={messages.countriesError}
          retry={messages.retry}
          onRetry={() => setCountriesTry(1)}
        />
      ) : null}
      {countryName ? (
        <>
          <p id={`${id}-counties`} className="vk-counties__title">
            {formatMessage(messages.countiesIn, { country: countryName }, locale)}
          </p>
          {shown === 'error' ? (
            <LoadError
              message={messages.countiesError}
              retry={messages.retry}
              onRetry={() => setCountiesTry((n) => n + 1)}
            />
          ) : shown === undefined ? null : shown.length === 0 ? (
            <p className="vk-counties__note">
              {formatMessage(messages.countiesNone, { country: countryName }, locale)}
            </p>
          ) : (
            <ul className="vk-countries__list" aria-labelledby={`${id}-counties`}>
              {shown.map((c, i) => (
                <li key={`${c.id ?? c.name}-${i}`}>
                  <button
                    type="button"
                    className="vk-countries__item"
                    onClick={() => onChoose(c, false)}
                  >
                    {String(c.name).split(',')[0]}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
}
