/**
 * The public residential search calls of spec 7.3 as standalone, tree-shakeable
 * functions over the {@link HttpClient} seam. Public visitors are not logged in:
 * the list calls are sent as public calls (no Authorization, `public_search=true`).
 *
 * @module
 */
import type { HttpClient, ListResponse, QueryParams } from '../http/types.js';

/** A partner shown on an opportunity card (spec 2.4). */
export interface OpportunityPartner {
  /** Partner name. */
  name: string;
  /** Partner logo URL. */
  logo_url?: string | null;
}

/** An opportunity as shown on a card (spec 3.1). */
export interface Opportunity {
  /** Id, used when logging searches. */
  id: number | string;
  /** `Residential-short`, `Residential-long` or another value. */
  type?: string | null;
  /** Target of "View details". */
  public_url?: string | null;
  /** Thumbnail URL. */
  image_thumbnail_url?: string | null;
  /** Included on request (`include=image`). */
  image?: unknown;
  /** Alt text of the thumbnail. */
  image_alt?: string | null;
  /** Title. */
  display_name: string;
  /** Markdown. */
  short_advert?: string | null;
  /** Optional partner. */
  partner?: OpportunityPartner | null;
  /** Empty or missing means full. */
  available_timeslots?: unknown[] | null;
  /** e.g. `internal`. */
  advert_target?: string | null;
  /** Sent when an apply action is logged. */
  slug?: string | null;
}

/** A geocode result (spec 3.1). `type === 'geojson'` marks a polygon. */
export interface GeocodeResult {
  /** Display name. */
  name: string;
  /** Latitude. */
  lat: number | string;
  /** Longitude. */
  long: number | string;
  /** `geojson` for a polygon; anything else is a point. */
  type?: string | null;
  /** Id; stored as `geojson` for polygons. */
  id?: number | string | null;
}

/** A country (spec 3.1). */
export interface Country {
  /** Country name. */
  name: string;
  /** Other fields the server sends are kept. */
  [key: string]: unknown;
}

/** An organisation timezone (spec 3.1). */
export interface Timezone {
  /** IANA name. */
  name: string;
  /** Text shown to people. */
  display_text: string;
  /** Optional alias. */
  alias?: string;
}

/** A team as returned by team search. */
export interface TeamSearchResult {
  /** Team id. */
  id: number | string;
  /** Team name. */
  name: string;
  [key: string]: unknown;
}

/** Call options shared by the functions here. */
export interface PublicCallOptions {
  /** Aborts the call. */
  signal?: AbortSignal;
  /**
   * Send as a public call (no Authorization, `public_search=true`): public visitors
   * are not logged in (spec 6). Defaults to true for the residential and geocode
   * calls, false for team search and timezones.
   */
  public?: boolean;
}

/** Residential page size (spec 9). */
export const RESIDENTIAL_PAGE_SIZE = 8;

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
  return http.request<ListResponse<Opportunity>>({
    method: 'GET',
    path: 'residential-opportunities/',
    query: { limit: RESIDENTIAL_PAGE_SIZE, include: 'image', ...params },
    public: options.public ?? true,
    signal: options.signal,
  });
}

/** Lists residential opportunity counties (spec 7.3); resolves with `data`. */
export async function listResidentialCounties(
  http: HttpClient,
  params: QueryParams = {},
  options: PublicCallOptions = {},
): Promise<Country[]> {
  const body = await http.request<{ data?: Country[] } | null>({
    method: 'GET',
    path: 'residential-opportunities/counties/',
    query: { limit: RESIDENTIAL_PAGE_SIZE, include: 'image', ...params },
    public: options.public ?? true,
    signal: options.signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/** Lists residential opportunity countries (spec 7.3): the whole body is the list. */
export async function listResidentialCountries(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<Country[]> {
  const body = await http.request<unknown>({
    method: 'GET',
    path: 'residential-opportunities/countries',
    public: options.public ?? true,
    signal: options.signal,
  });
  if (Array.isArray(body)) return body as Country[];
  // Tolerate a `{ data: [...] }` envelope as well.
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Country[]) : [];
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
export async function searchGeocode(
  http: HttpClient,
  q: string,
  options: GeocodeSearchOptions = {},
): Promise<GeocodeResult[]> {
  const type = options.type ?? ['geojson'];
  const body = await http.request<{ data?: GeocodeResult[] } | null>({
    method: 'GET',
    path: 'geocode/',
    query: { q, type: typeof type === 'string' ? type : type.join(',') },
    public: options.public ?? true,
    signal: options.signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/** Country polygons from the geocoder (spec 7.3); resolves with `data`. */
export async function listCountryPolygons(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<GeocodeResult[]> {
  const body = await http.request<{ data?: GeocodeResult[] } | null>({
    method: 'GET',
    path: 'geocode/country-polygons/',
    public: options.public ?? true,
    signal: options.signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/** Team search (spec 7.3): `GET teams/?q=...`; resolves with `data`. */
export async function searchTeams(
  http: HttpClient,
  q: string,
  options: PublicCallOptions = {},
): Promise<TeamSearchResult[]> {
  const body = await http.request<{ data?: TeamSearchResult[] } | null>({
    method: 'GET',
    path: 'teams/',
    query: { q },
    public: options.public ?? false,
    signal: options.signal,
  });
  return Array.isArray(body?.data) ? body.data : [];
}

/** Lists the organisation's timezones (spec 7.3): `GET organisation/timezones/`. */
export async function listOrganisationTimezones(
  http: HttpClient,
  options: PublicCallOptions = {},
): Promise<Timezone[]> {
  const body = await http.request<unknown>({
    method: 'GET',
    path: 'organisation/timezones/',
    public: options.public ?? false,
    signal: options.signal,
  });
  if (Array.isArray(body)) return body as Timezone[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as Timezone[]) : [];
}
