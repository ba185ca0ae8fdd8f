/**
 * The session-aware authentication calls (spec 7.2): login, refresh, token exchange and
 * logout, which store or drop the session token. The raw calls (mobile login, two-factor
 * of a user) are the typed accessors `client.auth.mobile.*` and `client.users.twoFactor(id)`.
 *
 * @module
 */
import { EXCHANGE_TOKEN, LOGIN, LOGOUT } from '../catalogue/auth.js';
import { requestPath } from '../catalogue/paths.js';
import type { CallEntry } from '../catalogue/types.js';
import { ApiError, VolunteerKitError } from '../errors/errors.js';
import type { TokenStore } from '../http/tokenStore.js';
import type { Transport } from '../http/transport.js';
import type { RefreshCoordinator } from '../http/refresh.js';
import type { Session, SessionEnvironment, SessionUser } from './session.js';

/** Login payload (spec 3.1): email, password, plus any extra fields (e.g. a two-factor code). */
export interface LoginPayload {
  /** The user's e-mail address. */
  email: string;
  /** The user's password. */
  password: string;
  /**
   * Ask the server for a minimal token. The client sends `true` unless you override it.
   * @default true
   */
  minimal?: boolean;
  /** Extra fields the server understands (two-factor code, trust-computer token, ...). */
  [extra: string]: unknown;
}

/**
 * The outcome of `login()`:
 * - `authenticated`: the token is stored in the session;
 * - `two-factor-required`: the server wants a two-factor code (it answered
 *   `two_factor_required`, as a 403 or in a token-less body). Call `login()` again with the
 *   same credentials plus `code` (and `trust_computer: true` to skip the code next time);
 * - `challenge`: the server answered 2xx without a token for another reason; `body` is
 *   returned untouched.
 */
export type LoginResult =
  | {
      /** Logged in: the token is stored. */
      status: 'authenticated';
      /** The session token. */
      token: string;
      /** The user decoded from the token. */
      user: SessionUser | null;
      /** The environment decoded from the token. */
      environment: SessionEnvironment | null;
      /** Whether the server trusted this computer (a trust token was stored). */
      trustedComputer: boolean;
      /** The full response body. */
      body: unknown;
    }
  | {
      /** A two-factor code is needed. Nothing is stored. */
      status: 'two-factor-required';
      /** The server's message, when it sent one. */
      message: string | undefined;
      /** The response body. */
      body: unknown;
    }
  | {
      /** The server answered without a token. Nothing is stored. */
      status: 'challenge';
      /** The response body, as the server sent it. */
      body: unknown;
    };

/** Result of `exchangeToken()`. */
export interface ExchangeTokenResult {
  /** The token found in the response (stored in the session unless `store: false`), or `null`. */
  token: string | null;
  /** The full response body. */
  body: unknown;
}

/** The authentication methods of a client. None of them use `this`. */
export interface AuthMethods {
  /**
   * `POST auth/api/` with `{ email, password, minimal: true, ...extra }`. Stores the
   * token and decodes user and environment from it. "Trust this computer": when the
   * answer carries a `trust_token` it is kept in the client's trust store, and later
   * logins send it automatically (unless the payload sets `trust_token` itself).
   * @example
   * ```ts
   * const result = await client.login({ email, password });
   * if (result.status === 'challenge') askForTwoFactorCode(result.body);
   * ```
   */
  login(payload: LoginPayload, init?: { signal?: AbortSignal }): Promise<LoginResult>;
  /**
   * The "trust this computer" token kept from a two-factor login, if any. `forget()`
   * removes it, so the next login asks for a code again; `remember(token)` keeps a
   * token the server issued while signed in (`POST users/{id}/two-factor/trust-computer`).
   */
  trustedComputer: {
    /** Returns the stored "trust this computer" token, or `null` when there is none. */
    token(): string | null;
    /** Removes the stored token, so the next login asks for a two-factor code again. */
    forget(): void;
    /** Stores `token` (issued by the server while signed in) for later logins to send. */
    remember(token: string): void;
  };
  /** Refreshes the token now (`POST auth/api/refresh`), sharing any refresh in flight. */
  refresh(): Promise<string>;
  /**
   * Signs out: cancels in-flight calls, ends the session on the server
   * (`POST auth/api/logout`, an extension beyond the spec's catalogue, so the token
   * and its refreshes stop working at once), then forgets the token. The local
   * sign-out happens even when that call fails (an unreachable server, or a
   * session that had already ended). Session subscribers (and the heartbeat) see
   * the change.
   */
  logout(): Promise<void>;
  /** `POST auth/api/token` with `{ token, key }`: exchanges one token for another. */
  exchangeToken(
    payload: { token: string; key: string },
    init?: { store?: boolean; signal?: AbortSignal },
  ): Promise<ExchangeTokenResult>;
}

