/**
 * The portal's sign-in store, a thin adapter over the client's session: e-mail and
 * password, the two-factor step with "trust this computer" (the client keeps the trust
 * token and sends it on later logins), and sign-out. The session itself (the stored token,
 * the decoded user, the proactive refresh before expiry, and the signed-out event when the
 * server refuses a refresh) belongs to `@volunteerkit/api-client`; this store only turns it
 * into the portal's {@link AuthState}.
 *
 * @module
 */
import {
  ApiError,
  FORGOT_PASSWORD,
  requestPath,
  VolunteerKitError,
  type CoreClient,
  type SessionState,
} from '@volunteerkit/api-client';
import { DEFAULT_TIMEZONE } from '../app/timezone.js';
import type {
  AuthState,
  PortalAuth,
  PortalOrganisation,
  PortalUser,
  SignInInput,
  SignInResult,
} from './types.js';

/**
 * Forgets what the signed-in person left on this device: form drafts and the reads kept for
 * offline use (issue 48). Loaded when someone signs out (lazy modules: the sign-in screen
 * does not carry them); a module that cannot load does not stop the sign-out.
 */
async function forgetWhatWasKept(): Promise<void> {
  try {
    const [drafts, offline] = await Promise.all([
      import('../registry/screens/drafts.js'),
      import('../pwa/offlineData.js'),
    ]);
    drafts.clearDrafts();
    await offline.clearOfflineData();
  } catch {
    // The sign-out goes on: the session is ended below all the same.
  }
}

/**
 * The sign-in failure the user sees, with the server's code. A `VolunteerKitError`
 * (kind `VolunteerKitError`) named `SignInError`.
 */
export class SignInError extends VolunteerKitError {
  /** `invalid_credentials`, `account_locked`, `invalid_two_factor_code`, or another server code. */
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    // VolunteerKitError names the error after its kind; this one keeps its own name.
    this.name = 'SignInError';
    this.code = code;
  }

  /**
   * Only sign-in errors: the inherited check accepts every error branded
   * `VolunteerKitError` (an `ApiError` too), which let the raw "POST … failed
   * with 401" message through to the sign-in form.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      Function.prototype[Symbol.hasInstance].call(this, value) ||
      (typeof value === 'object' &&
        value !== null &&
        (value as { name?: unknown }).name === 'SignInError' &&
        typeof (value as { code?: unknown }).code === 'string')
    );
  }
}

/**
 * The HTTP status of a failed request: an `ApiError`'s, or (for an error from
 * another copy of the client, where `instanceof` fails) any numeric `status`.
 */
function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function bodyCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : undefined;
}

/** Turns a login failure into a message for people. */
export function signInErrorOf(error: unknown): SignInError {
  const code = bodyCode(error);
  const status = statusOf(error);
  if (code === 'account_locked' || status === 423)
    return new SignInError(
      'account_locked',
      'This account is locked. Ask an administrator of your organisation to unlock it.',
    );
  if (code === 'invalid_credentials' || status === 401)
    return new SignInError(
      'invalid_credentials',
      "That e-mail address and password don't match. Check them and try again.",
    );
  if (code === 'invalid_two_factor_code')
    return new SignInError(
      'invalid_two_factor_code',
      'The two-factor code is not valid. Check your authenticator app and try again.',
    );
  if (status === 429)
    return new SignInError('too_many_attempts', 'Too many attempts. Wait a minute and try again.');
  if (status !== undefined)
    return new SignInError(code ?? 'error', 'Signing in failed. Try again in a moment.');
  return new SignInError(
    'network',
    'The server could not be reached. Check your connection and try again.',
  );
}

