/**
 * The password step shared by the web login (`POST /auth/api/`) and the mobile
 * device login (`POST /auth/mobile/`): attempt limits, the password check off
 * the event loop (a dummy hash for unknown e-mails), the lock, and two-factor
 * with single-use codes.
 *
 * @module
 */
import { Secret, TOTP } from 'otpauth';
import { ApiError, validationError, type FieldErrors } from '../errors.js';
import { stmt, type Db } from '../store/db.js';
import type { RequestCtx } from '../routes/types.js';
import { recordSuccess, reserveAttempt, type AttemptSubject } from './attempts.js';
import { verifyPasswordAsync } from './passwords.js';
import { clientAddress, securityOf } from './security.js';
import { sessionVersion } from './sessions.js';

/** A row of `credentials`. */
export interface CredentialRow {
  user_id: number;
  password_hash: string;
  totp_secret: string | null;
  locked: number;
}

/** The request body as an object (422 otherwise). */
export function obj(ctx: RequestCtx): Record<string, unknown> {
  const b = ctx.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw validationError({ body: ['must be a JSON object'] });
  return b as Record<string, unknown>;
}

/** 422 unless every field is a non-empty string. */
export function requireStrings(body: Record<string, unknown>, fields: string[]): void {
  const errors: FieldErrors = {};
  for (const f of fields) {
    if (typeof body[f] !== 'string' || body[f] === '')
      errors[f] = [body[f] === undefined ? 'is required' : 'must be a non-empty string'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** A TOTP for a base32 secret: SHA1, 6 digits, 30 s. */
export function totpFor(secret: string, label = 'VolunteerKit'): TOTP {
  return new TOTP({
    issuer: 'VolunteerKit Sandbox',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * Checks a TOTP code and spends it: a code (its 30 s step) is accepted once,
 * and never one older than the last accepted. True when accepted.
 */
export function useTotp(db: Db, userId: number, secret: string, code: string): boolean {
  const now = Date.now();
  const delta = totpFor(secret).validate({
    token: code.replace(/\s/g, ''),
    window: 1,
    timestamp: now,
  });
  if (delta === null) return false;
  const step = Math.floor(now / 30_000) + delta;
  const info = stmt(
    db,
    'UPDATE credentials SET totp_last_step = ? WHERE user_id = ? AND totp_last_step < ?',
  ).run(step, userId, step);
  return info.changes === 1;
}

const invalidCredentials = () =>
  new ApiError(401, 'invalid_credentials', 'The e-mail address or password is not correct.');

/**
 * Checks e-mail, password and (for two-factor users) the code or a trust
 * token. Returns the credentials and, after a code with `trust_computer: true`,
 * a trust token.
 */
export async function passwordStep(
  ctx: RequestCtx,
  body: Record<string, unknown>,
): Promise<{ row: CredentialRow; trustToken?: string }> {
  requireStrings(body, ['email', 'password']);
  if (body.code !== undefined && typeof body.code !== 'string')
    throw validationError({ code: ['must be a string'] });
  const db = ctx.services.db;
  const { limits } = securityOf(ctx);
  const now = ctx.services.tokens.now();
  const email = (body.email as string).trim().toLowerCase().slice(0, 320);
  const subject: AttemptSubject = { kind: 'password', account: email, address: clientAddress(ctx) };
  reserveAttempt(db, subject, limits, now);
  const row = stmt(
    db,
    'SELECT user_id, password_hash, totp_secret, locked FROM credentials WHERE email = ?',
  ).get(email) as CredentialRow | undefined;
  const ok = await verifyPasswordAsync(body.password as string, row?.password_hash);
  // Known and unknown addresses take the same path here (no extra write for either).
  if (!row || !ok) throw invalidCredentials();
  recordSuccess(db, subject, limits);
  if (row.locked) {
    throw new ApiError(
      403,
      'account_locked',
      'This account is locked. Ask an administrator of your organisation to unlock it.',
    );
  }
  let trustToken: string | undefined;
  if (row.totp_secret) {
    const trust =
      typeof body.trust_token === 'string'
        ? await ctx.services.tokens.verifyTrust(body.trust_token)
        : undefined;
    // Bound to the user and to the session version: a password change ends it.
    const trusted =
      trust !== undefined &&
      trust.userId === row.user_id &&
      trust.sv === sessionVersion(db, row.user_id);
    if (!trusted) {
      if (body.code === undefined || body.code === '') {
        throw new ApiError(
          403,
          'two_factor_required',
          'Enter the 6-digit code from your authenticator app to finish logging in.',
          { extra: { two_factor_required: true } },
        );
      }
      const totpSubject: AttemptSubject = { ...subject, kind: 'totp' };
      reserveAttempt(db, totpSubject, limits, now);
      if (!useTotp(db, row.user_id, row.totp_secret, String(body.code))) {
        throw new ApiError(
          422,
          'invalid_two_factor_code',
          'The two-factor code is not valid (each code works once). Check your authenticator app and try again.',
          { errors: { code: ['is not a valid two-factor code'] } },
        );
      }
      recordSuccess(db, totpSubject, limits);
      if (body.trust_computer === true)
        trustToken = await ctx.services.tokens.signTrust(
          row.user_id,
          sessionVersion(db, row.user_id),
        );
    }
  }
  return trustToken ? { row, trustToken } : { row };
}
