import { useId, useState } from 'react';
import { Dialog } from '../../app/ui/Dialog.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import type { Claim } from './claims.js';

/** Asks for the reason a claim is rejected (required: the claimant reads it). */
export function RejectDialog({
  claim,
  label,
  onClose,
  onReject,
}: {
  claim: Claim | null;
  /** The claim in words ("£12.40 Travel of Isla Campbell"). */
  label: string;
  onClose: () => void;
  /** Rejects with the reason; resolves to a problem to show, or null when done. */
  onReject: (reason: string) => Promise<string | null>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={claim !== null} title="Reject a claim" onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (reason.trim() === '') {
            setProblem('Say why the claim is rejected: the claimant reads it.');
            return;
          }
          setBusy(true);
          void onReject(reason.trim()).then((p) => {
            setBusy(false);
            setProblem(p);
          });
        }}
      >
        <p>{label}</p>
        <FormProblem problem={problem} />
        <div className="vkp-form-field">
          <label htmlFor={id}>Reason</label>
          <textarea
            id={id}
            rows={3}
            value={reason}
            aria-required="true"
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <div className="vkp-page-actions">
          <button type="submit" className="vkp-button vkp-danger" disabled={busy}>
            Reject claim
          </button>
          <button type="button" className="vkp-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
