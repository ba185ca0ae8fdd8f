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

/**
 * `POST /auth/api/logout`: sign-out, ending the caller's session family on the
 * server. An extension beyond the spec's catalogue (see `CATALOGUE_EXTENSIONS`).
 */
export const LOGOUT = call('auth.logout', 'POST', '/auth/api/logout', {
  body: 'none',
  description:
    "Signs out: ends the caller's session family (the token, and every token refreshed or exchanged from it). An extension beyond spec 7.2.",
});

/**
 * `POST /auth/api/forgot-password`: "Forgot your password?" on a sign-in screen. An
 * extension beyond the spec's catalogue (see `CATALOGUE_EXTENSIONS`).
 */
export const FORGOT_PASSWORD = call('auth.forgotPassword', 'POST', '/auth/api/forgot-password', {
  open: true,
  description:
    'Asks for a password-reset e-mail with {email, locale?}: 202 whether or not the address is registered (the e-mail says which); the link sets the password through PUT /users/{userId}/forgot-password/{id}. Rate-limited per address and per e-mail. An extension beyond spec 7.2.',
});

/** Authentication calls (spec 7.2, and the sign-out and forgot-password extensions). */
export const authEntries: CatalogueEntry[] = [
  LOGIN,
  REFRESH,
  EXCHANGE_TOKEN,
  LOGOUT,
  FORGOT_PASSWORD,
  resource('auth.mobile', '/auth/mobile/', only('show', 'store', 'delete'), { open: ['store'] }),
  call('auth.mobile.requestToken', 'POST', '/auth/mobile/request-token', { open: true }),
  call('auth.mobile.verifyToken', 'POST', '/auth/mobile/verify-token', { open: true }),
  call('auth.mobile.organisations', 'GET', '/auth/mobile/organisations'),
];
