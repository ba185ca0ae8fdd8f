/**
 * Team handlers: the team tree (recursive endpoints) and the team search.
 *
 * @module
 */
import { notFound } from '../errors.js';
import type { StoredRecord } from '../store/records.js';
import { listEnvelope, readPaging } from './paging.js';
import type { Handler } from './types.js';
import { named } from '../store/collections.js';

/** Collection of teams. */
export const TEAMS = named('organisation.teams');

/** A team with its nested children. */
export interface TeamNode extends StoredRecord {
  children: TeamNode[];
}

/** Builds the team forest (children ordered by name). */
export function teamForest(teams: StoredRecord[]): {
  roots: TeamNode[];
  byId: Map<number, TeamNode>;
} {
  const byId = new Map<number, TeamNode>();
  for (const t of teams) byId.set(t.id, { ...t, children: [] });
  const roots: TeamNode[] = [];
  for (const node of byId.values()) {
    const parent = typeof node.parent_id === 'number' ? byId.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: TeamNode, b: TeamNode) =>
    String(a.name).localeCompare(String(b.name)) || a.id - b.id;
  const sort = (nodes: TeamNode[]) => {
    nodes.sort(byName);
    for (const n of nodes) sort(n.children);
  };
  sort(roots);
  return { roots, byId };
}

function prune(nodes: TeamNode[], keep: (n: TeamNode) => boolean): TeamNode[] {
  return nodes.flatMap((n) => {
    const children = prune(n.children, keep);
    return keep(n) || children.length ? [{ ...n, children }] : [];
  });
}

/** The forest without hidden teams and their sub-teams. */
function withoutHidden(nodes: TeamNode[]): TeamNode[] {
  return nodes
    .filter((n) => n.hidden !== true)
    .map((n) => ({ ...n, children: withoutHidden(n.children) }));
}

/**
 * `GET /organisation/teams/recursive/` and `/organisation/teams/{teamId}/recursive/`:
 * the team tree `{data: [team with children]}`. `q` keeps matching teams and their
 * ancestors; `include_disabled=false` drops disabled teams; hidden teams (and
 * their sub-teams) are left out unless `include_hidden=true`.
 */
export const teamsRecursive: Handler = (ctx) => {
  const { roots, byId } = teamForest(ctx.services.store.all(TEAMS));
  let forest = roots;
  const teamId = ctx.params.teamId;
  if (teamId !== undefined) {
    const node = /^\d{1,15}$/.test(teamId) ? byId.get(Number(teamId)) : undefined;
    if (!node) throw notFound(`Team ${teamId}`);
    forest = [node];
  }
  if (ctx.query.get('include_hidden') !== 'true') forest = withoutHidden(forest);
  if (ctx.query.get('include_disabled') === 'false')
    forest = prune(forest, (n) => n.disabled !== true).filter((n) => n.disabled !== true);
  const q = (ctx.query.get('q') ?? '').trim().toLowerCase();
  if (q) forest = prune(forest, (n) => String(n.name).toLowerCase().includes(q));
  return { json: { data: forest } };
};

/** `GET /teams/` (public team search by `q`; hidden teams left out unless a signed-in caller asks `include_hidden=true`). */
export const teamsList: Handler = (ctx) => {
  const { page, limit } = readPaging(ctx.query, 20);
  const q = (ctx.query.get('q') ?? '').trim();
  const result = ctx.services.store.list(
    TEAMS,
    {},
    { page, limit, q: q || undefined, sort: 'name' },
  );
  const data = result.data
    .filter((t) => t.disabled !== true || ctx.session)
    .filter((t) => t.hidden !== true || (ctx.session && ctx.query.get('include_hidden') === 'true'))
    .map((t) => ({
      id: t.id,
      name: t.name,
      icon: t.icon ?? null,
      disabled: t.disabled ?? false,
      hidden: t.hidden ?? false,
      parent_id: t.parent_id ?? null,
    }));
  return { json: listEnvelope(data, page, limit, result.total) };
};

/** `GET /teams/{id}`. */
export const teamShow: Handler = (ctx) => {
  const raw = ctx.params.id ?? '';
  const team = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.getAnyScope(TEAMS, Number(raw))
    : undefined;
  if (!team) throw notFound(`Team ${raw}`);
  return { json: { data: team } };
};
