import { useCallback, useEffect, useState } from 'react';
import type { RequestOptions } from '@volunteerkit/api-client';
import { useServices } from '../../services.js';

/** The state of a list's page request. */
export interface ListData {
  /** `loading` while a request is in flight (the last page stays in `data`). */
  status: 'loading' | 'success' | 'error';
  /** The last page that arrived, kept while the next one loads. */
  data: unknown;
  /** The error of the last request. */
  error: unknown;
  /** Sends the request again. */
  reload: () => void;
}

/**
 * Requests a list page whenever `key` changes (aborting the previous one) and
 * keeps the last page on screen while the next loads, so sorting or paging
 * does not blank the table. `null` options send nothing.
 */
export function useListData(options: RequestOptions | null, key: string): ListData {
  const { http } = useServices();
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<Omit<ListData, 'reload'> & { key: string }>({
    status: 'loading',
    data: undefined,
    error: null,
    key: '',
  });
  useEffect(() => {
    if (!options) return;
    const controller = new AbortController();
    const tag = `${key}#${generation}`;
    http
      .request<unknown>({ ...options, signal: controller.signal })
      .then((data) => {
        if (!controller.signal.aborted)
          setState({ status: 'success', data, error: null, key: tag });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ status: 'error', data: s.data, error, key: tag }));
      });
    return () => controller.abort();
    // `key` stands for the options: a new key means a new request.
  }, [http, key, generation, options === null]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = state.key === `${key}#${generation}`;
  return {
    status: current ? state.status : 'loading',
    data: state.data,
    error: state.error,
    reload,
  };
}
