import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';

/**
 * Applying to one opportunity: why the volunteer would like to do it. A
 * refusal (nothing written, already applied) shows beside the field and keeps
 * what was typed.
 */
export function ApplyForm({
  opportunityId,
  title,
  onApplied,
}: {
  opportunityId: string;
  title: string;
  onApplied: (message: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const [motivation, setMotivation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (motivation.trim() === '') {
      setError('Tell us why you would like to do this.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.opportunities.apply(opportunityId).store({ motivation: motivation.trim() });
      onApplied(`Your application to ${title} was sent.`);
    } catch (e) {
      setError(
        e instanceof ApiError && e.fieldErrors?.motivation
          ? (e.fieldErrors.motivation[0] ?? actionError(e))
          : actionError(e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="vkm-cancel"
      aria-label={`Apply to ${title}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-why`}>Why would you like to do this?</label>
      <textarea
        id={`${id}-why`}
        rows={3}
        maxLength={2000}
        value={motivation}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setMotivation(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vkm-row">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send my application'}
        </button>
      </div>
    </form>
  );
}
