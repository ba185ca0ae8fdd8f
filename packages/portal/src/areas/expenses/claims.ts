/**
 * Expense claims as the approval queue reads them: amount, type, claimant,
 * status and the history the stored claim carries (submitted, decided, reason),
 * the totals of a list and the CSV finance takes.
 *
 * @module
 */
import { isRecord } from '../../registry/infer.js';

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
  if (claim.status === 'paid') out.push({ what: 'Paid', at: '' });
  return out;
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
