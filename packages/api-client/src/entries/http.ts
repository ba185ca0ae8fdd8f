/**
 * `@volunteerkit/api-client/http`: the core client alone (transport, session, errors),
 * for code that does not need the typed catalogue.
 *
 * @packageDocumentation
 */
export * from '../http/index.js';
export * from '../errors/index.js';
export type * from '../http/types.js';
export { createSession, decodeSessionToken, secondsToExpiry } from '../session/session.js';
export { startSessionRefresh, SESSION_REFRESH_MAX_LEAD } from '../session/sessionRefresh.js';
export type { SessionRefreshClient, SessionRefreshHandle } from '../session/sessionRefresh.js';
export type {
  Session,
  SessionState,
  SessionUser,
  SessionEnvironment,
  SignedOutEvent,
} from '../session/session.js';
export type { LoginPayload, LoginResult, ExchangeTokenResult } from '../session/auth.js';
