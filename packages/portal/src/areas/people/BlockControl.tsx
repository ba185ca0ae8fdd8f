import { useState } from 'react';
import { useNotify } from '../../app/ui/toast.js';
import { Loading } from '../../app/states.js';
import { Dialog } from '../../app/ui/Dialog.js';
import { statusLabel, type Person, type PersonChangeProps } from './person.js';
import { actionError, recordOf, rowsOf, showPerson, useApi, useLoad } from './usePersonData.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { FormEnd } from '../../app/ui/FormEnd.js';
import { useSubmit } from '../../app/useSubmit.js';
import { FormField } from '../../app/ui/FormField.js';
import { FieldError } from '../../app/ui/FieldError.js';

interface CanBeBlocked {
  canBeBlocked: boolean;
  reasons: string[];
  warnings: string[];
}

function readCheck(reply: unknown): CanBeBlocked {
  const r = recordOf(reply) ?? {};
  const texts = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  return {
    canBeBlocked: r.can_be_blocked === true,
    reasons: texts(r.reasons),
    warnings: texts(r.warnings),
  };
}

/**
 * Block or unblock a person. Blocking first asks the server whether the person
 * can be blocked and shows its reasons when not; both read the person back and
 * say the status the server now stores.
 */
export function BlockControl({ person, onChanged }: PersonChangeProps) {
  const api = useApi();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { error, setError, busy, submit } = useSubmit();

  const readBack = async (): Promise<Person> => {
    const after = await showPerson(api, person.id);
    onChanged(after);
    return after;
  };

  const unblock = () =>
    submit(async () => {
      const blocks = rowsOf(await api.users.blocked(person.id).list());
      for (const b of blocks)
        if (typeof b.id === 'number' || typeof b.id === 'string')
          await api.users.blocked(person.id).delete(b.id);
      const after = await readBack();
      if (after.blocked) setError(`${person.name} is still blocked on the server.`);
      else notify({ message: `${after.name} unblocked: status is ${statusLabel(after.status)}.` });
    }, actionError);

  if (person.blocked)
    return (
      <>
        <button type="button" className="vkp-button" disabled={busy} onClick={unblock}>
          {busy ? 'Unblocking…' : 'Unblock'}
        </button>
        <FormProblem problem={error} />
      </>
    );
  return (
    <>
      <button type="button" className="vkp-button vkp-danger" onClick={() => setOpen(true)}>
        Block…
      </button>
      <Dialog open={open} title={`Block ${person.name}`} onClose={() => setOpen(false)}>
        {open ? (
          <BlockForm
            person={person}
            onBlocked={async () => {
              const after = await readBack();
              if (!after.blocked)
                throw new Error(`The server does not show ${person.name} as blocked.`);
              setOpen(false);
              notify({
                message: `${after.name} blocked: status is ${statusLabel(after.status)}.`,
              });
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function BlockForm({ person, onBlocked }: { person: Person; onBlocked: () => Promise<void> }) {
  const api = useApi();
  const check = useLoad(
    async (signal) =>
      readCheck(await api.users.blocked(person.id).canBeBlocked.list(undefined, { signal })),
    `can-be-blocked:${person.id}`,
  );
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { error, busy, submit } = useSubmit();

  if (check.status === 'loading') return <Loading label="Checking whether they can be blocked…" />;
  if (check.status === 'error')
    return (
      <div role="alert" className="vkp-state vkp-error">
        <p>{actionError(check.error)}</p>
        <button type="button" className="vkp-button" onClick={check.reload}>
          Try again
        </button>
      </div>
    );
  const { canBeBlocked, reasons, warnings } = check.data;
  if (!canBeBlocked)
    return (
      <div data-testid="cannot-block">
        <p>{person.name} cannot be blocked:</p>
        <ul>
          {(reasons.length > 0 ? reasons : ['The server gave no reason.']).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <form
      className="vkp-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = reason.trim();
        if (!text || text.length > 500) {
          setFieldError('Give a reason (at most 500 characters).');
          return;
        }
        setFieldError(null);
        submit(
          () => api.users.blocked(person.id).store({ reason: text }).then(onBlocked),
          actionError,
        );
      }}
    >
      <p>{person.name} can be blocked. Blocked people cannot sign in or be given shifts.</p>
      {warnings.length > 0 ? (
        <ul className="vkp-person-warnings">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <FormField id="block-reason" label="Reason (required)">
        <textarea
          id="block-reason"
          value={reason}
          maxLength={500}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'block-reason-error' : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <FieldError id="block-reason-error" error={fieldError} />
      </FormField>
      <FormEnd
        problem={error}
        busy={busy}
        busyLabel="Blocking…"
        danger
      >{`Block ${person.name}`}</FormEnd>
    </form>
  );
}
