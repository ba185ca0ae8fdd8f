import { useMemo } from 'react';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { readTeamTree, type TeamNode } from './teamTree.js';

/** What {@link useTeamTree} returns. */
export interface TeamTreeState {
  /** `loading` until the first answer (there is no idle state: the tree is always wanted). */
  status: 'loading' | 'success' | 'error';
  /** The organisation's teams as a tree; empty until loaded. One array per answer. */
  nodes: TeamNode[];
  /** The failure, when `status` is `error`. */
  error?: unknown;
  /** Reads the tree again. */
  reload: () => void;
}

/**
 * The organisation's team tree (`organisation.teams.recursive`), read through
 * the typed accessor and normalised defensively. The one way a screen gets the
 * tree for a team picker or a team filter.
 */
export function useTeamTree(): TeamTreeState {
  const api = useApi();
  const tree = useLoad((signal) => api.organisation.teams.recursive({}, { signal }), 'teams:tree');
  const data = tree.status === 'success' ? tree.data : undefined;
  // One array per answer: the tree selector re-reads its teams whenever the array changes.
  const nodes = useMemo(() => (data === undefined ? [] : readTeamTree(data)), [data]);
  return {
    status: tree.status === 'idle' ? 'loading' : tree.status,
    nodes,
    ...(tree.status === 'error' ? { error: tree.error } : {}),
    reload: tree.reload,
  };
}
