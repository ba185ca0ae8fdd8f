import type { ReactNode } from 'react';
import { Empty } from '../../app/states.js';
import { LoadedRows } from '../../app/ui/RecordsTable.js';
import type { TeamTreeState } from './useTeamTree.js';

/**
 * The organisation's team tree in its four states: the error with "Try again",
 * loading, "No teams yet.", or `children` (a picker or selector of the teams).
 */
export function LoadedTeams({ tree, children }: { tree: TeamTreeState; children: ReactNode }) {
  return (
    <LoadedRows
      state={tree}
      loading="Loading…"
      empty={tree.nodes.length === 0}
      whenEmpty={<Empty>No teams yet.</Empty>}
    >
      {children}
    </LoadedRows>
  );
}