/**
 * Finds the token in an authentication response: `token`, `access_token`, or the same
 * inside `data`; a bare string body is the token itself.
 */
export function extractToken(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().length > 0 ? body.trim() : null;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['token', 'access_token', 'jwt']) {
    const value = record[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  if (typeof record.data === 'object' && record.data !== null) return extractToken(record.data);
  return null;
}

function isTwoFactorRequired(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return record.two_factor_required === true || record.code === 'two_factor_required';
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

function trustTokenOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.trust_token === 'string' && record.trust_token) return record.trust_token;
  return typeof record.data === 'object' ? trustTokenOf(record.data) : null;
}

/** How long `logout()` waits for the server to end the session before signing out locally. */
const LOGOUT_WAIT_MS = 5000;

/** Builds the authentication methods over a transport, session and refresh coordinator. */
export function createAuthMethods(
  transport: Transport,
  session: Session,
  refresh: RefreshCoordinator,
  trustStore: TokenStore,
): AuthMethods {
  // An open call (login, exchange): never refreshed on 401, whatever token is stored.
  const send = (entry: CallEntry, body: unknown, signal?: AbortSignal) =>
    transport.send<unknown>(
      { method: entry.method, path: requestPath(entry.path), body, ...(signal ? { signal } : {}) },
      { noRefresh: entry.open === true },
    );

  return {
    async login(payload, init) {
      const { email, password, ...extra } = payload;
      const trustToken = trustStore.get();
      const body: Record<string, unknown> = { email, password, minimal: true, ...extra };
      if (trustToken && body.trust_token === undefined) body.trust_token = trustToken;
      let answer: unknown;
      try {
        answer = await send(LOGIN, body, init?.signal);
      } catch (error) {
        if (error instanceof ApiError && isTwoFactorRequired(error.body)) {
          return {
            status: 'two-factor-required',
            message: messageOf(error.body),
            body: error.body,
          };
        }
        throw error;
      }
      const token = extractToken(answer);
      if (!token) {
        if (isTwoFactorRequired(answer)) {
          return { status: 'two-factor-required', message: messageOf(answer), body: answer };
        }
        return { status: 'challenge', body: answer };
      }
      const trusted = trustTokenOf(answer);
      if (trusted) trustStore.set(trusted);
      session.setToken(token);
      const { user, environment } = session.getState();
      return {
        status: 'authenticated',
        token,
        user,
        environment,
        trustedComputer: trusted !== null,
        body: answer,
      };
    },
    trustedComputer: {
      token: () => trustStore.get(),
      forget: () => trustStore.set(null),
      remember: (token: string) => trustStore.set(token),
    },
    refresh: () => refresh.refresh(),
    async logout() {
      transport.cancelAll();
      if (session.token !== null) {
        try {
          await transport.send<unknown>(
            {
              method: LOGOUT.method,
              path: requestPath(LOGOUT.path),
              signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
            },
            { noRefresh: true },
          );
        } catch {
          // Signed out locally all the same: the session is gone or the server unreachable.
        }
      }
      session.end({ reason: 'logout' });
    },
    async exchangeToken(payload, init) {
      const body = await send(
        EXCHANGE_TOKEN,
        { token: payload.token, key: payload.key },
        init?.signal,
      );
      const token = extractToken(body);
      if (token && init?.store !== false) session.setToken(token);
      return { token, body };
    },
  };
}

/** Thrown by `refresh()` when the refresh response carries no token. */
export function missingTokenError(): VolunteerKitError {
  return new VolunteerKitError(
    'The token refresh answered without a token; the session cannot continue. Log in again.',
  );
}
