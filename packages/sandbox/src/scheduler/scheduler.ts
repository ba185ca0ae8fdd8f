/**
 * The sandbox's scheduler (issue 48): jobs that run on the sandbox's clock
 * (`SandboxOptions.clock`, read through `services.tokens.now()`), on an
 * interval while the server runs (`SandboxOptions.schedulerIntervalMs`) and
 * on demand (`sandbox.runScheduler()`, `POST /api/_sandbox/run-scheduler`
 * behind the inspection routes' administrator token).
 *
 * Each job runs in its own transaction and is idempotent: it records what it
 * sent in `scheduler_sent` (one row per job and key, see {@link markSent}) and
 * never sends the same thing twice, however often it runs.
 *
 * The jobs: reminders before shifts and event sessions at the times each
 * person chose (scheduler/reminders.ts), reminders before a vetting check
 * expires to the person and their coordinators (scheduler/expiry.ts), and
 * waitlist offers that pass to the next person after their deadline
 * (domain/waitlist.ts).
 *
 * @module
 */
import type { SandboxServices } from '../routes/types.js';
import { stmt } from '../store/db.js';
import { shiftReminders, eventReminders } from './reminders.js';
import { expiryReminders } from './expiry.js';
import { expireWaitlistOffers } from '../domain/waitlist.js';

/** What a job may use: the store, the database, the portal's URL and the log. */
export type SchedulerServices = Pick<SandboxServices, 'db' | 'store' | 'portalUrl' | 'log'>;

/** One job of the scheduler. */
export interface SchedulerJob {
  /** Its name (`shift-reminders`…), the `job` of its `scheduler_sent` rows. */
  name: string;
  /**
   * Does what is due at `now` (ms since the epoch) and answers how many things
   * it sent or changed. Runs inside a transaction.
   */
  run(services: SchedulerServices, now: number): number;
}

/** The result of one run: when, and per job what it did. */
export interface SchedulerRun {
  /** The sandbox's time of the run (ISO 8601). */
  ran_at: string;
  /** Each job's name and how many things it sent or changed. */
  jobs: { name: string; sent: number }[];
}

/** The scheduler's jobs, in the order they run. */
export const SCHEDULER_JOBS: readonly SchedulerJob[] = [
  { name: 'waitlist-offers', run: expireWaitlistOffers },
  { name: 'shift-reminders', run: shiftReminders },
  { name: 'event-reminders', run: eventReminders },
  { name: 'expiry-reminders', run: expiryReminders },
];

/** The default interval of the scheduler while the server runs: a minute. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 60_000;

/**
 * Records that `job` sent `key` at `now`; false when it already had (then
 * send nothing). Call it in the job's transaction, before sending.
 */
export function markSent(
  services: Pick<SandboxServices, 'db'>,
  job: string,
  key: string,
  now: number,
): boolean {
  const info = stmt(
    services.db,
    'INSERT OR IGNORE INTO scheduler_sent (job, key, sent_at) VALUES (?, ?, ?)',
  ).run(job, key, new Date(now).toISOString());
  return info.changes > 0;
}

/** True when `job` has already sent `key`. */
export function wasSent(services: Pick<SandboxServices, 'db'>, job: string, key: string): boolean {
  return (
    stmt(services.db, 'SELECT 1 FROM scheduler_sent WHERE job = ? AND key = ?').get(job, key) !==
    undefined
  );
}

/**
 * Runs every job once at `now`, each in its own transaction (a job that
 * throws is logged as `scheduler_error` and rolled back; the others still run).
 */
export function runScheduler(
  services: SchedulerServices,
  now: number,
  jobs: readonly SchedulerJob[] = SCHEDULER_JOBS,
): SchedulerRun {
  const done: SchedulerRun['jobs'] = [];
  for (const job of jobs) {
    try {
      done.push({ name: job.name, sent: services.db.transaction(() => job.run(services, now))() });
    } catch (error) {
      services.log('scheduler_error', {
        job: job.name,
        message: error instanceof Error ? error.message : String(error),
      });
      done.push({ name: job.name, sent: 0 });
    }
  }
  return { ran_at: new Date(now).toISOString(), jobs: done };
}

/**
 * Runs the scheduler every `intervalMs` on the clock `now` until stopped; a
 * run never overlaps another (the jobs are synchronous). Returns the stop function.
 */
export function startScheduler(
  services: SchedulerServices,
  now: () => number,
  intervalMs: number,
): () => void {
  const timer = setInterval(() => {
    try {
      runScheduler(services, now());
    } catch {
      // A closed database (the sandbox stopping): the next tick is cleared.
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
