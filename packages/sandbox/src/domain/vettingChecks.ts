/**
 * Vetting checks and requirements as data (issue 50): the write hooks that
 * refuse a check with its expiry before its issue date or naming a disclosure
 * type or clearance flag that does not exist, and `requirements` naming what
 * does not exist or was deleted (field errors, nothing stored); the
 * validation of the safeguarding settings' `clearance_gaps`; and a person's
 * own list of checks, which holds both the checks staff file under
 * `/vetting/` with their `user_id` and those under `/users/{userId}/vetting/`.
 *
 * @module
 */
import { notFound, validationError } from '../errors.js';
import { genericCall } from '../routes/calls.js';
import { updateRecord } from '../routes/resources.js';
import { sendEmail } from '../outbox/outbox.js';
import { listEnvelope } from '../routes/paging.js';
import type { Handler, WriteHook } from '../routes/types.js';
import { RecordStore } from '../store/records.js';
import { named } from '../store/collections.js';
import {
  checkErrors,
  checksOf,
  DISCLOSURE_TYPES,
  ukDate,
  REQUIRING_COLLECTIONS,
  requirementErrors,
} from '../authz/clearance.js';
import { GAP_RULES, personName } from './placement.js';
import { bodyOrUndefined, me, numParam } from './input.js';
import { checkIfMatch, etagHeaders } from './concurrency.js';
import { expiryDaysErrors } from '../scheduler/expiry.js';

/** Refuses a stored record whose `requirements` name what does not exist (rolls the write back). */
export const requirementsHook: WriteHook = (db, op, record) => {
  if (op === 'delete' || record.requirements === undefined) return;
  const errors = requirementErrors(new RecordStore(db), record.requirements);
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

/** Refuses a vetting check with impossible dates, or naming a type or flag that does not exist. */
export const vettingHook: WriteHook = (db, op, record) => {
  if (op === 'delete') return;
  const store = new RecordStore(db);
  const errors = checkErrors(store, record);
  if (
    record.user_id !== undefined &&
    record.user_id !== null &&
    !store.get(named('users'), {}, Number(record.user_id))
  )
    errors.user_id = ['must be the id of a person'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

/** Chains two write hooks (the first runs first). */
export function bothHooks(first: WriteHook | undefined, second: WriteHook): WriteHook {
  return first
    ? (db, op, record) => {
        first(db, op, record);
        second(db, op, record);
      }
    : second;
}

/** The write hooks of issue 50, by collection: to merge into the sandbox's hooks. */
export function clearanceHooks(existing: ReadonlyMap<string, WriteHook>): [string, WriteHook][] {
  return [
    ...REQUIRING_COLLECTIONS.map((c): [string, WriteHook] => [
      c,
      bothHooks(existing.get(c), requirementsHook),
    ]),
    [named('vetting'), vettingHook],
    [named('users.vetting'), vettingHook],
  ];
}

/** `PUT /organisation/safeguarding/`: `clearance_gaps` is `block` or `warn`. */
export const safeguardingUpdate: Handler = (ctx) => {
  const body = bodyOrUndefined(ctx);
  if (
    body &&
    body.clearance_gaps !== undefined &&
    !GAP_RULES.includes(body.clearance_gaps as never)
  )
    throw validationError({
      clearance_gaps: [`must be one of ${GAP_RULES.join(', ')} (what a clearance gap does)`],
    });
  // The days before a check expires that its reminders go (scheduler/expiry.ts).
  const days = body?.expiry_reminder_days;
  if (days !== undefined && expiryDaysErrors(days).length > 0)
    throw validationError({ expiry_reminder_days: expiryDaysErrors(days) });
  return genericCall(ctx);
};

/**
 * `GET /users/{userId}/vetting/`: every check of the person, those filed under
 * `/vetting/` with their id included, soonest expiry first (no expiry last).
 */
export const listPersonChecks: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  const checks = checksOf(ctx.services.store, userId).sort(
    (a, b) =>
      String(a.expires_on ?? '9999').localeCompare(String(b.expires_on ?? '9999')) || a.id - b.id,
  );
  return { json: listEnvelope(checks, 1, Math.max(1, checks.length), checks.length) };
};

/**
 * `PUT /vetting/{id}` `{request_renewal: true}` (and nothing else): asks the
 * person to renew their check. They get an e-mail (the outbox) and a
 * notification naming the check and its expiry; the check records who asked
 * and when (`renewal_requested_at`, `renewal_requested_by`). Any other
 * update is the generic one.
 */
export const updateCheck: Handler = (ctx) => {
  const body = bodyOrUndefined(ctx);
  if (!body || body.request_renewal === undefined) return updateRecord(ctx);
  const extra = Object.keys(body).filter((k) => k !== 'request_renewal');
  if (body.request_renewal !== true || extra.length > 0)
    throw validationError(
      Object.fromEntries(
        (extra.length ? extra : ['request_renewal']).map((k) => [
          k,
          [k === 'request_renewal' ? 'must be true' : 'cannot be sent with a renewal request'],
        ]),
      ),
    );
  const id = numParam(ctx, 'id', 'Check');
  const store = ctx.services.store;
  const record = ctx.services.db.transaction(() => {
    const check = store.get(named('vetting'), {}, id);
    if (!check) throw notFound(`Check ${id}`);
    checkIfMatch(ctx, check);
    const person = store.get(named('users'), {}, Number(check.user_id));
    if (!person || typeof person.email !== 'string' || !person.email)
      throw validationError({ request_renewal: ['the person has no e-mail address to ask'] });
    const type = store.get(DISCLOSURE_TYPES, {}, Number(check.disclosure_type_id));
    const what = typeof type?.name === 'string' && type.name ? type.name : 'vetting check';
    const expires =
      typeof check.expires_on === 'string' && check.expires_on
        ? ` expires on ${ukDate(check.expires_on)}`
        : ' needs renewing';
    const organisation = String(store.all(named('organisation'))[0]?.name ?? 'the organisation');
    const asker = store.get(named('users'), {}, me(ctx));
    const subject = `Please renew your ${what}`;
    const text = `Hello ${String(person.first_name ?? personName(person))},\n\nYour ${what}${expires}. Without it we cannot place you on work that needs it after that date. Please start the renewal and tell us when it arrives.\n\n${asker ? personName(asker) : ''}, ${organisation}`;
    sendEmail(
      ctx.services.db,
      {
        to: person.email,
        toName: personName(person),
        subject,
        text,
        kind: 'vetting-renewal',
        userId: person.id,
      },
      ctx.services.tokens.now(),
    );
    store.insert(
      named('users.notifications'),
      { userId: String(person.id) },
      {
        title: subject,
        body: `Your ${what}${expires}. Please start the renewal.`,
        read: false,
        dismissed: false,
        sent_at: new Date().toISOString(),
      },
    );
    return store.update(named('vetting'), {}, id, {
      renewal_requested_at: new Date().toISOString(),
      renewal_requested_by: me(ctx),
    })!;
  })();
  return { json: { data: record }, headers: etagHeaders(record) };
};
