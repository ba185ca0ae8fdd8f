/**
 * Spec 7.6: activities, address book, applications, barcodes, bulk, chats, claims.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource } = defineArea('activities', '7.6');

/** Activities, address book, applications, barcodes, bulk, chats and claims (spec 7.6). */
export const activitiesEntries: CatalogueEntry[] = [
  resource('activities', '/activities/'),
  resource('activities.overlapping', '/activities/overlapping', only('show', 'store')),
  resource('activityMap', '/activity-map/', only('list', 'update')),
  resource('addressBook', '/address-book/'),
  resource('applications', '/applications/'),
  resource('barcodes', '/barcodes/'),
  resource('claims', '/claims/'),
  resource('bulk', '/bulk/'),
  resource('bulk.email', '/bulk/email/'),
  resource('bulk.tasks', '/bulk/tasks/'),
  resource('bulk.imports', '/bulk/imports/', without('delete')),
  resource(
    'bulk.imports.records',
    '/bulk/imports/{importId}/records/',
    only('list', 'show', 'update'),
  ),
  resource('chats', '/chats/'),
  resource('chats.messages', '/chats/{chatId}/messages/'),
];
