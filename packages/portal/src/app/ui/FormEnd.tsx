import { FormProblem } from './FormProblem.js';
import { SubmitRow, type SubmitRowProps } from './SubmitRow.js';

/** Props of {@link FormEnd}. */
export interface FormEndProps extends SubmitRowProps {
  /** The form's problem (a failed write, an invalid field); nothing shown when there is none. */
  problem: string | null | undefined;
}

/**
 * The end of a form: its problem (announced as an alert), then the row with
 * its submit button.
 *
 * @example
 * <FormEnd problem={error} busy={busy} busyLabel="Saving…">Save task</FormEnd>
 */
export function FormEnd({ problem, ...submit }: FormEndProps) {
  return (
    <>
      <FormProblem problem={problem} />
      <SubmitRow {...submit} />
    </>
  );
}
