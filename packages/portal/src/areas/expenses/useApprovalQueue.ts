import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { useUser } from '../../app/hooks.js';
import { usePeopleNames } from '../../app/usePeopleNames.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { normaliseList } from '../../registry/infer.js';
import { flattenTeams, readTeamTree } from '../teams/teamTree.js';
import { canAuthorise } from '../people/ExpensesPanel.js';
import { actionError, recordOf } from '../people/usePersonData.js';
import { daysBefore, readClaim, type Claim } from './claims.js';

/** Which claims the queue shows. */
export type QueueView = 'pending' | 'decided';

/** At most this many claimants' authoriser lists are read at once. */
const PARALLEL = 4;

/** The outcome of one decision: done, or refused with the server's reason. */
export interface DecisionResult {
  claim: Claim;
  ok: boolean;
  reason?: string;
}

/** The days "Decided recently" looks back at first, and adds each time it looks further. */
export const DECIDED_WINDOW_DAYS = 30;

/**
 * The signed-in authoriser's queue: the claims of a view (waiting, or decided
 * in the last `windowDays` days), the claimants' names and teams, who may
 * decide which claim (never one's own; only a claimant's listed authorisers
 * when any are listed), the decision itself and the payment, each read back
 * after it.
 */
export function useApprovalQueue(view: QueueView, windowDays = DECIDED_WINDOW_DAYS) {
  const api = useApi();
  const me = useUser();
  // The window's start, fixed while the screen is open (a day's precision: the server compares dates).
  const [now] = useState(() => Date.now());
  const since = daysBefore(now, windowDays).slice(0, 10);
  const claims = useLoad(
    async (signal) =>
      normaliseList(
        await api.claims.listAll(
          view === 'pending'
            ? { filter: { status: 'pending' }, sort: 'submitted_at', per_page: 200 }
            : { sort: '-decided_at', filter: { decided_at: { gte: since } }, per_page: 200 },
          { signal, maxPages: 10 },
        ),
      ).rows.flatMap((r) => readClaim(r) ?? []),
    `claims:${view}:${view === 'decided' ? since : ''}`,
  );
  const [list, setList] = useState<Claim[]>([]);
  useEffect(() => {
    if (claims.status === 'success')
      setList(view === 'decided' ? claims.data.filter((c) => c.status !== 'pending') : claims.data);
  }, [claims.status, claims.data, view]);

  const people = usePeopleNames(() => HIDDEN_NAME);
  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [String(p.id), p.name])),
    [people.data],
  );
  const nameOf = useCallback((id: string) => names.get(id) ?? HIDDEN_NAME, [names]);
  const teams = useLoad((signal) => api.organisation.teams.recursive({}, { signal }), 'teams');
  const teamNames = useMemo(() => {
    const map = new Map<string, string>();
    if (teams.status === 'success')
      for (const { node } of flattenTeams(readTeamTree(teams.data)))
        map.set(String(node.id), node.name);
    return map;
  }, [teams.status, teams.data]);
  const teamOf = useCallback((id: string) => teamNames.get(id) ?? '', [teamNames]);

  // Each claimant's listed authorisers, read a few at a time.
  const claimants = useMemo(() => [...new Set(list.map((c) => c.userId))].sort(), [list]);
  const authorisers = useLoad(
    async (signal) => {
      const out = new Map<string, string[]>();
      const queue = [...claimants];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const reply = await api.users.expenses(id).authorisers.list(undefined, { signal });
          out.set(
            id,
            normaliseList(reply)
              .rows.map((r) => String((r as { authoriser_id?: unknown }).authoriser_id ?? ''))
              .filter((a) => /^\d+$/.test(a)),
          );
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      return out;
    },
    view === 'pending' && claimants.length > 0 ? `authorisers:${claimants.join(',')}` : null,
  );
  /** Why the user may not decide `claim`, or undefined when they may. */
  const refusal = useCallback(
    (claim: Claim): string | undefined => {
      if (claim.status !== 'pending') return 'Already decided.';
      if (me && String(me.id) === claim.userId)
        return 'Your own claim: another authoriser decides it.';
      if (authorisers.status !== 'success') return 'Checking who may decide…';
      const listed = authorisers.data.get(claim.userId) ?? [];
      return canAuthorise(me, claim.userId, listed)
        ? undefined
        : listed.length > 0
          ? 'Only this person’s named authorisers decide their claims.'
          : 'Deciding claims needs the ‘edit people’ permission.';
    },
    [me, authorisers.status, authorisers.data],
  );

  const decide = useCallback(
    async (claim: Claim, status: 'approved' | 'rejected', reason = ''): Promise<DecisionResult> => {
      try {
        await api.claims.update(
          claim.id,
          { status, ...(reason ? { decision_reason: reason } : {}) },
          claim.etag ? { ifMatch: claim.etag } : undefined,
        );
        const stored = readClaim(recordOf(await api.claims.show(claim.id)));
        if (!stored) throw new Error('The server sent a claim the portal cannot read.');
        setList((l) => l.map((c) => (c.id === stored.id ? stored : c)));
        return stored.status === status
          ? { claim: stored, ok: true }
          : { claim: stored, ok: false, reason: `It is ${stored.status} on the server.` };
      } catch (e) {
        return { claim, ok: false, reason: actionError(e) };
      }
    },
    [api],
  );

  /** Marks an approved claim paid on `day` (YYYY-MM-DD); resolves to the stored claim or the refusal. */
  const markPaid = useCallback(
    async (claim: Claim, day: string): Promise<DecisionResult> => {
      try {
        await api.claims.update(
          claim.id,
          { status: 'paid', paid_on: day },
          claim.etag ? { ifMatch: claim.etag } : undefined,
        );
        const stored = readClaim(recordOf(await api.claims.show(claim.id)));
        if (!stored) throw new Error('The server sent a claim the portal cannot read.');
        setList((l) => l.map((c) => (c.id === stored.id ? stored : c)));
        return stored.status === 'paid'
          ? { claim: stored, ok: true }
          : { claim: stored, ok: false, reason: `It is ${stored.status} on the server.` };
      } catch (e) {
        return { claim, ok: false, reason: actionError(e) };
      }
    },
    [api],
  );

  return { claims, list, nameOf, teamOf, refusal, decide, markPaid, since };
}
