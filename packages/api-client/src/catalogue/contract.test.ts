/**
 * Contract tests generated from the catalogue itself: every entry and each of
 * its operations is called through the typed client (createClient, real
 * transport) against a loopback recording server, asserting method, path,
 * query, body and headers; every disallowed operation is asserted absent.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type VolunteerKitClient } from '../client.js';
import { OperationNotAllowedError } from '../resources/errors.js';
import { fillPath } from '../resources/path.js';
import { buildAccessorTree, type AccessorNode } from '../resources/tree.js';
import { catalogue } from './index.js';
import { ALL_OPERATIONS, type CallEntry, type Operation, type ResourceEntry } from './types.js';
import { isPublicOperation, itemPathOf, pathParams } from './paths.js';

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let base: string;
const recorded: Recorded[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(url.searchParams.keys())) {
        const all = url.searchParams.getAll(key);
        query[key] = all.length === 1 ? all[0]! : all;
      }
      recorded.push({
        method: req.method ?? '',
        path: url.pathname,
        query,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (url.pathname.endsWith('pdf/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(Buffer.from('%PDF-1.4 test'));
      } else if (url.pathname.endsWith('/new-user/preview')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>preview</p>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            data: [],
            meta: {
              pagination: { current_page: 1, total_pages: 1, per_page: 15, count: 0, total: 0 },
            },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  recorded.length = 0;
});

const TOKEN = 'contract-test-token';
const ACCEPT = 'application/vnd.volunteerkit.v3+json';

function makeClient(): VolunteerKitClient {
  return createClient({ baseURL: base, token: TOKEN, timeout: 5000 });
}

/** A sample value per path parameter; includes a space to prove encoding. */
function sampleValue(name: string, raw: readonly string[] = []): string {
  return raw.includes(name) ? '2024-05-01/team 3/' : `${name} 1`;
}

const tree = buildAccessorTree(catalogue);
const nodes = new Map<string, AccessorNode>();
(function index(node: AccessorNode) {
  for (const child of node.children.values()) {
    nodes.set(child.accessor, child);
    index(child);
  }
})(tree);

/** Walks the typed client to an entry's accessor, calling parameter levels with sample values. */
function reach(client: unknown, accessor: string, raw: readonly string[] = []): unknown {
  let target = client as Record<string, unknown>;
  const keys = accessor.split('.');
  keys.forEach((key, i) => {
    const node = nodes.get(keys.slice(0, i + 1).join('.'))!;
    const next = target[key];
    const isCall = node.entry?.kind === 'call';
    if (!isCall && node.params.length > 0) {
      target = (next as (...a: unknown[]) => Record<string, unknown>)(
        ...node.params.map((p) => sampleValue(p, raw)),
      );
    } else {
      target = next as Record<string, unknown>;
    }
  });
  return target;
}

function expectedPath(template: string, raw: readonly string[] = []): string {
  const values = Object.fromEntries(pathParams(template).map((p) => [p, sampleValue(p, raw)]));
  return '/api' + fillPath(template, values, raw);
}

function expectHeaders(r: Recorded, isPublic: boolean) {
  expect(r.headers.accept).toBe(ACCEPT);
  if (isPublic) {
    expect(r.headers.authorization).toBeUndefined();
    expect(r.query.public_search).toBe('true');
  } else {
    expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(r.query.public_search).toBeUndefined();
  }
}

function expectJsonBody(r: Recorded, body: unknown) {
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(r.body.toString('utf8'))).toEqual(body);
}

const resources = catalogue.filter((e): e is ResourceEntry => e.kind === 'resource');
const calls = catalogue.filter((e): e is CallEntry => e.kind === 'call');
const resourceCases = resources.flatMap((e) =>
  e.operations.map((op) => [e.accessor!, op, e] as const),
);

let covered = 0;

describe('generated contract: every resource operation', () => {
  it.each(resourceCases)('%s.%s', async (_accessor, op, entry) => {
    const client = makeClient();
    const node = reach(client, entry.accessor!) as Record<
      string,
      (...a: unknown[]) => Promise<unknown>
    >;
    const isPublic = isPublicOperation(entry, op);
    const query = { filter: 'a b', tags: ['x', 'y'] };
    const body = { name: 'Ada', nested: { ok: true } };
    const id = 'item 7';
    const itemTemplate = (o: 'show' | 'update' | 'delete') => itemPathOf(entry, o);
    const idName = entry.idParam ?? 'id';
    const itemPath = (o: 'show' | 'update' | 'delete') =>
      expectedPath(itemTemplate(o)).replace(
        encodeURIComponent(sampleValue(idName)),
        encodeURIComponent(id),
      );

    switch (op) {
      case 'list':
        await node.list!({ ...query, page: 2 });
        break;
      case 'show':
        await node.show!(id, query);
        break;
      case 'store':
        await node.store!(body, { query });
        break;
      case 'update':
        await node.update!(id, body, { query });
        break;
      case 'delete':
        await node.delete!(id);
        break;
    }
    expect(recorded).toHaveLength(1);
    const r = recorded[0]!;
    const method = { list: 'GET', show: 'GET', store: 'POST', update: 'PUT', delete: 'DELETE' }[op];
    expect(r.method).toBe(method);
    expect(r.path).toBe(op === 'list' || op === 'store' ? expectedPath(entry.path) : itemPath(op));
    expectHeaders(r, isPublic);
    if (op !== 'delete') {
      expect(r.query.filter).toBe('a b');
      expect(r.query['tags[]']).toEqual(['x', 'y']);
    }
    if (op === 'list') expect(r.query.page).toBe('2');
    if (op === 'store' || op === 'update') expectJsonBody(r, body);
    else expect(r.body.length).toBe(0);
    covered++;
  });
});

