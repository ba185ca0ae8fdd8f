/**
 * The public residential search calls of spec 7.3 as standalone, tree-shakeable
 * functions over the {@link HttpClient} seam. Each one sends the catalogue entry
 * it names (path, public flag and list shape come from `catalogue/publicSearch.ts`,
 * nothing is written twice): public visitors are not logged in, so every call here
 * is public by default (no Authorization, `public_search=true`) as the catalogue says.
 *
 * @module
 */
import {
  COUNTRY_POLYGONS,
  GEOCODE,
  ORGANISATION_TIMEZONES,
  RESIDENTIAL_COUNTIES,
  RESIDENTIAL_COUNTRIES,
  RESIDENTIAL_OPPORTUNITIES,
  TEAMS,
} from '../catalogue/publicSearch.js';
import { isPublicRead, requestPath } from '../catalogue/paths.js';
import type { CatalogueEntry } from '../catalogue/types.js';
import type { HttpClient, ListResponse, QueryParams, RequestOptions } from '../http/types.js';
import type { Country, GeocodeResult, Opportunity, Team, Timezone } from '../models/types.js';

export type { Country, GeocodeResult, Opportunity, Partner, Timezone } from '../models/types.js';

/** A team as returned by team search (the `Team` model). */
export type TeamSearchResult = Team;

/** Call options shared by the functions here. */
export interface PublicCallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
  /**
   * Send as a public call (no Authorization, `public_search=true`): public visitors
   * are not logged in (spec 6). Defaults to the catalogue entry's `public` flag, which
   * is true for every call here.
   */
  public?: boolean;
}

/** Residential page size (spec 9). */
export const RESIDENTIAL_PAGE_SIZE = 8;

/** Sends a `GET` of a catalogue entry (its collection path); resolves with the body. */
function getOf(
  http: HttpClient,
  entry: CatalogueEntry,
  query: QueryParams | undefined,
  options: PublicCallOptions,
): Promise<unknown> {
  return http.request<unknown>({
    method: 'GET',
    path: requestPath(entry.path),
    ...(query ? { query } : {}),
    public: options.public ?? isPublicRead(entry),
    signal: options.signal,
  });
}

/**
 * The list in a body: the whole body when it is an array, else its `data` (the
 * catalogue's `listResponse` shapes `array` and `data`; a body of the other shape
 * is tolerated as an empty list).
 */
function dataOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Sends a `GET` of a catalogue entry and reads the list out of the body (see `dataOf`). */
async function listOf<T>(
  http: HttpClient,
  entry: CatalogueEntry,
  query: QueryParams | undefined,
  options: PublicCallOptions,
): Promise<T[]> {
  return dataOf<T>(await getOf(http, entry, query, options));
}

/**
 * The request {@link listResidentialOpportunities} sends (spec 7.3), for a
 * transport's cache to be asked for it first (`HttpClient.peek`).
 *
 * @example
 * const cached = http.peek?.(residentialListRequest({ page: 2 }));
 */
export function residentialListRequest(
  params: QueryParams = {},
  options: PublicCallOptions = {},
): RequestOptions {
  return {
    method: 'GET',
    path: requestPath(RESIDENTIAL_OPPORTUNITIES.path),
    query: { limit: RESIDENTIAL_PAGE_SIZE, include: 'image', ...params },
    public: options.public ?? isPublicRead(RESIDENTIAL_OPPORTUNITIES),
    signal: options.signal,
  };
}

/**
 * Lists residential opportunities for public visitors (spec 7.3):
 * `GET residential-opportunities/?limit=8&include=image&public_search=true&...`.
 * Extra parameters (page, date, the URL-hash state) are merged in.
 *
 * @example
 * const { data, meta } = await listResidentialOpportunities(http, { page: 2, type: 'short_term' });
 */
export function listResidentialOpportunities(
  http: HttpClient,
  params: QueryParams = {},
  options: PublicCallOptions = {},
): Promise<ListResponse<Opportunity>> {
  return http.request<ListResponse<Opportunity>>(residentialListRequest(params, options));
}

