/**
 * The resource registry: turns the client's catalogue into the portal's
 * screens. Every resource gets list / show / create / edit / delete screens for
 * exactly the operations the catalogue allows; nested resources are attached
 * to their parent; one-off calls become actions on the resource they extend, or
 * stand-alone views.
 *
 * @module
 */
import {
  pathParams,
  type CallEntry,
  type CatalogueEntry,
  type Operation,
  type ResourceEntry,
} from '@volunteerkit/api-client';
import { fullLabelOfPath, humanize, labelOfPath } from './labels.js';
import { isHiddenPath, navAreaOf, type NavAreaId } from './navigation.js';
import {
  isSafeParam,
  matchPrefix,
  parseTemplate,
  RESERVED_SEGMENTS,
  templateKey,
  type Segment,
} from './paths.js';
import { RESOURCE_OVERRIDES, type ResourceOverrides } from './overrides.js';
import { CALL_ACTIONS, STORE_ACTIONS } from './extraActions.js';

/**
 * The catalogue accessor of an entry. Every entry the catalogue ships has one
 * (its golden test checks it); a hand-made entry without one is named by its path.
 */
function accessorOf(entry: CatalogueEntry): string {
  return entry.accessor ?? templateKey(entry.path);
}

/** The generic screens a resource can offer. */
export type ScreenKind = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** Which screens each catalogue operation opens. */
export const SCREENS_BY_OPERATION: Readonly<Record<Operation, ScreenKind>> = {
  list: 'list',
  show: 'show',
  store: 'create',
  update: 'edit',
  delete: 'delete',
};

/** A one-off call attached to a resource (or standing alone). */
export interface ActionDef {
  /** Unique key: method + template key. */
  key: string;
  /** The catalogue accessor of the call (`organisation.rotas.bulk`): how tables name it. */
  accessor: string;
  /** The catalogue entry. */
  entry: CallEntry;
  /** Button label, e.g. "Resend". */
  label: string;
  /** `item`: needs a record id (`idParam`); `collection`: runs on the resource; `standalone`: no resource. */
  scope: 'item' | 'collection' | 'standalone';
  /** The template param that takes the record id, for `item` actions. */
  idParam?: string;
  /** Every `{param}` of the call's path. */
  params: string[];
  /** A GET call that returns data to look at, rather than a change. */
  view: boolean;
  /**
   * Runs straight from its button (no panel) once every param is known: a
   * change that takes no body, or a resource's `store` offered as an action.
   */
  direct: boolean;
  /** Question of the two-step button, for destructive direct actions. */
  confirm?: string;
  /** The fixed JSON body the action sends instead of asking for one. */
  payload?: unknown;
  /** For a resource's `store` offered as an action: that resource's key. */
  storeOf?: string;
  /** Navigation area. */
  navArea: NavAreaId;
}

/** One resource of the registry. */
export interface ResourceDef {
  /** Unique key, the template with params written ':' (`users/:/notes`). */
  key: string;
  /** The catalogue accessor (`users.notes`): how the portal's tables and screens name a resource. */
  accessor: string;
  /** The catalogue entry. */
  entry: ResourceEntry;
  /** Path template, e.g. `/users/{userId}/notes/`. */
  path: string;
  /** Parsed template. */
  segments: Segment[];
  /** Path params that must be known before the resource can be used. */
  params: string[];
  /** Short label ("Notes"), used in tabs and headings. */
  label: string;
  /** Label with context ("Users notes"), used where there is no parent. */
  fullLabel: string;
  /** Label under its parent record: the path after the parent id ("Notes", "Guardians logs"). */
  tabLabel: string;
  /** Navigation area. */
  navArea: NavAreaId;
  /** Key of the parent resource whose records this one hangs under. */
  parent?: string;
  /** The param that carries the parent record's id (e.g. `userId`). */
  parentParam?: string;
  /** Keys of nested resources. */
  children: string[];
  /** Allowed operations. */
  operations: ReadonlySet<Operation>;
  /**
   * Screens offered, from the operations; `store` of a resource in
   * `STORE_ACTIONS` is an action of the resource it acts on instead (`storeAction`).
   */
  screens: ReadonlySet<ScreenKind>;
  /** Key of the action that offers this resource's `store` (then there is no create screen). */
  storeAction?: string;
  /** `store` takes a file upload. */
  upload: boolean;
  /** Extra actions on this resource. */
  actions: ActionDef[];
  /** Per-resource overrides (columns, fields, label). */
  overrides: ResourceOverrides;
}

