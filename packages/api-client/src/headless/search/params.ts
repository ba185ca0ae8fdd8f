/**
 * The URL-hash parameters of the residential results page (spec 2.2): their
 * defaults, their checks, and a parser/serialiser pair with the law
 * `parseResidentialSearch(stringifyResidentialSearch(s))` deep-equals `s`.
 *
 * @module
 */

/** Length of residence filter (spec 2.1, 4). */
export type ResidenceType = 'any' | 'short_term' | 'long_term';

/**
 * The residential search state kept in the URL hash (spec 2.2).
 * Optional fields are "not stated" in the spec: absent until set.
 */
export interface ResidentialSearchState {
  /** Length of residence. @default 'any' */
  type: ResidenceType;
  /** Location text. */
  search?: string;
  /** Latitude of the chosen location (decimal degrees, as sent by the geocoder). */
  lat?: string;
  /** Longitude of the chosen location. */
  lon?: string;
  /** Id of a chosen polygon (geocode result of type 'geojson'). */
  geojson?: string;
  /** Page number, from 1. */
  page?: number;
  /** Public search flag. */
  public_search?: 'true' | 'false';
  /** Requested date as `YYYY-MM-DD`, or `''` for none. @default '' */
  date: string;
  /** Days of flexibility around `date`. @default 7 */
  flexibility: number;
  /** Layout of the cards. @default 'grid' */
  display: 'grid' | 'list';
  /** Sort field. @default 'date_advertised' */
  s: string;
  /** Sort order. @default 'desc' */
  o: 'asc' | 'desc';
  /** Willingness to share. @default 'true' */
  willing_to_share: 'true' | 'false';
}

/** The name of one hash parameter. */
export type ResidentialSearchParam = keyof ResidentialSearchState;

/**
 * How one parameter is checked: a list of allowed values, or a rule written as
 * `'regex:'` followed by a pattern (spec 2.2). A failing value falls back to the default.
 */
export type ParamCheck = readonly string[] | `regex:${string}`;

/** One row of {@link RESIDENTIAL_SEARCH_PARAMS}. */
export interface ParamRule {
  /** The check a raw value must pass. */
  check: ParamCheck;
  /** The default, as its raw string; `undefined` when the spec states none. */
  default: string | undefined;
}

/**
 * The table of hash parameters, in serialisation order. Spec 2.2 gives the
 * defaults; where it is silent we chose the checks below (documented in the
 * widgets README): flexibility also accepts 3, the date picker's own default
 * (spec 2.6), so a picker value always survives the URL.
 */
export const RESIDENTIAL_SEARCH_PARAMS: Readonly<Record<ResidentialSearchParam, ParamRule>> =
  Object.freeze({
    type: { check: ['any', 'short_term', 'long_term'], default: 'any' },
    search: { check: 'regex:^[^\\u0000-\\u001f<>]{1,200}$', default: undefined },
    lat: { check: 'regex:^-?(90(\\.0+)?|[1-8]?\\d(\\.\\d{1,15})?)$', default: undefined },
    lon: {
      check: 'regex:^-?(180(\\.0+)?|(1[0-7]\\d|[1-9]?\\d)(\\.\\d{1,15})?)$',
      default: undefined,
    },
    geojson: { check: 'regex:^[A-Za-z0-9_.:-]{1,100}$', default: undefined },
    page: { check: 'regex:^[1-9]\\d{0,5}$', default: undefined },
    public_search: { check: ['true', 'false'], default: undefined },
    date: { check: 'regex:^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', default: '' },
    flexibility: { check: ['3', '7', '14', '30', '90'], default: '7' },
    display: { check: ['grid', 'list'], default: 'grid' },
    s: { check: ['date_advertised', 'display_name', 'distance', 'id'], default: 'date_advertised' },
    o: { check: ['asc', 'desc'], default: 'desc' },
    willing_to_share: { check: ['true', 'false'], default: 'true' },
  });

const PARAM_NAMES = Object.keys(RESIDENTIAL_SEARCH_PARAMS) as ResidentialSearchParam[];

const regexCache = new Map<string, RegExp>();

