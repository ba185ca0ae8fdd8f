import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { ErrorState, Loading } from '../../app/states.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';

/** The number of claims waiting, from the dashboard counts; `null` when the server gives none. */
export function readWaiting(payload: unknown): number | null {
  const data = (payload as { data?: { claims_waiting?: unknown } } | null)?.data;
  const n = data?.claims_waiting;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * For a staff member who may not see people: the true number of claims waiting
 * for a decision and what they would need to see and decide them, instead of an
 * empty queue that reads as "0 claims waiting".
 */
export function ClaimsOutOfReach() {
  const api = useApi();
  const stats = useLoad((signal) => api.mobileDashboard.stats(undefined, { signal }), 'stats');
  if (stats.status === 'loading') return <Loading label="Counting the claims…" />;
  if (stats.status === 'error') return <ErrorState error={stats.error} onRetry={stats.reload} />;
  const waiting = readWaiting(stats.data);
  return (
    <>
      <p className="vkx-totals" data-testid="claims-total">
        {waiting === null
          ? 'How many claims are waiting cannot be shown to your role.'
          : waiting === 0
            ? 'No claims are waiting for a decision.'
            : `${waiting} ${waiting === 1 ? 'claim is' : 'claims are'} waiting for a decision.`}
      </p>
      <NeedsPermission permission="view-users" to="see who made them" />
      <NeedsPermission permission="edit-users" to="approve or reject claims" />
    </>
  );
}
