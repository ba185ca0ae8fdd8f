/**
 * Spec 7.3 (public residential search) and the residential opportunity
 * resources of 7.9. Kept in its own module so the public calls can be imported
 * without the rest of the catalogue.
 *
 * @module
 */
import { defineArea } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('publicSearch', '7.3');

/** Public residential search: residential opportunities, geocoding, team search (spec 7.3). */
export const publicSearchEntries: CatalogueEntry[] = [
  resource('residentialOpportunities', '/residential-opportunities/', undefined, {
    public: true,
    publicOperations: ['list'],
    model: 'Opportunity',
    description: 'Residential opportunities; the public list reads data and meta.pagination.',
  }),
  resource(
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
  ),
  resource('residentialOpportunities.counties', '/residential-opportunities/counties/', undefined, {
    public: true,
    publicOperations: ['list'],
    listResponse: 'data',
    description: 'Counties with residential opportunities.',
  }),
  resource('geocode', '/geocode/', undefined, {
    spec: '7.8',
    public: true,
    publicOperations: ['list'],
    model: 'GeocodeResult',
    listResponse: 'data',
    description: "Geocode search: q and type (comma-joined, default 'geojson').",
  }),
  resource('geocode.countryPolygons', '/geocode/country-polygons/', undefined, {
    spec: '7.8',
    public: true,
    publicOperations: ['list'],
    model: 'GeocodeResult',
    listResponse: 'data',
    description: 'Country polygons from geocode.',
  }),
  call('organisation.timezones', 'GET', '/organisation/timezones/', {
    spec: '7.11',
    public: true,
    model: 'Timezone',
    listResponse: 'array',
    description: 'Organisation timezones: a list of {name, display_text}.',
  }),
  call('opportunities.logSearch', 'POST', '/opportunities/log/search', {
    public: true,
    bodyModel: 'SearchLog',
    description: 'Logs a search with {opportunities_ids}; sent after each search.',
  }),
  call('opportunities.logApplyAction', 'POST', '/opportunities/log-apply-action', {
    spec: '7.9',
    public: true,
    description: 'Logs an apply action with {slug}.',
  }),
];
