/**
 * A person's own expense claims (issue 28): `/users/{userId}/expenses/` reads
 * and writes the organisation's claims (the `/claims` collection that the
 * authorisers decide, domain/expenses.ts) of that person. A claim is submitted
 * in one request, its receipts as files of a form upload, so a refused receipt
 * leaves no claim behind; it is stored `pending` with the time it was submitted
 * (without a type it is "Other"; without a date, today). Where the organisation
 * has rates for the claim's type (`/organisation/expenses/rates/`, e.g. mileage
 * per mile), the claimant sends `rate_id` and `quantity` and the server works
 * out the amount: quantity × rate, rounded to the penny.
 *
 * @module
 */
import { storeBlob } from '../authz/files.js';
import { etagHeaders } from './concurrency.js';
import { validationError, type FieldErrors } from '../errors.js';
import { listEnvelope, readPaging } from '../routes/paging.js';
import { DEFAULT_LIMIT } from '../routes/resources.js';
import type { Handler, RequestCtx } from '../routes/types.js';
import type { StoredRecord } from '../store/records.js';
import { named } from '../store/collections.js';
import { bodyObject, numParam } from './input.js';
import { authoriserIds } from './expenses.js';
import { notify, personName, pounds } from './notify.js';

const CLAIMS = named('claims');

/** The largest receipt accepted, in bytes (2 MiB). */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;

/** The media types a receipt may have. */
export const RECEIPT_TYPES: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];

/** The expense types a claim may name when the organisation lists none. */
export const DEFAULT_EXPENSE_TYPES: readonly string[] = [
  'Travel',
  'Mileage',
  'Meals',
  'Equipment',
  'Training',
  'Other',
];

/**
 * True when a number (or its text) has at most `places` decimal places, read
 * from its decimal text, never by binary floating point (18.6 × 100 is
 * 1860.0000000000002): money is exact.
 */
export function hasAtMostDecimals(value: unknown, places: number): boolean {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/e/i.test(text)) return false;
  const m = /^-?\d*(?:\.(\d*))?$/.exec(text);
  return m !== null && (m[1] ?? '').length <= places;
}

/** The largest amount of one claim, in pounds. */
export const CLAIM_MAX_AMOUNT = 5000;

function expenseTypes(ctx: RequestCtx): string[] {
  const listed = ctx.services.store
    .all(named('organisation.expenses.types'))
    .map((t) => String(t.name ?? ''))
    .filter(Boolean);
  return listed.length > 0 ? listed : [...DEFAULT_EXPENSE_TYPES];
}

/** The most of one rate's unit (miles, nights...) in one claim. */
export const CLAIM_MAX_QUANTITY = 10_000;

/** An organisation's rate for an expense type (`/organisation/expenses/rates/`). */
export interface ExpenseRate {
  id: number;
  name: string;
  expense_type: string;
  unit: string;
  rate: number;
}

function expenseRates(ctx: RequestCtx): ExpenseRate[] {
  return ctx.services.store.all(named('organisation.expenses.rates')).flatMap((r) =>
    typeof r.expense_type === 'string' && Number.isFinite(Number(r.rate))
      ? [
          {
            id: r.id,
            name: String(r.name ?? r.expense_type),
            expense_type: r.expense_type,
            unit: String(r.unit ?? 'mile'),
            rate: Number(r.rate),
          },
        ]
      : [],
  );
}

/**
 * The amount of a claim at a rate, and the field errors of `rate_id` and
 * `quantity`: a type with rates must be claimed at one of them (the amount is
 * then the server's, quantity × rate), a type without rates by amount.
 */
