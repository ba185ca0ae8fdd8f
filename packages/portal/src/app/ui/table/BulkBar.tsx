import { useState, type ReactNode } from 'react';
import { DeleteButton } from '../DeleteButton.js';
import { useNotify } from '../toast.js';
import type { AnyRecord } from '../../records.js';
import type { FieldMeta } from './fields.js';
import { fillListWords, useListWords } from './listWords.js';

/** What a bulk action gets: the selected ids and rows, and a callback once done. */
export interface BulkContext {
  /** Selected record ids. */
  ids: string[];
  /** Selected rows. */
  rows: AnyRecord[];
  /** Call after the action: clears the selection and reloads the list. */
  done: () => void;
  /** The list's columns (for actions that set a column's value). */
  fields: readonly FieldMeta[];
}

/**
 * The bar over a list with a selection: how many are selected, a clear
 * button, the two-step delete of all of them (one DELETE each, in sequence),
 * and the list's other bulk actions.
 */
export function BulkBar({
  ids,
  rows,
  fields,
  noun,
  onClear,
  onDone,
  deleteRow,
  actions,
  errorText,
}: {
  ids: string[];
  rows: AnyRecord[];
  fields: readonly FieldMeta[];
  noun: string;
  onClear: () => void;
  onDone: () => void;
  deleteRow?: (id: string) => Promise<unknown>;
  actions?: (ctx: BulkContext) => ReactNode;
  errorText: (error: unknown) => string;
}) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const words = useListWords();
  if (ids.length === 0)
    return (
      <p className="vkp-dt-bulk vkp-dt-bulk-empty" role="status">
        {fillListWords(words.bulkHint, { noun })}
      </p>
    );

  const remove = async () => {
    if (!deleteRow) return;
    setBusy(true);
    let deleted = 0;
    let failure: unknown = null;
    for (const id of ids) {
      try {
        await deleteRow(id);
        deleted++;
      } catch (error) {
        failure ??= error;
      }
    }
    setBusy(false);
    if (failure)
      notify({
        type: 'danger',
        message: `Deleted ${deleted} of ${ids.length}. ${errorText(failure)}`,
      });
    else notify({ message: `Deleted ${deleted} ${deleted === 1 ? 'record' : noun}.` });
    onDone();
  };

  return (
    <div className="vkp-dt-bulk" role="region" aria-label="Bulk actions">
      <p role="status" className="vkp-dt-bulk-count">
        {ids.length} selected
      </p>
      {actions?.({ ids, rows, fields, done: onDone })}
      {deleteRow ? (
        <DeleteButton
          disabled={busy}
          messages={{
            delete: `Delete ${ids.length} selected`,
            confirmDelete: `Are you sure? Delete ${ids.length}`,
          }}
          onDelete={() => void remove()}
        />
      ) : null}
      <button type="button" className="vkp-button" onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
