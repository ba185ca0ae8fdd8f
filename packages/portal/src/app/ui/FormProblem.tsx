/**
 * The one-line problem a form or panel reports (a failed write, a missing
 * choice), announced as an alert; nothing when there is none.
 *
 * @example
 * <FormProblem problem={problem} />
 */
export function FormProblem({ problem }: { problem: string | null | undefined }) {
  return problem ? (
    <p className="vkp-form-error" role="alert">
      {problem}
    </p>
  ) : null;
}