/** Lists residential opportunity counties (spec 7.3); resolves with `data`. */
export function listResidentialCounties(
  http: HttpClient,
  params: QueryParams = {},
  options: PublicCallOptions = {},
): Promise<Country[]> {
  const query = { limit: RESIDENTIAL_PAGE_SIZE, include: 'image', ...params };
  return listOf<Country>(http, RESIDENTIAL_COUNTIES, query, options);
}

/** Lists residential opportunity countries (spec 7.3): the whole body is the list. */
export function listResidentialCountries(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<Country[]> {
  return listOf<Country>(http, RESIDENTIAL_COUNTRIES, undefined, options);
}

/** Options of {@link searchGeocode}. */
export interface GeocodeSearchOptions extends PublicCallOptions {
  /** Result types, comma-joined into `type`. @default ['geojson'] */
  type?: string | readonly string[];
}

/**
 * Geocode search (spec 7.3): `GET geocode/?q=...&type=geojson`; resolves with `data`.
 *
 * @example
 * const places = await searchGeocode(http, 'Lake', { type: ['geojson', 'place'] });
 */
export function searchGeocode(
  http: HttpClient,
  q: string,
  options: GeocodeSearchOptions = {},
): Promise<GeocodeResult[]> {
  return listOf<GeocodeResult>(http, GEOCODE, geocodeQuery(q, options), options);
}

/** The query of a geocode search: `q` and the comma-joined `type` (default `geojson`). */
function geocodeQuery(q: string, { type = ['geojson'] }: GeocodeSearchOptions): QueryParams {
  return { q, type: typeof type === 'string' ? type : type.join(',') };
}

/**
 * A geocode answer with the server's nearest suggestions: `data`, and, when the
 * server sends `meta.suggestions` (the sandbox does when nothing matches), the
 * places it suggests instead.
 */
export interface GeocodeAnswer {
  /** The matching places. */
  data: GeocodeResult[];
  /** The server's nearest suggestions (`meta.suggestions`); `undefined` when it sent none. */
  suggestions?: GeocodeResult[];
}

/**
 * Geocode search like {@link searchGeocode}, keeping the server's suggestions:
 * resolves with `data` and `meta.suggestions` (when the body has them), so a
 * search that found nothing needs no second request for the nearest places.
 *
 * @example
 * const { data, suggestions } = await searchGeocodeWithSuggestions(http, 'Keswik', { type: ['city'] });
 */
export async function searchGeocodeWithSuggestions(
  http: HttpClient,
  q: string,
  options: GeocodeSearchOptions = {},
): Promise<GeocodeAnswer> {
  const body = await getOf(http, GEOCODE, geocodeQuery(q, options), options);
  const suggestions = (body as { meta?: { suggestions?: unknown } } | null)?.meta?.suggestions;
  return {
    data: dataOf<GeocodeResult>(body),
    suggestions: Array.isArray(suggestions) ? (suggestions as GeocodeResult[]) : undefined,
  };
}

/** Country polygons from the geocoder (spec 7.3); resolves with `data`. */
export function listCountryPolygons(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<GeocodeResult[]> {
  return listOf<GeocodeResult>(http, COUNTRY_POLYGONS, undefined, options);
}

/** Team search (spec 7.3): `GET teams/?q=...` (public, as the catalogue says); resolves with `data`. */
export function searchTeams(
  http: HttpClient,
  q: string,
  options: PublicCallOptions = {},
): Promise<TeamSearchResult[]> {
  return listOf<TeamSearchResult>(http, TEAMS, { q }, options);
}

/** Lists the organisation's timezones (spec 7.3): `GET organisation/timezones/` (public). */
export function listOrganisationTimezones(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<Timezone[]> {
  return listOf<Timezone>(http, ORGANISATION_TIMEZONES, undefined, options);
}
