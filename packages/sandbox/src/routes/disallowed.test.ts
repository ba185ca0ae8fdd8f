import {
  ALL_OPERATIONS,
  catalogue,
  catalogueRoutes,
  operationRoute,
  type CatalogueRoute,
  type Operation,
  type ResourceEntry,
} from '@volunteerkit/api-client/catalogue';
import { testSandbox, type TestSandbox } from '../testSupport.js';

// Every operation (list/show/store/update/delete) that a resource of the REAL
// catalogue does not allow must answer 405 with the JSON error body, whatever
// the resource. The request goes out authenticated as the seeded admin, so a
// 401 cannot hide a missing 405.
//
// Path parameters are filled with a dummy id, `1`. The 405 is decided by the route table before any
// record is looked up, so a dummy id is enough; a disallowed operation that
// wrongly reaches a handler shows up as 200/201/204 or as a 404 for the id.
//
// Exclusions: a disallowed operation's method and concrete path may also be a
// route the catalogue DOES serve: an allowed operation of another resource, or
// a one-off call with the same method and path (e.g. a resource without
// `store` under a `POST` call of the same path). The sandbox must answer those,
// so they are computed here from the catalogue itself (`catalogueRoutes`: every
// allowed operation and every call) and left out of the 405 check. Two templates
// coincide when they have the same method and the same segments, a parameter
// standing for any parameter: `GET /rota/{id}` (show, disallowed) is `GET
// /rota/{date}/` (list of another entry). A parameter does NOT stand for a
// literal segment: `GET /analytics/starters-leavers/` (a disallowed list) is not
// served by `GET /analytics/{id}` (show), because the literal route is the more
// specific one, so it must answer 405 too. Raw parameters (the rota's
// `{params}`, which may span segments) stand for anything.

let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({ seed: 'demo' });
  token = await s.login();
});
afterAll(() => s.cleanup());

/** Collapses repeated slashes and drops the trailing one (as the router compares paths). */
const normalise = (path: string) => `/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

const fill = (template: string) => template.replace(/\{[^}]+\}/g, '1');

/** Stands for a parameter of a disallowed operation's template when comparing templates. */
const PARAM = '\u0000';

/** A template with every parameter replaced by {@link PARAM}. */
const shape = (template: string) => normalise(template).replace(/\{[^}]+\}/g, PARAM);

/**
 * Does a served template coincide with another template? A served `{p}` stands for a
 * parameter of the other ({@link PARAM}), not for a literal; raw parameters stand for anything.
 */
function templateMatches(template: string, raw: readonly string[], other: string): boolean {
  const source = normalise(template)
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (raw.includes(name)) return '.*?';
      return PARAM;
    })
    .join('');
  return new RegExp(`^${source}$`).test(shape(other));
}

const served: CatalogueRoute[] = catalogueRoutes(catalogue);

/** The catalogue routes that serve this method and template. */
function servedBy(method: string, template: string): CatalogueRoute[] {
  return served.filter(
    (r) =>
      r.method === method &&
      templateMatches(r.path, r.entry.kind === 'call' ? (r.entry.rawParams ?? []) : [], template),
  );
}

interface Probe {
  entry: ResourceEntry;
  operation: Operation;
  method: string;
  template: string;
  path: string;
}

const resources = catalogue.filter((e): e is ResourceEntry => e.kind === 'resource');
const disallowed: Probe[] = resources.flatMap((entry) =>
  ALL_OPERATIONS.filter((op) => !entry.operations.includes(op)).map((operation) => {
    const route = operationRoute(entry, operation);
    return { entry, operation, method: route.method, template: route.path, path: fill(route.path) };
  }),
);
const excluded = disallowed
  .map((p) => ({ probe: p, by: servedBy(p.method, p.template) }))
  .filter((x) => x.by.length > 0);
const probes = disallowed.filter((p) => servedBy(p.method, p.template).length === 0);

test('the exclusion matcher recognises coinciding routes and nothing else', () => {
  expect(templateMatches('/users/{userId}/notes/', [], '/users/{id}/notes')).toBe(true);
  expect(templateMatches('/users/{userId}/notes/', [], '/users/{userId}/notes/{id}')).toBe(false);
  expect(templateMatches('/analytics/{id}', [], '/analytics/starters-leavers/')).toBe(false);
  expect(templateMatches('/rota/{params}pdf/', ['params'], '/rota/{id}/pdf')).toBe(true);
  // Every allowed operation and call is served by at least its own route.
  for (const r of served) expect(servedBy(r.method, r.path)).toContain(r);
});

test('every operation a resource of the real catalogue does not allow answers 405 JSON', async () => {
  const failures: string[] = [];
  for (const { entry, operation, method, path } of probes) {
    const res = await s.api(path, {
      method,
      token,
      ...(method === 'POST' || method === 'PUT' ? { json: {} } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('application/json')
      ? ((await res.json()) as { code?: unknown; message?: unknown; allowed_methods?: unknown })
      : undefined;
    const allowHeader = res.headers.get('allow');
    const ok =
      res.status === 405 &&
      body?.code === 'method_not_allowed' &&
      typeof body.message === 'string' &&
      Array.isArray(body.allowed_methods) &&
      !body.allowed_methods.includes(method) &&
      allowHeader === body.allowed_methods.join(', ');
    if (!ok) {
      failures.push(
        `${operation} ${entry.path}: ${method} ${path} -> ${res.status} ${JSON.stringify(body ?? type)}`,
      );
    }
  }
  console.log(
    `[sandbox 405] ${probes.length} disallowed operations answered 405 over ${resources.length} resources ` +
      `(${disallowed.length} disallowed in all; ${excluded.length} left out because another catalogue route serves the same method and path: ` +
      `${excluded.map((x) => `${x.probe.method} ${x.probe.path} (${x.by.map((r) => (r.operation ? `${r.operation} ${r.entry.path}` : `call ${r.path}`)).join(', ')})`).join('; ')})`,
  );
  expect(failures).toEqual([]);
  expect(probes.length).toBeGreaterThan(0);
  expect(probes.length + excluded.length).toBe(disallowed.length);
}, 120_000);
