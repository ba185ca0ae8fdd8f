import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../app/ui/Card.js';
import { FieldRow } from '../../app/ui/FieldRow.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { ErrorState, Loading } from '../../app/states.js';
import { actionError, rowsOf } from '../people/usePersonData.js';

/** The longest interest kept. */
const INTEREST_MAX = 100;

/** My interests (`/users/{id}/interests/`): each with Remove, and a field to add one. */
export function InterestsCard({ userId }: { userId: string }) {
  const api = useApi();
  const id = useId();
  const list = useLoad(
    async (signal) => rowsOf(await api.users.interests(userId).list({ per_page: 100 }, { signal })),
    userId ? `interests:${userId}` : null,
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const rows = list.status === 'success' ? list.data : [];
  const names = rows.map((r) => (typeof r.name === 'string' ? r.name : ''));

  const add = async () => {
    const name = text.trim();
    setNote('');
    if (!name) return setError('Say what interests you.');
    if (name.length > INTEREST_MAX) return setError(`Keep it to ${INTEREST_MAX} characters.`);
    if (names.some((n) => n.toLowerCase() === name.toLowerCase()))
      return setError('That interest is already on your list.');
    setBusy(true);
    setError(null);
    try {
      await api.users.interests(userId).store({ name });
      setText('');
      setNote(`${name} was added to your interests.`);
      list.reload();
    } catch (e) {
      setError((e instanceof ApiError ? e.fieldErrors?.name?.[0] : undefined) ?? actionError(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (rowId: unknown, name: string) => {
    setBusy(true);
    setNote('');
    try {
      await api.users.interests(userId).delete(String(rowId));
      setNote(`${name} was removed from your interests.`);
      list.reload();
    } catch (e) {
      setError(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="My interests">
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label="Loading your interests…" />
      ) : rows.length === 0 ? (
        <p className="vkm-note">No interests yet.</p>
      ) : (
        <ul className="vkm-chips" aria-label="My interests">
          {rows.map((r, i) => (
            <li key={String(r.id)} className="vkm-chip">
              {names[i]}
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove ${names[i]}`}
                onClick={() => void remove(r.id, names[i] ?? '')}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="vkm-form"
        noValidate
        aria-label="Add an interest"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <FieldRow id={`${id}-name`} label="Add an interest" error={error} className="vkm-field">
          {(control) => (
            <input
              {...control}
              value={text}
              maxLength={INTEREST_MAX + 20}
              placeholder="For example: bird surveys, woodwork"
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FieldRow>
        <p className="vkm-note" role="status">
          {note}
        </p>
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            Add interest
          </button>
        </div>
      </form>
    </Card>
  );
}
