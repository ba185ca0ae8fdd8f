/**
 * Application behaviour beyond the generic store: an application's `stage` is
 * one of its recruitment category's stages, a closed application (accepted,
 * rejected, withdrawn) is not moved, closing it as rejected or withdrawn needs
 * one of the organisation's closing reasons, and every stage move or status
 * change is appended to the application's `history`. Moving an application
 * to the Offered or Accepted stage, or accepting it, places the applicant: the
 * clearance policy is asked first (domain/placement.ts).
 *
 * @module
 */
import { validationError, type FieldErrors } from '../errors.js';
import { storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { checkIfMatch } from './concurrency.js';
import { bodyOrUndefined, recordAtIdParam } from './input.js';
import { named } from '../store/collections.js';
import { notify } from './notify.js';
import { admitPlacements, applicationWork, CONFIRM_FIELD, type Admission } from './placement.js';

/** The stages and statuses that place an applicant (asked of the clearance policy). */
export const PLACING_STAGES = ['offered', 'accepted'];

/** Asks the clearance policy when a write moves an application to an offer or acceptance. */
function admitApplicant(
  ctx: RequestCtx,
  body: Record<string, unknown>,
  current?: StoredRecord,
): Admission | undefined {
  const merged = { ...current, ...body };
  const stage = String(merged.stage ?? '').toLowerCase();
  const placingNow =
    (PLACING_STAGES.includes(stage) &&
      String(current?.stage ?? '').toLowerCase() !== stage &&
      body.stage !== undefined) ||
    (body.status === 'accepted' && current?.status !== 'accepted');
  const person =
    placingNow && merged.user_id !== undefined && merged.user_id !== null
      ? ctx.services.store.get(named('users'), {}, Number(merged.user_id))
      : undefined;
  const admission = admitPlacements(
    ctx,
    person ? [{ person, field: body.stage !== undefined ? 'stage' : 'status' }] : [],
    applicationWork(ctx.services.store, merged),
    { body },
  );
  delete body[CONFIRM_FIELD];
  const confirmed = person ? admission.confirmations.get(person.id) : undefined;
  if (confirmed) body.clearance_confirmed = confirmed;
  return admission;
}

/** Collection of the stages of a recruitment category. */
const STAGES = named('organisation.recruitment.categories.stages');
/** Collection of the closing reasons. */
const CLOSING_REASONS = named('organisation.recruitmentClosingReasons');
/** Statuses that close an application and need a closing reason. */
export const CLOSING_STATUSES = ['rejected', 'withdrawn'];

/** The stage names of a category, in their `position` order (empty for an unknown category). */
export function categoryStages(ctx: Pick<RequestCtx, 'services'>, categoryId: unknown): string[] {
  if (typeof categoryId !== 'number' && typeof categoryId !== 'string') return [];
  if (!/^\d{1,15}$/.test(String(categoryId))) return [];
  return ctx.services.store
    .all(STAGES, { categoryId: String(categoryId) })
    .sort((a, b) => Number(a.position ?? a.id) - Number(b.position ?? b.id) || a.id - b.id)
    .map((s) => String(s.name ?? ''));
}

/** Field errors of an application write (`current` is undefined on store). */
function check(
  ctx: RequestCtx,
  body: Record<string, unknown>,
  current?: StoredRecord,
): FieldErrors {
  const errors: FieldErrors = {};
  const store = ctx.services.store;
  const merged = { ...current, ...body };
  if (
    body.category_id !== undefined &&
    !store.get(named('organisation.recruitment.categories'), {}, Number(body.category_id))
  )
    errors.category_id = ['must be the id of a recruitment category'];
  const status = String(merged.status ?? 'pending');
  if (body.stage !== undefined) {
    const stages = categoryStages(ctx, merged.category_id);
    if (
      current &&
      current.status !== undefined &&
      current.status !== 'pending' &&
      status !== 'pending'
    )
      errors.stage = ['cannot change: the application is closed'];
    else if (stages.length > 0 && !stages.includes(String(body.stage)))
      errors.stage = [`must be one of the category's stages: ${stages.join(', ')}`];
  }
  const closing = CLOSING_STATUSES.includes(status) && status !== current?.status;
  if (closing) {
    const reason = merged.closing_reason_id;
    if (reason === undefined || reason === null || reason === '')
      errors.closing_reason_id = ['is required to close an application'];
    else if (!store.get(CLOSING_REASONS, {}, Number(reason)))
      errors.closing_reason_id = ['must be the id of a closing reason'];
  }
  return errors;
}

/** The history entries a write adds (stage moves and status changes). */
function historyOf(
  ctx: RequestCtx,
  body: Record<string, unknown>,
  current?: StoredRecord,
): Record<string, unknown>[] {
  const at = new Date().toISOString();
  const user_id = ctx.session ? Number(ctx.session.user.id) : null;
  const out: Record<string, unknown>[] = [];
  if (body.stage !== undefined && body.stage !== current?.stage)
    out.push({ action: 'stage', from: current?.stage ?? null, to: body.stage, at, user_id });
  if (body.status !== undefined && body.status !== current?.status)
    out.push({
      action: 'status',
      from: current?.status ?? null,
      to: body.status,
      at,
      user_id,
      ...(body.closing_reason_id !== undefined
        ? { closing_reason_id: body.closing_reason_id }
        : {}),
    });
  return out;
}

/** `POST /applications/`: the stage defaults to the category's first stage. */
export const storeApplication: Handler = (ctx) => {
  const body = bodyOrUndefined(ctx);
  if (!body) return storeRecord(ctx);
  const errors = check(ctx, body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const stage = body.stage ?? categoryStages(ctx, body.category_id)[0];
  const next = { status: 'pending', ...body, ...(stage !== undefined ? { stage } : {}) };
  const admission = admitApplicant(ctx, next);
  ctx.body = { ...next, history: historyOf(ctx, next) };
  const reply = storeRecord(ctx);
  admission?.log();
  return reply;
};

/** The words of a closed application's status. */
const CLOSED_WORDS: Record<string, string> = {
  accepted: 'accepted',
  rejected: 'not taken forward',
  withdrawn: 'withdrawn',
};

/** Tells the applicant that their application moved stage or was closed (or reopened). */
function tellApplicant(ctx: RequestCtx, before: StoredRecord, after: StoredRecord): void {
  const userId = Number(after.user_id);
  if (!Number.isInteger(userId) || userId === Number(ctx.session?.user.id)) return;
  const name = String(after.name ?? 'your application');
  const status = String(after.status ?? 'pending');
  if (status !== String(before.status ?? 'pending') && status !== 'pending') {
    const words = CLOSED_WORDS[status] ?? status;
    notify(ctx.services, userId, {
      kind: 'application_closed',
      topic: 'applications',
      title: `Your application to ${name} was ${words}`,
      body: `Your application to ${name} was ${words}.`,
      link: '/my/opportunities',
      params: { name, status },
    });
    return;
  }
  if (after.stage !== before.stage && typeof after.stage === 'string')
    notify(ctx.services, userId, {
      kind: 'application_stage',
      topic: 'applications',
      title: `Your application to ${name} moved on`,
      body: `Your application to ${name} is now at “${after.stage}”.`,
      link: '/my/opportunities',
      params: { name, stage: after.stage },
    });
}

/** `PUT /applications/{id}` (If-Match honoured before validation); the applicant is told of a move. */
export const updateApplication: Handler = async (ctx) => {
  const body = bodyOrUndefined(ctx);
  const current = recordAtIdParam(ctx, named('applications'));
  if (!body || !current) return updateRecord(ctx);
  checkIfMatch(ctx, current);
  const errors = check(ctx, body, current);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const admission = admitApplicant(ctx, body, current);
  const status = String(body.status ?? current.status ?? 'pending');
  const closedNow = status !== 'pending' && status !== current.status;
  const { history: _ignored, ...rest } = body;
  const history = Array.isArray(current.history) ? current.history : [];
  ctx.body = {
    ...rest,
    ...(closedNow ? { closed_at: new Date().toISOString() } : {}),
    ...(status === 'pending' && current.status !== 'pending' && body.status !== undefined
      ? { closed_at: null, closing_reason_id: null }
      : {}),
    history: [...history, ...historyOf(ctx, body, current)],
  };
  const reply = await updateRecord(ctx);
  admission?.log();
  tellApplicant(ctx, current, (reply.json as { data: StoredRecord }).data);
  return reply;
};
