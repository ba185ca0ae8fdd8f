/**
 * Spec 7.15 (and 7.4): the heartbeat.
 *
 * @module
 */
import { defineArea, only } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource } = defineArea('heartbeat', '7.15');

/** `GET /heartbeat/`: sent every 29 seconds while a user holding 'view-users' is logged in and the window has focus. */
export const HEARTBEAT = resource('heartbeat', '/heartbeat/', only('list'), {
  description:
    'Sent every 29 s while a user with view-users is logged in and the window has focus.',
});

/** The heartbeat (spec 7.15). */
export const heartbeatEntries: CatalogueEntry[] = [HEARTBEAT];
