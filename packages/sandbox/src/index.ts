/**
 * `@volunteerkit/sandbox`: the reference VolunteerKit API server, with SQLite
 * storage, signed tokens and real residential search, for offline development
 * and tests.
 *
 * @example
 * ```ts
 * import { startSandbox } from '@volunteerkit/sandbox';
 * const sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo' });
 * const res = await fetch(`${sandbox.url}/api/residential-opportunities/?public_search=true`);
 * await sandbox.close();
 * ```
 *
 * @packageDocumentation
 */
export { startSandbox } from './sandbox.js';
export type { SandboxOptions, Sandbox, SandboxLogEntry, SeedOption } from './sandbox.js';
export { parseChaos, createChaos, ChaosSpecError } from './chaos.js';
export type { ChaosOptions, ChaosDecision } from './chaos.js';
export { ApiError } from './errors.js';
export { DEFAULT_ATTEMPT_LIMITS } from './auth/attempts.js';
export type { AttemptLimit, AttemptLimits } from './auth/attempts.js';
export type { ErrorBody, FieldErrors } from './errors.js';
export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_TOTP_SECRET, SeedContext } from './seed/context.js';
export type { SeedFunction } from './seed/context.js';
export { seedDemo, DEMO_RESIDENTIAL_COUNT } from './seed/demo.js';
export { seedLarge } from './seed/large.js';
export { FAVICON_SVG } from './publicPage/favicon.js';
export {
  sendEmail,
  listEmails,
  getEmail,
  linksIn,
  escapeHtml,
  portalLink,
  DEFAULT_PORTAL_URL,
} from './outbox/outbox.js';
export type { OutgoingEmail, StoredEmail } from './outbox/outbox.js';
export { OUTBOX_PAGE_PATH, outboxPageUrl } from './outbox/routes.js';
export type { LargeSeedOptions } from './seed/large.js';
