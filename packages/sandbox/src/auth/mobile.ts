/**
 * Mobile login (spec 7.2).
 *
 * - `POST /auth/mobile/request-token {email}` answers 202 whether or not the address
 *   exists, and "sends" a 6-digit code valid for 10 minutes: the sandbox's outbox is the
 *   log (`kind: mobile_code`, readable by an administrator at `GET /api/_sandbox/logs`).
 *   A user has at most one outstanding code; a new request replaces it only once the
 *   old one is {@link MOBILE_CODE_RESEND_MS} old, so nobody can keep replacing another
 *   person's code faster than they can type it. The calls are rate-limited per address
 *   and account (429), and a known and an unknown address take the same steps (one
 *   code, one HMAC, one write, one log entry) so the answer time does not tell them
 *   apart. A code is stored only as an HMAC, works once, and dies after 5 wrong tries.
 * - `POST /auth/mobile/verify-token {email, code, two_factor_code?}` gives `{token}` (a
 *   mobile session); attempt limits apply as for passwords. A two-factor account also
 *   needs `two_factor_code` from its authenticator app (403 `two_factor_required`
 *   without it, keeping the e-mailed code for the retry): the e-mailed code alone is
 *   one factor.
 * - `POST /auth/mobile/ {email, password, device_name}` creates a device session
 *   `{data: {id, token, device_name}}` through the same password, lock and two-factor
 *   checks as the web login; show and delete read and end it (deleting it revokes its token).
 * - `GET /auth/mobile/organisations` lists the user's organisations.
 *
 * @module
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError, notFound, validationError } from '../errors.js';
import { stmt } from '../store/db.js';
import type { StoredRecord } from '../store/records.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import { recordSuccess, reserveAttempt, type AttemptSubject } from './attempts.js';
import { obj, passwordStep, requireStrings, useTotp } from './credentials.js';
import { issueNew, userById } from './issue.js';
import { clientAddress, securityOf } from './security.js';
import { ORGANISATION, organisationRecord } from './session.js';
import { revokeFamily } from './sessions.js';
import { named } from '../store/collections.js';
import { sendEmail } from '../outbox/outbox.js';

/** Wrong tries a mobile code survives. */
export const MOBILE_CODE_ATTEMPTS = 5;

/** How long a mobile code lives: 10 minutes. */
export const MOBILE_CODE_TTL_MS = 600_000;

/** How old a code must be before a new request replaces it: 1 minute. */
export const MOBILE_CODE_RESEND_MS = 60_000;

const MOBILE_SESSIONS = named('auth.mobile');

function codeHash(ctx: RequestCtx, userId: number, code: string): Buffer {
  return createHmac('sha256', securityOf(ctx).pepper).update(`${userId}:${code}`).digest();
}

function credentialByEmail(
  ctx: RequestCtx,
  email: string,
): { user_id: number; locked: number } | undefined {
  return stmt(ctx.services.db, 'SELECT user_id, locked FROM credentials WHERE email = ?').get(
    email,
  ) as { user_id: number; locked: number } | undefined;
}

/** `POST /auth/mobile/request-token` `{email}`. */
export const mobileRequestToken: Handler = (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email']);
  const email = (body.email as string).trim().toLowerCase().slice(0, 320);
  const db = ctx.services.db;
  const { limits } = securityOf(ctx);
  const now = ctx.services.tokens.now();
  // Every request counts: per address and account, then back-off (429).
  reserveAttempt(
    db,
    { kind: 'mobile_request', account: email, address: clientAddress(ctx) },
    limits,
    now,
  );
  const row = credentialByEmail(ctx, email);
  const live = row !== undefined && !row.locked;
  // The same steps whether or not the address exists, so addresses cannot be probed.
  const userId = live ? row.user_id : -1;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const info = stmt(
    db,
    `INSERT INTO mobile_codes (user_id, code_hash, expires_at, attempts)
     SELECT ?, ?, ?, 0 WHERE ?
     ON CONFLICT(user_id) DO UPDATE SET code_hash = excluded.code_hash,
       expires_at = excluded.expires_at, attempts = 0
     WHERE mobile_codes.expires_at <= ?`,
  ).run(
    userId,
    codeHash(ctx, userId, code).toString('base64'),
    now + MOBILE_CODE_TTL_MS,
    live ? 1 : 0,
    // A code replaces one issued at least MOBILE_CODE_RESEND_MS ago.
    now + MOBILE_CODE_TTL_MS - MOBILE_CODE_RESEND_MS,
  );
  if (info.changes === 1) {
    ctx.services.log('mobile_code', { email, code }, userId);
    sendEmail(
      db,
      {
        to: email,
        subject: 'Your sign-in code',
        text: `Your VolunteerKit sign-in code is ${code}. It works once, for ${MOBILE_CODE_TTL_MS / 60_000} minutes.\n\nIf you did not ask for it, ignore this e-mail: nobody can sign in without the code.\n`,
        kind: 'mobile-code',
        userId,
      },
      now,
    );
  } else ctx.services.log('mobile_code_not_sent', { email }, live ? userId : undefined);
  return {
    status: 202,
    json: {
      message: 'If the address belongs to an account, a code has been sent to it.',
      expires_in: MOBILE_CODE_TTL_MS / 1000,
    },
  };
};

