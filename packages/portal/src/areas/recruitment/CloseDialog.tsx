import { useState } from 'react';
import { Dialog } from '../../app/ui/Dialog.js';
import { useSubmit } from '../../app/useSubmit.js';
import { NEEDS_REASON, type Application } from './applications.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';

/** The outcomes a pipeline card can be closed with. */
const OUTCOMES = [
  { key: 'accepted', label: 'Accepted' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'withdrawn', label: 'Withdrawn' },
] as const;

/**
 * Closes an application: accepted, or rejected/withdrawn with one of the
 * organisation's closing reasons (the server refuses a close without one).
 * With no closing reasons yet it links to where they are added.
 */
export function CloseDialog({
  app,
  name,
  reasons,
  onClose,
  onSubmit,
}: {
  app: Application | null;
  name: string;
  reasons: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
}) {
  const [outcome, setOutcome] = useState<string>('rejected');
  const [reason, setReason] = useState('');
  const { error, setError, busy, submit } = useSubmit();
  const needsReason = NEEDS_REASON.has(outcome);
  return (
    <Dialog open={app !== null} title={`Close the application of ${name}`} onClose={onClose}>
      <form
        className="vkb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (needsReason && !reason) {
            setError('Choose a closing reason.');
            return;
          }
          submit(() =>
            onSubmit({
              status: outcome,
              ...(needsReason ? { closing_reason_id: Number(reason) } : {}),
            }),
          );
        }}
      >
        <fieldset>
          <legend>Outcome</legend>
          {OUTCOMES.map((o) => (
            <label key={o.key}>
              <input
                type="radio"
                name="outcome"
                value={o.key}
                checked={outcome === o.key}
                onChange={() => setOutcome(o.key)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
        {needsReason ? (
          reasons.length > 0 ? (
            <label>
              Closing reason
              <select
                value={reason}
                required
                aria-invalid={error !== null && !reason}
                onChange={(e) => setReason(e.target.value)}
              >
                <option value="">Choose a reason</option>
                <NamedOptions items={reasons} />
              </select>
            </label>
          ) : (
            <p>
              There are no closing reasons yet.{' '}
              <a href="/manage/organisation/recruitment-closing-reasons">Add a closing reason</a>{' '}
              first, or accept the application.
            </p>
          )
        ) : null}
        <FormEnd problem={error} busy={busy} busyLabel="Closing…">
          Close application
        </FormEnd>
      </form>
    </Dialog>
  );
}
