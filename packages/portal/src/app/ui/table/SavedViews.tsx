import { useId, useState, type FormEvent } from 'react';
import { useServices } from '../../services.js';
import { errorMessage } from '../../states.js';
import { knownViews, saveView, type SavedView } from './savedViewStore.js';
import { describedBy, FieldError } from '../FieldError.js';

/**
 * Saved views of a list: a form that stores the current state under a name
 * (through the saved-lists resource), and the views this browser knows, each
 * reopening the list as it was saved.
 */
export function SavedViews({
  resource,
  query,
  filter,
  current,
  onOpen,
  onSaved,
}: {
  /** The list's resource key. */
  resource: string;
  /** The table's current URL state, as saved. */
  query: string;
  /** The list's current filter in the API's list query (saved with the view). */
  filter?: string;
  /** Id of the open view. */
  current?: string;
  /** Opens a view by id. */
  onOpen: (id: string) => void;
  /** Told once a view is stored. */
  onSaved: (view: SavedView) => void;
}) {
  const { http } = useServices();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const views = knownViews(resource);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the view a name.');
      return;
    }
    setBusy(true);
    setError(null);
    saveView(http, { name, resource, query, ...(filter !== undefined ? { filter } : {}) })
      .then((view) => {
        setName('');
        onSaved(view);
      })
      .catch((e: unknown) => setError(errorMessage(e)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="vkp-dt-views">
      {views.length > 0 ? (
        <div className="vkp-dt-view-list">
          <h3 id={`${id}-views`}>Saved views</h3>
          <ul aria-labelledby={`${id}-views`}>
            {views.map((v) => (
              <li key={v.id}>
                <button
                  type="button"
                  className="vkp-button"
                  aria-current={v.id === current ? 'true' : undefined}
                  onClick={() => onOpen(v.id)}
                >
                  {v.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form onSubmit={submit} className="vkp-dt-save-view" noValidate>
        <label htmlFor={`${id}-name`}>Save this view as</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...describedBy(`${id}-error`, error)}
        />
        <button type="submit" className="vkp-button" disabled={busy}>
          Save view
        </button>
        <FieldError id={`${id}-error`} error={error} />
      </form>
    </div>
  );
}
