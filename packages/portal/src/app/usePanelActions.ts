import { useState } from 'react';
import { errorMessage } from './states.js';

/**
 * The writes of a panel over one loaded list: each clears the problem, runs,
 * then reloads the list and announces what happened, or shows why it failed.
 *
 * - `run` marks the panel busy while the write runs and resolves to whether it worked.
 * - `fire` does the same without marking it busy (for row actions that do not block the panel).
 *
 * @param reload reloads the list after a write.
 * @param announce tells screen-reader users what happened.
 */
export function usePanelActions(reload: () => void, announce: (text: string) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, said: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      reload();
      announce(said);
      return true;
    } catch (e) {
      setProblem(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const fire = (action: () => Promise<unknown>, said: string) => {
    setProblem(null);
    action()
      .then(() => {
        reload();
        announce(said);
      })
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  return { problem, setProblem, busy, run, fire };
}
