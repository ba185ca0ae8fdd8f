import { useId, useState } from 'react';
import { Card } from '../../app/ui/Card.js';
import { FieldRow } from '../../app/ui/FieldRow.js';
import { useBaseServices } from '../../app/services.js';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';

/**
 * Ask for my record to be anonymised (`POST /users/{id}/request-anonymisation/`):
 * my name, contact details and login are removed, which cannot be undone, so
 * it needs a ticked confirmation; then I am signed out.
 */
export function AnonymiseCard({ userId }: { userId: string }) {
  const api = useApi();
  const { auth } = useBaseServices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!sure) {
      setError('Tick the box to confirm you understand this cannot be undone.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.users
        .requestAnonymisation(userId)
        .store(reason.trim() ? { reason: reason.trim() } : {});
      await auth.signOut();
    } catch (e) {
      setError(actionError(e));
      setBusy(false);
    }
  };

  return (
    <Card title="Remove my personal data">
      <p>
        You can ask for your record to be anonymised: your name, contact details and login are
        removed, and your past volunteering is kept without your name. This cannot be undone, and
        you will be signed out. Download your data first from{' '}
        <a href="/my/contact">My contact details</a> if you want a copy.
      </p>
      {open ? (
        <form
          className="vkm-form"
          noValidate
          aria-label="Anonymise my record"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FieldRow id={`${id}-reason`} label="Why (optional)" className="vkm-field">
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FieldRow>
          <label className="vkm-row">
            <input
              type="checkbox"
              checked={sure}
              aria-invalid={error && !sure ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setSure(e.target.checked)}
            />
            I understand that my record is anonymised for good and I will be signed out.
          </label>
          {error ? (
            <p id={`${id}-error`} className="vkp-field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="vkm-row">
            <button type="submit" className="vkp-button vkp-danger" disabled={busy}>
              {busy ? 'Anonymising…' : 'Anonymise my record'}
            </button>
            <button type="button" className="vkp-button" onClick={() => setOpen(false)}>
              Keep my record
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="vkp-button vkp-danger" onClick={() => setOpen(true)}>
          Ask to anonymise my record…
        </button>
      )}
    </Card>
  );
}
