/**
 * Authentication handlers (spec 7.2).
 *
 * - `POST /auth/api/` `{email, password, minimal?, code?, trust_computer?, trust_token?}`
 *   answers `200 {token}` (plus `trust_token` after a code with `trust_computer: true`).
 *   Wrong e-mail or password: `401 {code: 'invalid_credentials'}`. Locked account:
 *   `403 {code: 'account_locked'}`; after {@link MAX_FAILED_LOGINS} wrong passwords in a row the
 *   account is locked for 15 minutes (`403 account_locked` with `retry_after_seconds`). A two-factor user without `code` (and without a
 *   valid `trust_token`): `403 {code: 'two_factor_required', two_factor_required: true}`;
 *   a wrong code: `422 {code: 'invalid_two_factor_code', errors: {code: [...]}}`.
 * - `POST /auth/api/refresh` `{token, minimal?}`: a validly signed token, expired for
 *   at most the refresh grace window, gives `200 {token}` with fresh claims.
 * - `POST /auth/api/token` `{token, key}`: exchanges a valid token for one whose
 *   `environment.key` is `key`.
 * - Mobile: `POST /auth/mobile/request-token {email}` records a 6-digit code (read it from
 *   `GET /api/_sandbox/logs?kind=mobile_code`); `POST /auth/mobile/verify-token {email, code}`
 *   gives `{token}`; `/auth/mobile/` store `{email, password, device_name}` creates a device
 *   session `{data: {id, token, device_name}}`, show and delete read and revoke it;
 *   `GET /auth/mobile/organisations` lists the user's organisations.
 *
 * @module
 */
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { verifyPassword } from './passwords.js';
import { ORGANISATION, USERS, organisationRecord, tokenEnvironment, tokenUser } from './session.js';

interface CredentialRow {
  user_id: number;
  password_hash: string;
  totp_secret: string | null;
  locked: number;
  failed_attempts: number;
  locked_until: number;
}

/** Consecutive failed logins that lock an account for {@link LOCKOUT_MS}. */
export const MAX_FAILED_LOGINS = 10;

/** How long too many failed logins lock an account: 15 minutes. */
export const LOCKOUT_MS = 15 * 60 * 1000;

function obj(ctx: RequestCtx): Record<string, unknown> {
  const b = ctx.body;
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw validationError({ body: ['must be a JSON object'] });
  return b as Record<string, unknown>;
}

function requireStrings(body: Record<string, unknown>, fields: string[]): void {
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

function userById(ctx: RequestCtx, id: number): StoredRecord {
  const user = ctx.services.store.getAnyScope(USERS, id);
  if (!user) throw new ApiError(401, 'invalid_credentials', 'The account no longer exists.');
  return user;
}

async function issue(
  ctx: RequestCtx,
  user: StoredRecord,
  minimal: boolean,
  extraEnv: Record<string, unknown> = {},
) {
  return ctx.services.tokens.signAccess(
    tokenUser(ctx.services.store, user, minimal),
    tokenEnvironment(extraEnv),
  );
}

/** `POST /auth/api/`. */
export const login: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email', 'password']);
  if (body.code !== undefined && typeof body.code !== 'string')
    throw validationError({ code: ['must be a string'] });
  const db = ctx.services.db;
  const row = db
    .prepare(
      'SELECT user_id, password_hash, totp_secret, locked, failed_attempts, locked_until FROM credentials WHERE email = ?',
    )
    .get(body.email) as CredentialRow | undefined;
  const now = Date.now();
  if (row && row.locked_until > now) {
    const retry = Math.ceil((row.locked_until - now) / 1000);
    throw new ApiError(
      403,
      'account_locked',
      `Too many failed logins: this account is locked for ${Math.ceil(retry / 60)} more minute(s).`,
      { extra: { retry_after_seconds: retry }, headers: { 'retry-after': String(retry) } },
    );
  }
  if (!row || !verifyPassword(body.password as string, row.password_hash)) {
    if (row) {
      const failures = row.failed_attempts + 1;
      if (failures >= MAX_FAILED_LOGINS) {
        db.prepare(
          'UPDATE credentials SET failed_attempts = 0, locked_until = ? WHERE user_id = ?',
        ).run(now + LOCKOUT_MS, row.user_id);
        ctx.services.log('lockout', { user_id: row.user_id }, row.user_id);
      } else {
        db.prepare('UPDATE credentials SET failed_attempts = ? WHERE user_id = ?').run(
          failures,
          row.user_id,
        );
      }
    }
    throw new ApiError(
      401,
      'invalid_credentials',
      'The e-mail address or password is not correct.',
    );
  }
  if (row.locked) {
    throw new ApiError(
      403,
      'account_locked',
      'This account is locked. Ask an administrator of your organisation to unlock it.',
    );
  }
  const user = userById(ctx, row.user_id);
  const minimal = body.minimal !== false;
  let trustToken: string | undefined;
  if (row.totp_secret) {
    const trusted =
      typeof body.trust_token === 'string' &&
      (await ctx.services.tokens.verifyTrust(body.trust_token)) === row.user_id;
    if (!trusted) {
      if (body.code === undefined || body.code === '') {
        throw new ApiError(
          403,
          'two_factor_required',
          'Enter the 6-digit code from your authenticator app to finish logging in.',
          {
            extra: { two_factor_required: true },
          },
        );
      }
      const delta = totpFor(row.totp_secret).validate({
        token: String(body.code).replace(/\s/g, ''),
        window: 1,
      });
      if (delta === null) {
        throw new ApiError(
          422,
          'invalid_two_factor_code',
          'The two-factor code is not valid. Check your authenticator app and try again.',
          {
            errors: { code: ['is not a valid two-factor code'] },
          },
        );
      }
      if (body.trust_computer === true)
        trustToken = await ctx.services.tokens.signTrust(row.user_id);
    }
  }
  db.prepare('UPDATE credentials SET failed_attempts = 0 WHERE user_id = ?').run(row.user_id);
  ctx.services.log(
    'login',
    { user_id: row.user_id, two_factor: Boolean(row.totp_secret) },
    row.user_id,
  );
  const token = await issue(ctx, user, minimal);
  return { json: trustToken ? { token, trust_token: trustToken } : { token } };
};

