import { createStore } from '../store/store.js';
import type { TreeRowState } from '../tree/treeRow.js';
import {
  buildTeamIndex,
  childIndexes,
  type Team,
  type TeamId,
  type TeamIndex,
} from './teamIndex.js';

/** Default level below which nodes start expanded (spec 9). */
export const DEFAULT_OPEN_LEVEL = 2;

/** The four bulk actions of the team tree (spec 2.6). */
export type TeamBulkAction =
  'selectChildren' | 'selectDescendants' | 'deselectChildren' | 'deselectDescendants';

/**
 * One visible row of the flattened tree, ready for a virtualised list: `hasChildren`
 * tells whether the team has (visible) sub-teams; `checked` is true when the team is
 * selected, 'mixed' when it is not but some sub-teams are, false otherwise.
 */
export interface TeamTreeRow extends TreeRowState {
  /** Position in the pre-order index. */
  index: number;
  id: TeamId;
  name: string;
  icon: string | null;
  selected: boolean;
  /** Whether the team may be selected (not disabled, or `mine` is false). */
  selectable: boolean;
  disabled: boolean;
  /** Whether the team's own name matches the search. */
  match: boolean;
}

/** The state of a team tree controller. */
export interface TeamTreeState {
  index: TeamIndex;
  /** Visible rows in display order. */
  rows: readonly TeamTreeRow[];
  /** Selected team ids in tree order. */
  selectedIds: readonly TeamId[];
  query: string;
  /** Number of teams whose name matches the query (0 without a query). */
  matchCount: number;
  openLevel: number;
  mine: boolean;
}

/** Options of {@link createTeamTreeController}. */
export interface TeamTreeOptions {
  teams: readonly Team[];
  /**
   * Nodes whose level (1-based, roots are 1) is below this start expanded.
   * @default 2
   */
  openLevel?: number;
  /**
   * When true, disabled teams cannot be selected; when false they can.
   * @default true
   */
  mine?: boolean;
  /** Initially selected team ids. */
  selected?: Iterable<TeamId>;
}

/** A headless team tree: expansion, selection with the disabled/mine rule, bulk actions and search. */
export interface TeamTreeController {
  /** Returns the current state: visible rows, selected ids and the search query. */
  getState(): TeamTreeState;
  /** Calls `listener` after every state change; returns a function that unsubscribes. */
  subscribe(listener: () => void): () => void;
  /** Replaces the hierarchy, keeping the selection and expansion of ids that remain. */
  setTeams(teams: readonly Team[]): void;
  /** Expands a collapsed team, or collapses an expanded one (unknown ids are ignored). */
  toggleExpanded(id: TeamId): void;
  /** Expands or collapses one team (unknown ids are ignored). */
  setExpanded(id: TeamId, expanded: boolean): void;
  /** Expands every team. */
  expandAll(): void;
  /** Collapses every team, leaving only the root teams visible. */
  collapseAll(): void;
  /** Toggles one team's selection (ignored when not selectable). */
  toggleSelected(id: TeamId): void;
  /** Selects or deselects one team (ignored when not selectable). */
  setSelected(id: TeamId, selected: boolean): void;
  /** Replaces the whole selection (non-selectable ids are dropped). */
  setSelection(ids: Iterable<TeamId>): void;
  /** Runs one of the four bulk actions on a team's sub-teams. */
  bulk(id: TeamId, action: TeamBulkAction): void;
  /** Filters the tree to teams whose name contains the query (case-insensitive) and their ancestors. */
  setQuery(query: string): void;
  /** Removes every listener; the last state stays readable. */
  destroy(): void;
}

interface Internal {
  index: TeamIndex;
  expanded: Uint8Array;
  selected: Uint8Array;
  query: string;
  /** Expansion saved when a search starts, restored when it is cleared. */
  savedExpanded: Uint8Array | null;
}

/** Whether team `i` may be selected: not disabled, or `mine` is false (spec 2.6). */
function isSelectable(index: TeamIndex, i: number, mine: boolean): boolean {
  return !mine || !index.teams[i]!.disabled;
}

/** Prefix sums of a 0/1 array: sum over [a, b) is p[b] - p[a]. */
function prefix(flags: Uint8Array): Int32Array {
  const p = new Int32Array(flags.length + 1);
  for (let i = 0; i < flags.length; i++) p[i + 1] = p[i]! + flags[i]!;
  return p;
}

