/**
 * Expense claims (`/claims/`, spec 7.6).
 *
 * @module
 */
import * as z from 'zod/mini';
import { CLAIM_STATUSES } from '../vocabulary.js';
import {
  dateText,
  field,
  int,
  listQueryShape,
  model,
  recordId,
  storedFields,
  text,
} from './meta.js';

/** A receipt attached to a claim. */
export const ReceiptSchema = model(
  'Receipt',
  z.looseObject({
    url: field(z.optional(z.string()), 'Where the file is served.'),
    file_name: field(z.optional(z.string()), 'The file name.'),
    mime_type: field(z.optional(z.string()), 'Its media type.'),
  }),
  'A receipt attached to a claim.',
);

/** What a store of a claim sends; an update sends any part of it. */
export const ClaimInputSchema = model(
  'ClaimInput',
  z.looseObject({
    user_id: field(int(), 'The person claiming.'),
    amount: field(
      z.number().check(z.minimum(0), z.maximum(100000)),
      'Amount in the organisation’s currency, major units (0 to 100,000).',
    ),
    expense_type: field(z.optional(text(100)), 'Kind of expense (`Travel`, `Parking`...).'),
    status: field(z.optional(z.enum(CLAIM_STATUSES)), 'Pending, approved, rejected or paid.'),
    submitted_at: field(z.optional(dateText()), 'When it was submitted (ISO date-time).'),
    authoriser_id: field(z.optional(z.nullable(int())), 'Who decided it.'),
    paid_on: field(
      z.optional(z.string()),
      'With `status: "paid"`: the day it was paid, `YYYY-MM-DD` (default today).',
    ),
    decision_reason: field(
      z.optional(z.nullable(z.string())),
      'Why it was rejected (or a note on the decision).',
    ),
  }),
  'The fields a store of a claim sends (`user_id` and `amount` are required); an update sends any of them.',
);

/** An expense claim (`/claims/`). */
export const ClaimSchema = model(
  'Claim',
  z.extend(ClaimInputSchema, {
    id: field(recordId(), 'The claim id.'),
    team_id: field(z.optional(z.nullable(z.number())), 'The team of the claimant.'),
    decided_at: field(z.optional(z.nullable(z.string())), 'When it was decided (ISO date-time).'),
    paid_at: field(z.optional(z.nullable(z.string())), 'When it was paid (ISO date-time).'),
    paid_by: field(z.optional(z.nullable(z.number())), 'Who recorded the payment.'),
    receipt_url: field(z.optional(z.nullable(z.string())), 'Where the receipt is served.'),
    receipts: field(z.optional(z.array(ReceiptSchema)), 'Attached receipts.'),
    ...storedFields(),
  }),
  'An expense claim (`/claims/`).',
);

/** The query of `claims.list`. */
export const ClaimQuerySchema = model(
  'ClaimQuery',
  z.looseObject(
    listQueryShape([
      'user_id',
      'team_id',
      'status',
      'expense_type',
      'amount',
      'submitted_at',
      'decided_at',
      'authoriser_id',
    ] as const),
  ),
  'The query of `claims.list`: paging, search, order and field filters.',
);
