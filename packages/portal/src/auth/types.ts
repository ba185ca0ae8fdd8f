/**
 * The portal's view of the session: a signed-in staff member with their
 * permissions, timezone and organisation (package features, date format).
 *
 * @module
 */

/** The organisation's package (spec 3.1). */
export interface PortalOrganisation {
  /** Display name, when the token carries one. */
  name?: string;
  /** Legacy feature list. */
  features?: unknown;
  /** Feature -> amount. */
  package_features?: Record<string, number> | null;
  /** Feature -> on/off. */
  tech_features?: Record<string, boolean> | null;
  /** Date display format (e.g. `DD/MM/Y`), optional. */
  date_format?: string;
  [key: string]: unknown;
}

/** The signed-in user. */
export interface PortalUser {
  /** The user's id. */
  id: string | number | undefined;
  /** Name to show in the header. */
  name: string;
  /** Permission names. */
  permissions: readonly string[];
  /** IANA timezone used for every date shown. @default 'Europe/London' */
  timezone: string;
  /** The organisation. */
  organisation: PortalOrganisation;
  /** Ids of the minors in this person's care, when they are a guardian (the token's `guardian_of`). */
  guardianOf?: readonly number[];
}

/** Sign-in state. */
export interface AuthState {
  /** The signed-in user, or `null`. */
  user: PortalUser | null;
  /** `true` when the last session ended because it expired (shown on the sign-in screen). */
  expired: boolean;
}

/** What the sign-in form sends. */
export interface SignInInput {
  /** E-mail address. */
  email: string;
  /** Password. */
  password: string;
  /** The two-factor code, on the second step. */
  code?: string;
  /** "Trust this computer" on the second step. */
  trustComputer?: boolean;
}

/** The outcome of a sign-in attempt that did not throw. */
export type SignInResult = { status: 'signed-in' } | { status: 'two-factor' };

/** A set-password link's parts (the fragment of `/set-password#user=…&link=…&token=…`) and the new password. */
export interface SetPasswordInput {
  /** The person's id (`user`). */
  userId: string;
  /** The link's id (`link`). */
  linkId: string;
  /** The link's secret (`token`). */
  token: string;
  /** The new password. */
  password: string;
  /** The new password typed again. */
  confirmation: string;
}

/** Sign-in state and actions; a subscribable store. */
export interface PortalAuth {
  /** Current state; the same object until it changes. */
  getState(): AuthState;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Signs in; resolves `two-factor` when a code is needed. Throws a typed client error otherwise. */
  signIn(input: SignInInput): Promise<SignInResult>;
  /** Signs out (server logout when available, then forgets the token). */
  signOut(): Promise<void>;
  /**
   * "Forgot your password?": asks the server to e-mail a set-password link to `email`
   * (`POST /auth/api/forgot-password`; the answer is the same for any address).
   * Throws the client's error (422 field errors, 429 with `retry_after_seconds`).
   */
  requestPasswordReset(email: string, lang?: string): Promise<void>;
  /**
   * Sets the password with a set-password link (`PUT /users/{userId}/forgot-password/{id}`)
   * and signs in with the session it answers; `two-factor` when the account signs in
   * with its code instead. Throws the client's error (410 `link_used`, `link_expired`,
   * `link_invalid`; 422 field errors).
   */
  setPassword(input: SetPasswordInput): Promise<SignInResult>;
  /** "Trust this computer": the two-factor trust token this browser keeps, when the client has one. */
  computer?: TrustedComputer;
}

/** The "trust this computer" token of this browser (a trusted computer signs in without a code). */
export interface TrustedComputer {
  /** `true` while this browser keeps a trust token. */
  trusted(): boolean;
  /** Keeps a trust token the server issued for the signed-in user. */
  trust(token: string): void;
  /** Drops the trust token: the next sign-in asks for a code again. */
  forget(): void;
}
