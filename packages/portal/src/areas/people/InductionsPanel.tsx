import { useState } from 'react';
import { useFormatValue, useUser } from '../../app/hooks.js';
import type { AnyRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import type { SaveNote } from './personSave.js';
import { useMyText } from '../me/useMyText.js';
import { RecordsSection } from './RecordsSection.js';
import { actionError, recordOf, rowsOf, useApi, useLoad } from './usePersonData.js';

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

/**
 * The person's inductions. On one's own record a pending induction can be
 * marked complete (`PUT /users/{me}/inductions/self-complete/{id}`, only under
 * the signed-in user's own id, spec 6); the induction is then read back and
 * shown as the server stores it. In the reader's language (the volunteer's
 * catalogue: the panel is the heart of My inductions).
 */
export function InductionsPanel({ person }: { person: Person }) {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
  const { text: t, fill } = useMyText();
  const own = me?.id !== undefined && String(me.id) === person.id;
  const list = useLoad(
    async (signal) =>
      rowsOf(await api.users.inductions(person.id).listAll({ per_page: 200 }, { signal })),
    `inductions:${person.id}`,
  );
  const rows = list.status === 'success' ? list.data : [];
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<SaveNote>(null);

  const complete = async (row: AnyRecord) => {
    if (me?.id === undefined || list.status !== 'success') return;
    const id = String(row.id);
    const name = text(row.name, fill(t.inductionNumber, { id }));
    setBusy(id);
    setMessage(null);
    try {
      await api.users.selfCompleteInduction(me.id, id, {});
      const stored = recordOf(await api.users.inductions(person.id).show(id));
      if (!stored || stored.status !== 'completed')
        throw new Error(fill(t.stillNotComplete, { name }));
      list.replace(list.data.map((r) => (String(r.id) === id ? stored : r)));
      setMessage({
        text:
          typeof stored.completed_at === 'string'
            ? fill(t.completedOn, { name, date: format(stored.completed_at) })
            : fill(t.completedNow, { name }),
      });
    } catch (e) {
      setMessage({ text: actionError(e), error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <RecordsSection
      headingId="inductions-heading"
      title={t.inductions}
      intro={!own ? <p>{fill(t.onlyOwnInductions, { name: person.name })}</p> : null}
      state={list}
      loading={t.loadingInductions}
      empty={rows.length === 0}
      whenEmpty={t.noInductions}
      label={fill(t.inductionsOf, { name: person.name })}
      message={message}
      head={
        <>
          <th scope="col">{t.colInduction}</th>
          <th scope="col">{t.colCompulsory}</th>
          <th scope="col">{t.colStatus}</th>
          <th scope="col">{t.colDue}</th>
          <th scope="col">{t.colCompleted}</th>
          {own ? <th scope="col">{t.colAction}</th> : null}
        </>
      }
    >
      {rows.map((row) => {
        const id = String(row.id);
        const name = text(row.name, fill(t.inductionNumber, { id }));
        const done = row.status === 'completed';
        return (
          <tr key={id}>
            <th scope="row">{name}</th>
            <td>{row.compulsory === true ? t.yes : t.no}</td>
            <td>
              <span className="vkp-person-chip" data-status={done ? 'completed' : 'pending'}>
                {done
                  ? t.inductionCompleted
                  : row.status === 'pending' || !row.status
                    ? t.inductionPending
                    : text(row.status, t.inductionPending).replace(/^./, (c) => c.toUpperCase())}
              </span>
            </td>
            <td>{format(row.due_date)}</td>
            <td>{format(row.completed_at)}</td>
            {own ? (
              <td>
                {done ? null : (
                  <button
                    type="button"
                    className="vkp-button"
                    disabled={busy !== null}
                    onClick={() => void complete(row)}
                  >
                    {busy === id ? t.saving : t.markComplete}
                    <span className="vkp-visually-hidden"> {name}</span>
                  </button>
                )}
              </td>
            ) : null}
          </tr>
        );
      })}
    </RecordsSection>
  );
}
