/**
 * Spec 7.3 (public residential search) and the residential opportunity
 * resources of 7.9. Kept in its own module so the public calls can be imported
 * without the rest of the catalogue.
 *
 * @module
 */
import { defineArea, only } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('publicSearch', '7.3');

/** `GET /residential-opportunities/`: the public residential search (spec 7.3). */
export const RESIDENTIAL_OPPORTUNITIES = resource(
  'residentialOpportunities',
  '/residential-opportunities/',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    model: 'Opportunity',
    description: 'Residential opportunities; the public list reads data and meta.pagination.',
  },
);

/** `GET /residential-opportunities/countries`: the whole body is the list. */
export const RESIDENTIAL_COUNTRIES = resource(
  'residentialOpportunities.countries',
  '/residential-opportunities/countries',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    model: 'Country',
    listResponse: 'array',
    description: 'Countries with residential opportunities; the list is the whole response body.',
  },
);

/** `GET /residential-opportunities/counties/`. */
export const RESIDENTIAL_COUNTIES = resource(
  'residentialOpportunities.counties',
  '/residential-opportunities/counties/',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    listResponse: 'data',
    description: 'Counties with residential opportunities.',
  },
);

/** `GET /geocode/`: geocode search (spec 7.8, used by 7.3). */
export const GEOCODE = resource('geocode', '/geocode/', undefined, {
  spec: '7.8',
  public: true,
  publicOperations: ['list'],
  model: 'GeocodeResult',
  listResponse: 'data',
  description: "Geocode search: q and type (comma-joined, default 'geojson').",
});

/** `GET /geocode/country-polygons/`. */
export const COUNTRY_POLYGONS = resource(
  'geocode.countryPolygons',
  '/geocode/country-polygons/',
  undefined,
  {
    spec: '7.8',
    public: true,
    publicOperations: ['list'],
    model: 'GeocodeResult',
    listResponse: 'data',
    description: 'Country polygons from geocode.',
  },
);

/** `GET /organisation/timezones/` (spec 7.11, public for the search's time filter). */
export const ORGANISATION_TIMEZONES = call(
  'organisation.timezones',
  'GET',
  '/organisation/timezones/',
  {
    spec: '7.11',
    public: true,
    model: 'Timezone',
    listResponse: 'array',
    description: 'Organisation timezones: a list of {name, display_text}.',
  },
);

/** `/teams/` (spec 7.12): the public team search lists it with `q`. */
export const TEAMS = resource('teams', '/teams/', only('list', 'show'), {
  spec: '7.12',
  public: true,
  publicOperations: ['list'],
  model: 'Team',
  listResponse: 'data',
  description: 'Teams; the public team search lists it with q.',
});

/** `POST /opportunities/log/search`: the search log, public. */
export const LOG_SEARCH = call('opportunities.logSearch', 'POST', '/opportunities/log/search', {
  public: true,
  bodyModel: 'SearchLog',
  description: 'Logs a search with {opportunities_ids}; sent after each search.',
});

/** `POST /opportunities/log-apply-action`: the apply log, public. */
export const LOG_APPLY_ACTION = call(
  'opportunities.logApplyAction',
  'POST',
  '/opportunities/log-apply-action',
  {
    spec: '7.9',
    public: true,
    description: 'Logs an apply action with {slug}.',
  },
);

/** Public residential search: residential opportunities, geocoding, timezones, team search, logging (spec 7.3). */
export const publicSearchEntries: CatalogueEntry[] = [
  RESIDENTIAL_OPPORTUNITIES,
  RESIDENTIAL_COUNTRIES,
  RESIDENTIAL_COUNTIES,
  GEOCODE,
  COUNTRY_POLYGONS,
  ORGANISATION_TIMEZONES,
  TEAMS,
  LOG_SEARCH,
  LOG_APPLY_ACTION,
];
