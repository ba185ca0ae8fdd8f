import type { ReactNode } from 'react';
import { Dialog } from '../../../app/ui/Dialog.js';
import { FormProblem } from '../../../app/ui/FormProblem.js';
import { describeAudience, type Audience } from './audience.js';

/**
 * What the people list's bulk dialogs share: the dialog, whom it reaches in
 * words, the problem line, the busy state while the one request runs, and the
 * submit and cancel buttons; or, once done, the result and a close button.
 */
export function BulkDialogFrame({
  open,
  title,
  audience,
  problem,
  busy,
  busyLabel,
  submitLabel,
  onSubmit,
  onClose,
  done,
  wide,
  children,
}: {
  open: boolean;
  title: string;
  audience: Audience;
  problem: string | null;
  busy: boolean;
  /** Shown while the request runs ("Sending…"). */
  busyLabel: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The result once done (replaces the form). */
  done?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose} {...(wide ? { wide } : {})}>
      {done ? (
        <div>
          {done}
          <button type="button" className="vkp-button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : (
        <form
          className="vkp-bulk-form"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <p>{describeAudience(audience)}</p>
          <FormProblem problem={problem} />
          {children}
          {busy ? (
            <p role="status">
              <progress aria-label={busyLabel} /> {busyLabel}
            </p>
          ) : null}
          <div className="vkp-page-actions">
            <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
              {submitLabel}
            </button>
            <button type="button" className="vkp-button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
