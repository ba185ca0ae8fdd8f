/**
 * Authentication handlers (spec 7.2).
 *
 * - `POST /auth/api/` `{email, password, minimal?, code?, trust_computer?, trust_token?}`
 *   answers `200 {token}` (plus `trust_token` after a code with `trust_computer: true`).
 *   Wrong e-mail or password: `401 {code: 'invalid_credentials'}` (as slow for an unknown
 *   address as for a known one). Locked account: `403 {code: 'account_locked'}`. Too many
 *   failures: `429 {code: 'too_many_attempts'}` with `Retry-After` (back-off, see attempts.ts).
 *   A two-factor user without `code` (and without a valid `trust_token`):
 *   `403 {code: 'two_factor_required', two_factor_required: true}`; a wrong or already used
 *   code: `422 {code: 'invalid_two_factor_code', errors: {code: [...]}}`.
 * - `POST /auth/api/refresh` `{token, minimal?}`: the family's current token, expired for at
 *   most the refresh grace window, gives `200 {token}` with fresh claims; the presented
 *   token is spent. A spent token: `401 refresh_reused`, and the whole session ends.
 * - `POST /auth/api/token` `{token, key}`: exchanges a valid token for one whose
 *   `environment.key` is `key`: a session of the same user inside the presented
 *   token's family, so refresh-reuse detection and sign-out end both.
 * - `POST /auth/api/logout` (an extension beyond the spec's catalogue, see the
 *   catalogue's extension list): ends the caller's session family at once; the
 *   token and every token refreshed or exchanged from it stop working. 204.
 * - Mobile: see mobile.ts.
 *
 * @module
 */
import type { Handler } from '../routes/types.js';
import { obj, passwordStep, requireStrings, totpFor } from './credentials.js';
import { ApiError } from '../errors.js';
import { issue, issueNew, userById } from './issue.js';
import { checkSession, revokeFamily, rotateSession, startSession } from './sessions.js';

export { totpFor };
export {
  mobileDelete,
  mobileOrganisations,
  mobileRequestToken,
  mobileShow,
  mobileStore,
  mobileVerifyToken,
} from './mobile.js';

/** `POST /auth/api/`. */
export const login: Handler = async (ctx) => {
  const body = obj(ctx);
  const { row, trustToken } = await passwordStep(ctx, body);
  const user = userById(ctx, row.user_id);
  ctx.services.log(
    'login',
    { user_id: row.user_id, two_factor: Boolean(row.totp_secret) },
    row.user_id,
  );
  const { token } = await issueNew(ctx, user, 'web', body.minimal !== false);
  return { json: trustToken ? { token, trust_token: trustToken } : { token } };
};

/** `POST /auth/api/refresh`. */
export const refresh: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['token']);
  const claims = await ctx.services.tokens.verifyAccess(
    body.token as string,
    ctx.services.tokens.refreshGraceSeconds,
  );
  const session = rotateSession(ctx.services.db, claims, ctx.services.tokens.now());
  const user = userById(ctx, claims.user.id);
  const { name: _n, api_version: _v, region: _r, ...extra } = claims.environment;
  return { json: { token: await issue(ctx, user, body.minimal !== false, session, extra) } };
};

/** `POST /auth/api/token`. */
export const exchangeToken: Handler = async (ctx) => {
  const body = obj(ctx);
  requireStrings(body, ['token', 'key']);
  const claims = await ctx.services.tokens.verifyAccess(body.token as string);
  checkSession(ctx.services.db, claims);
  const user = userById(ctx, claims.user.id);
  const session = startSession(
    ctx.services.db,
    user.id,
    'exchange',
    ctx.services.tokens.now(),
    claims.sid,
  );
  const token = await issue(ctx, user, true, session, { key: body.key });
  return { json: { token } };
};

/** `POST /auth/api/logout`: ends the caller's session family (sign-out). */
export const logout: Handler = (ctx) => {
  if (!ctx.session)
    throw new ApiError(401, 'unauthenticated', 'Sign in first: there is no session to end.');
  revokeFamily(ctx.services.db, ctx.session.sid, 'signed_out', ctx.services.tokens.now());
  ctx.services.log('logout', { user_id: ctx.session.user.id }, ctx.session.user.id);
  return { status: 204 };
};
