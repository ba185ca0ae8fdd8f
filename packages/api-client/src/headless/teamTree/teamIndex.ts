import { VolunteerKitError, type VolunteerKitErrorKind } from '../../errors/errors.js';
/** A team's identifier. */
export type TeamId = number | string;

/** A team as the API nests them (spec 3.1). */
export interface Team {
  id: TeamId;
  name: string;
  /** Icon name or URL, shown beside the name. */
  icon?: string | null;
  /** A disabled team cannot be selected unless the tree's `mine` flag is false. */
  disabled?: boolean | null;
  /** Sub-teams. */
  children?: readonly Team[] | null;
}

/**
 * A flat, pre-order index of a team hierarchy: every subtree is the contiguous range
 * `[i, i + size[i])`, so subtree questions are range questions. Built once per tree in O(n).
 */
export interface TeamIndex {
  /** Number of teams. */
  readonly count: number;
  readonly teams: readonly Team[];
  readonly ids: readonly TeamId[];
  readonly names: readonly string[];
  /** Lower-cased names, for search. */
  readonly searchNames: readonly string[];
  /** 1-based level (roots are level 1, like `aria-level`). */
  readonly level: Int32Array;
  /** Index of the parent, -1 for roots. */
  readonly parent: Int32Array;
  /** Size of the subtree, the team included. */
  readonly size: Int32Array;
  /** 1-based position among its siblings. */
  readonly posInSet: Int32Array;
  /** Number of siblings, the team included. */
  readonly setSize: Int32Array;
  readonly byId: ReadonlyMap<TeamId, number>;
}

/**
 * Thrown when two teams share an id or the hierarchy has a cycle.
 */
export class TeamTreeError extends VolunteerKitError {
  static override readonly kind: VolunteerKitErrorKind = 'TeamTreeError';
}

/**
 * Builds the flat index of a team hierarchy (iteratively, so deep trees cannot overflow the stack).
 *
 * @throws {TeamTreeError} on duplicate ids.
 */
export function buildTeamIndex(roots: readonly Team[]): TeamIndex {
  const teams: Team[] = [];
  const levels: number[] = [];
  const parents: number[] = [];
  const pos: number[] = [];
  const setSizes: number[] = [];
  const byId = new Map<TeamId, number>();
  // Stack of [team, level, parentIndex, posInSet, setSize], pushed in reverse order.
  const stack: [Team, number, number, number, number][] = [];
  for (let i = roots.length - 1; i >= 0; i--) stack.push([roots[i]!, 1, -1, i + 1, roots.length]);
  while (stack.length > 0) {
    const [team, level, parent, p, s] = stack.pop()!;
    const index = teams.length;
    if (byId.has(team.id)) {
      throw new TeamTreeError(`Team id ${String(team.id)} appears twice in the hierarchy.`);
    }
    byId.set(team.id, index);
    teams.push(team);
    levels.push(level);
    parents.push(parent);
    pos.push(p);
    setSizes.push(s);
    const children = team.children ?? [];
    for (let c = children.length - 1; c >= 0; c--) {
      stack.push([children[c]!, level + 1, index, c + 1, children.length]);
    }
  }
  const count = teams.length;
  const size = new Int32Array(count).fill(1);
  const parent = Int32Array.from(parents);
  for (let i = count - 1; i >= 0; i--) {
    const p = parent[i]!;
    if (p >= 0) size[p]! += size[i]!;
  }
  const names = teams.map((t) => t.name ?? '');
  return {
    count,
    teams,
    ids: teams.map((t) => t.id),
    names,
    searchNames: names.map((n) => n.toLowerCase()),
    level: Int32Array.from(levels),
    parent,
    size,
    posInSet: Int32Array.from(pos),
    setSize: Int32Array.from(setSizes),
    byId,
  };
}

/** Indexes of the direct children of team `i`. */
export function childIndexes(index: TeamIndex, i: number): number[] {
  const out: number[] = [];
  const end = i + index.size[i]!;
  for (let j = i + 1; j < end; j += index.size[j]!) out.push(j);
  return out;
}
