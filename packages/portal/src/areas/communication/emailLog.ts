import { readViews, sentAtOf, text, type RecordView, type SentView } from './records.js';

/** One e-mail log group (a bulk send). */
export interface LogGroupView extends SentView {
  /** Subject. */
  subject: string;
  /** Saved list name, '' when not from a saved list. */
  listName: string;
  /** Recipients, NaN when unknown. */
  count: number;
}

/** One sent e-mail. */
export interface LogEntryView extends RecordView {
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

/** The groups, newest first. */
export function readLogGroups(rows: readonly unknown[]): LogGroupView[] {
  return readViews(rows, (r) => ({
    subject: text(r.name) || text(r.subject) || '(no subject)',
    listName: text(r.saved_list_name),
    count: typeof r.count === 'number' ? r.count : Number.NaN,
    sentAt: sentAtOf(r),
  })).sort((a, b) => Number(b.id) - Number(a.id));
}

/** The e-mails of one group, in the order sent. */
export function readLogEntries(rows: readonly unknown[]): LogEntryView[] {
  return readViews(rows, (r) => ({
    name: text(r.name),
    to: text(r.to) || text(r.email),
    subject: text(r.subject),
    body: text(r.body),
    status: text(r.status) || 'sent',
  })).sort((a, b) => Number(a.id) - Number(b.id));
}
