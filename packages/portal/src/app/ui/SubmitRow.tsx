import type { ReactNode } from 'react';
import { ActionLabel } from './ActionIcon.js';

/** Props of {@link SubmitRow}. */
export interface SubmitRowProps {
  /** True while the form's write runs: disables the button (unless `disabled` says otherwise). */
  busy: boolean;
  /** The button's text while busy ("Saving…"); without it the text stays. */
  busyLabel?: string;
  /** Disables the button; defaults to `busy`. */
  disabled?: boolean;
  /** A destructive action (danger style) instead of the primary one. */
  danger?: boolean;
  /** The button's text. */
  children: ReactNode;
}

/**
 * The row of a form holding its submit button.
 *
 * @example
 * <SubmitRow busy={busy} busyLabel="Saving…">Save task</SubmitRow>
 */
export function SubmitRow({ busy, busyLabel, disabled = busy, danger, children }: SubmitRowProps) {
  return (
    <div className="vkp-form-actions">
      <button
        type="submit"
        className={danger ? 'vkp-button vkp-danger' : 'vkp-button vkp-primary'}
        disabled={disabled}
      >
        {busy && busyLabel !== undefined ? busyLabel : <ActionLabel>{children}</ActionLabel>}
      </button>
    </div>
  );
}
