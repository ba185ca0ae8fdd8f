/**
 * `createApi(http)`: the typed accessor tree of the whole catalogue, built at
 * runtime from the catalogue data over any {@link HttpClient}.
 *
 * @module
 */
import { catalogue as fullCatalogue } from '../catalogue/index.js';
import type { CallEntry, CatalogueEntry, Operation, ResourceEntry } from '../catalogue/types.js';
import { itemPathOf, idParamOf, isPublicOperation, OPERATION_METHODS } from '../catalogue/paths.js';
import type { HttpClient, HttpMethod, QueryParams, RequestOptions } from '../http/types.js';
import { isModelName, modelSchemas } from '../models/registry.js';
import type { VolunteerKitApi } from './api.generated.js';
import { OperationNotAllowedError } from './errors.js';
import { itemsOf, paginatePages } from './pagination.js';
import { fillPath } from './path.js';
import { buildAccessorTree, type AccessorNode } from './tree.js';
import type { CallOptions, PaginateOptions, RequestExtras, ValidateMode } from './types.js';
import { applyValidation, type ValidationReporter } from './validate.js';
import type { ResponseValidationError } from './errors.js';

/** Options of {@link createApi}. */
export interface CreateApiOptions {
  /**
   * Validate responses of entries with a known model (spec 3.1): `warn` reports
   * mismatches through `onValidationError`, `strict` rejects with a
   * `ResponseValidationError`.
   * @default 'off'
   */
  validate?: ValidateMode;
  /**
   * Receives mismatches in `warn` mode.
   * @default console.warn
   */
  onValidationError?: (error: ResponseValidationError) => void;
  /** The entries to build accessors for. @default the whole catalogue */
  catalogue?: readonly CatalogueEntry[];
}

type Bound = Readonly<Record<string, unknown>>;

interface Context {
  http: HttpClient;
  validate: ValidateMode;
  report: ValidationReporter;
}

function send(
  ctx: Context,
  entry: CatalogueEntry,
  method: HttpMethod,
  template: string,
  values: Bound,
  extras: (RequestExtras & { query?: QueryParams; ifMatch?: string }) | undefined,
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
  const mode = extras?.validate ?? ctx.validate;
  const model = entry.model;
  const validated = mode !== 'off' && isModelName(model) && method !== 'DELETE';
  const pending = ctx.http.request(request);
  if (!validated) return pending;
  return pending.then((body) => {
    applyValidation(mode, modelSchemas[model], model, `${method} ${template}`, body, ctx.report);
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
 * Builds the typed accessor tree of the whole catalogue over `http`.
 * Resource levels offer exactly the operations the spec allows
 * (`list`, `show`, `store`, `update`, `delete`, plus `paginate` and `listAll` with
 * `list`); levels that need a path parameter are functions of it; one-off calls
 * are functions of their remaining path parameters, then a query (GET and
 * body-less calls) or a body, then per-call options.
 *
 * @example
 * ```ts
 * const api = createApi(createHttpClient({ baseURL: '/api/' }));
 * await api.users.messaging(12).list({ page: 2 });
 * await api.events.sessions(3).attendees(9).update(12, { status: 'attended' });
 * const pdf: Blob = await api.rota.pdf('2024-05-01/3/', { week: 1 });
 * ```
 */
export function createApi(http: HttpClient, options: CreateApiOptions = {}): VolunteerKitApi {
  const ctx: Context = {
    http,
    validate: options.validate ?? 'off',
    report:
      options.onValidationError ??
      ((error) => {
        console.warn(error.message);
      }),
  };
  const tree = buildAccessorTree(options.catalogue ?? fullCatalogue);
  return buildLevel(ctx, tree, {}) as unknown as VolunteerKitApi;
}
