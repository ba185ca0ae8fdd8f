/**
 * Session attendees (spec 7.7): reading them, row selection, and the bodies of
 * the two bulk calls (`bulk-update-user-status`, `bulk-delete-users`).
 *
 * @module
 */
import type { AttendeeStatus } from '@volunteerkit/api-client/models';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { isRecord, normaliseList } from '../../registry/infer.js';
import { personName } from '../../app/displayName.js';

/** One attendee of a session, keyed by user id. */
export interface Attendee {
  /** The user id (the attendee's key, spec 7.7). */
  userId: string;
  /** Display name. */
  name: string;
  /** Attendance status as stored. */
  status: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads a list payload of attendees: the user id from `user_id` (else `id`),
 * the name from an embedded `user`, the row, or `names`; rows without an id
 * are dropped.
 */
export function readAttendees(
  payload: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): Attendee[] {
  const rows = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  const out: Attendee[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const raw = row.user_id ?? row.id;
    const userId = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : '';
    if (!ID.test(userId) || seen.has(userId)) continue;
    seen.add(userId);
    const user = isRecord(row.user) ? row.user : null;
    out.push({
      userId,
      name: personName(user) ?? names.get(userId) ?? personName(row) ?? HIDDEN_NAME,
      status: typeof row.status === 'string' && row.status ? row.status : 'invited',
    });
  }
  return out;
}

/** How much of the list is selected: drives the "select all" checkbox (checked, mixed, clear). */
export function selectionState(
  rows: readonly Attendee[],
  selected: ReadonlySet<string>,
): 'none' | 'some' | 'all' {
  const count = rows.filter((r) => selected.has(r.userId)).length;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/** The selection after the "select all" checkbox: all when not all were, else none. */
export function toggleAll(rows: readonly Attendee[], selected: ReadonlySet<string>): Set<string> {
  return selectionState(rows, selected) === 'all' ? new Set() : new Set(rows.map((r) => r.userId));
}

/** The selection after one row's checkbox. */
export function toggleOne(selected: ReadonlySet<string>, userId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(userId)) next.delete(userId);
  else next.add(userId);
  return next;
}

/**
 * Body of `PUT .../bulk-update-user-status/`. A status beyond the vocabulary
 * (one a row already has) is sent as it is: the server answers its field error.
 */
export function bulkStatusBody(userIds: readonly string[], status: string) {
  return { user_ids: userIds.map(numeric), status: status as AttendeeStatus };
}

/** Body of `PUT .../bulk-delete-users/`. */
export function bulkDeleteBody(userIds: readonly string[]) {
  return { user_ids: userIds.map(numeric) };
}

function numeric(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}
