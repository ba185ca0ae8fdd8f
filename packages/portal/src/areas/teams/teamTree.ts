/**
 * Reads a team tree payload defensively (spec 3.1 Team: id, name, icon,
 * disabled, children).
 *
 * @module
 */
import { isRecord, normaliseList } from '../../registry/infer.js';

/** A team node. */
export interface TeamNode {
  /** Id. */
  id: number | string;
  /** Name. */
  name: string;
  /** Icon name or URL. */
  icon?: string;
  /** Cannot be selected. */
  disabled?: boolean;
  /** Sub-teams. */
  children: TeamNode[];
}

/** Normalises a tree (or a list of teams) from any payload; drops malformed nodes. */
export function readTeamTree(payload: unknown, depth = 0): TeamNode[] {
  if (depth > 20) return [];
  const items = Array.isArray(payload) ? payload : normaliseList(payload).rows;
  const out: TeamNode[] = [];
  for (const item of items) {
    if (!isRecord(item)) continue;
    const id = item.id;
    if (typeof id !== 'number' && typeof id !== 'string') continue;
    out.push({
      id,
      name: typeof item.name === 'string' ? item.name : `Team ${String(id)}`,
      ...(typeof item.icon === 'string' ? { icon: item.icon } : {}),
      ...(item.disabled === true ? { disabled: true } : {}),
      children: readTeamTree(item.children, depth + 1),
    });
  }
  return out;
}

/** Every node of a tree, depth first. */
export function flattenTeams(
  nodes: readonly TeamNode[],
  level = 0,
): { node: TeamNode; level: number }[] {
  return nodes.flatMap((node) => [{ node, level }, ...flattenTeams(node.children, level + 1)]);
}

/** The separator between a team's parent and its name in {@link teamOptions}. */
export const TEAM_PATH_SEPARATOR = ' › ';

/**
 * Every listed team, depth first, labelled by its parent and its name
 * ("Central Scotland › Callander base"), so a closed picker still says where
 * the chosen team sits and the label stays short enough for a phone. Teams at
 * the top of the list have no parent in their label, whatever their depth in
 * the organisation; a single top team that holds all the others (the
 * organisation) is no parent in the labels: it would start every one.
 *
 * @example
 * teamOptions(tree).map((o) => o.label) // ['Organisation', 'Scotland', 'Scotland › Highlands', 'Highlands › Skye base', …]
 */
export function teamOptions(nodes: readonly TeamNode[]): { node: TeamNode; label: string }[] {
  const out: { node: TeamNode; label: string }[] = [];
  const walk = (list: readonly TeamNode[], parent: string | null, depth: number) => {
    if (depth > 20) return;
    for (const node of list) {
      out.push({ node, label: parent ? `${parent}${TEAM_PATH_SEPARATOR}${node.name}` : node.name });
      walk(node.children, node.name, depth + 1);
    }
  };
  const only = nodes.length === 1 ? nodes[0]! : null;
  if (only && only.children.length > 0) {
    out.push({ node: only, label: only.name });
    walk(only.children, null, 1);
  } else walk(nodes, null, 0);
  return out;
}

/**
 * The chain of teams from a root down to the team whose id reads `id`
 * (compared as text, so `'4'` finds team `4`); empty when it is not in the tree.
 *
 * @example
 * teamTrail(tree, '4').map((t) => t.name) // ['Organisation', 'England', 'North']
 */
export function teamTrail(nodes: readonly TeamNode[], id: string, depth = 0): TeamNode[] {
  if (depth > 20) return [];
  for (const node of nodes) {
    if (String(node.id) === id) return [node];
    const inner = teamTrail(node.children, id, depth + 1);
    if (inner.length > 0) return [node, ...inner];
  }
  return [];
}
