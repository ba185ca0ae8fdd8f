/**
 * The OpenAPI 3.1 document of the API, generated from the catalogue: every
 * path and method, path parameters, request bodies (JSON or multipart for
 * uploads), response kinds and the known model schemas (spec 3.1).
 *
 * @module
 */
import { catalogue as fullCatalogue } from '../catalogue/index.js';
import { catalogueRoutes, pathParams, type CatalogueRoute } from '../catalogue/paths.js';
import type { CatalogueEntry } from '../catalogue/types.js';
import {
  modelJsonSchemas,
  resourceModels,
  withModels,
  type TypedEntry,
} from '../models/resources/index.js';

/** A JSON value of the document. */
export type OpenApiObject = Record<string, unknown>;

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiOptions {
  /** The entries to describe. @default the whole catalogue */
  catalogue?: readonly CatalogueEntry[];
  /** `info.title`. @default 'VolunteerKit API' */
  title?: string;
  /** `info.version`. @default '3' */
  version?: string;
  /** `servers[0].url`. @default '/api' */
  serverUrl?: string;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A route with its entry's models. */
type TypedRoute = Omit<CatalogueRoute, 'entry'> & { entry: TypedEntry };

const isModelName = (name: string | undefined): name is string =>
  name !== undefined && Object.prototype.hasOwnProperty.call(resourceModels, name);

/** The name of the component of an update body: any part of the store body. */
const patchName = (input: string) => `${input}Patch`;

function componentSchemas(entries: readonly CatalogueEntry[]): Record<string, OpenApiObject> {
  const out: Record<string, OpenApiObject> = modelJsonSchemas();
  for (const entry of entries.map(withModels)) {
    if (entry.kind !== 'resource' || !entry.inputModel || !out[entry.inputModel]) continue;
    const { required: _r, description, ...rest } = out[entry.inputModel]!;
    out[patchName(entry.inputModel)] = {
      ...rest,
      description: `Any part of ${entry.inputModel}${typeof description === 'string' ? `: ${description}` : '.'}`,
    };
  }
  out.OpenRecord = { type: 'object', additionalProperties: true };
  out.ListMeta = {
    type: 'object',
    properties: { pagination: ref('Pagination') },
    required: ['pagination'],
  };
  return out;
}

function itemSchema(entry: TypedEntry) {
  return isModelName(entry.model) ? ref(entry.model) : ref('OpenRecord');
}

function listSchema(entry: TypedEntry, shape: 'paginated' | 'data' | 'array') {
  const items = { type: 'array', items: itemSchema(entry) };
  if (shape === 'array') return items;
  return {
    type: 'object',
    properties: { data: items, meta: ref('ListMeta') },
    required: shape === 'paginated' ? ['data', 'meta'] : ['data'],
  };
}

function responseContent(route: TypedRoute): OpenApiObject {
  const { entry, operation } = route;
  if (route.response === 'binary') {
    return {
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    };
  }
  if (route.response === 'text') return { 'text/html': { schema: { type: 'string' } } };
  let schema: OpenApiObject;
  if (entry.kind === 'resource') {
    if (operation === 'list')
      schema = isModelName(entry.listModel)
        ? ref(entry.listModel)
        : listSchema(entry, entry.listResponse ?? 'paginated');
    else if (operation === 'delete') schema = {};
    else schema = { type: 'object', properties: { data: itemSchema(entry) }, required: ['data'] };
  } else if (entry.callResponse === 'item') {
    schema = { type: 'object', properties: { data: itemSchema(entry) }, required: ['data'] };
  } else if (entry.model && (entry.callResponse ?? entry.listResponse)) {
    schema = listSchema(entry, (entry.callResponse ?? entry.listResponse)!);
  } else {
    schema = entry.model && isModelName(entry.model) ? ref(entry.model) : {};
  }
  return { 'application/json': { schema } };
}

function bodySchema(entry: TypedEntry, operation: 'store' | 'update'): OpenApiObject {
  if (entry.kind !== 'resource' || !isModelName(entry.inputModel)) return itemSchema(entry);
  if (operation === 'store') return ref(entry.inputModel);
  const patch = ref(patchName(entry.inputModel));
  const more = (entry.updateModels ?? []).filter(isModelName).map(ref);
  return more.length > 0 ? { anyOf: [patch, ...more] } : patch;
}

function queryParameters(entry: TypedEntry, schemas: Record<string, OpenApiObject>) {
  const query = entry.queryModel ? schemas[entry.queryModel] : undefined;
  const properties = (query?.properties ?? {}) as Record<string, OpenApiObject>;
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    const deep = rest.type === 'object';
    return {
      name,
      in: 'query',
      required: false,
      ...(typeof description === 'string' ? { description } : {}),
      ...(deep ? { style: 'deepObject', explode: true } : {}),
      schema: rest,
    };
  });
}

