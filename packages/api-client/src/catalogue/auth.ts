/**
 * Spec 7.2: authentication. The calls are exported one by one so the session
 * layer (login, refresh, token exchange) imports only what it sends.
 *
 * @module
 */
import { defineArea, only } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('auth', '7.2');

/** `POST /auth/api/`: the login. */
export const LOGIN = call('auth.login', 'POST', '/auth/api/', {
  open: true,
  model: 'LoginResponse',
  bodyModel: 'LoginPayload',
  description:
    'Logs in with {email, password, minimal: true, ...extra}; returns the session token.',
});

/** `POST /auth/api/refresh`: the token refresh. */
export const REFRESH = call('auth.refresh', 'POST', '/auth/api/refresh', {
  open: true,
  description: 'Refreshes a token with {token, minimal: true}.',
});

/** `POST /auth/api/token`: the token exchange. */
export const EXCHANGE_TOKEN = call('auth.exchangeToken', 'POST', '/auth/api/token', {
  open: true,
  description: 'Exchanges one token for another with {token, key}.',
});

/** Authentication calls (spec 7.2). */
export const authEntries: CatalogueEntry[] = [
  LOGIN,
  REFRESH,
  EXCHANGE_TOKEN,
  resource('auth.mobile', '/auth/mobile/', only('show', 'store', 'delete'), { open: ['store'] }),
  call('auth.mobile.requestToken', 'POST', '/auth/mobile/request-token', { open: true }),
  call('auth.mobile.verifyToken', 'POST', '/auth/mobile/verify-token', { open: true }),
  call('auth.mobile.organisations', 'GET', '/auth/mobile/organisations'),
];
