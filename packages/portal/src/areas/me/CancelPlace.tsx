import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import type { MyShift } from './shifts.js';

/**
 * The form that gives a place back with a reason. A refusal (the deadline
 * passed, a missing reason) shows beside the field and keeps what was typed.
 * With `forUser`, a guardian gives back the place of a minor in their care.
 */
export function CancelPlace({
  shift,
  onDone,
  onClose,
  forUser,
}: {
  shift: MyShift;
  onDone: (message: string) => void;
  onClose: () => void;
  forUser?: { id: string; firstName: string };
}) {
  const api = useApi();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError('Say why you cannot come.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.shifts.update(shift.id, {
        cancel_place: true,
        cancel_reason: reason.trim(),
        ...(forUser ? { for_user_id: Number(forUser.id) } : {}),
      });
      onDone(
        forUser
          ? `${forUser.firstName}'s place on ${shift.title} was cancelled.`
          : `Your place on ${shift.title} was cancelled.`,
      );
    } catch (e) {
      setError(
        e instanceof ApiError && e.fieldErrors?.cancel_reason
          ? (e.fieldErrors.cancel_reason[0] ?? actionError(e))
          : actionError(e),
      );
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
      <label htmlFor={`${id}-reason`}>
        {forUser ? `Why can ${forUser.firstName} not come?` : 'Why can you not come?'}
      </label>
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
          {busy
            ? 'Cancelling…'
            : forUser
              ? `Cancel ${forUser.firstName}'s place`
              : 'Cancel my place'}
        </button>
        <button type="button" className="vkp-button" onClick={onClose}>
          {forUser ? 'Keep the place' : 'Keep my place'}
        </button>
      </div>
    </form>
  );
}
