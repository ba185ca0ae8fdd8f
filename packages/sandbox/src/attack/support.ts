/**
 * Helpers of the attack suite (not part of the build): a demo sandbox, logins
 * by role, user ids, and a digest of everything stored, to prove that a
 * refused attack changed nothing.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../store/db.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/context.js';
import { testSandbox, type TestSandbox } from '../testSupport.js';
import type { SandboxOptions } from '../sandbox.js';

/** A started attack target. */
export type Target = TestSandbox & { cleanup(): Promise<void> };

/** Starts a demo sandbox for an attack file. */
export function target(options: SandboxOptions = {}): Promise<Target> {
  return testSandbox({ seed: 'demo', ...options });
}

const digests = new WeakMap<Db, { changes: number; digest: string }>();

/**
 * A digest of every record, credential, session and file: equal digests mean nothing changed.
 * Hashing the demo data takes a quarter of a second, and an attack file takes hundreds, so
 * it is hashed again only when a row changed since the last digest: SQLite's
 * `total_changes()` counts every row inserted, updated or deleted on the connection (the
 * sandbox's own, which the test shares), so an unchanged count means unchanged data.
 */
export function digest(db: Db): string {
  const changes = (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  const known = digests.get(db);
  if (known?.changes === changes) return known.digest;
  const value = hashAll(db);
  digests.set(db, { changes, digest: value });
  return value;
}

function hashAll(db: Db): string {
  const hash = createHash('sha256');
  for (const sql of [
    'SELECT id, collection, scope, data, updated_at FROM records ORDER BY id',
    'SELECT * FROM credentials ORDER BY user_id',
    'SELECT id, revoked_at FROM sessions ORDER BY id',
    'SELECT id, token FROM blobs ORDER BY id',
  ])
    hash.update(JSON.stringify(db.prepare(sql).all()));
  return hash.digest('hex');
}

/** The id of the demo user with an e-mail address. */
export function userId(db: Db, email: string): number {
  const row = db
    .prepare(
      `SELECT id FROM records WHERE collection = 'users' AND json_extract(data, '$.email') = ?`,
    )
    .get(email) as { id: number } | undefined;
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Logs in through the API; returns the token. */
export async function loginAs(s: Target, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await s.api('/auth/api/', { method: 'POST', json: { email, password } });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`login ${email}: ${res.status}`);
  return body.token;
}

/**
 * Calls the API as the holder of `token`: the status and the JSON body (`{}` for
 * a 204), so a test reads what the next request shows.
 */
export function callerAs(
  s: Target,
  token: string,
): (
  path: string,
  method?: string,
  body?: unknown,
) => Promise<{ status: number; body: Awaited<ReturnType<typeof json>> }> {
  return async (path, method = 'GET', body) => {
    const res = await s.api(path, { method, token, ...(body !== undefined ? { json: body } : {}) });
    return { status: res.status, body: res.status === 204 ? {} : await json(res) };
  };
}

/** A demo login signed in: its token, its user id and a caller with its token. */
export async function asPerson(
  s: Target,
  email: string,
): Promise<{ token: string; id: number; call: ReturnType<typeof callerAs> }> {
  const token = await loginAs(s, email);
  return { token, id: userId(s.db, email), call: callerAs(s, token) };
}

/** JSON of a response, loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- attack responses are read loosely
export const json = async (res: Response): Promise<Record<string, any>> =>
  (await res.json()) as Record<string, unknown>;

export { DEMO_LOGINS, DEMO_PASSWORD };

/**
 * Records figures of an attack file for docs/reliability.md
 * (`.e2e-artifacts/reliability/sandbox-attack-<file>.json`, read by scripts/reliability-report.mjs).
 */
export function writeFigures(file: string, figures: Record<string, unknown>): void {
  const dir = join(process.cwd(), '.e2e-artifacts', 'reliability');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `sandbox-attack-${file}.json`);
  const before = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(path, `${JSON.stringify({ ...before, ...figures }, null, 2)}\n`);
}
