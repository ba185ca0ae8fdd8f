import { useUser, useFormatValue } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { claimAmount } from '../people/ExpensesPanel.js';
import { rowsOf } from '../people/usePersonData.js';
import { ClaimForm } from './ClaimForm.js';
import '../people/people.css';
import './me.css';

const STATUS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

/** My expenses: a new claim with receipts, and my claims with their status and who decides. */
export default function MyExpensesScreen() {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
  const userId = me?.id === undefined ? '' : String(me.id);
  const claims = useLoad(
    async (signal) => rowsOf(await api.users.expenses(userId).list({ per_page: 50 }, { signal })),
    userId ? `claims:${userId}` : null,
  );
  const authorisers = useLoad(
    async (signal) =>
      rowsOf(await api.users.expenses(userId).authorisers.list(undefined, { signal })),
    userId ? `authorisers:${userId}` : null,
  );
  const names =
    authorisers.status === 'success'
      ? authorisers.data.map((a) => (typeof a.name === 'string' ? a.name : 'a named authoriser'))
      : [];
  return (
    <Page title="My expenses">
      <div className="vkm-grid">
        <Card title="Claim an expense">
          <p className="vkm-note">
            {authorisers.status !== 'success'
              ? null
              : names.length > 0
                ? `Your claims are decided by ${names.join(', ')}.`
                : 'Your claims are decided by a member of staff.'}
          </p>
          <ClaimForm userId={userId} onSubmitted={claims.reload} />
        </Card>
        <Card title="My claims">
          {claims.status === 'success' ? (
            claims.data.length === 0 ? (
              <p>No claims yet.</p>
            ) : (
              <ul className="vkm-claims" aria-label="My claims">
                {claims.data.map((c) => {
                  const status = typeof c.status === 'string' ? c.status : 'pending';
                  const receipts = Array.isArray(c.receipts) ? c.receipts.length : 0;
                  return (
                    <li key={String(c.id)} className="vkm-claim" data-claim={String(c.id)}>
                      <div>
                        <strong>{claimAmount(c.amount)}</strong> {format(c.expense_type)}
                        {typeof c.quantity === 'number' && typeof c.unit === 'string'
                          ? ` (${c.quantity} ${c.unit}${c.quantity === 1 ? '' : 's'})`
                          : ''}
                        <span className="vkm-note">
                          {' '}
                          · sent {format(c.submitted_at)}
                          {receipts ? ` · ${receipts} receipt${receipts > 1 ? 's' : ''}` : ''}
                        </span>
                        {typeof c.description === 'string' && c.description ? (
                          <p className="vkm-note">{c.description}</p>
                        ) : null}
                      </div>
                      <span className="vkp-person-chip" data-status={status}>
                        {STATUS[status] ?? status}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )
          ) : claims.status === 'error' ? (
            <ErrorState error={claims.error} onRetry={claims.reload} />
          ) : (
            <Loading label="Loading your claims…" />
          )}
        </Card>
      </div>
    </Page>
  );
}
