import { useId, useState } from 'react';
import { Dialog } from '../../app/ui/Dialog.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import type { Claim } from './claims.js';
import { paidDayProblem, todayKey } from './payDay.js';

/**
 * Asks for the day an approved claim was paid (today unless changed; not in
 * the future, not before the claim's date), which the claimant then reads.
 */
export function PayDialog({
  claim,
  label,
  onClose,
  onPay,
}: {
  claim: Claim | null;
  /** The claim in words ("£12.40 Travel of Isla Campbell"). */
  label: string;
  onClose: () => void;
  /** Marks it paid on the day; resolves to a problem to show, or null when done. */
  onPay: (day: string) => Promise<string | null>;
}) {
  const id = useId();
  const today = todayKey();
  const [day, setDay] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={claim !== null} title="Mark a claim paid" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!claim) return;
          const wrong = paidDayProblem(day, claim, today);
          if (wrong) {
            setProblem(wrong);
            return;
          }
          setBusy(true);
          void onPay(day).then((p) => {
            setBusy(false);
            setProblem(p);
          });
        }}
      >
        <p>{label}</p>
        <FormProblem problem={problem} />
        <div className="vkp-form-field">
          <label htmlFor={id}>Paid on</label>
          <DayInput
            id={id}
            value={day}
            onValue={setDay}
            max={today}
            min={claim?.date || undefined}
            aria-required="true"
            aria-invalid={problem ? true : undefined}
          />
        </div>
        <div className="vkp-page-actions">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            Mark paid
          </button>
          <button type="button" className="vkp-button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
