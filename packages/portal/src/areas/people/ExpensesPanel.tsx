import { useState } from 'react';
import { formatMetric } from '@volunteerkit/api-client';
import { formatMessage } from '@volunteerkit/widgets';
import type { Texts } from '../../app/locale/useTexts.js';
import { useFormatValue, useUser } from '../../app/hooks.js';
import { isStaleRecord, staleOn412 } from '../../app/stale.js';
import type { AnyRecord } from '../../registry/infer.js';
import { enGBRecordText, type RecordText } from '../me/recordMessages.js';
import { expenseTypeWords } from '../me/expenses/ClaimForm.js';
import { useMyText } from '../me/useMyText.js';
import { useRecordText } from '../me/useRecordText.js';
import type { Person } from './person.js';
import type { SaveNote } from './personSave.js';
import { RecordsSection } from './RecordsSection.js';
import { actionError, recordOf, rowsOf, useApi, useLoad } from './usePersonData.js';

/** The record catalogue's text of each claim status. */
const STATUS_KEYS = {
  pending: 'claimPending',
  approved: 'claimApproved',
  rejected: 'claimRejected',
  paid: 'claimPaid',
} as const satisfies Readonly<Record<string, keyof RecordText>>;

/** A claim status in the words of `text` (as sent when it has none). */
function statusWords(status: string, text: RecordText): string {
  return Object.hasOwn(STATUS_KEYS, status)
    ? text[STATUS_KEYS[status as keyof typeof STATUS_KEYS]]
    : status;
}

/** The decisions an authoriser can make on a pending claim, in button order. */
const DECISIONS = [
  { status: 'approved', action: 'approve', className: 'vkp-button' },
  { status: 'rejected', action: 'reject', className: 'vkp-button vkp-danger' },
] as const;

/** The record catalogue in English with its filler, for callers outside a screen. */
const ENGLISH: Pick<Texts<RecordText>, 'text' | 'fill'> = {
  text: enGBRecordText,
  fill: (message, values) => formatMessage(message, values, 'en-GB'),
};

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

/** Who decides this person's claims, in the words of `t`: "you and 2 other named authorisers". */
export function authoriserText(
  listed: readonly string[],
  me: string,
  { text, fill }: Pick<Texts<RecordText>, 'text' | 'fill'> = ENGLISH,
): string {
  const mine = listed.includes(me);
  const count = listed.filter((id) => id !== me).length;
  if (!mine) return fill(text.authorisersOthers, { count });
  return count ? fill(text.authorisersYouAndOthers, { count }) : text.authorisersYou;
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
  const texts = useRecordText();
  const { text, fill } = texts;
  const types = expenseTypeWords(useMyText().text);
  // One's own claims come from one's own record (a volunteer cannot read /claims/).
  const own = me?.id !== undefined && String(me.id) === person.id;
  const claims = useLoad(
    async (signal) =>
      rowsOf(
        own
          ? await api.users.expenses(person.id).listAll({ per_page: 200 }, { signal })
          : await api.claims.listAll(
              { filter: { user_id: person.id }, sort: '-submitted_at', per_page: 200 },
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
    const what = `${claimAmount(row.amount)} ${typeof row.expense_type === 'string' ? row.expense_type : text.claimWord}`;
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
        fill(text.claimChanged, { what }),
      );
      const stored = recordOf(await api.claims.show(id));
      if (!stored) throw new Error(text.claimUnreadable);
      show(stored);
      setMessage(
        stored.status === status
          ? {
              text: fill(text.claimDecided, {
                what,
                status: statusWords(status, text).toLocaleLowerCase(texts.tag),
              }),
            }
          : {
              text: fill(text.claimOnServer, { what, status: String(stored.status) }),
              error: true,
            },
      );
    } catch (e) {
      if (isStaleRecord<AnyRecord>(e) && e.newer) {
        show(e.newer);
        setMessage({
          text: fill(text.claimChangedNow, { what, status: String(e.newer.status) }),
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
      title={text.expenseClaims}
      intro={
        <p>
          {authorisers.status !== 'success'
            ? null
            : listed.length === 0
              ? text.authorisersAnyStaff
              : authoriserText(listed, me ? String(me.id) : '', texts)}
          {mayDecide ? text.youCanDecide : null}
        </p>
      }
      state={claims}
      loading={text.loadingClaims}
      empty={rows.length === 0}
      whenEmpty={text.noClaims}
      label={fill(text.claimsOf, { name: person.name })}
      message={message}
      head={
        <>
          <th scope="col">{text.colSubmitted}</th>
          <th scope="col">{text.colType}</th>
          <th scope="col" className="vkp-num">
            {text.colAmount}
          </th>
          <th scope="col">{text.colStatus}</th>
          <th scope="col">{text.colDecided}</th>
          {mayDecide ? <th scope="col">{text.colDecision}</th> : null}
        </>
      }
    >
      {rows.map((row) => {
        const id = String(row.id);
        const status = typeof row.status === 'string' ? row.status : 'pending';
        const label = fill(text.claimLabel, {
          amount: claimAmount(row.amount),
          type: typeof row.expense_type === 'string' ? row.expense_type : '',
          date: format(row.submitted_at),
        });
        return (
          <tr key={id} data-claim={id}>
            <td>{format(row.submitted_at)}</td>
            <td>
              {typeof row.expense_type === 'string'
                ? (types[row.expense_type] ?? row.expense_type)
                : format(row.expense_type)}
            </td>
            <td className="vkp-num">{claimAmount(row.amount)}</td>
            <td>
              <span className="vkp-person-chip" data-status={status}>
                {statusWords(status, text)}
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
                        {text[action]}
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
