import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useFormatValue } from '../../app/hooks.js';
import { useCan } from '../../app/useCan.js';
import { toCsv, downloadText } from '../../app/csv.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { LoadedRows, RecordsTable } from '../../app/ui/RecordsTable.js';
import { claimAmount } from '../people/ExpensesPanel.js';
import { claimsCsvLines, historyOf, rateWords, totalOf, type Claim } from './claims.js';
import { ReceiptList } from './ReceiptView.js';
import { RejectDialog } from './RejectDialog.js';
import { PayDialog } from './PayDialog.js';
import {
  DECIDED_WINDOW_DAYS,
  useApprovalQueue,
  type DecisionResult,
  type QueueView,
} from './useApprovalQueue.js';
import { PersonApart, usePeopleApart } from '../../presentation/usePeopleApart.js';
import { ClaimsOutOfReach } from './ClaimsOutOfReach.js';
import './expenses.css';

const VIEWS: { key: QueueView; label: string }[] = [
  { key: 'pending', label: 'Waiting for a decision' },
  { key: 'decided', label: 'Decided recently' },
];

/** A bulk run's summary: how many were done, and each refusal with its reason. */
function summary(results: readonly DecisionResult[], label: (c: Claim) => string): string {
  const done = results.filter((r) => r.ok).length;
  const refused = results.filter((r) => !r.ok);
  return `${done} approved${refused.length ? `; ${refused.length} refused: ${refused.map((r) => `${label(r.claim)} (${r.reason ?? 'refused'})`).join('; ')}` : ''}.`;
}

/**
 * The signed-in authoriser's expense approval queue: pending claims with what
 * each was for (description, type, day spent, amount, mileage with its rate and
 * route, the claimant's team) and their receipts inline; approve or reject (with
 * a reason the claimant reads) one at a time or approve a selection; each
 * claim's history; "Decided recently" (the last 30 days, looking further back
 * on request) where an approved claim is marked paid; and a CSV for finance.
 * One's own claims are never offered for approval (the sandbox refuses them too).
 */
