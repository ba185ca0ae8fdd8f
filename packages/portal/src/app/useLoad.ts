import { useCallback, useEffect, useState } from 'react';

/** The state of one load. */
export type LoadState<T> =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `load` when `key` changes (nothing while `key` is null), aborting the
 * previous run; `reload` runs it again.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null) {
  const [state, setState] = useState<LoadState<T>>({ status: 'idle' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'success' ? s : { status: 'loading' }));
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
    // `key` stands for `load`'s inputs.
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), [setGeneration]);
  return { ...state, reload };
}
