/**
 * An applicant withdraws their own application: `PUT
 * /users/{userId}/applications/{id}` with `{status: 'withdrawn'}` and, if they
 * like, a `withdraw_reason` (up to {@link WITHDRAW_REASON_MAX} characters).
 * Only the applicant may, only while the application is open, and nothing else
 * of it changes: the pipeline's record (`/applications/`, the recruitment
 * board) is closed as withdrawn, with the move in its history, and the
 * applicant's copy follows in the same transaction (domain/applicationCopy.ts).
 *
 * Staff change applications on the pipeline, never on the copy (the rule table
 * lets nobody but the applicant write there), so the two views cannot drift.
 *
 * @module
 */
import { ApiError, notFound, validationError, type FieldErrors } from '../errors.js';
import type { Handler } from '../routes/types.js';
import { named } from '../store/collections.js';
import { APPLICATIONS, applicationsHook } from './applicationCopy.js';
import { checkIfMatch, etagHeaders } from './concurrency.js';
import { bodyOrUndefined, me } from './input.js';

const OWN = named('users.applications');

/** The longest reason an applicant may give. */
export const WITHDRAW_REASON_MAX = 500;

/** `PUT /users/{userId}/applications/{id}`: the applicant withdraws (see the module comment). */
export const withdrawOwnApplication: Handler = (ctx) => {
  const userId = ctx.params.userId ?? '';
  const raw = ctx.params.id ?? '';
  if (String(me(ctx)) !== userId)
    throw new ApiError(
      403,
      'forbidden',
      'Only the applicant may withdraw their application; staff close it on the recruitment board.',
    );
  const copy = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(OWN, { userId }, Number(raw))
    : undefined;
  if (!copy) throw notFound('Application');
  const body = bodyOrUndefined(ctx) ?? {};
  const errors: FieldErrors = {};
  for (const key of Object.keys(body))
    if (key !== 'status' && key !== 'withdraw_reason')
      errors[key] = ['cannot change: an applicant may only withdraw their application'];
  if (body.status !== 'withdrawn') errors.status = ["must be 'withdrawn'"];
  const reason = body.withdraw_reason;
  if (reason !== undefined && reason !== null && typeof reason !== 'string')
    errors.withdraw_reason = ['must be text'];
  else if (typeof reason === 'string' && reason.length > WITHDRAW_REASON_MAX)
    errors.withdraw_reason = [`must be at most ${WITHDRAW_REASON_MAX} characters`];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  checkIfMatch(ctx, copy);
  if ((copy.status ?? 'pending') !== 'pending')
    throw new ApiError(
      409,
      'application_closed',
      `This application is already closed (${String(copy.status)}).`,
    );
  const store = ctx.services.store;
  const pipeline = store.get(APPLICATIONS, {}, Number(copy.application_id));
  if (!pipeline) throw notFound('Application');
  const at = new Date().toISOString();
  const text = typeof reason === 'string' ? reason.trim() : '';
  const updated = ctx.services.db.transaction(() => {
    const history = Array.isArray(pipeline.history) ? pipeline.history : [];
    const closed = store.update(APPLICATIONS, {}, pipeline.id, {
      status: 'withdrawn',
      closed_at: at,
      ...(text ? { withdraw_reason: text } : {}),
      history: [
        ...history,
        {
          action: 'status',
          from: pipeline.status ?? 'pending',
          to: 'withdrawn',
          at,
          user_id: Number(userId),
          by: 'applicant',
        },
      ],
    });
    if (!closed) throw notFound('Application');
    applicationsHook(ctx.services.db, 'update', closed);
    return store.get(OWN, { userId }, copy.id)!;
  })();
  return { json: { data: updated }, headers: etagHeaders(updated) };
};