/** Whether `value` passes `check` (an allowed list or a `regex:` rule). Never throws. */
export function passesParamCheck(check: ParamCheck, value: string): boolean {
  if (typeof check === 'string') {
    let re = regexCache.get(check);
    if (!re) {
      try {
        re = new RegExp(check.slice('regex:'.length), 'u');
      } catch {
        return false;
      }
      regexCache.set(check, re);
    }
    return re.test(value);
  }
  return check.includes(value);
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The default search state (spec 2.2 and 9). Returns a fresh object. */
export function defaultResidentialSearch(): ResidentialSearchState {
  return {
    type: 'any',
    date: '',
    flexibility: 7,
    display: 'grid',
    s: 'date_advertised',
    o: 'desc',
    willing_to_share: 'true',
  };
}

function checked(name: ResidentialSearchParam, raw: string | undefined): string | undefined {
  const rule = RESIDENTIAL_SEARCH_PARAMS[name];
  if (raw === undefined) return rule.default;
  if (!passesParamCheck(rule.check, raw)) return rule.default;
  if (name === 'date' && raw !== '' && !isRealDate(raw)) return rule.default;
  return raw;
}

function assign(state: ResidentialSearchState, name: ResidentialSearchParam, value: string): void {
  switch (name) {
    case 'page':
      state.page = Number(value);
      break;
    case 'flexibility':
      state.flexibility = Number(value);
      break;
    default:
      (state as unknown as Record<string, string>)[name] = value;
  }
}

/**
 * Parses a URL hash (with or without the leading `#` or `?`) into a search state.
 * Unknown parameters are ignored; each known one is checked against its rule and
 * falls back to its default when it fails. Never throws; never writes to
 * prototypes (only the fixed keys of the table are ever assigned).
 *
 * @example
 * parseResidentialSearch('#type=short_term&page=2&flexibility=banana')
 * // { type: 'short_term', page: 2, flexibility: 7, display: 'grid', ... }
 */
export function parseResidentialSearch(hash: unknown): ResidentialSearchState {
  const state = defaultResidentialSearch();
  if (typeof hash !== 'string') return state;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(hash.replace(/^[#?]+/, '').slice(0, 8192));
  } catch {
    return state;
  }
  for (const name of PARAM_NAMES) {
    const raw = params.has(name) ? (params.getAll(name).at(-1) ?? undefined) : undefined;
    const value = checked(name, raw);
    if (value !== undefined) assign(state, name, value);
  }
  return state;
}

/**
 * Serialises a search state to a canonical hash query (without `#`): parameters
 * in table order, defaults and absent values left out, invalid values dropped.
 * Two equal states always give the same string.
 *
 * @example
 * stringifyResidentialSearch({ ...defaultResidentialSearch(), type: 'long_term', page: 2 })
 * // 'type=long_term&page=2'
 */
export function stringifyResidentialSearch(state: Partial<ResidentialSearchState>): string {
  const params = new URLSearchParams();
  for (const name of PARAM_NAMES) {
    const value = state[name];
    if (value === undefined || value === null) continue;
    const raw = String(value);
    const rule = RESIDENTIAL_SEARCH_PARAMS[name];
    if (raw === rule.default) continue;
    if (checked(name, raw) !== raw) continue;
    params.append(name, raw);
  }
  return params.toString();
}

/**
 * The query for the public list call: every stated parameter of the state,
 * defaults included (spec 7.3: "or the current URL parameters"), and around a
 * chosen point the `radius` ({@link RESIDENTIAL_SEARCH_RADIUS_KM}) the results name.
 */
export function residentialSearchToQuery(
  state: ResidentialSearchState,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const name of PARAM_NAMES) {
    const value = state[name];
    if (value === undefined || name === 'public_search') continue;
    query[name] = value;
  }
  // Around a point (not in a polygon): the radius the results say they search.
  if (state.lat !== undefined && state.lon !== undefined && state.geojson === undefined)
    query.radius = RESIDENTIAL_SEARCH_RADIUS_KM;
  return query;
}

/** The radius of a search around a chosen place, in miles ("within 30 miles of Keswick"). */
export const RESIDENTIAL_SEARCH_RADIUS_MILES = 30;

/** {@link RESIDENTIAL_SEARCH_RADIUS_MILES} in kilometres, as the search call's `radius` takes it. */
export const RESIDENTIAL_SEARCH_RADIUS_KM = 48.28;

/** Shows a parameter value with underscores replaced by spaces (spec 2.2, 2.3). */
export function displayParamValue(value: string): string {
  return value.replace(/_/g, ' ');
}