function requestBody(route: TypedRoute): OpenApiObject | undefined {
  const { entry, operation } = route;
  const multipart = { 'multipart/form-data': { schema: { type: 'object' } } };
  if (entry.kind === 'resource') {
    if (operation !== 'store' && operation !== 'update') return undefined;
    return {
      required: true,
      content: {
        'application/json': { schema: bodySchema(entry, operation) },
        ...(entry.upload && operation === 'store' ? multipart : {}),
      },
    };
  }
  if (entry.body === 'form') return { required: true, content: multipart };
  if (entry.body !== 'json') return undefined;
  const schema = isModelName(entry.bodyModel) ? ref(entry.bodyModel) : { type: 'object' };
  return { content: { 'application/json': { schema } } };
}

function shapeOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

/**
 * Builds the OpenAPI 3.1 document of the catalogue. Two spec paths with the same
 * shape (`/rota/{date}/{rotaId}/` and `/rota/{date}/{team}/`) are one OpenAPI path;
 * the second accessor is listed in `x-accessors`.
 *
 * @example
 * ```ts
 * import { createOpenApiDocument } from '@volunteerkit/api-client/openapi';
 * writeFileSync('openapi.json', JSON.stringify(createOpenApiDocument(), null, 2));
 * ```
 */
export function createOpenApiDocument(options: OpenApiOptions = {}): OpenApiObject {
  const entries = options.catalogue ?? fullCatalogue;
  const schemas = componentSchemas(entries);
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  const keyByShape = new Map<string, string>();
  for (const plain of catalogueRoutes(entries)) {
    const route: TypedRoute = { ...plain, entry: withModels(plain.entry) };
    const shape = shapeOf(route.path);
    const key = keyByShape.get(shape) ?? route.path;
    keyByShape.set(shape, key);
    const item = (paths[key] ??= {});
    const method = route.method.toLowerCase();
    const accessor = route.entry.accessor ?? route.entry.name ?? route.path;
    const operationId = route.operation ? `${accessor}.${route.operation}` : accessor;
    const existing = item[method];
    if (existing) {
      const aliases = (existing['x-accessors'] ??= []) as string[];
      aliases.push(operationId);
      continue;
    }
    const parameters: OpenApiObject[] = pathParams(key).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (route.operation === 'list' || (route.entry.kind === 'call' && route.method === 'GET')) {
      parameters.push(...queryParameters(route.entry, schemas));
    }
    if (route.public) {
      parameters.push({
        name: 'public_search',
        in: 'query',
        required: true,
        schema: { const: 'true' },
      });
    }
    const op: OpenApiObject = {
      operationId,
      tags: [route.entry.area],
      summary: route.entry.description ?? `${route.operation ?? 'call'} ${route.path}`,
      parameters,
      responses: {
        '200': { description: 'Success', content: responseContent(route) },
        '401': { description: 'Unauthorised' },
      },
    };
    const body = requestBody(route);
    if (body) op.requestBody = body;
    if (route.public) op.security = [];
    if (key !== route.path) op['x-spec-path'] = route.path;
    item[method] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'VolunteerKit API',
      version: options.version ?? '3',
      description:
        'Generated from the @volunteerkit/api-client catalogue (spec section 7) and its resource schemas. Fields marked `x-reference-server: true` are the reference server’s, beyond the fields the spec names; every object may carry further fields.',
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    security: [{ bearer: [] }],
    tags: [...new Set(entries.map((e) => e.area))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas,
    },
  };
}