export function rateClaim(
  body: Record<string, unknown>,
  rates: readonly ExpenseRate[],
): {
  /** True when the type has rates (then the claim is at one of them, never by amount). */
  rated: boolean;
  errors: FieldErrors;
  amount?: number;
  rate?: ExpenseRate;
  quantity?: number;
} {
  const type = typeof body.expense_type === 'string' ? body.expense_type : 'Other';
  const ofType = rates.filter((r) => r.expense_type === type);
  if (ofType.length === 0) {
    return body.rate_id === undefined || body.rate_id === ''
      ? { rated: false, errors: {} }
      : { rated: false, errors: { rate_id: [`${type} is claimed by amount, not at a rate.`] } };
  }
  const errors: FieldErrors = {};
  const rate = ofType.find((r) => String(r.id) === String(body.rate_id));
  if (!rate) errors.rate_id = [`Choose one of: ${ofType.map((r) => r.name).join(', ')}.`];
  const quantity = Number(body.quantity);
  const unit = rate?.unit ?? ofType[0]!.unit;
  if (body.quantity === undefined || body.quantity === '' || !Number.isFinite(quantity))
    errors.quantity = [`Enter how many ${unit}s, for example 12.5.`];
  else if (quantity <= 0 || quantity > CLAIM_MAX_QUANTITY)
    errors.quantity = [`Enter more than 0 and at most ${CLAIM_MAX_QUANTITY} ${unit}s.`];
  else if (!hasAtMostDecimals(body.quantity, 1))
    errors.quantity = ['Use at most one decimal place.'];
  if (Object.keys(errors).length > 0 || !rate) return { rated: true, errors };
  return {
    rated: true,
    errors,
    rate,
    quantity,
    amount: Math.round(quantity * rate.rate * 100) / 100,
  };
}

/** The field errors of a claim body and its receipts (empty when valid). */
export function claimErrors(
  body: Record<string, unknown>,
  files: readonly { field: string; name: string; type: string; size: number }[],
  types: readonly string[],
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (
    body.expense_type !== undefined &&
    (typeof body.expense_type !== 'string' || !types.includes(body.expense_type))
  )
    errors.expense_type = [`Choose one of: ${types.join(', ')}.`];
  const amount = Number(body.amount);
  if (body.amount === undefined || body.amount === '' || !Number.isFinite(amount))
    errors.amount = ['Enter the amount in pounds, for example 12.50.'];
  else if (amount <= 0 || amount > CLAIM_MAX_AMOUNT)
    errors.amount = [`The amount must be more than £0 and at most £${CLAIM_MAX_AMOUNT}.`];
  else if (!hasAtMostDecimals(body.amount, 2))
    errors.amount = ['The amount can have at most two decimal places.'];
  const date = body.date === undefined ? today : typeof body.date === 'string' ? body.date : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    errors.date = ['Enter the date you spent the money.'];
  else if (date > today) errors.date = ['The date cannot be in the future.'];
  if (typeof body.description === 'string' && body.description.length > 500)
    errors.description = ['The description can be at most 500 characters.'];
  if (body.route !== undefined && (typeof body.route !== 'string' || body.route.length > 200))
    errors.route = ['Give the route in at most 200 characters, for example Perth to Pitlochry.'];
  if (body.corrects_id !== undefined && !/^\d{1,15}$/.test(String(body.corrects_id)))
    errors.corrects_id = ['must be the id of the rejected claim this one corrects'];
  const receipts = files.filter((f) => f.field === 'receipts' || f.field === 'receipt');
  if (receipts.length !== files.length)
    errors.receipts = ['Send receipts in the field "receipts".'];
  if (receipts.length > 5) errors.receipts = ['Attach at most 5 receipts.'];
  for (const f of receipts) {
    if (!RECEIPT_TYPES.includes(f.type))
      errors.receipts = [`${f.name} is not a PDF, JPEG or PNG file.`];
    else if (f.size > RECEIPT_MAX_BYTES)
      errors.receipts = [`${f.name} is larger than 2 MB. Attach a smaller scan or photo.`];
  }
  return errors;
}

/**
 * A claim as its claimant reads it: with the names of who decided it
 * (`authoriser_name`) and who marked it paid (`paid_by_name`), which the
 * claimant, who cannot read people, could not look up.
 */
function withDeciders(ctx: RequestCtx, claim: StoredRecord): StoredRecord {
  const store = ctx.services.store;
  return {
    ...claim,
    ...(claim.authoriser_id ? { authoriser_name: personName(store, claim.authoriser_id) } : {}),
    ...(claim.paid_by ? { paid_by_name: personName(store, claim.paid_by) } : {}),
  };
}

