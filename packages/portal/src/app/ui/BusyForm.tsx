import type { FormEvent, ReactNode } from 'react';
import { FormProblem } from './FormProblem.js';

/** Props of {@link BusyForm}. */
export interface BusyFormProps {
  /** The form's classes ("vkp-form vkr-form"). */
  className: string;
  /** Marks the form `aria-busy` while its write runs. */
  busy: boolean;
  /** The form's problem, shown first as an alert. */
  problem: string | null;
  /** Handles the submit (the form checks its own fields: `noValidate`). */
  onSubmit: (event: FormEvent) => unknown;
  /** The fields and actions. */
  children: ReactNode;
}

/**
 * A portal form that checks its own fields and sends one write: `noValidate`,
 * `aria-busy` while busy, its problem (if any) above the fields.
 */
export function BusyForm({ className, busy, problem, onSubmit, children }: BusyFormProps) {
  return (
    <form className={className} onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
      <FormProblem problem={problem} />
      {children}
    </form>
  );
}
