/**
 * What the communication read models share: reading a field as text, keeping the
 * records that carry a usable id, and ordering by when they were sent.
 *
 * @module
 */
import { isRecord, type AnyRecord } from '../../registry/infer.js';

/** An id the portal can put in a URL or a call: 1 to 15 digits. */
export const SAFE_ID = /^\d{1,15}$/;

/** A field as text: strings as they are, numbers written out, anything else `''`. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** What every communication view carries: its record's id. */
export interface RecordView {
  /** Record id, a {@link SAFE_ID}. */
  id: string;
}

/** A view of something sent. */
export interface SentView extends RecordView {
  /** When it was sent (ISO): `sent_at`, else `created_at`, else `''`. */
  sentAt: string;
}

/** The records among `rows` whose id is a {@link SAFE_ID}; anything else is left out. */
export function idRecords(rows: readonly unknown[]): AnyRecord[] {
  return rows.filter(isRecord).filter((r) => SAFE_ID.test(text(r.id)));
}

/** When a record was sent (ISO): `sent_at`, else `created_at`, else `''`. */
export function sentAtOf(record: AnyRecord): string {
  return text(record.sent_at) || text(record.created_at);
}

/** Orders views newest first by `sentAt`, then by the larger id. */
export function newestFirst(a: SentView, b: SentView) {
  return b.sentAt.localeCompare(a.sentAt) || Number(b.id) - Number(a.id);
}

/** Each record with a {@link SAFE_ID} as a view: its `id` as text and what `read` makes of the rest. */
export function readViews<T extends object>(
  rows: readonly unknown[],
  read: (record: AnyRecord) => T,
): (T & RecordView)[] {
  return idRecords(rows).map((r) => ({ id: text(r.id), ...read(r) }));
}

/** {@link readViews} with when each was sent ({@link sentAtOf}), newest first. */
export function readSentViews<T extends object>(
  rows: readonly unknown[],
  read: (record: AnyRecord) => T,
): (T & SentView)[] {
  return readViews(rows, (r) => ({ ...read(r), sentAt: sentAtOf(r) })).sort(newestFirst);
}
