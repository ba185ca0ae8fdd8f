/**
 * Pieces the event page's panels and the attendees screen share: the inline
 * add form, the two-step remove button and the options of a list of statuses.
 *
 * @module
 */
import type { ReactNode } from 'react';
import { TwoStepDeleteButton } from '@volunteerkit/widgets';

/** Props of {@link InlineForm}. */
export interface InlineFormProps {
  /** The form's accessible name ("Invite a person"). */
  label: string;
  /** The submit button's text ("Invite person"). */
  submitLabel: ReactNode;
  /** True while a write runs: the submit button is disabled. */
  busy: boolean;
  /** Called on submit (the page does not reload). */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A one-line form on a panel: its fields, then the primary submit button. */
export function InlineForm({ label, submitLabel, busy, onSubmit, children }: InlineFormProps) {
  return (
    <form
      className="vke-inline-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A danger button that asks again before it removes something ("Remove Ada Lovelace"). */
export function RemoveButton({
  label,
  disabled,
  onRemove,
}: {
  /** The button's text, and what it removes. */
  label: string;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  return (
    <TwoStepDeleteButton
      className="vkp-button vkp-danger"
      disabled={disabled}
      messages={{ delete: label }}
      onDelete={onRemove}
    />
  );
}

/** The `<option>`s of a list of statuses, each its own value and text. */
export function StatusOptions({ statuses }: { statuses: Iterable<string> }) {
  return (
    <>
      {[...statuses].map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </>
  );
}
