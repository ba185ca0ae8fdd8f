/**
 * Password hashing with scrypt (node:crypto). Stored form:
 * `scrypt$<N>$<salt base64>$<hash base64>`.
 *
 * Request paths use the asynchronous {@link hashPasswordAsync} and
 * {@link verifyPasswordAsync}: scrypt runs on libuv's thread pool, at most
 * {@link HASH_CONCURRENCY} at a time, so a flood of logins cannot stall the
 * event loop (public search keeps answering). The synchronous
 * {@link hashPassword} stays for seeds.
 *
 * @module
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError } from '../errors.js';

const N = 16384;
const KEY_LENGTH = 32;

/**
 * How many scrypt computations run at once (the rest wait in a queue): one, so a
 * flood of logins can take at most one core from the rest of the server.
 */
export const HASH_CONCURRENCY = 1;

/** How many may wait; beyond this, logins answer 503 with Retry-After. */
export const HASH_QUEUE_LIMIT = 256;

/** Hashes a password with a fresh random salt (synchronous: for seeds and tests). */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Checks a password against a stored hash in constant time (synchronous). */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.expected.length, parsed.options);
  return timingSafeEqual(actual, parsed.expected);
}

function parse(stored: string) {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return undefined;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return undefined;
  const options: ScryptOptions = { N: Number(n), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
  return { salt: Buffer.from(salt, 'base64'), expected, options };
}

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_LIMIT)
      throw new ApiError(503, 'busy', 'Too many sign-ins at once; try again in a moment.', {
        headers: { 'retry-after': '1' },
      });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** Hashes a password off the event loop (request paths). */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await limited(() => scryptAsync(password, salt, KEY_LENGTH, { N, r: 8, p: 1 }));
  return `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Checks a password off the event loop, in constant time. With `stored`
 * undefined (unknown e-mail) it hashes against a dummy hash, so the answer
 * takes as long as for a known address, and resolves `false`.
 */
export async function verifyPasswordAsync(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = parse(stored ?? DUMMY_HASH) ?? parse(DUMMY_HASH);
  if (!parsed) return false;
  const actual = await limited(() =>
    scryptAsync(password, parsed.salt, parsed.expected.length, parsed.options),
  );
  return stored !== undefined && timingSafeEqual(actual, parsed.expected);
}

/** A hash of a random password with the same cost as real ones (for unknown e-mails). */
const DUMMY_HASH = `scrypt$${N}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;
