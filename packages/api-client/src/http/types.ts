/**
 * The seam between the transport (http/) and everything built on it: typed
 * catalogue accessors, headless controllers and the public residential calls.
 *
 * @module
 */

import type { RetryOption } from './retry.js';

/** HTTP methods used by the VolunteerKit API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a response body is read: parsed JSON, raw text, or a binary `Blob`. */
export type ResponseKind = 'json' | 'text' | 'binary';

/** Query parameters; serialised as documented in the api-client README (arrays as `key[]=`, nested objects as `key[sub]=`, booleans as true/false, undefined dropped). */
export type QueryParams = Record<string, unknown>;

/** Per-call hooks, run after the client's global hooks. */
export interface RequestHooks {
  /** Called before the request is sent; may change headers or query. */
  onRequest?: (context: RequestContext) => void | Promise<void>;
  /** Called with every response, successful or not. */
  onResponse?: (context: RequestContext & { response: Response }) => void | Promise<void>;
  /** Called when the call fails with an error, before it rejects. */
  onError?: (context: RequestContext & { error: unknown }) => void | Promise<void>;
  /**
   * Called before a failed attempt is retried (see the client's `retry` option), with the
   * attempt's error, the number of this retry (1 for the first) and the wait in milliseconds.
   */
  onRetry?: (
    context: RequestContext & { error: unknown; retry: number; delay: number },
  ) => void | Promise<void>;
}

/** What hooks see about a request. The bearer token is never included. */
export interface RequestContext {
  /** Method of the call. */
  method: HttpMethod;
  /** Path relative to the base URL, without a leading slash, e.g. `users/12/notes/`. */
  path: string;
  /** The full URL the request goes to (without credentials). */
  url: string;
  /** Query parameters of the call. */
  query: QueryParams;
  /** Request headers (Authorization is redacted). */
  headers: Record<string, string>;
  /** The path template from the catalogue when the call came from it, e.g. `/users/{userId}/notes/`. */
  template?: string;
  /** A unique id of this request, stable across its retry. */
  requestId: string;
}

/** Everything needed to send one request through the transport. */
export interface RequestOptions {
  /** HTTP method. */
  method: HttpMethod;
  /** Path relative to the base URL; a leading slash is ignored. */
  path: string;
  /** Query parameters. */
  query?: QueryParams;
  /** JSON-serialisable body, or `FormData`/`Blob`/`File` for uploads. */
  body?: unknown;
  /** How to read the response; `json` by default. */
  response?: ResponseKind;
  /** Aborts the call; the call then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** A public call: sends no Authorization header and adds `public_search=true`. */
  public?: boolean;
  /**
   * Lets the request outlive the page (fetch `keepalive`), for small logging
   * calls made just before a navigation. Browsers cap keepalive bodies at 64 KiB.
   * @default false
   */
  keepalive?: boolean;
  /** Per-call timeout in milliseconds, overriding the client's (it bounds each attempt). */
  timeout?: number;
  /**
   * This call's retries, over the client's `retry` option: `false` for none, a number for
   * the limit, or the fields of `RetryOptions` to override.
   */
  retry?: RetryOption;
  /**
   * Sent as the `Idempotency-Key` header, the same on every attempt, so a server that
   * honours it (the sandbox does, for POST) applies the call at most once; and it makes a
   * POST safe to retry, so a POST with a key is retried like a GET. Use one fresh key per
   * intended operation, e.g. `crypto.randomUUID()`.
   */
  idempotencyKey?: string;
  /** Per-call hooks. */
  hooks?: RequestHooks;
  /** The catalogue path template this call came from, for hooks and logs. */
  template?: string;
  /** Extra headers for this call; they may override Accept and Content-Type (matched case-insensitively). Authorization always comes from the session. */
  headers?: Record<string, string>;
}

/**
 * The transport every higher layer talks to. `createHttpClient()` implements it;
 * tests may pass any object of this shape.
 */
export interface HttpClient {
  /** Sends one request and resolves with its parsed body (`null` for an empty body). */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** Aborts every in-flight call whose URL (without query) equals or starts with `url`. */
  cancel(url: string): void;
  /** Aborts every in-flight call. */
  cancelAll(): void;
  /**
   * The answer a cache in front of the transport already holds for `options`, or
   * `undefined` (optional: a transport without a cache has none). A caller that
   * finds it can show it in the same task instead of waiting for `request`.
   */
  peek?<T = unknown>(options: RequestOptions): T | undefined;
}

/** A paginated list response: `{ data, meta: { pagination } }`. */
export interface ListResponse<T> {
  /** The items of the page. */
  data: T[];
  /** Metadata; `pagination` per spec 3.1. */
  meta: { pagination: PaginationMeta };
}

/** The pagination object read from `meta.pagination` (spec 3.1). */
export interface PaginationMeta {
  /** The current page, from 1. */
  current_page: number;
  /** Number of pages. */
  total_pages: number;
  /** Page size. */
  per_page: number;
  /** Items on this page. */
  count: number;
  /** Items in all pages. */
  total: number;
}
