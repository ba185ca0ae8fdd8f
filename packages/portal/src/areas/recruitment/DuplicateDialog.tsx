import { useState } from 'react';
import { errorMessage } from '../../app/states.js';
import { Dialog } from '../../app/ui/Dialog.js';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
          setBusy(true);
          setError(null);
          onSubmit(trimmed)
            .catch((x: unknown) => setError(errorMessage(x)))
            .finally(() => setBusy(false));
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
        {error ? (
          <p className="vkp-form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="vkp-form-actions">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? 'Duplicating…' : 'Duplicate category'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
