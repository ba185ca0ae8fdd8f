import { useState } from 'react';
import { errorMessage } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { DeleteButton } from '../../app/ui/DeleteButton.js';
import { useNotify } from '../../app/ui/toast.js';
import type { ResourceDef } from '../registry.js';
import { recordPath } from '../requests.js';

/** Deletes one record with the two-step delete button, then toasts the result. */
export function DeleteRecordButton({
  def,
  params,
  id,
  onDeleted,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  id: string;
  onDeleted: () => void;
}) {
  const { http } = useServices();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <DeleteButton
      disabled={busy}
      onDelete={() => {
        setBusy(true);
        http
          .request({
            method: 'DELETE',
            path: recordPath(def, params, id, 'delete'),
            template: def.path,
          })
          .then(() => {
            notify({ message: `${def.label} ${id} deleted.` });
            onDeleted();
          })
          .catch((error: unknown) => notify({ type: 'danger', message: errorMessage(error) }))
          .finally(() => setBusy(false));
      }}
    />
  );
}
