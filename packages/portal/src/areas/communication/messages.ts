import { isRecord } from '../../registry/infer.js';

/** One message of a person's inbox, as the screens show it. */
export interface MessageView {
  /** Record id. */
  id: string;
  /** Subject ('(no subject)' when empty). */
  subject: string;
  /** Body, markdown source. */
  body: string;
  /** Sender's user id, '' when unknown. */
  fromId: string;
  /** Read state. */
  read: boolean;
  /** When it was sent (ISO), '' when unknown. */
  sentAt: string;
}

/** One reply in a thread. */
export interface ReplyView {
  /** Record id. */
  id: string;
  /** Body, markdown source. */
  body: string;
  /** Author's user id, '' when unknown. */
  fromId: string;
  /** When (ISO): `sent_at`, else `created_at`. */
  sentAt: string;
}

const SAFE_ID = /^\d{1,15}$/;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The inbox, newest first; rows without a numeric id are left out. */
export function readMessages(rows: readonly unknown[]): MessageView[] {
  return rows
    .filter(isRecord)
    .filter((r) => SAFE_ID.test(str(r.id)))
    .map((r) => ({
      id: str(r.id),
      subject: str(r.subject).trim() || str(r.title).trim() || '(no subject)',
      body: str(r.body),
      fromId: str(r.from_id),
      read: r.read === true,
      sentAt: str(r.sent_at) || str(r.created_at),
    }))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || Number(b.id) - Number(a.id));
}

/** A thread's replies, oldest first. */
export function readReplies(rows: readonly unknown[]): ReplyView[] {
  return rows
    .filter(isRecord)
    .filter((r) => SAFE_ID.test(str(r.id)))
    .map((r) => ({
      id: str(r.id),
      body: str(r.body),
      fromId: str(r.from_id),
      sentAt: str(r.sent_at) || str(r.created_at),
    }))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt) || Number(a.id) - Number(b.id));
}

/** How many messages are unread. */
export function unreadCount(messages: readonly Pick<MessageView, 'read'>[]): number {
  return messages.filter((m) => !m.read).length;
}

/** "3 unread" / "No unread messages". */
export function unreadLabel(count: number): string {
  return count > 0 ? `${count} unread` : 'No unread messages';
}

/** One stored attachment of a message. */
export interface AttachmentView {
  /** Record id. */
  id: string;
  /** File name. */
  name: string;
  /** Size in bytes (NaN when unknown). */
  size: number;
  /** MIME type. */
  type: string;
  /** The download token of `/api/_files/{token}`, '' when none. */
  token: string;
}

/** A message's attachments (records whose `file` the sandbox stored). */
export function readAttachments(rows: readonly unknown[]): AttachmentView[] {
  return rows.filter(isRecord).flatMap((r) => {
    const file = isRecord(r.file) ? r.file : {};
    const url = str(file.url);
    const token = /\/api\/_files\/([A-Za-z0-9_-]{8,64})$/.exec(url)?.[1] ?? '';
    if (!SAFE_ID.test(str(r.id))) return [];
    return [
      {
        id: str(r.id),
        name: str(file.file_name) || str(r.name) || 'attachment',
        size: typeof file.size === 'number' ? file.size : Number.NaN,
        type: str(file.mime_type),
        token,
      },
    ];
  });
}
