import { openDb } from '../store/db.js';
import {
  checkAttempts,
  DEFAULT_ATTEMPT_LIMITS,
  recordFailure,
  recordSuccess,
  type AttemptSubject,
} from './attempts.js';

const db = openDb(':memory:');
afterAll(() => db.close());
const limits = DEFAULT_ATTEMPT_LIMITS;
const at = (account: string, address: string): AttemptSubject => ({
  kind: 'password',
  account,
  address,
});
const waitOf = (s: AttemptSubject, now: number): number => {
  try {
    checkAttempts(db, s, limits, now);
    return 0;
  } catch (error) {
    return Number((error as { headers: Record<string, string> }).headers['retry-after']);
  }
};

test('back-off doubles from one address and is capped at 15 minutes', () => {
  const s = at('a@x.test', '10.0.0.1');
  let now = 1_000_000;
  const waits: number[] = [];
  for (let i = 0; i < 16; i++) {
    now += waitOf(s, now) * 1000;
    recordFailure(db, s, limits, now);
    waits.push(waitOf(s, now));
  }
  expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
  expect(waits.slice(5, 9)).toEqual([1, 2, 4, 8]);
  expect(Math.max(...waits)).toBe(900);
});

test('an attacker spread over many addresses slows the owner by at most a minute', () => {
  const owner = at('victim@x.test', '192.0.2.1');
  let now = 5_000_000;
  for (let i = 0; i < 500; i++)
    recordFailure(db, at('victim@x.test', `198.51.100.${i % 250}|${i}`), limits, now);
  const wait = waitOf(owner, now);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  now += wait * 1000;
  expect(waitOf(owner, now)).toBe(0);
  recordSuccess(db, owner, limits);
  expect(waitOf(owner, now)).toBe(0);
});

test('counters are forgotten 15 minutes after the last failure', () => {
  const s = at('b@x.test', '10.0.0.2');
  const now = 9_000_000;
  for (let i = 0; i < 7; i++) recordFailure(db, s, limits, now);
  expect(waitOf(s, now)).toBeGreaterThan(0);
  expect(waitOf(s, now + 16 * 60_000)).toBe(0);
});

test('expired counters are purged as failures keep coming', () => {
  const start = 20_000_000;
  for (let i = 0; i < 300; i++)
    recordFailure(db, at(`spray-${i}@x.test`, '10.9.9.9'), limits, start);
  const later = start + 16 * 60_000;
  for (let i = 0; i < 300; i++)
    recordFailure(db, at(`late-${i}@x.test`, '10.9.9.8'), limits, later);
  const left = db.prepare(`SELECT COUNT(*) AS n FROM attempts WHERE key LIKE '%spray-%'`).get() as {
    n: number;
  };
  expect(left.n).toBe(0);
});
