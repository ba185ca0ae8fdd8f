/**
 * Expense claims as the approval queue reads them: amount, type, claimant,
 * status and the history the stored claim carries (submitted, decided, reason),
 * the totals of a list and the CSV finance takes.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';

/** One receipt of a claim. */
export interface ClaimReceipt {
  url: string;
  name: string;
  /** Media type ('' when unknown). */
  type: string;
}

/** One expense claim. */
export interface Claim {
  id: string;
  userId: string;
  teamId: string;
  type: string;
  amount: number;
  status: string;
  submittedAt: string;
  decidedAt: string;
  authoriserId: string;
  reason: string;
  receiptUrl: string;
  /** The receipt's file name and media type ('' when unknown). */
  receiptName: string;
  receiptType: string;
  /** Every receipt attached. */
  receipts: ClaimReceipt[];
  /** What it was for. */
  description: string;
  /** The day the money was spent (YYYY-MM-DD, '' when unknown). */
  date: string;
  /** A claim at a rate (mileage): how many units, of what, at what rate, and the route. */
  quantity: number | null;
  unit: string;
  rate: number | null;
  route: string;
  /** When it was marked paid (ISO, '' when not). */
  paidAt: string;
  /** The rejected claim this one corrects ('' when none). */
  correctsId: string;
  etag?: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function firstReceipt(row: Record<string, unknown>): Record<string, unknown> | undefined {
  const first: unknown = Array.isArray(row.receipts) ? row.receipts[0] : undefined;
  return isRecord(first) ? first : undefined;
}

/** A stored claim as a {@link Claim}; `undefined` for a row without an id. */
export function readClaim(row: unknown): Claim | undefined {
  if (!isRecord(row) || !/^\d{1,15}$/.test(String(row.id))) return undefined;
  const amount = typeof row.amount === 'number' ? row.amount : Number(row.amount);
  return {
    id: String(row.id),
    userId: text(row.user_id),
    teamId: text(row.team_id),
    type: text(row.expense_type) || 'Expense',
    amount: Number.isFinite(amount) ? amount : 0,
    status: text(row.status) || 'pending',
    submittedAt: text(row.submitted_at),
    decidedAt: text(row.decided_at),
    authoriserId: text(row.authoriser_id),
    reason: text(row.decision_reason),
    receiptUrl: text(row.receipt_url) || text(firstReceipt(row)?.url),
    receiptName: text(firstReceipt(row)?.file_name) || 'receipt',
    receiptType: text(firstReceipt(row)?.mime_type),
    receipts: (Array.isArray(row.receipts) ? row.receipts : []).flatMap((r: unknown) =>
      isRecord(r) && text(r.url)
        ? [{ url: text(r.url), name: text(r.file_name) || 'receipt', type: text(r.mime_type) }]
        : [],
    ),
    description: text(row.description),
    date: /^\d{4}-\d{2}-\d{2}/.test(text(row.date)) ? text(row.date).slice(0, 10) : '',
    quantity: typeof row.quantity === 'number' ? row.quantity : null,
    unit: text(row.unit),
    rate: typeof row.rate === 'number' ? row.rate : null,
    route: text(row.route),
    paidAt: text(row.paid_at),
    correctsId: text(row.corrects_id),
    ...(typeof row.etag === 'string' ? { etag: row.etag } : {}),
  };
}

/** The number of claims and their sum. */
export function totalOf(claims: readonly Claim[]): { count: number; amount: number } {
  return {
    count: claims.length,
    amount: Math.round(claims.reduce((sum, c) => sum + c.amount, 0) * 100) / 100,
  };
}

/** One event in a claim's history. */
export interface ClaimEvent {
  /** What happened ("Submitted", "Approved by Ada Admin"). */
  what: string;
  /** When (ISO). */
  at: string;
}

/** The claim's history from what the stored claim carries, oldest first. */
export function historyOf(claim: Claim, nameOf: (id: string) => string): ClaimEvent[] {
  const out: ClaimEvent[] = [];
  if (claim.submittedAt) out.push({ what: 'Submitted', at: claim.submittedAt });
  if (claim.status !== 'pending') {
    const by = claim.authoriserId ? ` by ${nameOf(claim.authoriserId)}` : '';
    const decided = claim.status === 'paid' ? 'approved' : claim.status;
    out.push({
      what: `${decided[0]?.toUpperCase() ?? ''}${decided.slice(1)}${by}${claim.reason ? `: ${claim.reason}` : ''}`,
      at: claim.decidedAt,
    });
  }
  // Paid on a day (the time the server keeps for it means nothing).
  if (claim.status === 'paid') out.push({ what: 'Paid', at: claim.paidAt.slice(0, 10) });
  return out;
}

/** A claim at a rate in words: "42 miles at £0.45 a mile". */
export function rateWords(claim: Pick<Claim, 'quantity' | 'unit' | 'rate'>): string {
  if (claim.quantity === null || claim.rate === null) return '';
  const unit = claim.unit || 'unit';
  const units = claim.quantity === 1 ? unit : `${unit}s`;
  return `${claim.quantity} ${units} at £${claim.rate.toFixed(2)} a ${unit}`;
}

/** The day `days` before `now`, as an ISO instant (the start of a "decided" window). */
export function daysBefore(now: number, days: number): string {
  return new Date(now - days * 86_400_000).toISOString();
}

/** The CSV lines finance takes: one claim a line, amounts as numbers. */
export function claimsCsvLines(
  claims: readonly Claim[],
  nameOf: (id: string) => string,
  teamOf: (id: string) => string,
): unknown[][] {
  return [
    [
      'Claim',
      'Claimant',
      'Team',
      'Type',
      'Amount (GBP)',
      'Status',
      'Submitted',
      'Decided',
      'Decided by',
      'Reason',
    ],
    ...claims.map((c) => [
      Number(c.id),
      nameOf(c.userId),
      c.teamId ? teamOf(c.teamId) : '',
      c.type,
      c.amount,
      c.status,
      c.submittedAt.slice(0, 10),
      c.decidedAt.slice(0, 10),
      c.authoriserId ? nameOf(c.authoriserId) : '',
      c.reason,
    ]),
  ];
}
