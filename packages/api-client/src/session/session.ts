/**
 * The authenticated session (spec 3.1): the token, and the `user` and `environment`
 * decoded from it. One session per client; it reads and writes the client's token store
 * and notifies subscribers on every change (compatible with `useSyncExternalStore`).
 *
 * @module
 */
import { jwtDecode } from 'jwt-decode';
import type { TokenStore } from '../http/tokenStore.js';
import type { FeatureHolder } from '../permissions/permissions.js';

/** The user decoded from the session token (spec 3.1). Unknown fields are kept. */
export interface SessionUser {
  /** The user's id. */
  id?: number | string;
  /** The user's timezone, e.g. `Europe/London`. */
  timezone?: string;
  /** The user's organisation. */
  organisation?: FeatureHolder & {
    /** The organisation's date format, e.g. `DD/MM/YYYY`. */
    date_format?: string | null;
    [key: string]: unknown;
  };
  /** Permission names the user holds. */
  permissions?: string[];
  [key: string]: unknown;
}

/** The environment decoded from the session token. Its fields are not specified. */
export type SessionEnvironment = Record<string, unknown>;

/** An immutable snapshot of the session. A new object on every change. */
export interface SessionState {
  /** The bearer token, or `null` when logged out. */
  token: string | null;
  /** The user decoded from the token (`null` when logged out or not decodable). */
  user: SessionUser | null;
  /** The environment decoded from the token (`null` when absent). */
  environment: SessionEnvironment | null;
}

/** Why a session ended without the app asking: what `onSignedOut` listeners receive. */
export interface SignedOutEvent {
  /**
   * `refresh-refused`: the server refused to refresh the token (it was revoked, reused,
   * expired past the grace window, or the account was blocked or deleted);
   * `logout`: `logout()` was called.
   */
  reason: 'refresh-refused' | 'logout';
  /** The refusal, for `refresh-refused`. */
  error?: unknown;
}

/** The session of a client. Methods do not use `this`; they are safe to pass around. */
export interface Session {
  /** The current token. */
  readonly token: string | null;
  /** The current user, decoded from the token. */
  readonly user: SessionUser | null;
  /** The current environment, decoded from the token. */
  readonly environment: SessionEnvironment | null;
  /** The current snapshot; the same object until something changes. */
  getState(): SessionState;
  /** Replaces the token (and so user and environment); `null` logs out locally. */
  setToken(token: string | null): void;
  /** Forgets the token, user and environment. */
  clear(): void;
  /**
   * Calls `listener` after every change. Returns an unsubscribe function.
   * @example
   * ```ts
   * const off = client.session.subscribe((s) => console.log(s.user?.id));
   * ```
   */
  subscribe(listener: (state: SessionState) => void): () => void;
  /**
   * Forgets the token (like `clear()`) and tells the `onSignedOut` listeners why.
   * The client calls it when the server refuses a refresh.
   */
  end(event: SignedOutEvent): void;
  /**
   * Calls `listener` when the session ends without the app asking (a refused refresh)
   * or through `logout()`. Returns an unsubscribe function.
   * @example
   * ```ts
   * client.session.onSignedOut((e) => {
   *   if (e.reason === 'refresh-refused') showSignIn('Your session has ended.');
   * });
   * ```
   */
  onSignedOut(listener: (event: SignedOutEvent) => void): () => void;
}

/**
 * Decodes `user` and `environment` from a JWT without verifying it (the server verifies).
 * A token that does not decode yields `null` for both.
 *
 * @example
 * ```ts
 * decodeSessionToken(token).user?.id;
 * ```
 */
export function decodeSessionToken(token: string | null): Omit<SessionState, 'token'> {
  if (!token) return { user: null, environment: null };
  try {
    const payload = jwtDecode<{ user?: unknown; environment?: unknown }>(token);
    const user =
      typeof payload.user === 'object' && payload.user !== null
        ? (payload.user as SessionUser)
        : null;
    const environment =
      typeof payload.environment === 'object' && payload.environment !== null
        ? (payload.environment as SessionEnvironment)
        : null;
    return { user, environment };
  } catch {
    return { user: null, environment: null };
  }
}

/**
 * Seconds until a JWT's `exp` claim (negative once it has passed), read without verifying
 * the token (the server verifies). `undefined` when the token has no numeric `exp` or does
 * not decode.
 *
 * @param token - the session token.
 * @param now - the current time in milliseconds.
 * @default now Date.now()
 * @example
 * ```ts
 * const left = secondsToExpiry(client.session.token ?? '');
 * if (left !== undefined && left < 60) await client.refresh();
 * ```
 */
export function secondsToExpiry(token: string, now: number = Date.now()): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp - now / 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates a session over a token store.
 *
 * @example
 * ```ts
 * const session = createSession(createMemoryTokenStore());
 * session.setToken(jwt);
 * session.user; // decoded from jwt
 * ```
 */
export function createSession(store: TokenStore): Session {
  const listeners = new Set<(state: SessionState) => void>();
  const signedOut = new Set<(event: SignedOutEvent) => void>();
  let state: SessionState = { token: store.get(), ...decodeSessionToken(store.get()) };

  const sync = (): void => {
    const token = store.get();
    if (token === state.token) return;
    state = { token, ...decodeSessionToken(token) };
    for (const listener of [...listeners]) listener(state);
  };
  store.subscribe?.(sync);

  const current = (): SessionState => {
    // The store may be shared (another client, another tab): follow it lazily.
    if (store.get() !== state.token) sync();
    return state;
  };

  return {
    get token() {
      return current().token;
    },
    get user() {
      return current().user;
    },
    get environment() {
      return current().environment;
    },
    getState: current,
    setToken(token) {
      store.set(token);
      sync();
    },
    clear() {
      store.set(null);
      sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end(event) {
      store.set(null);
      sync();
      for (const listener of [...signedOut]) {
        try {
          listener(event);
        } catch {
          // A throwing listener must not stop the others.
        }
      }
    },
    onSignedOut(listener) {
      signedOut.add(listener);
      return () => signedOut.delete(listener);
    },
  };
}
