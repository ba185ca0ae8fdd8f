import { useUser, useFormatValue } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf } from '../people/usePersonData.js';
import { formatMoney } from '../../presentation/formats.js';
import { ClaimForm, expenseTypeWords } from './ClaimForm.js';
import { unitQuantity } from './mileage.js';
import { useMyText } from './useMyText.js';
import '../people/people.css';
import './me.css';

/** My expenses: a new claim with receipts, and my claims with their status and who decides. */
export default function MyExpensesScreen() {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
  const t = useMyText();
  const { text, fill, tag } = t;
  const statuses: Readonly<Record<string, string>> = {
    pending: text.claimPending,
    approved: text.claimApproved,
    rejected: text.claimRejected,
    paid: text.claimPaid,
  };
  const types = expenseTypeWords(text);
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
      ? authorisers.data.map((a) => (typeof a.name === 'string' ? a.name : text.namedAuthoriser))
      : [];
  return (
    <Page title={text.navExpenses}>
      <div className="vkm-grid">
        <Card title={text.claimExpense}>
          <p className="vkm-note">
            {authorisers.status !== 'success'
              ? null
              : names.length > 0
                ? fill(text.decidedBy, { names: names.join(', ') })
                : text.decidedByStaff}
          </p>
          <ClaimForm userId={userId} onSubmitted={claims.reload} />
        </Card>
        <Card title={text.myClaims}>
          {claims.status === 'success' ? (
            claims.data.length === 0 ? (
              <p>{text.noClaims}</p>
            ) : (
              <ul className="vkm-claims" aria-label={text.myClaims}>
                {claims.data.map((c) => {
                  const status = typeof c.status === 'string' ? c.status : 'pending';
                  const receipts = Array.isArray(c.receipts) ? c.receipts.length : 0;
                  return (
                    <li key={String(c.id)} className="vkm-claim" data-claim={String(c.id)}>
                      <div>
                        <strong>{formatMoney(c.amount, 'GBP', tag)}</strong>{' '}
                        {typeof c.expense_type === 'string'
                          ? (types[c.expense_type] ?? c.expense_type)
                          : format(c.expense_type)}
                        {typeof c.quantity === 'number' && typeof c.unit === 'string'
                          ? ` (${unitQuantity(c.unit, c.quantity, t)})`
                          : ''}
                        <span className="vkm-note">
                          {' '}
                          · {fill(text.claimSentOn, { date: format(c.submitted_at) })}
                          {receipts ? ` · ${fill(text.receiptCount, { count: receipts })}` : ''}
                        </span>
                        {typeof c.description === 'string' && c.description ? (
                          <p className="vkm-note">{c.description}</p>
                        ) : null}
                      </div>
                      <span className="vkp-person-chip" data-status={status}>
                        {statuses[status] ?? status}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )
          ) : claims.status === 'error' ? (
            <ErrorState error={claims.error} onRetry={claims.reload} />
          ) : (
            <Loading label={text.loadingClaims} />
          )}
        </Card>
      </div>
    </Page>
  );
}
