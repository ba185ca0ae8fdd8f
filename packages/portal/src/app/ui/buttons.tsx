import { useState, type ReactNode } from 'react';

/**
 * Save button (spec 4): 0 shows the label, 1 a spinner (disabled), 2 "Saved!"
 * (disabled). The portal's local version until `@volunteerkit/widgets` ships one.
 */
export function SaveButton({
  state,
  children = 'Save',
  savedLabel = 'Saved!',
  form,
}: {
  state: 0 | 1 | 2;
  children?: ReactNode;
  savedLabel?: string;
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      className="vkp-button vkp-primary"
      disabled={state !== 0}
      aria-busy={state === 1}
      data-state={state}
    >
      {state === 1 ? (
        <>
          <span className="vkp-spinner" aria-hidden="true" />
          <span className="vkp-visually-hidden">Saving…</span>
        </>
      ) : state === 2 ? (
        savedLabel
      ) : (
        children
      )}
    </button>
  );
}

/**
 * Two-step delete (spec 4): the first click asks "Are you sure?", the second
 * deletes; moving away (blur or pointer leave) returns it to "Delete".
 */
export function TwoStepDeleteButton({
  onDelete,
  label = 'Delete',
  disabled,
}: {
  onDelete: () => void;
  label?: string;
  disabled?: boolean;
}) {
  const [armed, setArmed] = useState(false);
  return (
    <button
      type="button"
      className={`vkp-button vkp-danger${armed ? ' vkp-armed' : ''}`}
      data-armed={armed}
      disabled={disabled}
      onClick={() => {
        if (armed) {
          setArmed(false);
          onDelete();
        } else setArmed(true);
      }}
      onBlur={() => setArmed(false)}
      onMouseLeave={() => setArmed(false)}
    >
      {armed ? 'Are you sure?' : label}
    </button>
  );
}
