/**
 * The form token of a visitor's application (issue 44): the application form
 * answers it to a caller without a session, and the application sends it back.
 * It is signed (HMAC-SHA256 with a secret kept in the database's `meta` table,
 * made on first use), names the opportunity and when the form was given out,
 * so the sandbox can refuse an application sent too soon after the form was
 * shown (a bot fills a form in well under {@link MIN_FILL_MS}) or a form left
 * open for more than {@link MAX_FORM_AGE_MS}, without storing anything per
 * form shown.
 *
 * @module
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { stmt, type Db } from '../store/db.js';

/** Sooner than this after the form was given out, an application is refused as a bot's. */
export const MIN_FILL_MS = 2_000;

/** A form older than this must be sent again (with a new token). */
export const MAX_FORM_AGE_MS = 24 * 3600_000;

const SECRET_KEY = 'form_token_secret';

function secret(db: Db): Buffer {
  const row = stmt(db, 'SELECT value FROM meta WHERE key = ?').get(SECRET_KEY) as
    { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64url');
  const value = randomBytes(32).toString('base64url');
  stmt(db, 'INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SECRET_KEY, value);
  return secret(db);
}

function mac(db: Db, payload: string): string {
  return createHmac('sha256', secret(db)).update(payload).digest('base64url');
}

/** A new form token for `opportunityId`, given out at `now` (ms). */
export function issueFormToken(db: Db, opportunityId: number, now: number): string {
  const payload = `${now}.${opportunityId}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${mac(db, payload)}`;
}

/** What {@link checkFormToken} found. */
export type FormTokenCheck = 'ok' | 'missing' | 'invalid' | 'too_fast' | 'expired';

/**
 * When a genuine form token for `opportunityId` was given out (ms), whatever
 * its age; `undefined` for a missing, malformed or forged token, or one for
 * another opportunity.
 */
export function formTokenIssuedAt(
  db: Db,
  token: unknown,
  opportunityId: number,
): number | undefined {
  if (typeof token !== 'string') return undefined;
  const m = /^(\d{1,15})\.(\d{1,15})\.([\w-]{12})\.([\w-]{43})$/.exec(token);
  if (!m) return undefined;
  const expected = Buffer.from(mac(db, `${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(m[2]) !== opportunityId) return undefined;
  return Number(m[1]);
}

/** Checks a form token sent with an application to `opportunityId` at `now` (ms). */
export function checkFormToken(
  db: Db,
  token: unknown,
  opportunityId: number,
  now: number,
): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return 'missing';
  const issuedAt = formTokenIssuedAt(db, token, opportunityId);
  if (issuedAt === undefined) return 'invalid';
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return 'too_fast';
  if (age > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}