/**
 * Flattens the tree into its visible rows: O(number of visible rows), skipping collapsed
 * subtrees by their size. With a query, only matching teams and their ancestors are shown.
 */
export function flattenTeamTree(
  index: TeamIndex,
  expanded: Uint8Array,
  selected: Uint8Array,
  query: string,
  mine: boolean,
): { rows: TeamTreeRow[]; matchCount: number } {
  const sel = prefix(selected);
  const q = query.trim().toLowerCase();
  let matchPrefix: Int32Array | null = null;
  let matchFlags: Uint8Array | null = null;
  if (q !== '') {
    matchFlags = new Uint8Array(index.count);
    for (let i = 0; i < index.count; i++) {
      if (index.searchNames[i]!.includes(q)) matchFlags[i] = 1;
    }
    matchPrefix = prefix(matchFlags);
  }
  const visible = (i: number) =>
    matchPrefix === null || matchPrefix[i + index.size[i]!]! - matchPrefix[i]! > 0;
  const hasVisibleChildren = (i: number) =>
    matchPrefix === null
      ? index.size[i]! > 1
      : matchPrefix[i + index.size[i]!]! - matchPrefix[i + 1]! > 0;

  const rows: TeamTreeRow[] = [];
  // Visible sibling counts are needed for aria-posinset/setsize when filtering.
  const walk = (start: number, end: number) => {
    const siblings: number[] = [];
    for (let j = start; j < end; j += index.size[j]!) if (visible(j)) siblings.push(j);
    siblings.forEach((i, k) => {
      const hasChildren = hasVisibleChildren(i);
      const isExpanded = hasChildren && expanded[i] === 1;
      const selectedHere = selected[i] === 1;
      const below = sel[i + index.size[i]!]! - sel[i + 1]!;
      rows.push({
        index: i,
        id: index.ids[i]!,
        name: index.names[i]!,
        icon: index.teams[i]!.icon ?? null,
        level: index.level[i]!,
        posInSet: matchPrefix === null ? index.posInSet[i]! : k + 1,
        setSize: matchPrefix === null ? index.setSize[i]! : siblings.length,
        hasChildren,
        expanded: isExpanded,
        checked: selectedHere ? true : below > 0 ? 'mixed' : false,
        selected: selectedHere,
        selectable: isSelectable(index, i, mine),
        disabled: Boolean(index.teams[i]!.disabled),
        match: matchFlags ? matchFlags[i] === 1 : false,
      });
      if (isExpanded) walk(i + 1, i + index.size[i]!);
    });
  };
  walk(0, index.count);
  return { rows, matchCount: matchPrefix ? matchPrefix[index.count]! : 0 };
}

function initialExpansion(index: TeamIndex, openLevel: number): Uint8Array {
  const expanded = new Uint8Array(index.count);
  for (let i = 0; i < index.count; i++) if (index.level[i]! < openLevel) expanded[i] = 1;
  return expanded;
}

/**
 * Creates a headless team tree (spec 2.6 and 4): nested teams, nodes below `openLevel`
 * expanded, selection honouring the disabled/mine rule, the four bulk actions,
 * tri-state parents and search, flattened into rows for a virtualised view.
 * Every operation is linear or better in the number of teams.
 *
 * @throws {import('./teamIndex.js').TeamTreeError} when two teams share an id.
 * @example
 * const tree = createTeamTreeController({ teams, openLevel: 2 });
 * tree.bulk(1, 'selectDescendants');
 * tree.getState().selectedIds;
 */
