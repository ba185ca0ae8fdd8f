import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useUser, useFormatValue } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { rowsOf } from '../../people/usePersonData.js';
import { formatMoney } from '../../../presentation/formats.js';
import { ClaimForm, claimValuesOf, expenseTypeWords, type ClaimCorrection } from './ClaimForm.js';
import { unitQuantity } from './mileage.js';
import { useMyText } from '../useMyText.js';
import '../../people/people.css';
import '../me.css';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * My expenses: a new claim with receipts, and my claims with what became of
 * each (who approved it and when, who rejected it and why, when it was paid),
 * a rejected one with "Start a corrected claim" (the form filled in from it).
 * A notification's link (`#claim-<id>`) brings its claim into view.
 */
export default function MyExpensesScreen() {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
  const location = useLocation();
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
  const [correcting, setCorrecting] = useState<ClaimCorrection | null>(null);
  // What the last claim sent said: kept here, as a correction's form starts afresh after it.
  const [sentNote, setSentNote] = useState('');
  const formCard = useRef<HTMLDivElement>(null);
  const names =
    authorisers.status === 'success'
      ? authorisers.data.map((a) => (typeof a.name === 'string' ? a.name : text.namedAuthoriser))
      : [];
  const day = (v: unknown) => (str(v) ? format(str(v).slice(0, 10)) : '');
  const typeOf = (c: AnyRecord) =>
    typeof c.expense_type === 'string'
      ? (types[c.expense_type] ?? c.expense_type)
      : format(c.expense_type);
  const amountOf = (c: AnyRecord) => formatMoney(c.amount, 'GBP', tag);

  // A link to one claim (a notification's) shows it once the list is in.
  const hash = location.hash;
  useEffect(() => {
    if (claims.status !== 'success' || !/^#claim-\d+$/.test(hash)) return;
    const item = document.getElementById(hash.slice(1));
    item?.scrollIntoView({ block: 'center' });
    item?.focus();
  }, [claims.status, hash]);

  const correct = (c: AnyRecord) => {
    setSentNote('');
    setCorrecting({
      id: String(c.id),
      values: claimValuesOf(c),
      summary: fill(text.correcting, {
        amount: amountOf(c),
        type: typeOf(c),
        date: day(c.date ?? c.submitted_at),
        reason: str(c.decision_reason),
      }),
    });
    formCard.current?.scrollIntoView({ block: 'start' });
    // Focus the form's first field, so keyboard and screen reader users land there.
    requestAnimationFrame(() => formCard.current?.querySelector<HTMLElement>('select')?.focus());
  };

  const decision = (c: AnyRecord, status: string) => {
    const by = str(c.authoriser_name);
    if (status === 'pending') return text.waitingDecision;
    if (status === 'rejected')
      return fill(text.rejectedByOn, {
        name: by || text.namedAuthoriser,
        date: day(c.decided_at),
        reason: str(c.decision_reason),
      });
    const approved = fill(text.approvedByOn, {
      name: by || text.namedAuthoriser,
      date: day(c.decided_at),
    });
    return status === 'paid'
      ? `${approved} ${fill(text.paidOn, { date: day(c.paid_at) })}`
      : approved;
  };

  return (
    <Page title={text.navExpenses}>
      <div className="vkm-grid">
        <div ref={formCard} className="vkm-claim-form-card">
          <Card title={text.claimExpense}>
            <p className="vkm-note">
              {authorisers.status !== 'success'
                ? null
                : names.length > 0
                  ? fill(text.decidedBy, { names: names.join(', ') })
                  : text.decidedByStaff}
            </p>
            <ClaimForm
              key={correcting?.id ?? 'new'}
              userId={userId}
              correcting={correcting}
              onStopCorrecting={() => setCorrecting(null)}
              onSubmitted={(message) => {
                setSentNote(message);
                setCorrecting(null);
                claims.reload();
              }}
            />
            <p role="status" className="vkm-note">
              {sentNote}
            </p>
          </Card>
        </div>
        <Card title={text.myClaims}>
          {claims.status === 'success' ? (
            claims.data.length === 0 ? (
              <p>{text.noClaims}</p>
            ) : (
              <ul className="vkm-claims" aria-label={text.myClaims}>
                {claims.data.map((c) => {
                  const status = typeof c.status === 'string' ? c.status : 'pending';
                  const receipts = Array.isArray(c.receipts) ? c.receipts.length : 0;
                  const corrects = claims.data.find((o) => String(o.id) === String(c.corrects_id));
                  return (
                    <li
                      key={String(c.id)}
                      id={`claim-${String(c.id)}`}
                      tabIndex={-1}
                      className="vkm-claim"
                      data-claim={String(c.id)}
                      data-status={status}
                    >
                      <div>
                        <strong>{amountOf(c)}</strong> {typeOf(c)}
                        {typeof c.quantity === 'number' && typeof c.unit === 'string'
                          ? ` (${unitQuantity(c.unit, c.quantity, t)})`
                          : ''}
                        <span className="vkm-note">
                          {c.date ? ` · ${fill(text.spentOn, { date: day(c.date) })}` : ''} ·{' '}
                          {fill(text.claimSentOn, { date: format(c.submitted_at) })}
                          {receipts ? ` · ${fill(text.receiptCount, { count: receipts })}` : ''}
                        </span>
                        {typeof c.description === 'string' && c.description ? (
                          <p className="vkm-note">{c.description}</p>
                        ) : null}
                        {str(c.route) ? (
                          <p className="vkm-note">
                            {fill(text.claimRoute, { route: str(c.route) })}
                          </p>
                        ) : null}
                        {corrects ? (
                          <p className="vkm-note">
                            {fill(text.correctsEarlier, {
                              date: day(corrects.date ?? corrects.submitted_at),
                            })}
                          </p>
                        ) : null}
                        <p className="vkm-claim-decision" data-testid="claim-decision">
                          {decision(c, status)}
                        </p>
                        {status === 'rejected' &&
                        claims.data.some((o) => String(o.corrects_id) === String(c.id)) ? (
                          <p className="vkm-note">{text.correctedAlready}</p>
                        ) : status === 'rejected' ? (
                          <button type="button" className="vkp-button" onClick={() => correct(c)}>
                            {text.correctClaim}
                            <span className="vkp-visually-hidden">
                              {' '}
                              ({amountOf(c)} {typeOf(c)})
                            </span>
                          </button>
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
