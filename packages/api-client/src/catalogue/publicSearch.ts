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

// The builders only return objects, so an entry a bundle does not use is dropped
// (`@__PURE__`): the residential embed ships only the entries it sends. The docs
// lines are added where the entries are listed, so the calls that send an entry
// do not ship its description either.
function described<T extends CatalogueEntry>(entry: T, description: string): T {
  return { ...entry, description };
}

/** `GET /residential-opportunities/`: the public residential search (spec 7.3). */
export const RESIDENTIAL_OPPORTUNITIES = /* @__PURE__ */ resource(
  'residentialOpportunities',
  '/residential-opportunities/',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    model: 'Opportunity',
  },
);

/** `GET /residential-opportunities/countries`: the whole body is the list. */
export const RESIDENTIAL_COUNTRIES = /* @__PURE__ */ resource(
  'residentialOpportunities.countries',
  '/residential-opportunities/countries',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    model: 'Country',
    listResponse: 'array',
  },
);

/** `GET /residential-opportunities/counties/`. */
export const RESIDENTIAL_COUNTIES = /* @__PURE__ */ resource(
  'residentialOpportunities.counties',
  '/residential-opportunities/counties/',
  undefined,
  {
    public: true,
    publicOperations: ['list'],
    listResponse: 'data',
  },
);

/** `GET /geocode/`: geocode search (spec 7.8, used by 7.3). */
export const GEOCODE = /* @__PURE__ */ resource('geocode', '/geocode/', undefined, {
  spec: '7.8',
  public: true,
  publicOperations: ['list'],
  model: 'GeocodeResult',
  listResponse: 'data',
});

/** `GET /geocode/country-polygons/`. */
export const COUNTRY_POLYGONS = /* @__PURE__ */ resource(
  'geocode.countryPolygons',
  '/geocode/country-polygons/',
  undefined,
  {
    spec: '7.8',
    public: true,
    publicOperations: ['list'],
    model: 'GeocodeResult',
    listResponse: 'data',
  },
);

/** `GET /organisation/timezones/` (spec 7.11, public for the search's time filter). */
export const ORGANISATION_TIMEZONES = /* @__PURE__ */ call(
  'organisation.timezones',
  'GET',
  '/organisation/timezones/',
  {
    spec: '7.11',
    public: true,
    model: 'Timezone',
    listResponse: 'array',
  },
);

/** `/teams/` (spec 7.12): the public team search lists it with `q`. */
export const TEAMS = /* @__PURE__ */ resource('teams', '/teams/', only('list', 'show'), {
  spec: '7.12',
  public: true,
  publicOperations: ['list'],
  model: 'Team',
  listResponse: 'data',
});

/** `POST /opportunities/log/search`: the search log, public. */
export const LOG_SEARCH = /* @__PURE__ */ call(
  'opportunities.logSearch',
  'POST',
  '/opportunities/log/search',
  {
    public: true,
    bodyModel: 'SearchLog',
  },
);

/** `POST /opportunities/log-apply-action`: the apply log, public. */
export const LOG_APPLY_ACTION = /* @__PURE__ */ call(
  'opportunities.logApplyAction',
  'POST',
  '/opportunities/log-apply-action',
  {
    spec: '7.9',
    public: true,
  },
);

/** Public residential search: residential opportunities, geocoding, timezones, team search, logging (spec 7.3). */
export const publicSearchEntries: CatalogueEntry[] = [
  /* @__PURE__ */ described(
    RESIDENTIAL_OPPORTUNITIES,
    'Residential opportunities; the public list reads data and meta.pagination.',
  ),
  /* @__PURE__ */ described(
    RESIDENTIAL_COUNTRIES,
    'Countries with residential opportunities; the list is the whole response body.',
  ),
  /* @__PURE__ */ described(RESIDENTIAL_COUNTIES, 'Counties with residential opportunities.'),
  /* @__PURE__ */ described(
    GEOCODE,
    "Geocode search: q and type (comma-joined, default 'geojson').",
  ),
  /* @__PURE__ */ described(COUNTRY_POLYGONS, 'Country polygons from geocode.'),
  /* @__PURE__ */ described(
    ORGANISATION_TIMEZONES,
    'Organisation timezones: a list of {name, display_text}.',
  ),
  /* @__PURE__ */ described(TEAMS, 'Teams; the public team search lists it with q.'),
  /* @__PURE__ */ described(
    LOG_SEARCH,
    'Logs a search with {opportunities_ids}; sent after each search.',
  ),
  /* @__PURE__ */ described(LOG_APPLY_ACTION, 'Logs an apply action with {slug}.'),
];
