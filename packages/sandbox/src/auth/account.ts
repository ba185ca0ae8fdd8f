/**
 * The user's own security settings: password change and two-factor set-up.
 *
 * - `POST /users/{userId}/two-factor/` starts a set-up: `201 {data: {id, enabled: false, secret, otpauth_url}}`.
 * - `PUT /users/{userId}/two-factor/{id}` `{code}` confirms it with a code from the app
 *   (`{data: {id, enabled: true}}`); `{enabled: false, code}` turns two-factor off.
 * - `POST /users/{userId}/two-factor/trust-computer` gives `{data: {trust_token}}` for the caller.
 * - `PUT /users/{userId}/password/{userId}` `{current_password, password, password_confirmation}`.
 *
 * Only the user themself, or a holder of 'edit-users', may change these.
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
import { reopenFamily } from './sessions.js';
import { named } from '../store/collections.js';

const SETUPS = named('users.twoFactor');

function own(ctx: RequestCtx): { userId: number; email: string } {
  const raw = ctx.params.userId ?? '';
  const self = String(ctx.session?.user.id) === raw;
  if (!self && !ctx.session?.user.permissions.includes('edit-users')) {
    throw new ApiError(
      403,
      'forbidden',
      "Only the user themself, or a holder of 'edit-users', may change this.",
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

function codeOf(b: Record<string, unknown>): string {
  if (typeof b.code !== 'string' || !/^\s*\d{6}\s*$/.test(b.code))
    throw validationError({ code: ['must be the 6-digit code from the authenticator app'] });
  return b.code.trim();
}

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
  const { userId } = own(ctx);
  const b = body(ctx);
  const code = codeOf(b);
  const db = ctx.services.db;
  if (b.enabled === false) {
    const row = db.prepare('SELECT totp_secret FROM credentials WHERE user_id = ?').get(userId) as
      { totp_secret: string | null } | undefined;
    if (!row?.totp_secret) throw validationError({ enabled: ['two-factor is not on'] });
    if (!useTotp(db, userId, row.totp_secret, code))
      throw validationError({ code: ['is not a valid two-factor code (each code works once)'] });
    db.prepare('UPDATE credentials SET totp_secret = NULL WHERE user_id = ?').run(userId);
    ctx.services.store.update(USERS, {}, userId, { two_factor_enabled: false });
    return { json: { data: { id: Number(ctx.params.id), enabled: false } } };
  }
  const raw = ctx.params.id ?? '';
  const setup = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(SETUPS, { userId: String(userId) }, Number(raw))
    : undefined;
  if (!setup || typeof setup.secret !== 'string') throw notFound(`Two-factor set-up ${raw}`);
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
    json: { data: { trust_token: await ctx.services.tokens.signTrust(Number(ctx.params.userId)) } },
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
  if (typeof b.password !== 'string' || b.password.length < 8)
    errors.password = ['must be at least 8 characters'];
  else if (b.password.length > 1024) errors.password = ['must be at most 1024 characters'];
  else if (b.password_confirmation !== b.password)
    errors.password_confirmation = ['must match the password'];
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
