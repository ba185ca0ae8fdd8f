import { useId, useState } from 'react';
import { gapText, type PersonClearance } from './shiftClearance.js';

/** A person's clearance for a shift as badges: "Not cleared: Enhanced disclosure expired 02/11/2026". */
export function ClearanceBadges({ clearance }: { clearance: PersonClearance | undefined }) {
  if (!clearance || clearance.cleared) return null;
  return (
    <>
      {clearance.gaps.map((g, i) => (
        <span key={i} className="vkr-badge vkr-badge-warn" data-clearance={g.code}>
          Not cleared: {gapText(g)}
        </span>
      ))}
    </>
  );
}

/**
 * The organisation warns rather than blocks: the server's reason, and a reason
 * of one's own to place the person anyway (it is logged with one's name).
 */
export function ClearanceConfirm({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const missing = tried && reason.trim() === '';
  return (
    <div className="vkr-past-confirm" role="alert">
      <p>{message}</p>
      <label htmlFor={`${id}-reason`} className="vkr-confirm-label">
        Why may they do this work without it? (kept in their activity log with your name)
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        maxLength={500}
        value={reason}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      {missing ? (
        <p id={`${id}-error`} className="vkp-field-error">
          Give a reason to place them anyway.
        </p>
      ) : null}
      <div className="vkp-page-actions">
        <button
          type="button"
          className="vkp-button vkp-primary"
          disabled={busy}
          onClick={() => {
            setTried(true);
            if (reason.trim() !== '') onConfirm(reason.trim());
          }}
        >
          Place them anyway
        </button>
        <button type="button" className="vkp-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
