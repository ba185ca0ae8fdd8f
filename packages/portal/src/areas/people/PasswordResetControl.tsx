import { useState } from 'react';
import { useNotify } from '../../app/ui/toast.js';
import { Dialog } from '../../app/ui/Dialog.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { useSubmit } from '../../app/useSubmit.js';
import type { Person } from './person.js';
import { actionError, recordOf, rowsOf, useApi } from './usePersonData.js';

/**
 * "Send password reset": staff send a person the e-mail with a link to choose
 * a new password (`POST /users/{id}/forgot-password`, spec 7.13), after a
 * confirmation (people can also ask for it themselves with "Forgot your
 * password?" on the sign-in screen). The reset is read back from the person's
 * notifications before it is announced.
 */
export function PasswordResetControl({ person }: { person: Person }) {
  const api = useApi();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { error, setError, busy, submit } = useSubmit();
  const close = () => {
    setOpen(false);
    setError(null);
  };
  return (
    <>
      <button type="button" className="vkp-button" onClick={() => setOpen(true)}>
        Send password reset…
      </button>
      <Dialog open={open} title={`Send ${person.name} a password reset`} onClose={close}>
        <form
          className="vkp-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(async () => {
              const sent = recordOf(await api.users.forgotPassword(person.id).store({}));
              const email = typeof sent?.email === 'string' ? sent.email : '';
              const notes = rowsOf(
                await api.users.notifications(person.id).list({ per_page: 100 }),
              );
              if (!notes.some((n) => n.id !== undefined && String(n.id) === String(sent?.id)))
                throw new Error('The server does not show the reset as sent.');
              close();
              notify({
                message: email
                  ? `Password reset sent to ${email}.`
                  : `Password reset sent to ${person.name}.`,
              });
            }, actionError);
          }}
        >
          <p>
            {person.name} will get an e-mail with a link to choose a new password. Their current
            password keeps working until they do.
          </p>
          <FormEnd problem={error} busy={busy} busyLabel="Sending…" disabled={busy}>
            Send password reset
          </FormEnd>
        </form>
      </Dialog>
    </>
  );
}
