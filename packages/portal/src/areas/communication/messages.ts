import { isRecord } from '../../registry/infer.js';
import { readSentViews, text, SAFE_ID, type RecordView, type SentView } from './records.js';
import { ENGLISH_MY_TEXTS, type MyTexts } from '../me/myTexts.js';

/** One message of a person's inbox, as the screens show it. */
export interface MessageView extends SentView {
  /** Subject ('(no subject)' when empty). */
  subject: string;
  /** Body, markdown source. */
  body: string;
  /** Sender's user id, '' when unknown. */
  fromId: string;
  /** Sender's name as the server gives it (`from_name`), '' when it does not. */
  fromName: string;
  /** Read state. */
  read: boolean;
}

/** One reply in a thread. */
export interface ReplyView extends SentView {
  /** Body, markdown source. */
  body: string;
  /** Author's user id, '' when unknown. */
  fromId: string;
  /** Author's name as the server gives it (`from_name`), '' when it does not. */
  fromName: string;
}

/** The inbox, newest first; rows without a numeric id are left out. */
export function readMessages(rows: readonly unknown[]): MessageView[] {
  return readSentViews(rows, (r) => ({
    subject: text(r.subject).trim() || text(r.title).trim() || '(no subject)',
    body: text(r.body),
    fromId: text(r.from_id),
    fromName: text(r.from_name).trim(),
    read: r.read === true,
  }));
}

/** A thread's replies, oldest first. */
export function readReplies(rows: readonly unknown[]): ReplyView[] {
  return readSentViews(rows, (r) => ({
    body: text(r.body),
    fromId: text(r.from_id),
    fromName: text(r.from_name).trim(),
  })).reverse();
}

/** How many messages are unread. */
export function unreadCount(messages: readonly Pick<MessageView, 'read'>[]): number {
  return messages.filter((m) => !m.read).length;
}

/** "3 unread" / "No unread messages", in the words of `t` (English by default). */
export function unreadLabel(count: number, t: MyTexts = ENGLISH_MY_TEXTS): string {
  return count > 0 ? t.fill(t.text.unreadCount, { count }) : t.text.noUnread;
}

/** One stored attachment of a message. */
export interface AttachmentView extends RecordView {
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
    const url = text(file.url);
    const token = /\/api\/_files\/([A-Za-z0-9_-]{8,64})$/.exec(url)?.[1] ?? '';
    if (!SAFE_ID.test(text(r.id))) return [];
    return [
      {
        id: text(r.id),
        name: text(file.file_name) || text(r.name) || 'attachment',
        size: typeof file.size === 'number' ? file.size : Number.NaN,
        type: text(file.mime_type),
        token,
      },
    ];
  });
}

/** Ids of the senders the server did not name (only these are looked up). */
export function unnamedSenders(rows: readonly { fromId: string; fromName: string }[]): string[] {
  return rows.filter((r) => !r.fromName).map((r) => r.fromId);
}
