/**
 * The public types of the typed accessors. The accessor tree itself
 * (`VolunteerKitApi`) is generated from the catalogue into api.generated.ts.
 *
 * @module
 */
import type { Operation } from '../catalogue/types.js';
import type { ListResponse, PaginationMeta, QueryParams, RequestHooks } from '../http/types.js';
import type { RetryOption } from '../http/retry.js';
import type { PathParam } from './path.js';

export type { PathParam } from './path.js';

/** Response validation: off, warn (report and resolve), strict (reject). @default 'off' */
export type ValidateMode = 'off' | 'warn' | 'strict';

/** Per-call options of every accessor. */
export interface RequestExtras {
  /** Aborts the call. */
  signal?: AbortSignal;
  /** Per-call timeout in milliseconds. */
  timeout?: number;
  /** Per-call hooks. */
  hooks?: RequestHooks;
  /** Send as a public call (no Authorization, `public_search=true`); defaults to the catalogue's `public`. */
  public?: boolean;
  /** Overrides the client's response validation for this call. */
  validate?: ValidateMode;
}

/** Per-call options of calls that send a body: the extras plus a query string. */
export interface CallOptions extends RequestExtras {
  /** Query parameters. */
  query?: QueryParams;
  /**
   * Optimistic concurrency: the ETag of the record as last read (the `ETag` header
   * of `show`/`update`, or `etag` of a list item), sent as `If-Match`. When the
   * record changed since, the call rejects with a `PreconditionFailedError`
   * carrying the current record, and nothing is written.
   * @example
   * ```ts
   * await api.shifts.update(7, { places: 5 }, { ifMatch: shift.etag });
   * ```
   */
  ifMatch?: string;
  /**
   * Sent as the `Idempotency-Key` header, the same on every attempt: a server that
   * honours it (the sandbox does, for POST) applies the call once, and a POST with a
   * key is retried like a GET. One fresh key per intended operation
   * (`crypto.randomUUID()`), kept with it when it is sent again later (an offline queue).
   */
  idempotencyKey?: string;
  /** This call's retries over the client's: `false` for none (see the client's `retry` option). */
  retry?: RetryOption;
}

/** Options of `paginate()` and `listAll()`. */
export interface PaginateOptions extends RequestExtras {
  /** Stop after this many pages. @default Infinity */
  maxPages?: number;
}

/** A request body: JSON-serialisable data, or `FormData`/`File`/`Blob` for uploads. */
export type RequestBody = Record<string, unknown> | readonly unknown[] | FormData | Blob;

/** A single-item response `{ data }`. */
export interface ItemResponse<T> {
  /** The item. */
  data: T;
}

/** A list response whose `meta` may be missing (`{ data }`). */
export interface DataResponse<T> {
  /** The items. */
  data: T[];
  /** Metadata, when the server sends it. */
  meta?: { pagination?: PaginationMeta };
}

/** The list response of each `listResponse` shape. */
export type ListShape<T, S extends 'paginated' | 'data' | 'array'> = S extends 'array'
  ? T[]
  : S extends 'data'
    ? DataResponse<T>
    : ListResponse<T>;

/**
 * Every method a resource can have; `ResourceApi` keeps the allowed ones. `T`
 * is one item, `L` the list answer, `S` the body of a store, `U` the body of an
 * update and `Q` the list query.
 */
export interface ResourceMethods<
  T,
  L,
  S = RequestBody,
  U = RequestBody,
  Q extends object = QueryParams,
> {
  /**
   * `GET path?query`: one page of the list.
   * @example
   * ```ts
   * const page = await client.users.messaging(12).list({ page: 2 });
   * ```
   */
  list(query?: Q, options?: RequestExtras): Promise<L>;
  /**
   * Walks the pages from `query.page` (default 1) until the last page, `maxPages`,
   * or an early `break`; yields each page response.
   * @example
   * ```ts
   * for await (const page of client.users.paginate({ per_page: 50 }, { maxPages: 3 })) render(page.data);
   * ```
   */
  paginate(query?: Q, options?: PaginateOptions): AsyncGenerator<L, void, undefined>;
  /** Every item of every page (bounded by `maxPages`). */
  listAll(query?: Q, options?: PaginateOptions): Promise<T[]>;
  /** `GET path{id}?query`. */
  show(id: PathParam, query?: QueryParams, options?: RequestExtras): Promise<ItemResponse<T>>;
  /** `POST path?query` with a JSON body or a form (file) upload. */
  store(body: S, options?: CallOptions): Promise<ItemResponse<T>>;
  /** `PUT path{id}?query` with a body. */
  update(id: PathParam, body: U, options?: CallOptions): Promise<ItemResponse<T>>;
  /** `DELETE path{id}`. */
  delete(id: PathParam, options?: CallOptions): Promise<unknown>;
}

/** The methods of a resource restricted to the operations `Ops` (plus the list helpers with `list`). */
export type ResourceApi<
  Ops extends Operation,
  T = Record<string, unknown>,
  L = ListResponse<T>,
  S = RequestBody,
  U = RequestBody,
  Q extends object = QueryParams,
> = Pick<
  ResourceMethods<T, L, S, U, Q>,
  Ops | ('list' extends Ops ? 'paginate' | 'listAll' : never)
>;
