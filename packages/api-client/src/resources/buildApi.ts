/**
 * The core of the typed accessors: builds an accessor tree from any list of
 * catalogue entries over an {@link HttpClient}. It imports no catalogue data
 * and no schema, so a bundle holds only the entries it is given: `createApi`
 * gives it the whole catalogue (and response validation), the per-area
 * functions of `@volunteerkit/api-client/areas` one area's entries.
 *
 * @module
 */
import type { CallEntry, CatalogueEntry, Operation, ResourceEntry } from '../catalogue/types.js';
import { itemPathOf, idParamOf, isPublicOperation, OPERATION_METHODS } from '../catalogue/paths.js';
import type { HttpClient, HttpMethod, QueryParams, RequestOptions } from '../http/types.js';
import { OperationNotAllowedError } from './errors.js';
import { itemsOf, paginatePages } from './pagination.js';
import { fillPath } from './path.js';
import { buildAccessorTree, type AccessorNode } from './tree.js';
import type { CallOptions, PaginateOptions, RequestExtras, ValidateMode } from './types.js';

/**
 * Checks a response body against the model `model` (`mode` is `warn` or
 * `strict`); reports or throws as the mode says.
 */
export type ResponseCheck = (
  mode: Exclude<ValidateMode, 'off'>,
  model: string,
  request: string,
  body: unknown,
) => void;

/** Options of {@link buildApi}. */
export interface BuildApiOptions {
  /** Response validation by default. @default 'off' */
  validate?: ValidateMode;
  /** What checks a response when validation is on; without it nothing is checked. */
  check?: ResponseCheck;
}

type Bound = Readonly<Record<string, unknown>>;

interface Context {
  http: HttpClient;
  validate: ValidateMode;
  check: ResponseCheck | undefined;
}

function send(
  ctx: Context,
  entry: CatalogueEntry,
  method: HttpMethod,
  template: string,
  values: Bound,
  extras: (RequestExtras & Omit<CallOptions, keyof RequestExtras>) | undefined,
  rest: { query?: QueryParams; body?: unknown; public: boolean },
): Promise<unknown> {
  // Resolve the path first: a bad parameter throws before any request.
  const path = fillPath(template, values, entry.kind === 'call' ? entry.rawParams : undefined);
  const request: RequestOptions = {
    method,
    path,
    template,
    public: extras?.public ?? rest.public,
  };
  const query = { ...extras?.query, ...rest.query };
  if (Object.keys(query).length > 0) request.query = query;
  if (rest.body !== undefined) request.body = rest.body;
  if (entry.kind === 'call' && entry.response !== 'json') request.response = entry.response;
  if (extras?.signal) request.signal = extras.signal;
  if (extras?.timeout !== undefined) request.timeout = extras.timeout;
  if (extras?.hooks) request.hooks = extras.hooks;
  if (extras?.ifMatch !== undefined) request.headers = { 'If-Match': extras.ifMatch };
  if (extras?.idempotencyKey !== undefined) request.idempotencyKey = extras.idempotencyKey;
  if (extras?.retry !== undefined) request.retry = extras.retry;
  const mode = extras?.validate ?? ctx.validate;
  const model = entry.model;
  const check = ctx.check;
  const validated =
    mode !== 'off' && check !== undefined && model !== undefined && method !== 'DELETE';
  const pending = ctx.http.request(request);
  if (!validated) return pending;
  return pending.then((body) => {
    check(mode, model, `${method} ${template}`, body);
    return body;
  });
}

function notAllowed(entry: ResourceEntry, op: string): () => never {
  return () => {
    throw new OperationNotAllowedError(op, entry.path, entry.operations);
  };
}

