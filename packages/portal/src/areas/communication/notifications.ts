import { isRecord } from '../../registry/infer.js';

/** One notification as the screen shows it. */
export interface NotificationView {
  /** Record id. */
  id: string;
  /** Title. */
  title: string;
  /** Body (plain text or markdown). */
  body: string;
  /** Read state. */
  read: boolean;
  /** Dismissed (only listed with "show dismissed"). */
  dismissed: boolean;
  /** When it was sent (ISO), '' when unknown. */
  sentAt: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Notifications, newest first; rows without a numeric id are left out. */
export function readNotifications(rows: readonly unknown[]): NotificationView[] {
  return rows
    .filter(isRecord)
    .filter((r) => /^\d{1,15}$/.test(str(r.id)))
    .map((r) => ({
      id: str(r.id),
      title: str(r.title).trim() || str(r.subject).trim() || 'Notification',
      body: str(r.body),
      read: r.read === true,
      dismissed: r.dismissed === true,
      sentAt: str(r.sent_at) || str(r.created_at),
    }))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || Number(b.id) - Number(a.id));
}

/** One login message waiting for the person's acknowledgement. */
export interface LoginMessageView {
  /** Record id. */
  id: string;
  /** Title. */
  title: string;
  /** Body, markdown source. */
  body: string;
}

/** The login messages to acknowledge. */
export function readLoginMessages(rows: readonly unknown[]): LoginMessageView[] {
  return rows
    .filter(isRecord)
    .filter((r) => /^\d{1,15}$/.test(str(r.id)))
    .map((r) => ({
      id: str(r.id),
      title: str(r.title).trim() || str(r.name).trim() || 'Message',
      body: str(r.body) || str(r.message),
    }));
}
