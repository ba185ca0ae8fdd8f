import { downloadText } from '../../../app/csv.js';
import { useNotify } from '../../../app/ui/toast.js';
import type { BulkContext } from '../../../app/ui/table/BulkBar.js';
import { rowsToCsv } from '../../../app/ui/table/exportCsv.js';
import { BulkActionButtons } from './BulkActionButtons.js';

/**
 * The people list's actions on a selection: e-mail them, add to or remove from a
 * team, change their status, and export just the selected rows (the list's own
 * bar deletes them in two steps).
 */
export function PeopleBulkActions({ ctx }: { ctx: BulkContext }) {
  const notify = useNotify();
  return (
    <BulkActionButtons
      audience={{ kind: 'selection', rows: ctx.rows }}
      onDone={ctx.done}
      exportButton={
        <button
          type="button"
          className="vkp-button"
          onClick={() => {
            downloadText(
              rowsToCsv(ctx.fields, ctx.rows),
              `people-selected-${new Date().toISOString().slice(0, 10)}.csv`,
            );
            notify({ message: `Exported ${ctx.rows.length} selected to CSV.` });
          }}
        >
          Export {ctx.ids.length} selected
        </button>
      }
    />
  );
}
