/**
 * Types shared by the route handlers.
 *
 * @module
 */
import type { Db } from '../store/db.js';
import type { ListCondition, RecordStore, StoredRecord } from '../store/records.js';
import type { AccessClaims, TokenService } from '../auth/tokens.js';
import type { CompiledRoute, RouteTarget, Router } from './match.js';
import type { Grant } from '../authz/check.js';

/** What a handler answers. Exactly one of `json`, `text` or `bytes` (or none for 204). */
export interface Reply {
  /** HTTP status; 200 by default (204 when there is no body). */
  status?: number;
  /** A JSON body. */
  json?: unknown;
  /** A text body (with `contentType`, default text/plain). */
  text?: string;
  /** A binary body. */
  bytes?: Uint8Array;
  /** Content type of `text`/`bytes`. */
  contentType?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
}

/** An uploaded file of a multipart request. */
export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  content: Uint8Array;
}

/** A write hook: keeps derived tables (e.g. the residential search index) in step with records. */
export type WriteHook = (db: Db, op: 'store' | 'update' | 'delete', record: StoredRecord) => void;

/** Services every handler can use. */
export interface SandboxServices {
  db: Db;
  store: RecordStore;
  router: Router;
  tokens: TokenService;
  /** Write hooks keyed by collection (resource accessor, see `collectionKey`). */
  hooks: Map<string, WriteHook>;
  /** Appends an entry to the inspectable log. */
  log(kind: string, payload: unknown, userId?: number): void;
  /**
   * The staff portal's base URL, the origin of the links e-mails carry (set-password
   * pages); see `portalLink` (outbox/outbox.ts).
   */
  portalUrl?(): string;
}

/** One request as handlers see it. */
export interface RequestCtx {
  method: string;
  /** Path below `/api`, e.g. `/users/1/notes/`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body, or the text fields of a form upload; `undefined` when absent. */
  body: unknown;
  /** Files of a form upload. */
  files: UploadedFile[];
  /** The verified session, if the request carried a valid token. */
  session: AccessClaims | undefined;
  /** How the authorisation check allowed the request (`record`: only the caller's own records). */
  grant?: Grant;
  /** The raw bearer token, if any (never log it). */
  token: string | undefined;
  /** The `If-Match` request header (optimistic concurrency), if sent. */
  ifMatch?: string | undefined;
  /**
   * `scheme://host` of the sandbox for absolute links: the configured public
   * base URL, never a request header.
   */
  origin: string;
  route: CompiledRoute;
  target: RouteTarget;
  services: SandboxServices;
  /**
   * Conditions the policy adds to a list (authz/policy.ts, authz/teamScope.ts):
   * applied by the generic list on top of the request's own filters, never
   * validated as a request's, never shown.
   */
  narrow?: ListCondition[];
}

/** A route handler. */
export type Handler = (ctx: RequestCtx) => Reply | Promise<Reply>;
