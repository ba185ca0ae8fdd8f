import { useFormatValue } from '../../app/hooks.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useLoad } from '../../app/useLoad.js';
import { Dialog } from '../../app/ui/Dialog.js';
import type { HistoryEntry, Task } from './tasks.js';

/** A task's history (`/tasks/{id}/history/`), oldest first, read when the dialog opens. */
export function HistoryDialog({
  task,
  load,
  nameOf,
  onClose,
}: {
  task: Task | null;
  load: (id: number, signal: AbortSignal) => Promise<HistoryEntry[]>;
  nameOf: (id: number | null) => string;
  onClose: () => void;
}) {
  const format = useFormatValue();
  const entries = useLoad((signal) => load(task!.id, signal), task ? String(task.id) : null);
  return (
    <Dialog
      open={task !== null}
      title={`History of ${task?.title ?? 'the task'}`}
      onClose={onClose}
    >
      {entries.status === 'error' ? (
        <ErrorState error={entries.error} onRetry={entries.reload} />
      ) : entries.status !== 'success' ? (
        <Loading label="Loading the history…" />
      ) : entries.data.length === 0 ? (
        <p>Nothing has been recorded for this task yet.</p>
      ) : (
        <ol className="vkt-history">
          {entries.data.map((h) => (
            <li key={h.id}>
              <strong>{h.action}</strong>
              <span className="vkb-meta">
                {' '}
                {h.at ? format(h.at) : '-'} by {nameOf(h.userId)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
