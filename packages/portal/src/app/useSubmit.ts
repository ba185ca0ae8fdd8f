import { useState } from 'react';
import { errorMessage } from './states.js';

/**
 * The state of a form that sends one write: `busy` while it runs, `error`
 * (the form's problem, also set by its own checks) when it fails.
 *
 * @example
 * const { error, setError, busy, submit } = useSubmit();
 * // in onSubmit, after the checks:
 * submit(() => onSubmit(body));
 */
export function useSubmit() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * Clears the error, runs `write` and shows why it failed (as `describe` reads the failure).
   * @param write the write.
   * @param describe the sentence for a failure; {@link errorMessage} unless given.
   */
  const submit = (
    write: () => Promise<unknown>,
    describe: (e: unknown) => string = errorMessage,
  ) => {
    setBusy(true);
    setError(null);
    write()
      .catch((x: unknown) => setError(describe(x)))
      .finally(() => setBusy(false));
  };
  return { error, setError, busy, submit };
}