/** Builds the portal user from the decoded session. */
export function portalUserOf(state: SessionState): PortalUser | null {
  const user = state.user;
  if (!state.token || !user) return null;
  const first = typeof user.first_name === 'string' ? user.first_name : '';
  const last = typeof user.last_name === 'string' ? user.last_name : '';
  const name =
    [first, last].filter(Boolean).join(' ') || (typeof user.email === 'string' ? user.email : '');
  const org = (
    typeof user.organisation === 'object' && user.organisation !== null ? user.organisation : {}
  ) as PortalOrganisation;
  return {
    id: user.id,
    name: name || (user.id !== undefined ? `User ${String(user.id)}` : 'Signed in'),
    permissions: Array.isArray(user.permissions)
      ? user.permissions.filter((p): p is string => typeof p === 'string')
      : [],
    timezone: typeof user.timezone === 'string' && user.timezone ? user.timezone : DEFAULT_TIMEZONE,
    organisation: org,
    ...(Array.isArray(user.guardian_of)
      ? { guardianOf: user.guardian_of.filter((n): n is number => Number.isInteger(n)) }
      : {}),
  };
}

/**
 * Creates the sign-in store over a client's session. It follows `client.session` (a new
 * token, another tab signing out) and its `onSignedOut` event: when the server refuses a
 * refresh the state becomes `{ user: null, expired: true }`, and the sign-in screen says the
 * session has ended. The proactive refresh is `startSessionRefresh(client)` (see
 * `createPortalServices`).
 *
 * @example
 * const auth = createPortalAuth(client);
 * const result = await auth.signIn({ email, password });
 * if (result.status === 'two-factor') askForCode();
 */
export function createPortalAuth(client: CoreClient): PortalAuth & { destroy(): void } {
  const listeners = new Set<() => void>();
  let expired = false;
  let state: AuthState = { user: portalUserOf(client.session.getState()), expired };

  const emit = () => {
    const user = portalUserOf(client.session.getState());
    state = { user, expired: user ? false : expired };
    for (const l of [...listeners]) l();
  };

  const unsubscribe = client.session.subscribe(emit);
  // The server refused a refresh (session revoked, token reused, account blocked): the
  // client has already forgotten the token; show the sign-in screen with a message.
  const unsubscribeSignedOut = client.session.onSignedOut((event) => {
    if (event.reason !== 'refresh-refused') return;
    expired = true;
    emit();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn(input: SignInInput): Promise<SignInResult> {
      const extra: Record<string, unknown> = {};
      if (input.code !== undefined) {
        extra.code = input.code.replace(/\s+/g, '');
        if (input.trustComputer) extra.trust_computer = true;
      }
      try {
        // The client keeps the "trust this computer" token and sends it on later logins.
        const result = await client.login({
          email: input.email.trim(),
          password: input.password,
          ...extra,
        });
        if (result.status === 'two-factor-required') return { status: 'two-factor' };
        if (result.status !== 'authenticated')
          throw new SignInError(
            'unexpected',
            'The server did not sign you in. Try again in a moment.',
          );
        expired = false;
        emit();
        return { status: 'signed-in' };
      } catch (error) {
        if (error instanceof SignInError) throw error;
        throw signInErrorOf(error);
      }
    },
    computer: {
      trusted: () => client.trustedComputer.token() !== null,
      trust: (token) => client.trustedComputer.remember(token),
      forget: () => client.trustedComputer.forget(),
    },
    async requestPasswordReset(email, lang) {
      await client.request({
        method: 'POST',
        path: requestPath(FORGOT_PASSWORD.path),
        body: { email: email.trim(), ...(lang ? { locale: lang } : {}) },
        retry: false,
      });
    },
    async setPassword(input) {
      const answer = await client.request<{ token?: unknown }>({
        method: 'PUT',
        path: `users/${encodeURIComponent(input.userId)}/forgot-password/${encodeURIComponent(input.linkId)}`,
        body: {
          token: input.token,
          password: input.password,
          password_confirmation: input.confirmation,
        },
        retry: false,
      });
      if (typeof answer?.token !== 'string') return { status: 'two-factor' };
      expired = false;
      client.session.setToken(answer.token);
      emit();
      return { status: 'signed-in' };
    },
    async signOut() {
      expired = false;
      await forgetWhatWasKept();
      try {
        await client.logout();
      } finally {
        // Again once the server has ended the session: a read answered just before it
        // (already on its way through the service worker) could have kept a copy again
        // after the first clear. After the sign-out the old token gets 401s, never kept.
        await forgetWhatWasKept();
      }
      emit();
    },
    destroy() {
      unsubscribe();
      unsubscribeSignedOut();
      listeners.clear();
    },
  };
}
