import type { ReactNode } from 'react';

/**
 * The end of a report form: its submit button and the alert that says why the
 * values were not applied (`${id}-error`, which the fields point to while it shows).
 */
export function ReportFormActions({
  id,
  error,
  primary = false,
  children,
}: {
  /** The form's id prefix. */
  id: string;
  /** Why the values were refused; `null` hides the alert. */
  error: string | null;
  /** Whether the button is the page's primary action. */
  primary?: boolean;
  /** The button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <div className="vka-field vka-field-action">
        <button type="submit" className={primary ? 'vkp-button vkp-primary' : 'vkp-button'}>
          {children}
        </button>
      </div>
      <p id={`${id}-error`} className="vka-error" role="alert" hidden={!error}>
        {error}
      </p>
    </>
  );
}
