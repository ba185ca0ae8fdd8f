/**
 * `createHttpClient()`: the api-client core. A plain object (no classes, no `this`), so
 * higher layers compose it by spreading: `{ ...createHttpClient(options), users: ... }`.
 *
 * @module
 */
import {
  missingTokenError,
  createAuthMethods,
  extractToken,
  type AuthMethods,
} from '../session/auth.js';
import { REFRESH } from '../catalogue/auth.js';
import { requestPath } from '../catalogue/paths.js';
import { AbortError, ApiError, VolunteerKitError } from '../errors/errors.js';
import { createSession, type Session } from '../session/session.js';
import { resolveClientOptions, type ClientOptions, type ResolvedClientOptions } from './options.js';
import { createRefreshCoordinator } from './refresh.js';
import { createLocalStorageTokenStore, createMemoryTokenStore } from './tokenStore.js';
import { createTransport, type TransportCalls } from './transport.js';
import type { HttpClient, RequestContext } from './types.js';

const TRUST_TOKEN_KEY_PREFIX = 'volunteerkit.trust-token:';

/** The core client: the {@link HttpClient} transport, the session and the auth calls. */
export interface CoreClient extends HttpClient, AuthMethods {
  /** The resolved options (base URL, version, Accept header, timeout). */
  readonly config: Readonly<ResolvedClientOptions>;
  /** The session: token, user, environment and change events. */
  readonly session: Session;
}

/**
 * Creates the core client.
 *
 * @example
 * ```ts
 * import { createHttpClient, ApiError } from '@volunteerkit/api-client';
 *
 * const client = createHttpClient({ baseURL: 'https://example.org/api/', onError: console.warn });
 * await client.login({ email: 'ada@example.org', password: 's3cret' });
 * const notes = await client.request({ method: 'GET', path: `users/${client.session.user?.id}/notes/` });
 * ```
 */
export function createHttpClient(options: ClientOptions = {}): CoreClient {
  const config = resolveClientOptions(options);
  const session = createSession(
    options.tokenStore ?? createMemoryTokenStore(options.token ?? null),
  );
  let refreshContext: RequestContext | undefined;
  // The refresh handler is passed in: the transport builds it once, from its own calls,
  // and asks it on 401s; the handler sends its refresh call through those calls.
  const refreshFrom = (transport: TransportCalls) =>
    createRefreshCoordinator({
      session,
      async refreshToken(token) {
        const body = await transport.send<unknown>(
          {
            method: REFRESH.method,
            path: requestPath(REFRESH.path),
            body: { token, minimal: true },
            hooks: {
              onRequest: (context) => {
                refreshContext = context;
              },
            },
          },
          { noRefresh: true, noGlobalHandler: true },
        );
        const next = extractToken(body);
        if (!next) throw missingTokenError();
        return next;
      },
      onFailure(error) {
        // A refresh cancelled on purpose (logout, cancelAll) is not a failure to report.
        if (error instanceof AbortError) return;
        // The server refused the refresh (revoked, reused, expired, blocked): the stored
        // session is dead, so forget it and tell the app. Network failures and 5xx keep it.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          session.end({ reason: 'refresh-refused', error });
        const request: RequestContext = refreshContext ?? {
          method: REFRESH.method,
          path: requestPath(REFRESH.path),
          url: `${config.baseURL}${requestPath(REFRESH.path)}`,
          query: {},
          headers: {},
          requestId: 'refresh',
        };
        transport.reportGlobal(
          error instanceof VolunteerKitError ? error : missingTokenError(),
          'refresh-failed',
          request,
        );
      },
    });
  const transport = createTransport({
    options: config,
    session,
    hooks: options.hooks,
    headers: options.headers,
    fetch: options.fetch,
    onError: options.onError,
    refresh: refreshFrom,
  });
  const refresh = transport.refresh;

  const trustStore =
    options.trustTokenStore ??
    createLocalStorageTokenStore({ key: `${TRUST_TOKEN_KEY_PREFIX}${config.baseURL}` });
  const auth = createAuthMethods(transport, session, refresh, trustStore);
  return {
    config,
    session,
    request: transport.request,
    cancel: transport.cancel,
    cancelAll: transport.cancelAll,
    ...auth,
  };
}
