import { useState } from 'react';
import { formatMetric } from '@volunteerkit/api-client';
import { useFormatValue, useUser } from '../../app/hooks.js';
import { isStaleRecord, staleOn412 } from '../../app/stale.js';
import type { AnyRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import type { SaveNote } from './personSave.js';
import { RecordsSection } from './RecordsSection.js';
import { actionError, recordOf, rowsOf, useApi, useLoad } from './usePersonData.js';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

/** The decisions an authoriser can make on a pending claim, in button order. */
const DECISIONS = [
  { status: 'approved', action: 'Approve', className: 'vkp-button' },
  { status: 'rejected', action: 'Reject', className: 'vkp-button vkp-danger' },
] as const;

/** The amount of a claim in pounds ("-" when zero, negative or missing, as the spec's figures). */
export function claimAmount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? formatMetric(value, 'money', { currency: 'GBP' })
    : '-';
}

/**
 * Whether the signed-in user may decide this person's claims: staff who may
 * edit people, not on their own claims, and only those listed as the person's
 * authorisers when any are listed (the sandbox enforces the same rule).
 */
export function canAuthorise(
  me: { id: string | number | undefined; permissions: readonly string[] } | null,
  claimantId: string,
  authoriserIds: readonly string[],
): boolean {
  if (!me || me.id === undefined || String(me.id) === claimantId) return false;
  if (!me.permissions.includes('edit-users')) return false;
  return authoriserIds.length === 0 || authoriserIds.includes(String(me.id));
}

/** Who decides this person's claims, in words: "you and 2 other named authorisers". */
export function authoriserText(listed: readonly string[], me: string): string {
  const mine = listed.includes(me);
  const others = listed.filter((id) => id !== me).length;
  const otherText = `${others} other named authoriser${others === 1 ? '' : 's'}`;
  return `Authorisers: ${mine ? (others ? `you and ${otherText}` : 'you') : otherText}.`;
}

/**
 * The person's expense claims, newest first, with approve and reject on
 * pending claims for their authorisers. A decision is sent with the claim's
 * version (`If-Match`), then the claim is read back and shown as stored.
 */
export function ExpensesPanel({ person }: { person: Person }) {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
  // One's own claims come from one's own record (a volunteer cannot read /claims/).
  const own = me?.id !== undefined && String(me.id) === person.id;
  const claims = useLoad(
    async (signal) =>
      rowsOf(
        own
          ? await api.users.expenses(person.id).listAll({ per_page: 200 }, { signal })
          : await api.claims.listAll(
              { 'filter[user_id]': person.id, sort: '-submitted_at', per_page: 200 },
              { signal },
            ),
      ),
    `claims:${own ? 'own:' : ''}${person.id}`,
  );
  const authorisers = useLoad(
    async (signal) =>
      rowsOf(await api.users.expenses(person.id).authorisers.list(undefined, { signal }))
        .map((r) => String(r.authoriser_id ?? ''))
        .filter((id) => /^\d+$/.test(id)),
    `authorisers:${person.id}`,
  );
  const rows = claims.status === 'success' ? claims.data : [];
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<SaveNote>(null);
  const listed = authorisers.status === 'success' ? authorisers.data : [];
  const mayDecide = authorisers.status === 'success' && canAuthorise(me, person.id, listed);

  const decide = async (row: AnyRecord, status: 'approved' | 'rejected') => {
    if (claims.status !== 'success') return;
    const id = String(row.id);
    const what = `${claimAmount(row.amount)} ${typeof row.expense_type === 'string' ? row.expense_type : 'claim'}`;
    const show = (stored: AnyRecord) =>
      claims.replace(claims.data.map((r) => (String(r.id) === id ? stored : r)));
    setBusy(id);
    setMessage(null);
    try {
      await staleOn412(
        () =>
          api.claims.update(
            id,
            { status },
            typeof row.etag === 'string' ? { ifMatch: row.etag } : undefined,
          ),
        (current) => current ?? null,
        `${what} was changed by someone else. Nothing was saved.`,
      );
      const stored = recordOf(await api.claims.show(id));
      if (!stored) throw new Error('The server sent a claim the portal cannot read.');
      show(stored);
      setMessage(
        stored.status === status
          ? { text: `${what}: ${STATUS_LABELS[status]?.toLowerCase() ?? status}.` }
          : { text: `${what} is ${String(stored.status)} on the server.`, error: true },
      );
    } catch (e) {
      if (isStaleRecord<AnyRecord>(e) && e.newer) {
        show(e.newer);
        setMessage({
          text: `${what} was changed by someone else: it is now ${String(e.newer.status)}. Nothing was saved.`,
          error: true,
        });
      } else {
        setMessage({ text: actionError(e), error: true });
        const stored = recordOf(await api.claims.show(id).catch(() => null));
        if (stored) show(stored);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <RecordsSection
      headingId="expenses-heading"
      title="Expense claims"
      intro={
        <p>
          {authorisers.status !== 'success'
            ? null
            : listed.length === 0
              ? 'Authorisers: any member of staff who can edit people (none is named for this person).'
              : authoriserText(listed, me ? String(me.id) : '')}
          {mayDecide ? ' You can approve or reject pending claims.' : null}
        </p>
      }
      state={claims}
      loading="Loading claims…"
      empty={rows.length === 0}
      whenEmpty="No expense claims."
      label={`Expense claims of ${person.name}`}
      message={message}
      head={
        <>
          <th scope="col">Submitted</th>
          <th scope="col">Type</th>
          <th scope="col" className="vkp-num">
            Amount
          </th>
          <th scope="col">Status</th>
          <th scope="col">Decided</th>
          {mayDecide ? <th scope="col">Decision</th> : null}
        </>
      }
    >
      {rows.map((row) => {
        const id = String(row.id);
        const status = typeof row.status === 'string' ? row.status : 'pending';
        const label = `${claimAmount(row.amount)} ${typeof row.expense_type === 'string' ? row.expense_type : ''} of ${format(row.submitted_at)}`;
        return (
          <tr key={id} data-claim={id}>
            <td>{format(row.submitted_at)}</td>
            <td>{format(row.expense_type)}</td>
            <td className="vkp-num">{claimAmount(row.amount)}</td>
            <td>
              <span className="vkp-person-chip" data-status={status}>
                {STATUS_LABELS[status] ?? status}
              </span>
            </td>
            <td>{row.decided_at ? format(row.decided_at) : '—'}</td>
            {mayDecide ? (
              <td className="vkp-person-decide">
                {status === 'pending'
                  ? DECISIONS.map(({ status: decision, action, className }) => (
                      <button
                        key={decision}
                        type="button"
                        className={className}
                        disabled={busy !== null}
                        onClick={() => void decide(row, decision)}
                      >
                        {action}
                        <span className="vkp-visually-hidden"> {label}</span>
                      </button>
                    ))
                  : null}
              </td>
            ) : null}
          </tr>
        );
      })}
    </RecordsSection>
  );
}
