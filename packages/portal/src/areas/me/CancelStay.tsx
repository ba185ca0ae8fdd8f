import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import { dayLabel, type MyStay } from './residential.js';

/**
 * Cancels one of my residential stays with a reason. A refusal (no reason, the
 * stay has begun) shows beside the field and keeps what was typed.
 */
export function CancelStay({
  stay,
  onDone,
  onClose,
}: {
  stay: MyStay;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError('Say why you are cancelling.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.residentialBookings.update(stay.id, {
        status: 'cancelled',
        cancel_reason: reason.trim(),
      });
      onDone(`Your stay from ${dayLabel(stay.from)} was cancelled.`);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      setError(fields?.cancel_reason?.[0] ?? fields?.status?.[0] ?? actionError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="vkm-cancel"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-reason`}>Why are you cancelling?</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={500}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vkm-row">
        <button type="submit" className="vkp-button vkp-danger" disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel this stay'}
        </button>
        <button type="button" className="vkp-button" onClick={onClose}>
          Keep my stay
        </button>
      </div>
    </form>
  );
}
