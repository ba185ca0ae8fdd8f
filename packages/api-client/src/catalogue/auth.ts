/**
 * Spec 7.2: authentication.
 *
 * @module
 */
import { defineArea, only } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('auth', '7.2');

/** Authentication calls (spec 7.2). */
export const authEntries: CatalogueEntry[] = [
  call('auth.login', 'POST', '/auth/api/', {
    model: 'LoginResponse',
    bodyModel: 'LoginPayload',
    description:
      'Logs in with {email, password, minimal: true, ...extra}; returns the session token.',
  }),
  call('auth.refresh', 'POST', '/auth/api/refresh', {
    description: 'Refreshes a token with {token, minimal: true}.',
  }),
  call('auth.exchangeToken', 'POST', '/auth/api/token', {
    description: 'Exchanges one token for another with {token, key}.',
  }),
  resource('auth.mobile', '/auth/mobile/', only('show', 'store', 'delete')),
  call('auth.mobile.requestToken', 'POST', '/auth/mobile/request-token'),
  call('auth.mobile.verifyToken', 'POST', '/auth/mobile/verify-token'),
  call('auth.mobile.organisations', 'GET', '/auth/mobile/organisations'),
];
