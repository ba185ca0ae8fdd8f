import { useState } from 'react';
import { useNotify } from '../../app/ui/toast.js';
import { Dialog } from '../../app/ui/Dialog.js';
import type { PersonChangeProps } from './person.js';
import { actionError, showPerson, useApi } from './usePersonData.js';
import { useSubmit } from '../../app/useSubmit.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { FormField } from '../../app/ui/FormField.js';

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
  const matches = typed.trim() === person.name;

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  return (
    <>
      <button type="button" className="vkp-button vkp-danger" onClick={() => setOpen(true)}>
        Request anonymisation…
      </button>
      <Dialog open={open} title={`Anonymise ${person.name}`} onClose={close}>
        <form
          className="vkp-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!matches) {
              setError(`Type ${person.name} exactly to confirm.`);
              return;
            }
            submit(async () => {
              await api.users
                .requestAnonymisation(person.id)
                .store(reason.trim() ? { reason: reason.trim() } : {});
              const after = await showPerson(api, person.id);
              if (!after.anonymised)
                throw new Error('The server does not show the record anonymised.');
              onChanged(after);
              close();
              notify({ message: `The record is anonymised: it now reads "${after.name}".` });
            }, actionError);
          }}
        >
          <p>
            <strong>This cannot be undone.</strong> The name, e-mail address, phone number, date of
            birth, address, emergency contact and diversity answers of {person.name} are replaced,
            and their login is removed. Their shifts, claims and history stay, without the personal
            details.
          </p>
          <FormField id="anonymise-reason" label="Reason (optional)">
            <textarea
              id="anonymise-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="vkp-form-field">
            <label htmlFor="anonymise-confirm">
              Type <strong>{person.name}</strong> to confirm
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
            busyLabel="Anonymising…"
            disabled={busy || !matches}
            danger
          >
            Anonymise permanently
          </FormEnd>
        </form>
      </Dialog>
    </>
  );
}
