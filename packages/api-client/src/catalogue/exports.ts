/**
 * Spec 7.8: exports, files, geocoding, integrations, multi-region. The public
 * geocode resources (`/geocode/`, `/geocode/country-polygons/`) live in
 * publicSearch.ts so the public search can import them alone.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('exports', '7.8');

/** Exports, files, geocoding, integrations and multi-region (spec 7.8). */
export const exportsEntries: CatalogueEntry[] = [
  resource('exports', '/exports/', without('list', 'update')),
  call('exports.resend', 'POST', '/exports/{id}/resend', { body: 'none' }),
  resource('exports.fields', '/exports/fields/', only('show')),
  resource('exports.fields.users', '/exports/fields/users', only('list', 'show')),
  resource('files', '/files/', without('list'), { upload: true }),
  resource('files.types', '/files/types', only('list')),
  resource('geocode.retrieve', '/geocode/retrieve/', only('list', 'show'), {
    model: 'GeocodeResult',
  }),
  resource('integrations.service', '/integrations/service/'),
  resource(
    'integrations.service.events',
    '/integrations/service/{integrationId}/events',
    only('list', 'store'),
  ),
  resource(
    'integrations.service.sync',
    '/integrations/service/{integrationId}/sync',
    only('list', 'store'),
  ),
  call('integrations.service.sync.remove', 'DELETE', '/integrations/service/{integrationId}/sync', {
    description: 'The "plus DELETE" of the sync resource: DELETE on the sync path itself.',
  }),
  resource('multiRegion', '/multi-region/', undefined, {
    idParam: 'regionId',
    description: 'Regions; /multi-region/{regionId} is its item path.',
  }),
  call('multiRegion.logs', 'GET', '/multi-region/{regionId}/logs/', { query: true }),
];
