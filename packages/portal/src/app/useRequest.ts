import { useCallback, useEffect, useState } from 'react';
import type { RequestOptions } from '@volunteerkit/api-client';
import { useServices } from './services.js';

/** The state of one request bound to a screen. */
export type RequestState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/** What {@link useRequest} returns. */
export type UseRequestResult<T> = RequestState<T> & {
  /** Sends the request again. */
  reload: () => void;
};

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/**
 * Sends a request when the screen mounts (and whenever `key` changes), aborting
 * it when the screen goes away. Pass `null` to send nothing.
 *
 * @example
 * const users = useRequest({ method: 'GET', path: 'users/', query: { page } }, `users:${page}`);
 */
export function useRequest<T = unknown>(
  options: RequestOptions | null,
  key: string,
): UseRequestResult<T> {
  const { http } = useServices();
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const current = options;
    if (!current) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    http
      .request<T>({ ...current, signal: controller.signal })
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ status: 'error', error });
      });
    return () => controller.abort();
    // `key` stands for the options: a new key means a new request.
  }, [http, key, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload } as UseRequestResult<T>;
}
