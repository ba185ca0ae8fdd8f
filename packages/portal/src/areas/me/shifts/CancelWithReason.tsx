import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useShellText } from '../../../app/shell/useShellText.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { actionError } from '../../people/usePersonData.js';
import { useRecordText } from '../useRecordText.js';

/** Props of {@link CancelWithReason}. */
export interface CancelWithReasonProps {
  /** The question over the reason ("Why can you not come?"). */
  question: string;
  /** Shown when the reason is empty; without it the reason may be left empty. */
  missing?: string;
  /** The cancelling button's text. */
  confirm: string;
  /** The button that closes the form without cancelling. */
  keep: string;
  /** Sends the cancellation with the reason; resolves to what to announce. */
  send: (reason: string) => Promise<string>;
  /** The server's field errors to show beside the reason, first found first. */
  errorFields?: readonly string[];
  /** Called with the announcement once cancelled. */
  onDone: (message: string) => void;
  /** Closes the form. */
  onClose: () => void;
}

/**
 * Cancels something of mine (a place on a shift, a residential stay, an
 * application) with a reason. A refusal (no reason, the deadline passed) shows beside the field
 * and keeps what was typed.
 */
export function CancelWithReason({
  question,
  missing,
  confirm,
  keep,
  send,
  errorFields = ['cancel_reason'],
  onDone,
  onClose,
}: CancelWithReasonProps) {
  const id = useId();
  const { text } = useRecordText();
  const shell = useShellText().text;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (missing !== undefined && reason.trim() === '') {
      setError(missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await send(reason.trim()));
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const named = errorFields.map((f) => fields?.[f]?.[0]).find(Boolean);
      setError(named ?? actionError(e, shell));
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
      <FieldRow id={`${id}-reason`} label={question} error={error} className="vkm-field">
        {(control) => (
          <textarea
            {...control}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </FieldRow>
      <div className="vkm-row">
        <button type="submit" className="vkp-button vkp-danger" disabled={busy}>
          {busy ? text.cancelling : confirm}
        </button>
        <button type="button" className="vkp-button" onClick={onClose}>
          {keep}
        </button>
      </div>
    </form>
  );
}
