/**
 * The user's own security settings: password change and two-factor set-up.
 *
 * - `POST /users/{userId}/two-factor/` starts a set-up: `201 {data: {id, enabled: false, secret, otpauth_url}}`.
 * - `PUT /users/{userId}/two-factor/{id}` `{code}` confirms it with a code from the app
 *   (`{data: {id, enabled: true}}`); `{enabled: false, code}` turns two-factor off.
 * - `POST /users/{userId}/two-factor/trust-computer` gives `{data: {trust_token}}` for the caller.
 * - `PUT /users/{userId}/password/{userId}` `{current_password, password, password_confirmation}`.
 *
 * Only the user themself, or an administrator (separation of duties: holding
 * 'edit-users' is not enough to take over another account; the person can use
 * the reset e-mail), may change these. The user themself needs the current
 * password to change it, and a current code from the authenticator app to turn
 * two-factor off or to replace its secret (`current_code` when confirming a new
 * set-up while two-factor is on); those codes have the same attempt limits as
 * the login's.
 *
 * @module
 */
import { Secret } from 'otpauth';
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { stmt } from '../store/db.js';
import { recordSuccess, reserveAttempt, type AttemptSubject } from './attempts.js';
import { totpFor, useTotp } from './credentials.js';
import { hashPasswordAsync, verifyPasswordAsync } from './passwords.js';
import { clientAddress, securityOf } from './security.js';
import { USERS } from './session.js';
import { reopenFamily, sessionVersion } from './sessions.js';
import { named } from '../store/collections.js';
import { isAdministrator } from '../authz/duties.js';
import { logPasswordEmail } from '../routes/hooks.js';
import { passwordRuleErrors, sendResetEmail, sendWelcomeEmail } from './passwordLinks.js';

const SETUPS = named('users.twoFactor');

function own(ctx: RequestCtx): { userId: number; email: string } {
  const raw = ctx.params.userId ?? '';
  const self = String(ctx.session?.user.id) === raw;
  if (!self && !isAdministrator(ctx.services.store, ctx.session?.user.id)) {
    throw new ApiError(
      403,
      'separation_of_duties',
      "Only the user themself, or an administrator, may change another person's password or two-factor; the person can use the reset e-mail.",
    );
  }
  const user = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.getAnyScope(USERS, Number(raw))
    : undefined;
  if (!user) throw notFound(`User ${raw}`);
  return { userId: user.id, email: String(user.email) };
}

function body(ctx: RequestCtx): Record<string, unknown> {
  const b = ctx.body ?? {};
  if (typeof b !== 'object' || Array.isArray(b))
    throw validationError({ body: ['must be a JSON object'] });
  return b as Record<string, unknown>;
}

function codeOf(b: Record<string, unknown>, field = 'code'): string {
  const value = b[field];
  if (typeof value !== 'string' || !/^\s*\d{6}\s*$/.test(value))
    throw validationError({ [field]: ['must be the 6-digit code from the authenticator app'] });
  return value.trim();
}

/**
 * Checks a current code of the user's two-factor app (each code works once),
 * under the login's attempt limits (429 `too_many_attempts` after the free
 * tries); throws 422 on a wrong code.
 */
function requireCurrentCode(
  ctx: RequestCtx,
  user: { userId: number; email: string },
  secret: string,
  code: string,
  field: string,
): void {
  const db = ctx.services.db;
  const { limits } = securityOf(ctx);
  const subject: AttemptSubject = {
    kind: 'totp',
    account: user.email.toLowerCase(),
    address: clientAddress(ctx),
  };
  reserveAttempt(db, subject, limits, ctx.services.tokens.now());
  if (!useTotp(db, user.userId, secret, code))
    throw validationError({ [field]: ['is not a valid two-factor code (each code works once)'] });
  recordSuccess(db, subject, limits);
}

function currentSecret(ctx: RequestCtx, userId: number): string | null {
  const row = ctx.services.db
    .prepare('SELECT totp_secret FROM credentials WHERE user_id = ?')
    .get(userId) as { totp_secret: string | null } | undefined;
  return row?.totp_secret ?? null;
}

const isSelf = (ctx: RequestCtx) => String(ctx.session?.user.id) === ctx.params.userId;

/** `POST /users/{userId}/two-factor/`. */
export const twoFactorStart: Handler = (ctx) => {
  const { userId, email } = own(ctx);
  const secret = new Secret({ size: 20 }).base32;
  const record = ctx.services.store.insert(
    SETUPS,
    { userId: String(userId) },
    { secret, enabled: false },
  );
  return {
    status: 201,
    json: {
      data: {
        id: record.id,
        enabled: false,
        secret,
        otpauth_url: totpFor(secret, email).toString(),
      },
    },
  };
};