/** The registry built from a catalogue. */
export interface Registry {
  /** Resources in catalogue order. */
  resources: ResourceDef[];
  /** Resources by key. */
  byKey: ReadonlyMap<string, ResourceDef>;
  /** Resources by catalogue accessor (`users.notes`); the way code outside the registry names one. */
  byAccessor: ReadonlyMap<string, ResourceDef>;
  /** Calls that extend no resource (reports, analytics, configuration singletons...). */
  standalone: ActionDef[];
  /** Every action, attached or not. */
  actions: ActionDef[];
}

/**
 * The label of an action: the literal segments after its resource ("Resend",
 * "Activities engagement"), "Delete ..." for DELETE calls, else its accessor name.
 */
function actionLabel(entry: CallEntry, rest: string[]): string {
  const words = rest.filter((p) => !p.includes('{'));
  const base = humanize(words.join(' ')) || (entry.name ? humanize(entry.name) : '') || 'Run';
  return entry.method === 'DELETE'
    ? `Delete ${base.charAt(0).toLowerCase()}${base.slice(1)}`
    : base;
}

/**
 * The template key of `path` cut after 0, 1, 2… of its parts (`prefixes[n]` is the key of
 * its first n parts): computed once per path, so matching a path against every resource
 * compares strings instead of splitting and joining the key for each (the registry is
 * built at every portal start; this was most of its time).
 */
function keyPrefixes(path: string): string[] {
  const parts = templateKey(path).split('/');
  return parts.map((_, n) => parts.slice(0, n).join('/')).concat(parts.join('/'));
}

function literalCount(segments: readonly Segment[]): number {
  return segments.filter((s) => 'literal' in s).length;
}

/** The resource a call (or store action) at `path` belongs to: the longest resource key prefixing it. */
function ownerOf(resources: readonly ResourceDef[], path: string): ResourceDef | undefined {
  const segments = parseTemplate(path);
  const prefixes = keyPrefixes(path);
  let owner: ResourceDef | undefined;
  for (const def of resources) {
    const n = def.segments.length;
    if (n >= segments.length) continue;
    if (prefixes[n] !== def.key) continue;
    if (
      !owner ||
      n > owner.segments.length ||
      (n === owner.segments.length && literalCount(def.segments) > literalCount(owner.segments))
    )
      owner = def;
  }
  return owner;
}

/** Scope and id param of an action at `path` owned by `owner`. */
function scopeOf(
  owner: ResourceDef | undefined,
  path: string,
): Pick<ActionDef, 'scope' | 'idParam'> {
  if (!owner) return { scope: 'standalone' };
  const next = parseTemplate(path)[owner.segments.length];
  return next && 'param' in next ? { scope: 'item', idParam: next.param } : { scope: 'collection' };
}

/**
 * Builds the registry. Pure: the same catalogue always gives the same registry.
 *
 * @example
 * const registry = buildRegistry(catalogue);
 * registry.byAccessor.get('users.notes')?.screens.has('create');
 */
