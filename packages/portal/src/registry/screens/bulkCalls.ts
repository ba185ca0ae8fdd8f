/**
 * The catalogue's bulk calls offered on the rows selected in a list. A bulk
 * call belongs to the list whose path is its path without the `bulk…` segment
 * (`/organisation/rotas/bulk` to `/organisation/rotas/`), or, for calls on one
 * parent record (`/events/{e}/sessions/{s}/bulk-delete-users/`), to the list
 * under that record whose ids the call takes (the session's attendees, keyed
 * by `userId`). The table says how each call takes the ids and what else it
 * asks for.
 *
 * @module
 */
import type { ActionDef, Registry, ResourceDef } from '../registry.js';
import { templateKey } from '../paths.js';

/** How a bulk call takes the selected ids and what else it asks for. */
export interface BulkCallSpec {
  /** Button label. */
  label: string;
  /** Where the ids go: a JSON body field, or a repeated query parameter. */
  ids: { in: 'body' | 'query'; name: string };
  /** One value chosen from a list, sent with the ids under `name`. */
  choice?: { name: string; label: string; options: readonly string[] };
  /** A text staff type, sent with the ids under `name`. */
  text?: { name: string; label: string };
  /** Staff choose a column and give it a value, sent as `{[column]: value}`. */
  setField?: boolean;
  /** Destructive: asks first (two-step button). */
  destructive?: boolean;
  /** The list resource's template key, for calls on a parent record. */
  list?: string;
}

/** The bulk calls of the catalogue, keyed `METHOD template-key`. */
export const BULK_CALLS: Readonly<Record<string, BulkCallSpec>> = {
  'PUT organisation/rotas/bulk': {
    label: 'Update selected',
    ids: { in: 'body', name: 'ids' },
    setField: true,
  },
  'PUT events/:/sessions/bulk-update': {
    label: 'Update selected',
    ids: { in: 'body', name: 'ids' },
    setField: true,
  },
  'PUT events/:/sessions/bulk-update-location': {
    label: 'Change location',
    ids: { in: 'body', name: 'ids' },
    text: { name: 'location', label: 'New location' },
  },
  'PUT organisation/role-profiles/bulk-update': {
    label: 'Set status',
    ids: { in: 'query', name: 'ids' },
    choice: { name: 'status', label: 'Status', options: ['active', 'inactive'] },
  },
  'PUT events/:/sessions/:/bulk-update-user-status': {
    label: 'Set attendee status',
    ids: { in: 'body', name: 'user_ids' },
    choice: {
      name: 'status',
      label: 'Status',
      options: ['invited', 'confirmed', 'attended', 'no_show', 'cancelled'],
    },
    list: 'events/:/sessions/:/attendees',
  },
  'PUT events/:/sessions/:/bulk-delete-users': {
    label: 'Remove from session',
    ids: { in: 'body', name: 'user_ids' },
    destructive: true,
    list: 'events/:/sessions/:/attendees',
  },
};

/** A bulk call offered on a list: the catalogue action and how it takes the ids. */
export interface BulkCall {
  /** The catalogue action. */
  action: ActionDef;
  /** How it is sent. */
  spec: BulkCallSpec;
}

/** The bulk calls the catalogue has for `def`'s list (only those it really has). */
export function bulkCallsFor(registry: Registry, def: ResourceDef): BulkCall[] {
  const out: BulkCall[] = [];
  for (const action of registry.actions) {
    const key = `${action.entry.method} ${templateKey(action.entry.path)}`;
    const spec = BULK_CALLS[key];
    if (!spec) continue;
    const base = templateKey(action.entry.path).split('/').slice(0, -1).join('/');
    if ((spec.list ?? base) === def.key) out.push({ action, spec });
  }
  return out;
}

/**
 * The request of a bulk call on `ids`, with `value` for its choice or
 * `{[field]: value}` for a set-field call.
 */
export function bulkRequest(
  spec: BulkCallSpec,
  ids: readonly string[],
  extra: Record<string, unknown> = {},
): { body?: Record<string, unknown>; query?: Record<string, unknown> } {
  const numeric = ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id));
  // A query array is sent as `ids[]=1&ids[]=2` by the client.
  return spec.ids.in === 'query'
    ? { query: { [spec.ids.name]: [...ids], ...extra } }
    : { body: { [spec.ids.name]: numeric, ...extra } };
}
