import { readSentViews, readViews, text, type RecordView, type SentView } from './records.js';

/** One notification as the screen shows it. */
export interface NotificationView extends SentView {
  /** Title. */
  title: string;
  /** Body (plain text or markdown). */
  body: string;
  /** Read state. */
  read: boolean;
  /** Dismissed (only listed with "show dismissed"). */
  dismissed: boolean;
}

/** Notifications, newest first; rows without a numeric id are left out. */
export function readNotifications(rows: readonly unknown[]): NotificationView[] {
  return readSentViews(rows, (r) => ({
    title: text(r.title).trim() || text(r.subject).trim() || 'Notification',
    body: text(r.body),
    read: r.read === true,
    dismissed: r.dismissed === true,
  }));
}

/** One login message waiting for the person's acknowledgement. */
export interface LoginMessageView extends RecordView {
  /** Title. */
  title: string;
  /** Body, markdown source. */
  body: string;
}

/** The login messages to acknowledge. */
export function readLoginMessages(rows: readonly unknown[]): LoginMessageView[] {
  return readViews(rows, (r) => ({
    title: text(r.title).trim() || text(r.name).trim() || 'Message',
    body: text(r.body) || text(r.message),
  }));
}
