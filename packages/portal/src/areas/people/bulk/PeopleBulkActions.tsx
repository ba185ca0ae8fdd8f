import { useState } from 'react';
import { downloadText } from '../../../app/csv.js';
import { useCan } from '../../../app/useCan.js';
import { useNotify } from '../../../app/ui/toast.js';
import type { BulkContext } from '../../../app/ui/table/BulkBar.js';
import { rowsToCsv } from '../../../app/ui/table/exportCsv.js';
import { BulkChangeDialog, type BulkChange } from './BulkChangeDialog.js';
import { BulkMessageDialog } from './BulkMessageDialog.js';

/**
 * The people list's actions on a selection: e-mail them, add to or remove from a
 * team, change their status, and export just the selected rows. Each action shows
 * only with the permissions the server checks ('edit-users'; e-mail also
 * 'manage-email-templates').
 */
export function PeopleBulkActions({ ctx }: { ctx: BulkContext }) {
  const canEdit = useCan('edit-users');
  const canEmail = useCan('edit-users', 'manage-email-templates');
  const notify = useNotify();
  const [change, setChange] = useState<BulkChange | null>(null);
  const [messaging, setMessaging] = useState(false);
  // The rows of the selection when a dialog opened (the list reloads after a change).
  const [rows, setRows] = useState(ctx.rows);
  const open = (next: () => void) => {
    setRows(ctx.rows);
    next();
  };
  return (
    <>
      {canEmail ? (
        <button type="button" className="vkp-button" onClick={() => open(() => setMessaging(true))}>
          E-mail {ctx.ids.length}…
        </button>
      ) : null}
      {canEdit ? (
        <>
          <button
            type="button"
            className="vkp-button"
            onClick={() => open(() => setChange('add-team'))}
          >
            Add to team…
          </button>
          <button
            type="button"
            className="vkp-button"
            onClick={() => open(() => setChange('remove-team'))}
          >
            Remove from team…
          </button>
          <button
            type="button"
            className="vkp-button"
            onClick={() => open(() => setChange('status'))}
          >
            Change status…
          </button>
        </>
      ) : null}
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
      <BulkChangeDialog
        key={change ?? 'closed'}
        change={change}
        rows={rows}
        onClose={() => setChange(null)}
        onDone={(summary) => {
          setChange(null);
          notify({ message: summary });
          ctx.done();
        }}
      />
      <BulkMessageDialog
        key={messaging ? 'open' : 'closed'}
        open={messaging}
        rows={rows}
        onClose={() => setMessaging(false)}
        onSent={(summary) => notify({ message: summary })}
      />
    </>
  );
}
