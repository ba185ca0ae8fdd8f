/**
 * What the server runs for every API request before its handler: verify the
 * bearer token and its session (revocation, version), decide the request
 * against the rule table, read the body within the input limits, and strip or
 * refuse server-controlled fields of generic writes.
 *
 * @module
 */
import { pathParams } from '@volunteerkit/api-client/catalogue';
import { ApiError, validationError } from '../errors.js';
import { checkSession } from '../auth/sessions.js';
import type { AccessClaims, TokenService } from '../auth/tokens.js';
import type { Db } from '../store/db.js';
import { collectionKey } from '../store/collections.js';
import { RecordStore } from '../store/records.js';
import type { RouteTarget } from '../routes/match.js';
import type { UploadedFile } from '../routes/types.js';
import { actionOf, authorise, templateOf, type Grant } from './check.js';
import { guardFields, guardQuery } from './fields.js';
import { checkDuties } from './duties.js';
import { ownedBy } from './ownership.js';
import { ruleFor } from './rules.js';
import { readBody } from './input.js';
import { guardianBody, guardianMay } from './guardianship.js';
import { controlCharacterErrors } from './policy.js';

/** Dedicated handlers that read credentials from the body themselves. */
const RAW_BODY = /^\/auth\/|^\/users\/\{userId\}\/(password|two-factor|forgot-password)/;

/** The outcome of the guard. */
export interface Guarded {
  session: AccessClaims | undefined;
  body: unknown;
  files: UploadedFile[];
  grant: Grant;
}

/** Verifies a bearer token and its session; throws 401. */
export async function verifySession(
  db: Db,
  tokens: TokenService,
  token: string,
): Promise<AccessClaims> {
  const claims = await tokens.verifyAccess(token);
  checkSession(db, claims);
  return claims;
}

/** Runs the checks of one request. */
export async function guardRequest(options: {
  db: Db;
  tokens: TokenService;
  request: Request;
  target: RouteTarget;
  params: Record<string, string>;
  token: string | undefined;
  /** The route is public and the caller asked for public access (`public_search=true`). */
  publicAccess: boolean;
}): Promise<Guarded> {
  const { db, tokens, target, params, token, publicAccess } = options;
  const action = actionOf(
    target.kind === 'call' ? { kind: 'call', method: options.request.method } : target,
  );
  const need = ruleFor(templateOf(target.entry))?.[action];
  const open = publicAccess || (need !== undefined && 'public' in need);
  let session: AccessClaims | undefined;
  if (token) {
    try {
      session = await verifySession(db, tokens, token);
    } catch (error) {
      // A public call (or a login) stays open with a stale token.
      if (!open) throw error;
    }
  }
  let grant: Grant = 'public';
  if (!(publicAccess && !session)) {
    try {
      grant = authorise(target.entry, action, params, session?.user).grant;
    } catch (error) {
      if (!session)
        throw new ApiError(
          401,
          'unauthenticated',
          'Log in first: send the session token as "Authorization: Bearer <token>".',
        );
      // A guardian reaches the records of a minor in their care that the spec allows.
      if (!guardianMay(db, templateOf(target.entry), action, params, session.user.id)) throw error;
      grant = 'guardian';
    }
  }
  const read = await readBody(options.request);
  let body = read.body;
  const template = templateOf(target.entry);
  if (action !== 'read') guardQuery(new URL(options.request.url).searchParams);
  if (action !== 'read' && !RAW_BODY.test(template)) {
    let current: Record<string, unknown> | undefined;
    if (target.kind === 'item') {
      const id = params[target.idParam] ?? '';
      const scope: Record<string, string> = {};
      for (const name of pathParams(target.entry.path)) scope[name] = params[name] ?? '';
      current = /^\d{1,15}$/.test(id)
        ? new RecordStore(db).get(collectionKey(target.entry), scope, Number(id))
        : undefined;
    }
    const collection = collectionKey(target.entry);
    const store = new RecordStore(db);
    const control = controlCharacterErrors(body);
    if (Object.keys(control).length > 0) throw validationError(control);
    checkDuties({ store, collection, action, user: session?.user, params, body, current });
    if (action !== 'delete') {
      body = guardFields(body, {
        collection,
        action,
        user: session?.user,
        grant,
        ...(current ? { current } : {}),
      });
      if (grant === 'guardian' && session) body = guardianBody(body, session.user.id);
      const owned = ownedBy({ grant, session, target });
      if (owned && action === 'store' && typeof body === 'object' && body !== null)
        body = { ...(body as Record<string, unknown>), [owned.field]: owned.id };
    }
  }
  return { session, body, files: read.files, grant };
}
