import { useMemo } from 'react';
import { useUser } from '../../app/hooks.js';
import { isRecord } from '../../app/records.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { flattenTeams, type TeamNode } from './teamTree.js';

/** What {@link useLedTeams} returns. */
export interface LedTeams {
  /** The tree a picker offers: the led teams (with their sub-teams) for a team leader, else all of it. */
  nodes: TeamNode[];
  /** The ids of the teams the user leads, sub-teams included; null when they lead none (not narrowed). */
  ids: Set<string> | null;
  /** Says that the choice is narrowed to the user's teams (null when it is not). */
  note: string | null;
}

/** The sub-trees of `nodes` rooted at the teams whose ids are in `led`. */
export function ledSubtrees(nodes: readonly TeamNode[], led: ReadonlySet<string>): TeamNode[] {
  return nodes.flatMap((n) => (led.has(String(n.id)) ? [n] : ledSubtrees(n.children, led)));
}

/**
 * A team leader's teams: the server narrows what a team leader reaches to the
 * teams they lead (their record's `led_team_ids`), so pickers offer only those
 * and say so. For anyone else the tree is unchanged.
 */
export function useLedTeams(nodes: TeamNode[]): LedTeams {
  const api = useApi();
  const user = useUser();
  const id = String(user?.id ?? '');
  const own = useLoad(
    (signal) => api.users.show(id, {}, { signal }),
    /^\d{1,15}$/.test(id) ? `me:${id}` : null,
  );
  const record =
    own.status === 'success' && isRecord(own.data) && isRecord(own.data.data)
      ? own.data.data
      : null;
  const led = Array.isArray(record?.led_team_ids) ? record.led_team_ids.map(String) : [];
  const key = led.join(',');
  return useMemo(() => {
    if (key === '') return { nodes, ids: null, note: null };
    const roots = ledSubtrees(nodes, new Set(key.split(',')));
    const ids = new Set(flattenTeams(roots).map(({ node }) => String(node.id)));
    const names = roots.map((n) => n.name).join(' and ');
    return {
      nodes: roots,
      ids,
      note: `You lead ${names || 'your teams'}: you see and change only their people and records.`,
    };
  }, [nodes, key]);
}
