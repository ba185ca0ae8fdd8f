import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../../app/ui/Card.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useShellText } from '../../../app/shell/useShellText.js';
import { foldText } from '../../../app/text.js';
import { actionError, rowsOf } from '../../people/usePersonData.js';
import { useRecordText } from '../useRecordText.js';

/** The longest interest kept. */
const INTEREST_MAX = 100;

/** My interests (`/users/{id}/interests/`): each with Remove, and a field to add one. */
export function InterestsCard({ userId }: { userId: string }) {
  const api = useApi();
  const id = useId();
  const { text: words, fill } = useRecordText();
  const shell = useShellText().text;
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
    if (!name) return setError(words.sayInterest);
    if (name.length > INTEREST_MAX) return setError(fill(words.keepTo, { max: INTEREST_MAX }));
    // "Café" and "cafe" are the same interest.
    if (names.some((n) => foldText(n) === foldText(name))) return setError(words.interestDuplicate);
    setBusy(true);
    setError(null);
    try {
      await api.users.interests(userId).store({ name });
      setText('');
      setNote(fill(words.interestAdded, { name }));
      list.reload();
    } catch (e) {
      setError(
        (e instanceof ApiError ? e.fieldErrors?.name?.[0] : undefined) ?? actionError(e, shell),
      );
    } finally {
      setBusy(false);
    }
  };
  const remove = async (rowId: unknown, name: string) => {
    setBusy(true);
    setNote('');
    try {
      await api.users.interests(userId).delete(String(rowId));
      setNote(fill(words.interestRemoved, { name }));
      list.reload();
    } catch (e) {
      setError(actionError(e, shell));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={words.myInterests}>
      {list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : list.status !== 'success' ? (
        <Loading label={words.loadingInterests} />
      ) : rows.length === 0 ? (
        <p className="vkm-note">{words.noInterests}</p>
      ) : (
        <ul className="vkm-chips" aria-label={words.myInterests}>
          {rows.map((r, i) => (
            <li key={String(r.id)} className="vkm-chip">
              {names[i]}
              <button
                type="button"
                disabled={busy}
                aria-label={fill(words.removeNamed, { name: names[i] ?? '' })}
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
        aria-label={words.addInterestForm}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <FieldRow
          id={`${id}-name`}
          label={words.addInterestForm}
          error={error}
          className="vkm-field"
        >
          {(control) => (
            <input
              {...control}
              value={text}
              maxLength={INTEREST_MAX + 20}
              placeholder={words.interestPlaceholder}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </FieldRow>
        <p className="vkm-note" role="status">
          {note}
        </p>
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {words.addInterest}
          </button>
        </div>
      </form>
    </Card>
  );
}
