import { isRecord } from '../../registry/infer.js';

/** One e-mail log group (a bulk send). */
export interface LogGroupView {
  /** Group id. */
  id: string;
  /** Subject. */
  subject: string;
  /** Saved list name, '' when not from a saved list. */
  listName: string;
  /** Recipients, NaN when unknown. */
  count: number;
  /** When (ISO). */
  sentAt: string;
}

/** One sent e-mail. */
export interface LogEntryView {
  /** Log id. */
  id: string;
  /** Recipient's name. */
  name: string;
  /** Recipient's address. */
  to: string;
  /** Subject as sent. */
  subject: string;
  /** Body as sent (markdown source). */
  body: string;
  /** Delivery status. */
  status: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const ok = (r: Record<string, unknown>) => /^\d{1,15}$/.test(str(r.id));

/** The groups, newest first. */
export function readLogGroups(rows: readonly unknown[]): LogGroupView[] {
  return rows
    .filter(isRecord)
    .filter(ok)
    .map((r) => ({
      id: str(r.id),
      subject: str(r.name) || str(r.subject) || '(no subject)',
      listName: str(r.saved_list_name),
      count: typeof r.count === 'number' ? r.count : Number.NaN,
      sentAt: str(r.sent_at) || str(r.created_at),
    }))
    .sort((a, b) => Number(b.id) - Number(a.id));
}

/** The e-mails of one group, in the order sent. */
export function readLogEntries(rows: readonly unknown[]): LogEntryView[] {
  return rows
    .filter(isRecord)
    .filter(ok)
    .map((r) => ({
      id: str(r.id),
      name: str(r.name),
      to: str(r.to) || str(r.email),
      subject: str(r.subject),
      body: str(r.body),
      status: str(r.status) || 'sent',
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}
