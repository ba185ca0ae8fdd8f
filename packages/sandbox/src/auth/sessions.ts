/**
 * Session families. Every login starts a family (a row of `sessions`); each
 * access token names its family (`sid`), its own id (`jti`) and the user's
 * session version (`sv`). A refresh rotates the family's current token id: the
 * presented token is spent, and presenting a spent token again revokes the
 * whole family (a stolen token that was refreshed by its owner, or the other
 * way round, stops both). Every authenticated request checks, with one
 * primary-key lookup, that the family is live, that the token is its current
 * one, and that the user still has a login with the same session version
 * (password, e-mail, permissions, role and status changes bump it; see
 * store/securitySchema.ts).
 *
 * A token exchange (`POST /auth/api/token`) does not open a family of its own:
 * its session is a child of the caller's family (`parent_id`, the family's
 * first session). Ending the family (sign-out, refresh reuse by either token,
 * a deleted device) ends every session in it, and a child is live only while
 * its family is.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../errors.js';
import { stmt, type Db } from '../store/db.js';
import type { AccessClaims, TokenSession } from './tokens.js';

/** The kind of session: a web login, a mobile login, or a token exchange. */
export type SessionKind = 'web' | 'mobile' | 'exchange';

interface SessionRow {
  user_id: number;
  current_jti: string;
  revoked_at: number | null;
  session_version: number | null;
  locked: number | null;
}

/** The current session version of a user (0 when the user has no login). */
export function sessionVersion(db: Db, userId: number): number {
  const row = stmt(db, 'SELECT session_version FROM credentials WHERE user_id = ?').get(userId) as
    { session_version: number } | undefined;
  return row?.session_version ?? 0;
}

/** The id of the family a session belongs to (its own id, or its parent's). */
export function familyOf(db: Db, sid: string): string {
  const row = stmt(db, 'SELECT parent_id FROM sessions WHERE id = ?').get(sid) as
    { parent_id: string | null } | undefined;
  return row?.parent_id ?? sid;
}

/**
 * Starts a session for a user; returns the claims of its first token. With
 * `parent`, the session joins the parent's family (token exchange).
 */
export function startSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  now: number,
  parent?: string,
): TokenSession {
  const sid = randomUUID();
  const jti = randomUUID();
  stmt(
    db,
    'INSERT INTO sessions (id, user_id, kind, current_jti, created_at, rotated_at, parent_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(sid, userId, kind, jti, now, now, parent === undefined ? null : familyOf(db, parent));
  return { sid, jti, sv: sessionVersion(db, userId) };
}

/** A session row with its family's revocation (a child ends with its family). */
const SESSION_ROW = `SELECT s.user_id, s.current_jti, COALESCE(s.revoked_at, p.revoked_at) AS revoked_at,
  c.session_version, c.locked
  FROM sessions s LEFT JOIN sessions p ON p.id = s.parent_id
  LEFT JOIN credentials c ON c.user_id = s.user_id WHERE s.id = ?`;

function revoked(message: string, code = 'session_revoked'): ApiError {
  return new ApiError(401, code, message);
}

/**
 * Rotates a family on refresh: the presented token must be the family's
 * current one. A spent token revokes the family (401 `refresh_reused`).
 */
export function rotateSession(db: Db, claims: AccessClaims, now: number): TokenSession {
  const next = db.transaction((): TokenSession | 'reused' => {
    const row = stmt(db, SESSION_ROW).get(claims.sid) as SessionRow | undefined;
    if (!row || row.user_id !== claims.user.id)
      throw revoked('This session does not exist any more; sign in again.');
    if (row.revoked_at !== null) throw revoked('This session has ended; sign in again.');
    if (row.session_version === null || row.locked)
      throw revoked('This account cannot sign in any more; ask an administrator.');
    if (row.current_jti !== claims.jti) return 'reused';
    const jti = randomUUID();
    stmt(db, 'UPDATE sessions SET current_jti = ?, rotated_at = ? WHERE id = ?').run(
      jti,
      now,
      claims.sid,
    );
    return { sid: claims.sid, jti, sv: sessionVersion(db, row.user_id) };
  })();
  if (next !== 'reused') return next;
  // Outside the transaction: the revocation must stay although the request fails.
  revokeFamily(db, claims.sid, 'refresh_reused', now);
  throw revoked(
    'This token was already refreshed once; the session has been ended for safety. Sign in again.',
    'refresh_reused',
  );
}

/** Ends the family of a session: the session, its family's first session and every exchange of it. */
export function revokeFamily(db: Db, sid: string, reason: string, now: number): void {
  const family = familyOf(db, sid);
  stmt(
    db,
    'UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE (id = ? OR parent_id = ?) AND revoked_at IS NULL',
  ).run(now, reason, family, family);
}

/** Ends every family of a user except `keep`. */
export function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  now: number,
  keep?: string,
): void {
  stmt(
    db,
    'UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE user_id = ? AND revoked_at IS NULL AND id IS NOT ?',
  ).run(now, reason, userId, keep ?? null);
}

/** Re-opens one family (the caller's own, after it changed its own password). */
export function reopenFamily(db: Db, sid: string): void {
  stmt(db, 'UPDATE sessions SET revoked_at = NULL, revoked_reason = NULL WHERE id IN (?, ?)').run(
    sid,
    familyOf(db, sid),
  );
}

/**
 * The per-request check of a verified access token. Throws 401:
 * `session_revoked` (sign in again), `token_rotated` (a newer token of the
 * family exists) or `token_stale` (refresh: permissions, role or status changed).
 */
export function checkSession(db: Db, claims: AccessClaims): void {
  const row = stmt(db, SESSION_ROW).get(claims.sid) as SessionRow | undefined;
  if (!row || row.user_id !== claims.user.id || row.revoked_at !== null)
    throw revoked('This session has ended; sign in again.');
  if (row.session_version === null || row.locked)
    throw revoked('This account cannot sign in any more; sign in again or ask an administrator.');
  if (row.current_jti !== claims.jti)
    throw new ApiError(
      401,
      'token_rotated',
      'This token has been replaced by a refresh; use the newer token.',
    );
  if (row.session_version !== claims.sv)
    throw new ApiError(
      401,
      'token_stale',
      'The session token is out of date; refresh it through auth/api/refresh.',
    );
}
