import { useCallback, useEffect, useState } from 'react';
import type { QueryParams } from '@volunteerkit/api-client';
import { useApi } from '../../app/useApi.js';
import { normaliseReport, type ReportData } from './reportData.js';
import type { ReportDef } from './reportTypes.js';

/** The state of a report request. */
export type ReportState =
  | { status: 'idle'; data?: undefined; error?: undefined }
  | { status: 'loading'; data?: ReportData; error?: undefined }
  | { status: 'success'; data: ReportData; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Loads a report through its typed accessor whenever the report, the query or
 * the path parameters change (the previous request is aborted). `query: null`
 * sends nothing (e.g. while the date range is invalid). While loading, `data`
 * keeps the previous figures, if any.
 */
export function useReport(
  report: ReportDef | undefined,
  query: QueryParams | null,
  params: readonly string[],
) {
  const api = useApi();
  const [state, setState] = useState<ReportState>({ status: 'idle' });
  // While new figures load, the previous ones stay on screen (marked busy), so the
  // page does not jump on every filter change.
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify([report?.id, query, params]);
  useEffect(() => {
    if (!report || !query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({
      status: 'loading',
      ...(previous.data ? { data: previous.data } : {}),
    }));
    report
      .load(api, query, params, { signal: controller.signal })
      .then((payload) => {
        if (!controller.signal.aborted)
          setState({ status: 'success', data: normaliseReport(payload) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
    // `key` stands for report, query and params.
  }, [api, key, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, reload };
}
