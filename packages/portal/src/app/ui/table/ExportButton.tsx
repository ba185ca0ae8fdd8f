import { useEffect, useRef, useState } from 'react';
import { downloadText } from '../../csv.js';
import { errorMessage } from '../../states.js';
import {
  ExportAbortedError,
  fetchAllRows,
  type ExportProgress,
  type FetchPage,
} from './exportCsv.js';
import { useListWords } from './listWords.js';

/**
 * "Export CSV": fetches every page of the filtered list in sequence, shows a
 * progress bar with a Cancel button, then downloads the file. Cancelling (or
 * leaving the screen) aborts the request in flight.
 */
export function ExportButton({
  fetchPage,
  toCsv,
  prepare,
  fileName,
  onDone,
}: {
  fetchPage: FetchPage;
  toCsv: (rows: Record<string, unknown>[]) => string;
  /** Loads what `toCsv` needs for the fetched rows (the names of their references). */
  prepare?: (rows: Record<string, unknown>[], signal: AbortSignal) => Promise<void>;
  fileName: string;
  /** Told the outcome (for a toast or a live region). */
  onDone: (message: string, ok: boolean) => void;
}) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const words = useListWords();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    const c = new AbortController();
    controller.current = c;
    setProgress({ done: 0, total: 0 });
    fetchAllRows(fetchPage, { signal: c.signal, onProgress: setProgress })
      .then(async (rows) => {
        await prepare?.(rows, c.signal);
        if (c.signal.aborted) throw new ExportAbortedError();
        downloadText(toCsv(rows), fileName);
        onDone(
          `Exported ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} to ${fileName}.`,
          true,
        );
      })
      .catch((error: unknown) => {
        if (c.signal.aborted) onDone('Export cancelled.', true);
        else onDone(`Export failed: ${errorMessage(error)}`, false);
      })
      .finally(() => {
        if (controller.current === c) controller.current = null;
        setProgress(null);
      });
  };

  if (!progress)
    return (
      <button type="button" className="vkp-button" onClick={start}>
        {words.exportCsv}
      </button>
    );
  const pct = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div className="vkp-dt-export" role="group" aria-label="Export">
      <div
        className="vkp-dt-progress"
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${progress.done} of ${progress.total || '…'} rows`}
      >
        <span className="vkp-dt-progress-bar" style={{ width: `${pct}%` }} />
      </div>
      <span className="vkp-dt-progress-text">
        {progress.done} of {progress.total || '…'}
      </span>
      <button type="button" className="vkp-button" onClick={() => controller.current?.abort()}>
        Cancel export
      </button>
    </div>
  );
}
