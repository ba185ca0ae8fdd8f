import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useShellText } from '../../../app/shell/useShellText.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import type { ApplicationDetail } from '../applications/applicationDetails.js';
import { useRecordText } from '../useRecordText.js';

/**
 * A guardian gives or refuses parental consent for one application of a minor
 * in their care (`PUT /users/{userId}/applications/{applicationId}/parental-consent/{id}`),
 * with an optional note. The server writes the guardian log in the same
 * transaction. A refusal shows beside the control and keeps the choice and note.
 */
export function ConsentForm({
  minor,
  application,
  onDone,
}: {
  minor: { id: string; firstName: string };
  application: ApplicationDetail;
  onDone: (message: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const { text, fill } = useRecordText();
  const shell = useShellText().text;
  const [choice, setChoice] = useState<'given' | 'refused' | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!application.consentId) return null;
  const consentId = application.consentId;
  const submit = async () => {
    if (choice === '') {
      setError(text.chooseConsent);
      document.getElementById(`${id}-given`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.users
        .applications(minor.id)
        .parentalConsent(application.id)
        .update(
          consentId,
          { status: choice, ...(note.trim() ? { note: note.trim() } : {}) },
          application.consentEtag ? { ifMatch: application.consentEtag } : {},
        );
      onDone(
        fill(choice === 'given' ? text.consentGiven : text.consentRefused, {
          name: minor.firstName,
          opportunity: application.name,
        }),
      );
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      setError(fields?.status?.[0] ?? fields?.note?.[0] ?? actionError(e, shell));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="vkm-cancel"
      aria-label={fill(text.consentFor, { opportunity: application.name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="vkm-consent-choice" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          {fill(text.consentQuestion, { name: minor.firstName, opportunity: application.name })}
        </legend>
        <label>
          <input
            id={`${id}-given`}
            type="radio"
            name={`${id}-choice`}
            checked={choice === 'given'}
            onChange={() => setChoice('given')}
          />{' '}
          {text.giveConsent}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-choice`}
            checked={choice === 'refused'}
            onChange={() => setChoice('refused')}
          />{' '}
          {text.refuseConsent}
        </label>
      </fieldset>
      <label htmlFor={`${id}-note`}>{text.noteForOrganisers}</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="vkp-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="vkm-row">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {busy ? text.sending : text.sendAnswer}
        </button>
      </div>
    </form>
  );
}