/** `PUT /users/{userId}/two-factor/{id}`. */
export const twoFactorConfirm: Handler = (ctx) => {
  const owner = own(ctx);
  const { userId } = owner;
  const b = body(ctx);
  const db = ctx.services.db;
  const secretNow = currentSecret(ctx, userId);
  if (b.enabled === false) {
    if (!secretNow) throw validationError({ enabled: ['two-factor is not on'] });
    // The user proves they hold the app; an administrator resets another person's.
    if (isSelf(ctx)) requireCurrentCode(ctx, owner, secretNow, codeOf(b), 'code');
    db.prepare('UPDATE credentials SET totp_secret = NULL WHERE user_id = ?').run(userId);
    ctx.services.store.update(USERS, {}, userId, { two_factor_enabled: false });
    return { json: { data: { id: Number(ctx.params.id), enabled: false } } };
  }
  const raw = ctx.params.id ?? '';
  const setup = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(SETUPS, { userId: String(userId) }, Number(raw))
    : undefined;
  if (!setup || typeof setup.secret !== 'string') throw notFound(`Two-factor set-up ${raw}`);
  const code = codeOf(b);
  // Replacing the secret of an account that has two-factor on needs a code of the current one.
  if (secretNow && isSelf(ctx))
    requireCurrentCode(ctx, owner, secretNow, codeOf(b, 'current_code'), 'current_code');
  const delta = totpFor(setup.secret).validate({ token: code, window: 1 });
  if (delta === null) throw validationError({ code: ['is not a valid two-factor code'] });
  // The confirming code is spent: it cannot also sign in.
  const step = Math.floor(Date.now() / 30_000) + delta;
  db.transaction(() => {
    const info = stmt(
      db,
      'UPDATE credentials SET totp_secret = ?, totp_last_step = ? WHERE user_id = ?',
    ).run(setup.secret, step, userId);
    if (info.changes === 0)
      throw new ApiError(409, 'no_login', 'This user has no login to protect.');
    ctx.services.store.update(SETUPS, { userId: String(userId) }, setup.id, {
      enabled: true,
      secret: null,
    });
    ctx.services.store.update(USERS, {}, userId, { two_factor_enabled: true });
  })();
  return { json: { data: { id: setup.id, enabled: true } } };
};

/** `POST /users/{userId}/two-factor/trust-computer`: a trust token for the caller's own account. */
export const trustComputer: Handler = async (ctx) => {
  if (String(ctx.session?.user.id) !== ctx.params.userId) {
    throw new ApiError(403, 'forbidden', 'Only the user themself can trust a computer.');
  }
  return {
    status: 201,
    json: {
      data: {
        trust_token: await ctx.services.tokens.signTrust(
          Number(ctx.params.userId),
          sessionVersion(ctx.services.db, Number(ctx.params.userId)),
        ),
      },
    },
  };
};

/**
 * `PUT /users/{userId}/password/{id}`. Every session of the user ends (the
 * caller's own continues after a refresh when they changed their own password).
 */
export const changePassword: Handler = async (ctx) => {
  const { userId, email } = own(ctx);
  const b = body(ctx);
  const errors: FieldErrors = {};
  const self = String(ctx.session?.user.id) === ctx.params.userId;
  const db = ctx.services.db;
  const row = stmt(db, 'SELECT password_hash FROM credentials WHERE user_id = ?').get(userId) as
    { password_hash: string } | undefined;
  if (!row) throw new ApiError(409, 'no_login', 'This user has no login.');
  if (self) {
    const { limits } = securityOf(ctx);
    const now = ctx.services.tokens.now();
    const subject: AttemptSubject = {
      kind: 'password',
      account: email.toLowerCase(),
      address: clientAddress(ctx),
    };
    reserveAttempt(db, subject, limits, now);
    const ok =
      typeof b.current_password === 'string' &&
      (await verifyPasswordAsync(b.current_password, row.password_hash));
    if (ok) recordSuccess(db, subject, limits);
    else errors.current_password = ['is not your current password'];
  }
  Object.assign(errors, passwordRuleErrors(b.password, b.password_confirmation));
  if (Object.keys(errors).length) throw validationError(errors);
  const hash = await hashPasswordAsync(b.password as string);
  db.transaction(() => {
    // The credentials trigger ends every session of the user and bumps the session version.
    stmt(db, 'UPDATE credentials SET password_hash = ?, failed_attempts = 0 WHERE user_id = ?').run(
      hash,
      userId,
    );
    if (self && ctx.session) reopenFamily(db, ctx.session.sid);
  })();
  return { json: { data: { id: userId, password_changed: true } } };
};

/**
 * `POST /users/{userId}/forgot-password` (spec 7.13): staff send a person a
 * password reset (`{}`: a link that works for 1 hour), or a welcome (`{purpose:
 * 'welcome'}`: 7 days; a person who already has a login is told to sign in). The
 * e-mail, with its single-use link, goes through the outbox (auth/passwordLinks.ts);
 * the send is also recorded in the e-mail log (without the link) and as a
 * notification to the person ("A link to choose a new password was sent to …").
 * 409 `no_login` for a reset of a person without a login. Who may send it is the
 * route's rule (`edit-users`).
 */
export const sendPasswordReset: Handler = (ctx) => {
  const raw = ctx.params.userId ?? '';
  const user = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.getAnyScope(USERS, Number(raw))
    : undefined;
  if (!user) throw notFound(`User ${raw}`);
  // A welcome (after adding a person) lets someone without a login set their first password.
  const welcome = (ctx.body as { purpose?: unknown } | null)?.purpose === 'welcome';
  const login = stmt(ctx.services.db, 'SELECT 1 FROM credentials WHERE user_id = ?').get(user.id);
  if (!login && !welcome) throw new ApiError(409, 'no_login', 'This user has no login to reset.');
  if (typeof user.email !== 'string' || !user.email)
    throw validationError({ user_id: ['must be a person with an e-mail address'] });
  const email = user.email;
  const sentAt = new Date(ctx.services.tokens.now()).toISOString();
  const record = ctx.services.db.transaction(() => {
    logPasswordEmail(ctx.services.db, user, welcome);
    if (welcome) sendWelcomeEmail(ctx.services, user);
    else sendResetEmail(ctx.services, user);
    return ctx.services.store.insert(
      named('users.notifications'),
      { userId: String(user.id) },
      {
        title: welcome ? 'Welcome' : 'Password reset',
        body: `A link to choose ${welcome ? 'your' : 'a new'} password was sent to ${email}.`,
        read: false,
        dismissed: false,
        sent_at: sentAt,
      },
    );
  })();
  return { status: 201, json: { data: { id: record.id, email, sent_at: sentAt } } };
};