describe('generated contract: every call', () => {
  it.each(calls.map((e) => [e.accessor!, e] as const))('%s', async (_accessor, entry) => {
    const client = makeClient();
    const fn = reach(client, entry.accessor!, entry.rawParams) as (
      ...a: unknown[]
    ) => Promise<unknown>;
    const node = nodes.get(entry.accessor!)!;
    const args = node.params.map((p) => sampleValue(p, entry.rawParams));
    const query = { q: 'x y' };
    const body = { payload: [1, 2] };
    const takesBody = entry.body === 'json' || entry.body === 'form';
    const result = takesBody ? await fn(...args, body, { query }) : await fn(...args, query);
    expect(recorded).toHaveLength(1);
    const r = recorded[0]!;
    expect(r.method).toBe(entry.method);
    expect(r.path).toBe(expectedPath(entry.path, entry.rawParams));
    expect(r.query.q).toBe('x y');
    expectHeaders(r, entry.public === true);
    if (takesBody) expectJsonBody(r, body);
    else expect(r.body.length).toBe(0);
    if (entry.response === 'binary') expect(result).toBeInstanceOf(Blob);
    if (entry.response === 'text') expect(typeof result).toBe('string');
    covered++;
  });
});

describe('generated contract: disallowed operations are absent', () => {
  const disallowed = resources.flatMap((e) =>
    ALL_OPERATIONS.filter((op) => !e.operations.includes(op)).map(
      (op) => [e.accessor!, op, e] as const,
    ),
  );
  it.each(disallowed)('%s has no %s', (_accessor, op: Operation, entry) => {
    const client = makeClient();
    const node = reach(client, entry.accessor!) as Record<string, (...a: unknown[]) => unknown>;
    expect(Object.keys(node)).not.toContain(op);
    if (op === 'list') {
      expect(Object.keys(node)).not.toContain('paginate');
      expect(Object.keys(node)).not.toContain('listAll');
    }
    expect(() => node[op]!('1', {})).toThrow(OperationNotAllowedError);
    expect(() => node[op]!('1', {})).toThrow(new RegExp(`"${op}" operation is not available on`));
    expect(recorded).toHaveLength(0);
    covered++;
  });
});

describe('generated contract: uploads send multipart form data', () => {
  const uploads = [
    ...resources
      .filter((e) => e.upload && e.operations.includes('store'))
      .map((e) => [e.accessor!, e] as const),
    ...calls.filter((e) => e.body === 'form').map((e) => [e.accessor!, e] as const),
  ];
  it.each(uploads)('%s', async (_accessor, entry) => {
    const client = makeClient();
    const form = new FormData();
    form.append('file', new Blob(['hello upload'], { type: 'text/plain' }), 'hello.txt');
    if (entry.kind === 'resource') {
      const node = reach(client, entry.accessor!) as { store(b: unknown): Promise<unknown> };
      await node.store(form);
    } else {
      const fn = reach(client, entry.accessor!) as (...a: unknown[]) => Promise<unknown>;
      await fn(...nodes.get(entry.accessor!)!.params.map((p) => sampleValue(p)), form);
    }
    const r = recorded[0]!;
    expect(r.method).toBe('POST');
    expect(r.path).toBe(expectedPath(entry.path));
    expect(r.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.body.toString('utf8')).toContain('filename="hello.txt"');
    expect(r.body.toString('utf8')).toContain('hello upload');
  });
});

describe('contract coverage', () => {
  it('covered every entry and operation', () => {
    const disallowedCount = resources.reduce((n, e) => n + (5 - e.operations.length), 0);
    const expected = resourceCases.length + calls.length + disallowedCount;
    console.log(
      `contract: ${catalogue.length} entries (${resources.length} resources, ${calls.length} calls); ` +
        `${resourceCases.length} resource operations + ${calls.length} calls sent, ` +
        `${disallowedCount} disallowed operations asserted absent`,
    );
    expect(covered).toBe(expected);
  });
});
