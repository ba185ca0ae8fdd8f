import { useState } from 'react';
import { useNotify } from '../../app/ui/toast.js';
import { Dialog } from '../../app/ui/Dialog.js';
import type { PersonChangeProps } from './person.js';
import { actionError, showPerson, useApi } from './usePersonData.js';
import { useSubmit } from '../../app/useSubmit.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { FormField } from '../../app/ui/FormField.js';
import { useShellText } from '../../app/shell/useShellText.js';
import { useRecordText } from '../me/useRecordText.js';

/**
 * Request anonymisation of a person, after a clear confirmation: what is
 * replaced, that it cannot be undone, and the person's full name typed to
 * confirm. The person is read back; the screen shows the anonymised record.
 */
export function AnonymiseControl({ person, onChanged }: PersonChangeProps) {
  const api = useApi();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const { error, setError, busy, submit } = useSubmit();
  const { text, fill } = useRecordText();
  const shell = useShellText().text;
  const named = { name: person.name };
  const [before, after] = text.typeToConfirm.split('{name}');
  const matches = typed.trim() === person.name;

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  return (
    <>
      <button type="button" className="vkp-button vkp-danger" onClick={() => setOpen(true)}>
        {text.requestAnonymisation}
      </button>
      <Dialog open={open} title={fill(text.anonymiseTitle, named)} onClose={close}>
        <form
          className="vkp-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!matches) {
              setError(fill(text.typeExactly, named));
              return;
            }
            submit(
              async () => {
                await api.users
                  .requestAnonymisation(person.id)
                  .store(reason.trim() ? { reason: reason.trim() } : {});
                const stored = await showPerson(api, person.id);
                if (!stored.anonymised) throw new Error(text.notShownAnonymised);
                onChanged(stored);
                close();
                notify({ message: fill(text.anonymisedNow, { name: stored.name }) });
              },
              (e) => actionError(e, shell),
            );
          }}
        >
          <p>
            <strong>{text.cannotBeUndone}</strong> {fill(text.anonymiseWarning, named)}
          </p>
          <FormField id="anonymise-reason" label={text.reasonOptional}>
            <textarea
              id="anonymise-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="vkp-form-field">
            <label htmlFor="anonymise-confirm">
              {before}
              <strong>{person.name}</strong>
              {after}
            </label>
            <input
              id="anonymise-confirm"
              autoComplete="off"
              value={typed}
              aria-invalid={error && !matches ? true : undefined}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <FormEnd
            problem={error}
            busy={busy}
            busyLabel={text.anonymising}
            disabled={busy || !matches}
            danger
          >
            {text.anonymisePermanently}
          </FormEnd>
        </form>
      </Dialog>
    </>
  );
}
