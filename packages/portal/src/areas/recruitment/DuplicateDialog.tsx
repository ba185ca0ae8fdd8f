import { useState } from 'react';
import { Dialog } from '../../app/ui/Dialog.js';
import { useSubmit } from '../../app/useSubmit.js';
import { FormEnd } from '../../app/ui/FormEnd.js';

/** Duplicates a recruitment category (with its stages) under a new name. */
export function DuplicateDialog({
  open,
  source,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The name of the category being copied. */
  source: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(`${source} (copy)`);
  const { error, setError, busy, submit } = useSubmit();
  return (
    <Dialog open={open} title={`Duplicate ${source}`} onClose={onClose}>
      <form
        className="vkb-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = name.trim();
          if (!trimmed || trimmed.length > 200) {
            setError('Give the copy a name of 1 to 200 characters.');
            return;
          }
          submit(() => onSubmit(trimmed));
        }}
      >
        <p>The copy gets all the stages of {source}; applications stay where they are.</p>
        <label>
          Name of the copy
          <input
            value={name}
            maxLength={200}
            aria-invalid={error !== null}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <FormEnd problem={error} busy={busy} busyLabel="Duplicating…">
          Duplicate category
        </FormEnd>
      </form>
    </Dialog>
  );
}