export function buildRegistry(catalogue: readonly CatalogueEntry[]): Registry {
  const resources: ResourceDef[] = [];
  const byKey = new Map<string, ResourceDef>();
  const byAccessor = new Map<string, ResourceDef>();
  for (const entry of catalogue) {
    if (entry.kind !== 'resource' || isHiddenPath(entry.path)) continue;
    const key = templateKey(entry.path);
    if (byKey.has(key)) continue; // same path twice (e.g. a `{rotaId}` and a `{team}` spelling)
    const accessor = accessorOf(entry);
    const overrides = RESOURCE_OVERRIDES[accessor] ?? {};
    const operations = new Set(entry.operations);
    const def: ResourceDef = {
      key,
      accessor,
      entry,
      path: entry.path,
      segments: parseTemplate(entry.path),
      params: pathParams(entry.path),
      label: overrides.label ?? labelOfPath(entry.path),
      fullLabel: overrides.label ?? fullLabelOfPath(entry.path),
      tabLabel: overrides.label ?? labelOfPath(entry.path),
      navArea: navAreaOf(accessor),
      children: [],
      operations,
      screens: new Set([...operations].map((op) => SCREENS_BY_OPERATION[op])),
      upload: entry.upload === true,
      actions: [],
      overrides,
    };
    resources.push(def);
    byKey.set(key, def);
    byAccessor.set(accessor, def);
  }

  // Parent: the longest resource whose segments, followed by one `{param}`, prefix this one.
  for (const def of resources) {
    let best: ResourceDef | undefined;
    const prefixes = keyPrefixes(def.path);
    for (const candidate of resources) {
      if (candidate === def) continue;
      const n = candidate.segments.length;
      if (def.segments.length < n + 2) continue;
      if (prefixes[n] !== candidate.key) continue;
      const next = def.segments[n];
      if (!next || !('param' in next)) continue;
      if (!best || n > best.segments.length) best = candidate;
    }
    if (best) {
      const next = def.segments[best.segments.length] as { param: string };
      def.parent = best.key;
      def.parentParam = next.param;
      const below = def.path
        .split('/')
        .filter(Boolean)
        .slice(best.segments.length + 1)
        .filter((p) => !p.includes('{'));
      if (!def.overrides.label && below.length > 0) def.tabLabel = humanize(below.join(' '));
      best.children.push(def.key);
    }
  }

  const actions: ActionDef[] = [];
  const standalone: ActionDef[] = [];
  const seen = new Set<string>();
  for (const entry of catalogue) {
    if (entry.kind !== 'call' || isHiddenPath(entry.path)) continue;
    const key = `${entry.method} ${templateKey(entry.path)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // The owning resource: the longest resource key that prefixes the call path.
    const owner = ownerOf(resources, entry.path);
    const rest = owner
      ? entry.path.split('/').filter(Boolean).slice(owner.segments.length)
      : entry.path.split('/').filter(Boolean);
    // As the action panel reads it: GET and DELETE send nothing unless the catalogue says so.
    const bodyKind =
      entry.body ?? (entry.method === 'GET' || entry.method === 'DELETE' ? 'none' : 'json');
    const accessor = accessorOf(entry);
    const extra = CALL_ACTIONS[accessor];
    const action: ActionDef = {
      key,
      accessor,
      entry,
      label: owner
        ? actionLabel(entry, rest)
        : entry.name
          ? humanize(entry.name)
          : fullLabelOfPath(entry.path),
      ...scopeOf(owner, entry.path),
      params: pathParams(entry.path),
      view: entry.method === 'GET',
      direct: entry.method !== 'GET' && bodyKind === 'none',
      navArea: navAreaOf(accessor),
    };
    if (!owner && action.label === '') action.label = labelOfPath(entry.path);
    if (extra) {
      action.label = extra.label;
      if (extra.confirm) action.confirm = extra.confirm;
    }
    actions.push(action);
    if (owner) owner.actions.push(action);
    else standalone.push(action);
  }
  // A resource's `store` offered as an action of the resource it acts on (STORE_ACTIONS),
  // only when the catalogue allows `store`.
  for (const def of resources) {
    const extra = STORE_ACTIONS[def.accessor];
    if (!extra || !def.operations.has('store')) continue;
    const owner = ownerOf(resources, def.path);
    if (!owner) continue;
    const entry: CallEntry = {
      kind: 'call',
      area: def.entry.area,
      method: 'POST',
      path: def.path,
      response: 'json',
      body: 'json',
      ...(def.entry.name ? { name: def.entry.name } : {}),
      ...(def.entry.accessor ? { accessor: `${def.entry.accessor}.store` } : {}),
      ...(def.entry.spec ? { spec: def.entry.spec } : {}),
      ...(def.entry.description ? { description: def.entry.description } : {}),
    };
    const action: ActionDef = {
      key: `POST ${def.key}`,
      accessor: `${def.accessor}.store`,
      entry,
      label: extra.label,
      ...scopeOf(owner, def.path),
      params: [...def.params],
      view: false,
      direct: true,
      payload: {},
      storeOf: def.key,
      navArea: def.navArea,
    };
    if (extra.confirm) action.confirm = extra.confirm;
    def.storeAction = action.key;
    def.screens = new Set([...def.screens].filter((s) => s !== 'create'));
    actions.push(action);
    owner.actions.push(action);
  }
  // A sub-record left without any screen (its only operation is now an action) is no section.
  for (const def of resources)
    def.children = def.children.filter((k) => (byKey.get(k)?.screens.size ?? 0) > 0);
  // Two calls of one resource with the same label (GET/POST/PUT of one path) say what each
  // does in words ("See safeguarding", "Change safeguarding"), never the HTTP method.
  for (const def of resources) {
    const counts = new Map<string, number>();
    for (const a of def.actions)
      counts.set(`${a.scope}:${a.label}`, (counts.get(`${a.scope}:${a.label}`) ?? 0) + 1);
    for (const a of def.actions)
      if ((counts.get(`${a.scope}:${a.label}`) ?? 0) > 1)
        a.label = `${METHOD_WORDS[a.entry.method] ?? 'Use'} ${a.label.charAt(0).toLowerCase()}${a.label.slice(1)}`;
  }

  return { resources, byKey, byAccessor, standalone, actions };
}

/** How a call's HTTP method reads in an action's label. */
const METHOD_WORDS: Readonly<Record<string, string>> = {
  GET: 'See',
  POST: 'Send',
  PUT: 'Change',
  PATCH: 'Change',
  DELETE: 'Remove',
};

/** What the generic screens resolve a portal URL (`/manage/...`) to. */
export type ResolvedRoute =
  | { screen: 'list'; resource: ResourceDef; params: Record<string, string> }
  | { screen: 'create'; resource: ResourceDef; params: Record<string, string> }
  | { screen: 'show' | 'edit'; resource: ResourceDef; params: Record<string, string>; id: string };

/**
 * Resolves the segments after `/manage/` to a resource and screen. The most
 * specific template wins (more segments, then more literals). Returns `null`
 * when nothing matches or the screen is not offered for the resource.
 *
 * @example
 * resolveManagePath(registry, ['users', '12', 'notes', 'new'])
 * // { screen: 'create', resource: <users/:/notes>, params: { userId: '12' } }
 */
export function resolveManagePath(
  registry: Registry,
  parts: readonly string[],
): ResolvedRoute | null {
  const candidates: { def: ResourceDef; params: Record<string, string>; rest: string[] }[] = [];
  for (const def of registry.resources) {
    const m = matchPrefix(def.segments, parts);
    if (!m) continue;
    const rest = parts.slice(m.consumed);
    if (rest.length > 2) continue;
    candidates.push({ def, params: m.params, rest });
  }
  candidates.sort(
    (a, b) =>
      b.def.segments.length - a.def.segments.length ||
      literalCount(b.def.segments) - literalCount(a.def.segments),
  );
  for (const { def, params, rest } of candidates) {
    if (rest.length === 0) return { screen: 'list', resource: def, params };
    const [first, second] = rest as [string, string | undefined];
    if (rest.length === 1 && first === 'new') {
      if (def.screens.has('create')) return { screen: 'create', resource: def, params };
      continue;
    }
    if (!isSafeParam(first) || RESERVED_SEGMENTS.has(first)) continue;
    if (
      rest.length === 1 &&
      (def.screens.has('show') ||
        def.screens.has('delete') ||
        def.screens.has('edit') ||
        def.actions.some((a) => a.scope === 'item') ||
        def.children.length > 0)
    )
      return { screen: 'show', resource: def, params, id: first };
    if (second === 'edit' && def.screens.has('edit'))
      return { screen: 'edit', resource: def, params, id: first };
  }
  return null;
}

/** The portal URL of a resource's screen. Params must already be validated. */
export function manageUrl(
  def: ResourceDef,
  params: Record<string, string>,
  screen: ScreenKind = 'list',
  id?: string | number,
): string {
  const base =
    '/manage/' +
    def.segments
      .map((s) =>
        'literal' in s
          ? s.literal
          : 'param' in s
            ? encodeURIComponent(params[s.param] ?? '')
            : s.mixed.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_a, n: string) =>
                encodeURIComponent(params[n] ?? ''),
              ),
      )
      .join('/');
  if (screen === 'create') return `${base}/new`;
  if ((screen === 'show' || screen === 'delete') && id !== undefined)
    return `${base}/${encodeURIComponent(String(id))}`;
  if (screen === 'edit' && id !== undefined)
    return `${base}/${encodeURIComponent(String(id))}/edit`;
  return base;
}

/** The params a child resource inherits from its parent's record. */
export function childParams(
  child: ResourceDef,
  parentParams: Record<string, string>,
  parentId: string,
): Record<string, string> {
  return child.parentParam
    ? { ...parentParams, [child.parentParam]: parentId }
    : { ...parentParams };
}
