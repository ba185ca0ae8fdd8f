/**
 * Route matching derived from the api-client catalogue, with its path helpers
 * (`itemPathOf`, `idParamOf`): nothing here re-derives a route. Every resource entry
 * gives a collection route (`list` GET, `store` POST) and an item route
 * (`{id}` suffix: `show` GET, `update` PUT, `delete` DELETE); every call entry
 * gives one route. Paths are compared after collapsing repeated slashes and
 * dropping the trailing slash, so `/users/` and `/users` are the same route.
 *
 * @module
 */
import {
  idParamOf,
  itemPathOf,
  type CatalogueEntry,
  type Operation,
  type ResourceEntry,
  type CallEntry,
} from '@volunteerkit/api-client/catalogue';

/** HTTP methods of the API. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a matched route does. */
export type RouteTarget =
  | { kind: 'collection'; entry: ResourceEntry; operation: Extract<Operation, 'list' | 'store'> }
  | {
      kind: 'item';
      entry: ResourceEntry;
      operation: Extract<Operation, 'show' | 'update' | 'delete'>;
      /** The path parameter holding the record id. */
      idParam: string;
    }
  | { kind: 'call'; entry: CallEntry };

/** One compiled route. */
export interface CompiledRoute {
  /** Normalised template, e.g. `/users/{userId}/notes/{id}`. */
  template: string;
  /** The catalogue template of the entry (collection path for resources). */
  entryPath: string;
  /** Parameter names in order. */
  params: string[];
  regex: RegExp;
  /** Specificity: literal segments, then literal characters. */
  score: [number, number];
  /** Method to target. */
  methods: Map<Method, RouteTarget>;
  /** For item routes of a resource: the parameter holding the record id. */
  idParam: string | undefined;
}

/** The result of matching a request. */
export type MatchResult =
  | { ok: true; route: CompiledRoute; target: RouteTarget; params: Record<string, string> }
  | { ok: false; status: 404 }
  | { ok: false; status: 405; allow: Method[] };

/** Collapses repeated slashes, drops the trailing slash, ensures a leading one. */
export function normalisePath(path: string): string {
  const p = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/$/, '');
  return p === '' ? '/' : p;
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PARAM_CHARS = "[A-Za-z0-9_.:@%+~,'-]";

function compile(
  template: string,
  rawParams: readonly string[] = [],
): { regex: RegExp; params: string[]; score: [number, number] } {
  const params: string[] = [];
  let literalSegments = 0;
  let literalChars = 0;
  const segments = template.split('/').slice(1);
  const parts = segments.map((segment) => {
    if (!segment.includes('{')) {
      literalSegments += 1;
      literalChars += segment.length;
      return escapeRegex(segment);
    }
    let out = '';
    const re = /\{([^}]+)\}/g;
    let last = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(segment))) {
      const before = segment.slice(last, m.index);
      literalChars += before.length;
      out += escapeRegex(before);
      const name = m[1] ?? `p${params.length}`;
      params.push(name);
      last = m.index + m[0].length;
      const followedByLiteral = last < segment.length && segment[last] !== '{';
      // `{params}pdf`: a raw parameter may span segments (`2024-05-01/3/`).
      const raw = rawParams.includes(name) || (followedByLiteral && m.index === 0);
      out += raw ? `((?:${PARAM_CHARS}|/)*?)` : `(${PARAM_CHARS}+)`;
    }
    const rest = segment.slice(last);
    literalChars += rest.length;
    out += escapeRegex(rest);
    return out;
  });
  return {
    regex: new RegExp(`^/${parts.join('/')}$`),
    params,
    score: [literalSegments, literalChars],
  };
}

/** The compiled route table of a catalogue. */
export class Router {
  readonly routes: CompiledRoute[] = [];
  private readonly byTemplate = new Map<string, CompiledRoute>();

  constructor(catalogue: readonly CatalogueEntry[]) {
    for (const entry of catalogue) {
      if (entry.kind === 'resource') {
        const base = normalisePath(entry.path);
        const ops = new Set(entry.operations);
        const collection = this.route(base, entry.path);
        if (ops.has('list'))
          collection.methods.set('GET', { kind: 'collection', entry, operation: 'list' });
        if (ops.has('store'))
          collection.methods.set('POST', { kind: 'collection', entry, operation: 'store' });
        const idParam = idParamOf(entry);
        const itemOps = [
          ['show', 'GET'],
          ['update', 'PUT'],
          ['delete', 'DELETE'],
        ] as const;
        for (const [operation, method] of itemOps) {
          if (!ops.has(operation)) continue;
          const template = normalisePath(itemPathOf(entry, operation));
          const item = this.route(template, entry.path, [], idParam);
          if (!item.methods.has(method))
            item.methods.set(method, { kind: 'item', entry, operation, idParam });
        }
        // An item route with no allowed operation still exists, so it answers 405.
        const plain = `${base === '/' ? '' : base}/{${idParam}}`;
        this.route(plain, entry.path, [], idParam);
      } else {
        const route = this.route(normalisePath(entry.path), entry.path, entry.rawParams ?? []);
        if (!route.methods.has(entry.method))
          route.methods.set(entry.method, { kind: 'call', entry });
      }
    }
    this.routes.sort((a, b) => b.score[0] - a.score[0] || b.score[1] - a.score[1]);
  }

  private route(
    template: string,
    entryPath: string,
    rawParams: readonly string[] = [],
    idParam?: string,
  ): CompiledRoute {
    const existing = this.byTemplate.get(template);
    if (existing) {
      if (idParam && !existing.idParam) existing.idParam = idParam;
      return existing;
    }
    const { regex, params, score } = compile(template, rawParams);
    const route: CompiledRoute = {
      template,
      entryPath,
      params,
      regex,
      score,
      methods: new Map(),
      idParam,
    };
    this.byTemplate.set(template, route);
    this.routes.push(route);
    return route;
  }

  /**
   * Matches a method and path. The most specific route allowing the method
   * wins; a less specific item route is only taken when its id is numeric.
   * A path that matches routes none of which allows the method gives 405.
   */
  match(method: string, rawPath: string): MatchResult {
    const path = normalisePath(rawPath);
    let first: CompiledRoute | undefined;
    const allow = new Set<Method>();
    for (const route of this.routes) {
      const m = route.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      let bad = false;
      route.params.forEach((name, i) => {
        try {
          params[name] = decodeURIComponent(m[i + 1] ?? '');
        } catch {
          bad = true;
        }
      });
      if (bad) continue;
      first ??= route;
      const top = route.score[0] === first.score[0] && route.score[1] === first.score[1];
      if (top) for (const k of route.methods.keys()) allow.add(k);
      const target = route.methods.get(method as Method);
      if (!target) continue;
      if (!top && target.kind === 'item' && !/^\d{1,15}$/.test(params[target.idParam] ?? ''))
        continue;
      return { ok: true, route, target, params };
    }
    if (first) return { ok: false, status: 405, allow: [...allow].sort() };
    return { ok: false, status: 404 };
  }

  /** The collection route of a resource path, if the catalogue has one. */
  resourceAt(path: string): ResourceEntry | undefined {
    const route = this.byTemplate.get(normalisePath(path));
    for (const t of route?.methods.values() ?? []) if (t.kind === 'collection') return t.entry;
    return undefined;
  }
}