function lockedCheck(ctx: RequestCtx, userId: number): void {
  const row = ctx.services.db
    .prepare('SELECT locked FROM credentials WHERE user_id = ?')
    .get(userId) as { locked: number } | undefined;
  if (row?.locked) throw new ApiError(403, 'account_locked', 'This account is locked.');
}

/** `POST /auth/api/refresh`. */
export const refresh: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['token']);
  const claims = await ctx.services.tokens.verifyAccess(
    body.token as string,
    ctx.services.tokens.refreshGraceSeconds,
  );
  const user = userById(ctx, claims.user.id);
  lockedCheck(ctx, user.id);
  const { name: _n, api_version: _v, region: _r, ...extra } = claims.environment;
  return { json: { token: await issue(ctx, user, body.minimal !== false, extra) } };
};

/** `POST /auth/api/token`. */
export const exchangeToken: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['token', 'key']);
  const claims = await ctx.services.tokens.verifyAccess(body.token as string);
  const user = userById(ctx, claims.user.id);
  return { json: { token: await issue(ctx, user, true, { key: body.key }) } };
};

const MOBILE_CODES = 'sandbox:mobile-codes';
const MOBILE_SESSIONS = '/auth/mobile';

function userByEmail(ctx: RequestCtx, email: string): StoredRecord | undefined {
  const row = ctx.services.db
    .prepare('SELECT user_id FROM credentials WHERE email = ?')
    .get(email) as { user_id: number } | undefined;
  return row ? ctx.services.store.getAnyScope(USERS, row.user_id) : undefined;
}

/** `POST /auth/mobile/request-token` `{email}`: records a one-time code valid for 10 minutes. */
export const mobileRequestToken: Handler = (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email']);
  const user = userByEmail(ctx, body.email as string);
  // Same answer whether or not the address exists, so addresses cannot be probed.
  if (user) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.services.store.insert(
      MOBILE_CODES,
      {},
      { user_id: user.id, code, expires_at: Date.now() + 600_000 },
    );
    ctx.services.log('mobile_code', { email: body.email, code }, user.id);
  }
  return {
    status: 202,
    json: {
      message: 'If the address belongs to an account, a code has been sent to it.',
      expires_in: 600,
    },
  };
};

/** `POST /auth/mobile/verify-token` `{email, code}`. */
export const mobileVerifyToken: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email', 'code']);
  const user = userByEmail(ctx, body.email as string);
  const codes = user ? ctx.services.store.findBy(MOBILE_CODES, 'user_id', user.id) : [];
  const match = codes.find((c) => c.code === body.code && Number(c.expires_at) > Date.now());
  if (!user || !match)
    throw validationError({ code: ['is not valid or has expired'] }, 'The code is not valid.');
  ctx.services.store.delete(MOBILE_CODES, {}, match.id);
  lockedCheck(ctx, user.id);
  return { json: { token: await issue(ctx, user, true, { client: 'mobile' }) } };
};

/** `POST /auth/mobile/` `{email, password, device_name?}`: a device session. */
export const mobileStore: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email', 'password']);
  const row = ctx.services.db
    .prepare('SELECT user_id, password_hash, locked FROM credentials WHERE email = ?')
    .get(body.email) as CredentialRow | undefined;
  if (!row || !verifyPassword(body.password as string, row.password_hash)) {
    throw new ApiError(
      401,
      'invalid_credentials',
      'The e-mail address or password is not correct.',
    );
  }
  lockedCheck(ctx, row.user_id);
  const user = userById(ctx, row.user_id);
  const token = await issue(ctx, user, true, { client: 'mobile' });
  const device = typeof body.device_name === 'string' ? body.device_name : 'Mobile device';
  const record = ctx.services.store.insert(
    MOBILE_SESSIONS,
    {},
    { user_id: user.id, device_name: device },
  );
  return { status: 201, json: { data: { ...record, token } } };
};

function mobileSession(ctx: RequestCtx): StoredRecord {
  const raw = ctx.params.id ?? '';
  const record = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(MOBILE_SESSIONS, {}, Number(raw))
    : undefined;
  if (!record || record.user_id !== ctx.session?.user.id) throw notFound(`Mobile session ${raw}`);
  return record;
}

/** `GET /auth/mobile/{id}`. */
export const mobileShow: Handler = (ctx) => ({ json: { data: mobileSession(ctx) } });

/** `DELETE /auth/mobile/{id}`. */
export const mobileDelete: Handler = (ctx) => {
  const record = mobileSession(ctx);
  ctx.services.store.delete(MOBILE_SESSIONS, {}, record.id);
  return { status: 204 };
};

/** `GET /auth/mobile/organisations`. */
export const mobileOrganisations: Handler = (ctx) => {
  const org = organisationRecord(ctx.services.store);
  const all = org ? ctx.services.store.all(ORGANISATION) : [];
  return {
    json: {
      data: all.map((o) => ({
        id: o.id,
        name: o.name,
        region: 'uk',
        logo_url: o.logo_url ?? null,
      })),
    },
  };
};
