import { useState } from 'react';
import type { Person } from './person.js';
import { CONFLICT_MESSAGE, actionError, type PersonUpdate } from './usePersonData.js';

/** What a person panel says after a save: a confirmation, or an error. */
export type SaveNote = { text: string; error?: boolean } | null;

/** True when the edited ids (`draft`, null while untouched) differ from those `held`. */
export function changedFrom<Id>(draft: readonly Id[] | null, held: readonly Id[]): boolean {
  return draft !== null && (draft.length !== held.length || draft.some((id) => !held.includes(id)));
}

/**
 * A person panel that edits a set of ids (roles, teams) and saves it to the
 * person: the draft, whether it is saving, what it says afterwards, and `save`,
 * which runs the update, hands the stored person to `onSaved`, drops the draft
 * and says `said(stored)`, or the conflict or error message.
 */
export function usePersonSetEditor<Id>(onSaved: (p: Person) => void) {
  const [draft, setDraft] = useState<Id[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveNote>(null);
  const save = async (write: () => Promise<PersonUpdate>, said: (stored: Person) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await write();
      onSaved(result.person);
      setDraft(null);
      setMessage(
        result.conflict ? { text: CONFLICT_MESSAGE, error: true } : { text: said(result.person) },
      );
    } catch (e) {
      setMessage({ text: actionError(e), error: true });
    } finally {
      setBusy(false);
    }
  };
  return { draft, setDraft, busy, message, save };
}

/** What {@link usePersonSetEditor} returns. */
export type PersonSetEditor<Id> = ReturnType<typeof usePersonSetEditor<Id>>;

/**
 * The save and undo buttons under a person panel's set editor, and what the
 * last save said. Save is enabled while the draft differs from the ids `held`;
 * undo drops the draft.
 */
export function SaveActions<Id>({
  editor,
  held,
  saveLabel,
  onSave,
}: {
  editor: PersonSetEditor<Id>;
  /** The ids the person holds now. */
  held: readonly Id[];
  /** "Save roles". */
  saveLabel: string;
  onSave: () => void;
}) {
  const { draft, setDraft, busy, message } = editor;
  const changed = changedFrom(draft, held);
  return (
    <>
      <div className="vkp-form-actions">
        <button
          type="button"
          className="vkp-button vkp-primary"
          disabled={busy || !changed}
          onClick={onSave}
        >
          {busy ? 'Saving…' : saveLabel}
        </button>
        {changed ? (
          <button type="button" className="vkp-button" onClick={() => setDraft(null)}>
            Undo changes
          </button>
        ) : null}
      </div>
      <SaveMessage message={message} />
    </>
  );
}

/**
 * What a person panel says after a save: an alert for an error, a status
 * otherwise. With `live` the (empty) region is there before anything is said;
 * without it, nothing is rendered until there is a message.
 */
export function SaveMessage({ message, live = false }: { message: SaveNote; live?: boolean }) {
  if (!message && !live) return null;
  return (
    <p
      className={message?.error ? 'vkp-form-error' : 'vkp-person-saved'}
      role={message?.error ? 'alert' : 'status'}
    >
      {message?.text}
    </p>
  );
}