/** `POST /auth/mobile/verify-token` `{email, code}`. */
export const mobileVerifyToken: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['email', 'code']);
  const db = ctx.services.db;
  const { limits } = securityOf(ctx);
  const now = ctx.services.tokens.now();
  const email = (body.email as string).trim().toLowerCase();
  const subject: AttemptSubject = {
    kind: 'mobile_code',
    account: email,
    address: clientAddress(ctx),
  };
  reserveAttempt(db, subject, limits, now);
  const row = credentialByEmail(ctx, email);
  const stored = row
    ? (stmt(db, 'SELECT code_hash, expires_at, attempts FROM mobile_codes WHERE user_id = ?').get(
        row.user_id,
      ) as { code_hash: string; expires_at: number; attempts: number } | undefined)
    : undefined;
  const given = row ? codeHash(ctx, row.user_id, String(body.code).trim()) : undefined;
  const ok =
    row !== undefined &&
    stored !== undefined &&
    given !== undefined &&
    stored.expires_at > now &&
    !row.locked &&
    timingSafeEqual(Buffer.from(stored.code_hash, 'base64'), given);
  if (!ok) {
    if (row && stored) {
      if (stored.attempts + 1 >= MOBILE_CODE_ATTEMPTS || stored.expires_at <= now)
        stmt(db, 'DELETE FROM mobile_codes WHERE user_id = ?').run(row.user_id);
      else
        stmt(db, 'UPDATE mobile_codes SET attempts = attempts + 1 WHERE user_id = ?').run(
          row.user_id,
        );
    }
    throw validationError({ code: ['is not valid or has expired'] }, 'The code is not valid.');
  }
  recordSuccess(db, subject, limits);
  // The e-mailed code is one factor: a two-factor account also needs its app's code.
  const secret = (
    stmt(db, 'SELECT totp_secret FROM credentials WHERE user_id = ?').get(row.user_id) as
      { totp_secret: string | null } | undefined
  )?.totp_secret;
  if (secret) {
    const second = body.two_factor_code;
    if (typeof second !== 'string' || second === '')
      throw new ApiError(
        403,
        'two_factor_required',
        'Enter the 6-digit code from your authenticator app as two_factor_code as well.',
        { extra: { two_factor_required: true } },
      );
    const totpSubject: AttemptSubject = { ...subject, kind: 'totp' };
    reserveAttempt(db, totpSubject, limits, now);
    if (!useTotp(db, row.user_id, secret, second))
      throw new ApiError(
        422,
        'invalid_two_factor_code',
        'The two-factor code is not valid (each code works once).',
        { errors: { two_factor_code: ['is not a valid two-factor code'] } },
      );
    recordSuccess(db, totpSubject, limits);
  }
  stmt(db, 'DELETE FROM mobile_codes WHERE user_id = ?').run(row.user_id);
  const user = userById(ctx, row.user_id);
  const { token } = await issueNew(ctx, user, 'mobile', true, { client: 'mobile' });
  return { json: { token } };
};

/** `POST /auth/mobile/` `{email, password, device_name?, code?}`: a device session. */
export const mobileStore: Handler = async (ctx) => {
  const body = obj(ctx);
  const { row } = await passwordStep(ctx, body);
  const user = userById(ctx, row.user_id);
  const { token, session } = await issueNew(ctx, user, 'mobile', true, { client: 'mobile' });
  const device =
    typeof body.device_name === 'string' ? body.device_name.slice(0, 200) : 'Mobile device';
  const record = ctx.services.store.insert(
    MOBILE_SESSIONS,
    {},
    { user_id: user.id, device_name: device, session_id: session.sid },
  );
  const { session_id: _sid, ...shown } = record;
  return { status: 201, json: { data: { ...shown, token } } };
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
export const mobileShow: Handler = (ctx) => {
  const { session_id: _sid, ...shown } = mobileSession(ctx);
  return { json: { data: shown } };
};

/** `DELETE /auth/mobile/{id}`: ends the device session; its token stops working at once. */
export const mobileDelete: Handler = (ctx) => {
  const record = mobileSession(ctx);
  ctx.services.db.transaction(() => {
    ctx.services.store.delete(MOBILE_SESSIONS, {}, record.id);
    if (typeof record.session_id === 'string')
      revokeFamily(ctx.services.db, record.session_id, 'device_deleted', ctx.services.tokens.now());
  })();
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