export function createTeamTreeController(options: TeamTreeOptions): TeamTreeController {
  const openLevel = options.openLevel ?? DEFAULT_OPEN_LEVEL;
  const mine = options.mine ?? true;
  const index0 = buildTeamIndex(options.teams);
  let internal: Internal = {
    index: index0,
    expanded: initialExpansion(index0, openLevel),
    selected: new Uint8Array(index0.count),
    query: '',
    savedExpanded: null,
  };
  for (const id of options.selected ?? []) {
    const i = index0.byId.get(id);
    if (i !== undefined && isSelectable(index0, i, mine)) internal.selected[i] = 1;
  }

  const build = (s: Internal): TeamTreeState => {
    const { rows, matchCount } = flattenTeamTree(s.index, s.expanded, s.selected, s.query, mine);
    const selectedIds: TeamId[] = [];
    for (let i = 0; i < s.index.count; i++) if (s.selected[i]) selectedIds.push(s.index.ids[i]!);
    return { index: s.index, rows, selectedIds, query: s.query, matchCount, openLevel, mine };
  };
  const store = createStore(build(internal));

  const commit = (next: Internal) => {
    internal = next;
    store.setState(build(next));
  };
  const at = (id: TeamId) => internal.index.byId.get(id);
  const withSelected = (change: (selected: Uint8Array) => boolean) => {
    const selected = internal.selected.slice();
    if (change(selected)) commit({ ...internal, selected });
  };
  const withExpanded = (change: (expanded: Uint8Array) => boolean) => {
    const expanded = internal.expanded.slice();
    if (change(expanded)) commit({ ...internal, expanded });
  };
  const mark = (selected: Uint8Array, i: number, value: boolean): boolean => {
    if (!isSelectable(internal.index, i, mine)) return false;
    const v = value ? 1 : 0;
    if (selected[i] === v) return false;
    selected[i] = v;
    return true;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setTeams(teams) {
      const index = buildTeamIndex(teams);
      const expanded = initialExpansion(index, openLevel);
      const selected = new Uint8Array(index.count);
      const old = internal.index;
      for (let i = 0; i < index.count; i++) {
        const before = old.byId.get(index.ids[i]!);
        if (before === undefined) continue;
        expanded[i] = internal.expanded[before]!;
        if (internal.selected[before] && isSelectable(index, i, mine)) selected[i] = 1;
      }
      commit({ index, expanded, selected, query: internal.query, savedExpanded: null });
    },
    toggleExpanded(id) {
      const i = at(id);
      if (i === undefined) return;
      withExpanded((e) => {
        e[i] = e[i] ? 0 : 1;
        return true;
      });
    },
    setExpanded(id, value) {
      const i = at(id);
      if (i === undefined) return;
      withExpanded((e) => {
        if (e[i] === (value ? 1 : 0)) return false;
        e[i] = value ? 1 : 0;
        return true;
      });
    },
    expandAll() {
      withExpanded((e) => {
        e.fill(1);
        return true;
      });
    },
    collapseAll() {
      withExpanded((e) => {
        e.fill(0);
        return true;
      });
    },
    toggleSelected(id) {
      const i = at(id);
      if (i === undefined) return;
      withSelected((s) => mark(s, i, s[i] !== 1));
    },
    setSelected(id, value) {
      const i = at(id);
      if (i === undefined) return;
      withSelected((s) => mark(s, i, value));
    },
    setSelection(ids) {
      const selected = new Uint8Array(internal.index.count);
      for (const id of ids) {
        const i = at(id);
        if (i !== undefined) mark(selected, i, true);
      }
      commit({ ...internal, selected });
    },
    bulk(id, action) {
      const i = at(id);
      if (i === undefined) return;
      const index = internal.index;
      const value = action === 'selectChildren' || action === 'selectDescendants';
      const recursive = action === 'selectDescendants' || action === 'deselectDescendants';
      withSelected((s) => {
        let changed = false;
        if (recursive) {
          const end = i + index.size[i]!;
          for (let j = i + 1; j < end; j++) changed = mark(s, j, value) || changed;
        } else {
          for (const j of childIndexes(index, i)) changed = mark(s, j, value) || changed;
        }
        return changed;
      });
    },
    setQuery(query) {
      if (query === internal.query) return;
      const index = internal.index;
      const q = query.trim().toLowerCase();
      if (q === '') {
        commit({
          ...internal,
          query,
          expanded: internal.savedExpanded ?? internal.expanded,
          savedExpanded: null,
        });
        return;
      }
      // Open the path to every match.
      const expanded = new Uint8Array(index.count);
      for (let i = 0; i < index.count; i++) {
        if (!index.searchNames[i]!.includes(q)) continue;
        for (let p = index.parent[i]!; p >= 0 && !expanded[p]; p = index.parent[p]!)
          expanded[p] = 1;
      }
      commit({
        ...internal,
        query,
        expanded,
        savedExpanded: internal.savedExpanded ?? internal.expanded,
      });
    },
    destroy() {
      store.destroy();
    },
  };
}
