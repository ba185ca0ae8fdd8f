import type { HttpMethod, ResponseKind } from '../http/types.js';

/**
 * The five operations of a resource (spec 7.1): list `GET path?query`, show
 * `GET path{id}`, store `POST path`, update `PUT path{id}`, delete `DELETE path{id}`.
 */
export type Operation = 'list' | 'show' | 'store' | 'update' | 'delete';

/** Every operation, in the spec's order. */
export const ALL_OPERATIONS: readonly Operation[] = ['list', 'show', 'store', 'update', 'delete'];

/**
 * A resource of the catalogue: a path (spec `{param}` form, leading slash,
 * e.g. `/users/{userId}/notes/`) and the operations the spec allows on it.
 */
export interface ResourceEntry {
  /** Discriminant. */
  kind: 'resource';
  /** Path template, spec `{param}` form, with a leading slash. */
  path: string;
  /** Allowed operations after the spec's restrictions. */
  operations: Operation[];
  /** The spec area this entry belongs to (catalogue module name, e.g. `users`). */
  area: string;
  /** Accessor name, e.g. `messaging` for `/users/{userId}/messaging/`. */
  name?: string;
  /** `store` accepts a file upload (`FormData`/`File`/`Blob`). */
  upload?: boolean;
  /** Callable without a token, sending `public_search=true`. */
  public?: boolean;
  /**
   * Operations that need no token although they are not public search calls (the
   * mobile login): the client never refreshes on their 401, the sandbox lets them
   * through without a session.
   */
  open?: Operation[];
  /** One line for the docs. */
  description?: string;
  /** Full dotted accessor path from the client root, e.g. `users.messaging`; `name` is its last key. */
  accessor?: string;
  /** Spec section the entry comes from, e.g. `7.13`. */
  spec?: string;
  /** Name of the item id in show/update/delete paths. @default 'id' */
  idParam?: string;
  /**
   * Item path templates that differ from `path + '{id}'` (the spec writes some with a
   * trailing slash), keyed by operation, e.g. `{ update: '/a/{aId}/b/{userId}/' }`.
   */
  itemPath?: Partial<Record<'show' | 'update' | 'delete', string>>;
  /** With `public`, the operations that are public. @default every allowed operation */
  publicOperations?: Operation[];
  /** Name of the model (src/models) of one item, e.g. `Opportunity`; absent for open records. */
  model?: string;
  /**
   * Shape of the list response: `paginated` `{data, meta: {pagination}}`, `data` `{data}`
   * (meta may be missing) or `array` (the whole body is the list).
   * @default 'paginated'
   */
  listResponse?: 'paginated' | 'data' | 'array';
}

/** A one-off call of the catalogue (not a CRUD resource). */
export interface CallEntry {
  /** Discriminant. */
  kind: 'call';
  /** HTTP method. */
  method: HttpMethod;
  /** Path template, spec `{param}` form, with a leading slash. */
  path: string;
  /** How the response body is read. */
  response: ResponseKind;
  /** The spec area this entry belongs to. */
  area: string;
  /** Accessor name, e.g. `resend` for `POST /exports/{id}/resend`. */
  name?: string;
  /** What the call sends: a JSON body, a form upload, or nothing. */
  body?: 'json' | 'form' | 'none';
  /** Callable without a token, sending `public_search=true`. */
  public?: boolean;
  /**
   * Needs no token although it is not a public search call (login, refresh, token
   * exchange, mobile token requests): the client never refreshes on its 401, the
   * sandbox lets it through without a session.
   */
  open?: boolean;
  /** One line for the docs. */
  description?: string;
  /** Full dotted accessor path from the client root, e.g. `exports.resend`; `name` is its last key. */
  accessor?: string;
  /** Spec section the entry comes from, e.g. `7.8`. */
  spec?: string;
  /** The call reads a query string (`?query` in the spec). */
  query?: boolean;
  /**
   * Path parameters that are raw path fragments (may contain `/`), e.g. `params` in
   * `/rota/{params}pdf/`; every segment is still encoded and `.`/`..` are rejected.
   */
  rawParams?: string[];
  /** Name of the model (src/models) of the response, or of one item when `listResponse` is set. */
  model?: string;
  /** The response is a list of `model` items in this shape (see `ResourceEntry.listResponse`). */
  listResponse?: 'paginated' | 'data' | 'array';
  /** Name of the model (src/models) of the request body, e.g. `SearchLog`. */
  bodyModel?: string;
}

/** One entry of the catalogue. */
export type CatalogueEntry = ResourceEntry | CallEntry;
