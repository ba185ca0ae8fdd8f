/**
 * Signing the tokens of a session: the first token of a new session family, or
 * the next one after a refresh.
 *
 * @module
 */
import { ApiError } from '../errors.js';
import type { StoredRecord } from '../store/records.js';
import type { RequestCtx } from '../routes/types.js';
import { USERS, tokenEnvironment, tokenUser } from './session.js';
import { startSession, type SessionKind } from './sessions.js';
import type { TokenSession } from './tokens.js';

/** The user record of an id (401 when it is gone). */
export function userById(ctx: RequestCtx, id: number): StoredRecord {
  const user = ctx.services.store.getAnyScope(USERS, id);
  if (!user) throw new ApiError(401, 'invalid_credentials', 'The account no longer exists.');
  return user;
}

/** Signs an access token of a session for a user. */
export async function issue(
  ctx: RequestCtx,
  user: StoredRecord,
  minimal: boolean,
  session: TokenSession,
  extraEnv: Record<string, unknown> = {},
): Promise<string> {
  return ctx.services.tokens.signAccess(
    tokenUser(ctx.services.store, user, minimal),
    tokenEnvironment(extraEnv),
    session,
  );
}

/** Starts a session of a kind for a user and signs its first token. */
export async function issueNew(
  ctx: RequestCtx,
  user: StoredRecord,
  kind: SessionKind,
  minimal: boolean,
  extraEnv: Record<string, unknown> = {},
): Promise<{ token: string; session: TokenSession }> {
  const session = startSession(ctx.services.db, user.id, kind, ctx.services.tokens.now());
  return { token: await issue(ctx, user, minimal, session, extraEnv), session };
}
