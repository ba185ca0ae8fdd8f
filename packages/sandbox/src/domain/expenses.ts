/**
 * Expense claims (spec 4: "expenses have authorisers per user"). A claim's
 * decision, `PUT /claims/{id}` with `status: 'approved' | 'rejected'`, is
 * taken only on a pending claim, only by an authoriser of the claimant (one
 * listed in `/users/{userId}/expenses/authorisers` as `authoriser_id`, or,
 * while the claimant has none listed, any holder of 'edit-users') and never by
 * the claimant; the server records who decided and when.
 *
 * @module
 */
import { ApiError, validationError } from '../errors.js';
import { storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { me } from './input.js';
import { named } from '../store/collections.js';
import { notify, personName, pounds } from './notify.js';

const CLAIMS = named('claims');
const AUTHORISERS = named('users.expenses.authorisers');
/** The statuses that decide a pending claim. */
export const DECISIONS = ['approved', 'rejected'] as const;

/** The ids of the people listed as authorisers of a user's expenses. */
export function authoriserIds(ctx: RequestCtx, userId: number): number[] {
  return ctx.services.store
    .all(AUTHORISERS, { userId: String(userId) })
    .map((r) => Number(r.authoriser_id))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** Why the signed-in user may not decide a claim of `claimantId` (undefined when they may). */
export function decisionRefusal(ctx: RequestCtx, claimantId: number): string | undefined {
  const self = me(ctx);
  if (self === claimantId) return 'Nobody can approve or reject their own expense claim.';
  const listed = authoriserIds(ctx, claimantId);
  if (listed.length > 0)
    return listed.includes(self) ? undefined : 'Only the authorisers of this person can decide.';
  return ctx.session?.user.permissions.includes('edit-users')
    ? undefined
    : "This needs the 'edit-users' permission.";
}

/**
 * `POST /claims/`: a new claim starts `pending` (the guard refused any other
 * status or a decision, authz/duties.ts).
 */
export const storeClaim: Handler = (ctx) => {
  const body = ctx.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return storeRecord(ctx);
  return storeRecord({ ...ctx, body: { ...(body as Record<string, unknown>), status: 'pending' } });
};

/** What the claimant is told about their claim's new status. */
function tellClaimant(ctx: RequestCtx, claim: StoredRecord): void {
  const store = ctx.services.store;
  const status = String(claim.status);
  if (status !== 'approved' && status !== 'rejected' && status !== 'paid') return;
  const what = `${pounds(claim.amount)} ${String(claim.expense_type ?? 'expense')}`;
  const by = personName(store, me(ctx));
  const reason = typeof claim.decision_reason === 'string' ? claim.decision_reason : '';
  const day = String(status === 'paid' ? claim.paid_at : (claim.decided_at ?? '')).slice(0, 10);
  notify(ctx.services, Number(claim.user_id), {
    kind: `claim_${status}` as 'claim_approved' | 'claim_rejected' | 'claim_paid',
    topic: 'expenses',
    title:
      status === 'approved'
        ? 'Your expense claim was approved'
        : status === 'rejected'
          ? 'Your expense claim was rejected'
          : 'Your expense claim was paid',
    body:
      status === 'approved'
        ? `${by} approved your ${what} claim.`
        : status === 'rejected'
          ? `${by} rejected your ${what} claim: ${reason}`
          : `Your ${what} claim was paid on ${day}.`,
    link: `/my/expenses#claim-${claim.id}`,
    params: {
      amount: pounds(claim.amount),
      type: String(claim.expense_type ?? ''),
      by,
      reason,
      date: day,
    },
  });
}

/** Today's date key where the organisation is (the UK), or in UTC when that is later. */
function todayKey(now = new Date()): string {
  const uk = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  const utc = now.toISOString().slice(0, 10);
  return uk > utc ? uk : utc;
}

/**
 * Why `paid_on` cannot be the day a claim was paid, or undefined: it must be
 * a real day (YYYY-MM-DD), not in the future, and not before the day the
 * money was spent (the claim's `date`).
 */
export function paidOnProblem(
  paidOn: unknown,
  claim: Record<string, unknown>,
  now = new Date(),
): string | undefined {
  if (typeof paidOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(paidOn))
    return 'Enter the day the claim was paid (YYYY-MM-DD).';
  const parsed = new Date(`${paidOn}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== paidOn)
    return 'Enter the day the claim was paid (YYYY-MM-DD).';
  if (paidOn > todayKey(now)) return 'The day it was paid cannot be in the future.';
  const spent = typeof claim.date === 'string' ? claim.date.slice(0, 10) : '';
  if (spent && paidOn < spent)
    return `The day it was paid cannot be before the claim's date (${spent}).`;
  return undefined;
}

/**
 * `PUT /claims/{id}`: a decision (approve or reject a pending claim; a
 * rejection needs `decision_reason`), marking an approved claim paid (on
 * `paid_on`, today by default; the server records `paid_at` and `paid_by`), or a plain update. The claimant is
 * notified of each decision and of the payment.
 */
export const updateClaim: Handler = async (ctx) => {
  const raw = ctx.params.id ?? '';
  const current: StoredRecord | undefined = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(CLAIMS, {}, Number(raw))
    : undefined;
  const body = ctx.body;
  if (!current || typeof body !== 'object' || body === null || Array.isArray(body))
    return updateRecord(ctx); // the generic update answers 404 / 422
  const next = (body as Record<string, unknown>).status;
  if (next === undefined || next === current.status) return updateRecord(ctx);
  if (!(DECISIONS as readonly unknown[]).includes(next)) {
    if (next === 'paid' && current.status === 'approved') {
      // Marking paid is the authorisers' too, never the claimant's.
      const refusal = decisionRefusal(ctx, Number(current.user_id));
      if (refusal) throw new ApiError(403, 'not_an_authoriser', refusal);
      const paidOn = (body as Record<string, unknown>).paid_on;
      if (paidOn !== undefined) {
        const problem = paidOnProblem(paidOn, current);
        if (problem) throw validationError({ paid_on: [problem] });
      }
      const reply = await updateRecord({
        ...ctx,
        body: {
          ...(body as Record<string, unknown>),
          paid_at:
            typeof paidOn === 'string' ? `${paidOn}T12:00:00.000Z` : new Date().toISOString(),
          paid_by: me(ctx),
        },
      });
      tellClaimant(ctx, (reply.json as { data: StoredRecord }).data);
      return reply;
    }
    throw validationError({
      status: ['must be approved or rejected (a pending claim), or paid (an approved one)'],
    });
  }
  if (current.status !== 'pending')
    throw new ApiError(
      409,
      'claim_not_pending',
      `The claim is already ${String(current.status)}: only a pending claim can be decided.`,
      { extra: { data: current } },
    );
  const refusal = decisionRefusal(ctx, Number(current.user_id));
  if (refusal) throw new ApiError(403, 'not_an_authoriser', refusal);
  const reason = (body as Record<string, unknown>).decision_reason;
  if (next === 'rejected' && (typeof reason !== 'string' || reason.trim() === ''))
    throw validationError({
      decision_reason: ['Say why the claim is rejected: the claimant reads it.'],
    });
  if (typeof reason === 'string' && reason.length > 1000)
    throw validationError({ decision_reason: ['The reason can be at most 1000 characters.'] });
  const reply = await updateRecord({
    ...ctx,
    body: {
      ...(body as Record<string, unknown>),
      ...(typeof reason === 'string' ? { decision_reason: reason.trim() } : {}),
      authoriser_id: me(ctx),
      decided_at: new Date().toISOString(),
    },
  });
  tellClaimant(ctx, (reply.json as { data: StoredRecord }).data);
  return reply;
};
