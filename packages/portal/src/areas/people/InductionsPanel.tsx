import { useState } from 'react';
import { useFormatValue, useUser } from '../../app/hooks.js';
import type { AnyRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import type { SaveNote } from './personSave.js';
import { RecordsSection } from './RecordsSection.js';
import { actionError, recordOf, rowsOf, useApi, useLoad } from './usePersonData.js';

const text = (v: unknown, fallback: string) => (typeof v === 'string' && v ? v : fallback);

/**
 * The person's inductions. On one's own record a pending induction can be
 * marked complete (`PUT /users/{me}/inductions/self-complete/{id}`, only under
 * the signed-in user's own id, spec 6); the induction is then read back and
 * shown as the server stores it.
 */
export function InductionsPanel({ person }: { person: Person }) {
  const api = useApi();
  const me = useUser();
  const format = useFormatValue();
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
    const name = text(row.name, `Induction ${id}`);
    setBusy(id);
    setMessage(null);
    try {
      await api.users.selfCompleteInduction(me.id, id, {});
      const stored = recordOf(await api.users.inductions(person.id).show(id));
      if (!stored || stored.status !== 'completed')
        throw new Error(`${name} is still not complete on the server.`);
      list.replace(list.data.map((r) => (String(r.id) === id ? stored : r)));
      setMessage({
        text: `${name}: completed${typeof stored.completed_at === 'string' ? ` on ${format(stored.completed_at)}` : ''}.`,
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
      title="Inductions"
      intro={
        !own ? (
          <p>Only {person.name} can mark their own inductions complete, from their record.</p>
        ) : null
      }
      state={list}
      loading="Loading inductions…"
      empty={rows.length === 0}
      whenEmpty="No inductions."
      label={`Inductions of ${person.name}`}
      message={message}
      head={
        <>
          <th scope="col">Induction</th>
          <th scope="col">Compulsory</th>
          <th scope="col">Status</th>
          <th scope="col">Due</th>
          <th scope="col">Completed</th>
          {own ? <th scope="col">Action</th> : null}
        </>
      }
    >
      {rows.map((row) => {
        const id = String(row.id);
        const name = text(row.name, `Induction ${id}`);
        const done = row.status === 'completed';
        return (
          <tr key={id}>
            <th scope="row">{name}</th>
            <td>{row.compulsory === true ? 'Yes' : 'No'}</td>
            <td>
              <span className="vkp-person-chip" data-status={done ? 'completed' : 'pending'}>
                {done
                  ? 'Completed'
                  : text(row.status, 'Pending').replace(/^./, (c) => c.toUpperCase())}
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
                    {busy === id ? 'Saving…' : 'Mark complete'}
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