export default function ExpenseApprovalsScreen() {
  const [params, setParams] = useSearchParams();
  const view: QueueView = params.get('view') === 'decided' ? 'decided' : 'pending';
  const canDecide = useCan('edit-users');
  const canSeePeople = useCan('view-users');
  const format = useFormatValue();
  const [windowDays, setWindowDays] = useState(DECIDED_WINDOW_DAYS);
  const { claims, list, nameOf, teamOf, refusal, decide, markPaid, since } = useApprovalQueue(
    view,
    windowDays,
  );
  const { announce, message } = useAnnouncer();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Claim | null>(null);
  const [paying, setPaying] = useState<Claim | null>(null);
  const [progress, setProgress] = useState<string>('');
  const [busy, setBusy] = useState(false);

  const apart = usePeopleApart(list.map((c) => ({ name: nameOf(c.userId), userId: c.userId })));
  const label = (c: Claim) => `${claimAmount(c.amount)} ${c.type} of ${nameOf(c.userId)}`;
  const decidable = useMemo(
    () => list.filter((c) => canDecide && refusal(c) === undefined),
    [list, canDecide, refusal],
  );
  const chosen = decidable.filter((c) => selected.has(c.id));
  const total = totalOf(list);
  const chosenTotal = totalOf(chosen);
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = decidable.length > 0 && chosen.length === decidable.length;

  const approveOne = async (c: Claim) => {
    setBusy(true);
    const r = await decide(c, 'approved');
    setBusy(false);
    announce(r.ok ? `${label(c)}: approved.` : `${label(c)} was not approved: ${r.reason ?? ''}`);
  };

  const approveSelected = async () => {
    setBusy(true);
    const results: DecisionResult[] = [];
    for (const [i, c] of chosen.entries()) {
      setProgress(`Approving ${i + 1} of ${chosen.length}…`);
      results.push(await decide(c, 'approved'));
    }
    setProgress('');
    setBusy(false);
    setSelected(new Set());
    announce(summary(results, label));
  };

  const csv = () =>
    downloadText(
      toCsv(claimsCsvLines(list, nameOf, teamOf)),
      `expense-claims-${view}-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  // Without 'view-users' the queue would list only one's own claims: the true count instead.
  if (!canSeePeople && !canDecide)
    return (
      <Page title="Expense approvals" crumbs={[{ label: 'Expenses', to: '/area/expenses' }]}>
        <ClaimsOutOfReach />
      </Page>
    );
  return (
    <Page title="Expense approvals" crumbs={[{ label: 'Expenses', to: '/area/expenses' }]}>
      {!canDecide ? (
        <NeedsPermission permission="edit-users" to="approve or reject claims" />
      ) : null}
      <div className="vkx-views" role="group" aria-label="Which claims">
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="button"
            className="vkp-button"
            aria-pressed={view === v.key}
            onClick={() => {
              setSelected(new Set());
              setParams(v.key === 'pending' ? {} : { view: v.key });
            }}
          >
            {v.label}
          </button>
        ))}
      </div>
      <p className="vkx-totals" data-testid="claims-total">
        {total.count === 0
          ? view === 'pending'
            ? 'No claims waiting.'
            : 'No claims shown.'
          : `${view === 'pending' ? 'Waiting' : 'Shown'}: ${total.count} ${
              total.count === 1 ? 'claim' : 'claims'
            }, ${claimAmount(total.amount)} in total.`}
        {view === 'pending' && canDecide ? ` You can decide ${decidable.length}.` : ''}
        {view === 'decided' ? ` Decided since ${format(since)}.` : ''}
      </p>
      <div className="vkp-page-actions">
        {view === 'pending' && canDecide ? (
          <button
            type="button"
            className="vkp-button vkp-primary"
            disabled={busy || chosen.length === 0}
            onClick={() => void approveSelected()}
          >
            {chosen.length === 0
              ? 'Approve selected'
              : `Approve ${chosen.length} selected (${claimAmount(chosenTotal.amount)})`}
          </button>
        ) : null}
        <button type="button" className="vkp-button" disabled={list.length === 0} onClick={csv}>
          Download CSV for finance
        </button>
      </div>
      {progress ? (
        <p className="vkx-progress">
          <progress aria-label="Approving the selected claims" />
          {progress}
        </p>
      ) : null}
      <StatusLine message={message} />
      <div className="vkx-cards">
        <LoadedRows
          state={claims}
          loading="Loading claims…"
          empty={list.length === 0}
          whenEmpty={
            <p>
              {view === 'pending'
                ? 'No claims are waiting for a decision.'
                : `No claims were decided in the last ${windowDays} days.`}
            </p>
          }
        >
          <RecordsTable
            caption={VIEWS.find((v) => v.key === view)?.label ?? ''}
            columns={[
              ...(view === 'pending' && canDecide ? ['Select'] : []),
              'Claimant',
              'Claim',
              'Amount',
              'Receipts',
              'History',
              view === 'pending' ? 'Decision' : 'Payment',
            ]}
            busy={busy}
          >
            {view === 'pending' && canDecide ? (
              <tr className="vkx-all">
                <td colSpan={8}>
                  <label>
                    <input
                      type="checkbox"
                      checked={allChosen}
                      disabled={decidable.length === 0 || busy}
                      onChange={() =>
                        setSelected(allChosen ? new Set() : new Set(decidable.map((c) => c.id)))
                      }
                    />{' '}
                    Select every claim you can decide ({decidable.length})
                  </label>
                </td>
              </tr>
            ) : null}
            {list.map((c) => {
              const why = view === 'pending' ? refusal(c) : undefined;
              const may = canDecide && why === undefined;
              const team = c.teamId ? teamOf(c.teamId) : '';
              return (
                <tr
                  key={c.id}
                  data-claim={c.id}
                  data-own={why?.startsWith('Your own') || undefined}
                >
                  {view === 'pending' && canDecide ? (
                    <td className="vkx-select">
                      {may ? (
                        <input
                          type="checkbox"
                          aria-label={`Select ${label(c)}`}
                          checked={selected.has(c.id)}
                          disabled={busy}
                          onChange={() => toggle(c.id)}
                        />
                      ) : null}
                    </td>
                  ) : null}
                  <td data-label="Claimant">
                    <Link to={`/people/${c.userId}/expenses`}>{nameOf(c.userId)}</Link>
                    <PersonApart line={apart(c.userId)} />
                    {team ? <span className="vkx-team">{team}</span> : null}
                  </td>
                  <td data-label="Claim" className="vkx-claim">
                    <strong>{c.type}</strong>
                    {c.date ? <span className="vkx-meta"> spent {format(c.date)}</span> : null}
                    {c.description ? <span className="vkx-line">{c.description}</span> : null}
                    {rateWords(c) ? <span className="vkx-line">{rateWords(c)}</span> : null}
                    {c.route ? <span className="vkx-line">Route: {c.route}</span> : null}
                    {c.correctsId ? (
                      <span className="vkx-line vkx-meta">Corrects a rejected claim</span>
                    ) : null}
                  </td>
                  <td data-label="Amount" className="vkp-num">
                    {claimAmount(c.amount)}
                  </td>
                  <td data-label="Receipts">
                    <ReceiptList receipts={c.receipts} label={label(c)} />
                  </td>
                  <td data-label="History">
                    <ol className="vkx-history">
                      {historyOf(c, nameOf).map((e, i) => (
                        <li key={i}>
                          {e.what}
                          {e.at ? ` ${format(e.at)}` : ''}
                        </li>
                      ))}
                    </ol>
                  </td>
                  {view === 'decided' ? (
                    <td className="vkx-decide" data-label="Payment">
                      {c.status === 'paid' ? (
                        <span>Paid on {format(c.paidAt.slice(0, 10))}</span>
                      ) : c.status === 'approved' && canDecide ? (
                        <button
                          type="button"
                          className="vkp-button"
                          disabled={busy}
                          onClick={() => setPaying(c)}
                        >
                          Mark paid…<span className="vkp-visually-hidden"> {label(c)}</span>
                        </button>
                      ) : (
                        <span className="vkx-refusal">
                          {c.status === 'rejected' ? 'Not to be paid' : 'Not yet paid'}
                        </span>
                      )}
                    </td>
                  ) : null}
                  {view === 'pending' ? (
                    <td className="vkx-decide" data-label="Decision">
                      {may ? (
                        <>
                          <button
                            type="button"
                            className="vkp-button"
                            disabled={busy}
                            onClick={() => void approveOne(c)}
                          >
                            Approve<span className="vkp-visually-hidden"> {label(c)}</span>
                          </button>
                          <button
                            type="button"
                            className="vkp-button vkp-danger"
                            disabled={busy}
                            onClick={() => setRejecting(c)}
                          >
                            Reject…<span className="vkp-visually-hidden"> {label(c)}</span>
                          </button>
                        </>
                      ) : (
                        <span className="vkx-refusal">
                          {canDecide ? why : 'You cannot decide claims.'}
                        </span>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </RecordsTable>
        </LoadedRows>
      </div>
      {view === 'decided' && claims.status === 'success' ? (
        <button
          type="button"
          className="vkp-button"
          onClick={() => setWindowDays((d) => d + DECIDED_WINDOW_DAYS)}
        >
          Show the {DECIDED_WINDOW_DAYS} days before
        </button>
      ) : null}
      <PayDialog
        key={`pay-${paying?.id ?? 'none'}`}
        claim={paying}
        label={paying ? label(paying) : ''}
        onClose={() => setPaying(null)}
        onPay={async (day) => {
          if (!paying) return null;
          const r = await markPaid(paying, day);
          if (!r.ok) return r.reason ?? 'The claim was not marked paid.';
          announce(`${label(paying)}: marked paid on ${format(day)}.`);
          setPaying(null);
          return null;
        }}
      />
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        claim={rejecting}
        label={rejecting ? label(rejecting) : ''}
        onClose={() => setRejecting(null)}
        onReject={async (reason) => {
          if (!rejecting) return null;
          const r = await decide(rejecting, 'rejected', reason);
          if (!r.ok) return r.reason ?? 'The claim was not rejected.';
          announce(`${label(rejecting)}: rejected (${reason}).`);
          setRejecting(null);
          return null;
        }}
      />
    </Page>
  );
}