function attachResource(
  target: Record<string, unknown>,
  ctx: Context,
  entry: ResourceEntry,
  bound: Bound,
) {
  const allowed = new Set<Operation>(entry.operations);
  const idName = idParamOf(entry);
  const pub = (op: Operation) => isPublicOperation(entry, op);
  const item = (op: 'show' | 'update' | 'delete', id: unknown) => ({
    template: itemPathOf(entry, op),
    values: { ...bound, [idName]: id },
  });
  const list = (query?: QueryParams, extras?: RequestExtras) =>
    send(ctx, entry, 'GET', entry.path, bound, extras, { query, public: pub('list') });
  const methods: Record<string, (...args: never[]) => unknown> = {
    list,
    paginate: (query?: QueryParams, options?: PaginateOptions) =>
      paginatePages((q) => list(q, options), query, options?.maxPages),
    listAll: async (query?: QueryParams, options?: PaginateOptions) => {
      const items: unknown[] = [];
      for await (const page of paginatePages((q) => list(q, options), query, options?.maxPages)) {
        items.push(...itemsOf(page));
      }
      return items;
    },
    show: (id: unknown, query?: QueryParams, extras?: RequestExtras) => {
      const { template, values } = item('show', id);
      return send(ctx, entry, 'GET', template, values, extras, { query, public: pub('show') });
    },
    store: (body: unknown, options?: CallOptions) =>
      send(ctx, entry, 'POST', entry.path, bound, options, { body, public: pub('store') }),
    update: (id: unknown, body: unknown, options?: CallOptions) => {
      const { template, values } = item('update', id);
      return send(ctx, entry, OPERATION_METHODS.update, template, values, options, {
        body,
        public: pub('update'),
      });
    },
    delete: (id: unknown, options?: CallOptions) => {
      const { template, values } = item('delete', id);
      return send(ctx, entry, 'DELETE', template, values, options, { public: pub('delete') });
    },
  };
  const opOf: Record<string, Operation> = { paginate: 'list', listAll: 'list' };
  for (const [name, fn] of Object.entries(methods)) {
    const op = opOf[name] ?? (name as Operation);
    if (allowed.has(op)) {
      target[name] = fn;
    } else {
      // Absent from the type and from Object.keys(); forcing it throws before any request.
      Object.defineProperty(target, name, { value: notAllowed(entry, name), enumerable: false });
    }
  }
}

function makeCall(ctx: Context, entry: CallEntry, params: string[], parentBound: Bound) {
  const takesBody = entry.body === 'json' || entry.body === 'form';
  return (...args: unknown[]) => {
    const values: Record<string, unknown> = { ...parentBound };
    params.forEach((name, i) => (values[name] = args[i]));
    const [first, second] = args.slice(params.length) as [unknown, CallOptions | undefined];
    if (takesBody) {
      return send(ctx, entry, entry.method, entry.path, values, second, {
        body: first,
        public: entry.public === true,
      });
    }
    return send(ctx, entry, entry.method, entry.path, values, second, {
      query: first as QueryParams | undefined,
      public: entry.public === true,
    });
  };
}

function buildLevel(ctx: Context, node: AccessorNode, bound: Bound): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  if (node.entry?.kind === 'resource') attachResource(target, ctx, node.entry, bound);
  for (const child of node.children.values()) {
    const entry = child.entry;
    if (entry?.kind === 'call') {
      target[child.key] = makeCall(ctx, entry, child.params, bound);
    } else if (child.params.length > 0) {
      target[child.key] = (...args: unknown[]) => {
        const values: Record<string, unknown> = { ...bound };
        child.params.forEach((name, i) => (values[name] = args[i]));
        // Check the parameters now, so a bad one fails at the accessor, not later.
        fillPath(child.entry!.path, values);
        return buildLevel(ctx, child, values);
      };
    } else {
      let cached: Record<string, unknown> | undefined;
      Object.defineProperty(target, child.key, {
        enumerable: true,
        get: () => (cached ??= buildLevel(ctx, child, bound)),
      });
    }
  }
  return target;
}

/**
 * Builds the accessor tree of `entries` over `http` (see `createApi` for its
 * shape). The caller types the result.
 *
 * @example
 * ```ts
 * const tree = buildApi(http, usersEntries) as Pick<VolunteerKitApi, 'users'>;
 * ```
 */
export function buildApi(
  http: HttpClient,
  entries: readonly CatalogueEntry[],
  options: BuildApiOptions = {},
): Record<string, unknown> {
  const ctx: Context = { http, validate: options.validate ?? 'off', check: options.check };
  return buildLevel(ctx, buildAccessorTree(entries), {});
}

/**
 * The accessors under the top-level key `key` alone, built from the entries of
 * `lists` whose accessor starts with it (the per-area functions use it).
 */
export function buildArea(
  http: HttpClient,
  key: string,
  ...lists: readonly (readonly CatalogueEntry[])[]
): unknown {
  const entries = lists
    .flat()
    .filter((e) => e.accessor === key || e.accessor?.startsWith(`${key}.`) === true);
  return buildApi(http, entries)[key];
}
