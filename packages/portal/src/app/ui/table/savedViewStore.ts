/**
 * Saved views of a list, stored through the spec's saved-lists resource
 * (`/organisation/saved-list/`: store and show). A view is `{name, resource,
 * query}` where `query` is the table's URL state; opening it reads it back from
 * the server by id. The catalogue offers no list of saved lists, so this
 * browser remembers the ids (and names) it saved or opened, per list.
 *
 * @module
 */
import { VolunteerKitError, createApi, type HttpClient } from '@volunteerkit/api-client';
import { isRecord } from '../../records.js';

/** A saved view as stored on the server. */
export interface SavedView {
  /** Server id. */
  id: string;
  /** Name staff gave it. */
  name: string;
  /** The list it belongs to (the resource key, e.g. `users`). */
  resource: string;
  /** The table's URL state (`sort=-start_date&f.status=leaver`). */
  query: string;
  /**
   * The list's filter in the API's list query, without paging
   * (`filter[status]=leaver`): the server resolves whom a view reaches by it
   * when a bulk action or e-mail uses the view.
   */
  filter?: string;
}

/** A remembered saved view: its id and name. */
export interface SavedViewRef {
  /** Server id. */
  id: string;
  /** Name. */
  name: string;
}

const INDEX_PREFIX = 'vk-portal-views:';
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The saved views this browser knows for `resource`, newest first. */
export function knownViews(resource: string): SavedViewRef[] {
  try {
    const value = JSON.parse(storage()?.getItem(INDEX_PREFIX + resource) ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is SavedViewRef =>
        isRecord(v) && typeof v.id === 'string' && ID.test(v.id) && typeof v.name === 'string',
    );
  } catch {
    return [];
  }
}

/** Remembers a view (moved to the front; at most 20 per list). */
export function rememberView(resource: string, view: SavedViewRef): void {
  const list = [view, ...knownViews(resource).filter((v) => v.id !== view.id)].slice(0, 20);
  try {
    storage()?.setItem(INDEX_PREFIX + resource, JSON.stringify(list));
  } catch {
    // storage full or unavailable: the view is still on the server and in the URL
  }
}

/** Forgets a view (e.g. the server no longer has it). */
export function forgetView(resource: string, id: string): void {
  try {
    storage()?.setItem(
      INDEX_PREFIX + resource,
      JSON.stringify(knownViews(resource).filter((v) => v.id !== id)),
    );
  } catch {
    // ignore
  }
}

/**
 * Thrown when the server's saved list is not a view of this list. A `VolunteerKitError`
 * (kind `VolunteerKitError`) named `SavedViewError`.
 */
export class SavedViewError extends VolunteerKitError {
  constructor(message: string) {
    super(message);
    // VolunteerKitError names the error after its kind; this one keeps its own name.
    this.name = 'SavedViewError';
  }
}

function toView(data: unknown): SavedView {
  if (
    !isRecord(data) ||
    (typeof data.id !== 'number' && typeof data.id !== 'string') ||
    typeof data.name !== 'string' ||
    typeof data.resource !== 'string' ||
    typeof data.query !== 'string'
  )
    throw new SavedViewError('This saved list is not a saved view of a portal list.');
  return {
    id: String(data.id),
    name: data.name,
    resource: data.resource,
    query: data.query,
    ...(typeof data.filter === 'string' ? { filter: data.filter } : {}),
  };
}

/** Stores a view on the server and remembers it here. */
export async function saveView(http: HttpClient, view: Omit<SavedView, 'id'>): Promise<SavedView> {
  const name = view.name.trim().slice(0, 100);
  if (!name) throw new SavedViewError('Give the view a name.');
  const answer = await createApi(http).organisation.savedList.store({ ...view, name });
  const saved = toView(answer.data);
  rememberView(view.resource, { id: saved.id, name: saved.name });
  return saved;
}

/** Reads a view back from the server by id; refuses a view of another list. */
export async function loadView(
  http: HttpClient,
  resource: string,
  id: string,
  signal?: AbortSignal,
): Promise<SavedView> {
  if (!ID.test(id)) throw new SavedViewError('The saved view id is not valid.');
  const answer = await createApi(http).organisation.savedList.show(
    id,
    undefined,
    signal ? { signal } : {},
  );
  const view = toView(answer.data);
  if (view.resource !== resource)
    throw new SavedViewError('This saved view belongs to another list.');
  rememberView(resource, { id: view.id, name: view.name });
  return view;
}