/** `GET /users/{userId}/expenses/`: the person's claims, newest first, with who decided them. */
export const listOwnClaims: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  const { page, limit } = readPaging(ctx.query, DEFAULT_LIMIT);
  const rows = ctx.services.store
    .all(CLAIMS)
    .filter((c) => Number(c.user_id) === userId)
    .sort(
      (a, b) =>
        String(b.submitted_at ?? '').localeCompare(String(a.submitted_at ?? '')) || b.id - a.id,
    );
  const start = (page - 1) * limit;
  const pageOf = rows.slice(start, start + limit).map((c) => withDeciders(ctx, c));
  return { json: listEnvelope(pageOf, page, limit, rows.length) };
};

/** `POST /users/{userId}/expenses/`: submits a claim with its receipts (JSON or a form upload). */
export const submitClaim: Handler = (ctx) => {
  const userId = numParam(ctx, 'userId', 'Person');
  const body = bodyObject(ctx);
  const today = new Date().toISOString().slice(0, 10);
  const atRate = rateClaim(body, expenseRates(ctx));
  const errors = {
    ...claimErrors(
      atRate.rate ? { ...body, amount: atRate.amount } : body,
      ctx.files,
      expenseTypes(ctx),
      today,
    ),
    ...atRate.errors,
  };
  // A claim at a rate has no amount of its own to check.
  if (atRate.rated && !atRate.rate) delete errors.amount;
  // A corrected claim names the claimant's own rejected claim it replaces.
  const corrects =
    body.corrects_id === undefined || errors.corrects_id ? undefined : Number(body.corrects_id);
  if (corrects !== undefined) {
    const old = ctx.services.store.get(CLAIMS, {}, corrects);
    if (!old || Number(old.user_id) !== userId || old.status !== 'rejected')
      errors.corrects_id = ['must be the id of one of your rejected claims'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const person = ctx.services.store.get(named('users'), {}, userId);
  const record = ctx.services.db.transaction(() => {
    const receipts = ctx.files.map((f) => ({
      file_name: f.name,
      mime_type: f.type,
      size: f.size,
      url: storeBlob(
        ctx.services.db,
        f,
        named('users.expenses'),
        { userId: String(userId) },
        ctx.origin,
      ).url,
    }));
    return ctx.services.store.insert(
      CLAIMS,
      {},
      {
        user_id: userId,
        team_id: Array.isArray(person?.team_ids) ? (person.team_ids[0] ?? null) : null,
        expense_type: typeof body.expense_type === 'string' ? body.expense_type : 'Other',
        amount: atRate.amount ?? Math.round(Number(body.amount) * 100) / 100,
        ...(atRate.rate
          ? {
              rate_id: atRate.rate.id,
              rate: atRate.rate.rate,
              unit: atRate.rate.unit,
              quantity: atRate.quantity,
            }
          : {}),
        date: typeof body.date === 'string' ? body.date : today,
        description: typeof body.description === 'string' ? body.description.trim() : '',
        ...(typeof body.route === 'string' && body.route.trim()
          ? { route: body.route.trim() }
          : {}),
        ...(corrects !== undefined ? { corrects_id: corrects } : {}),
        receipts,
        status: 'pending',
        submitted_at: new Date().toISOString(),
        authoriser_id: null,
      },
    );
  })();
  // The claimant's named authorisers are told a claim waits for them.
  const claimant = personName(ctx.services.store, userId);
  for (const authoriser of authoriserIds(ctx, userId))
    notify(ctx.services, authoriser, {
      kind: 'claim_submitted',
      topic: 'expenses',
      title: `${claimant} sent an expense claim`,
      body: `${claimant} claimed ${pounds(record.amount)} for ${String(record.expense_type)}.`,
      link: '/expenses/approvals',
      params: { name: claimant, amount: pounds(record.amount), type: String(record.expense_type) },
    });
  return {
    status: 201,
    json: { data: record },
    headers: etagHeaders(record),
  };
};
