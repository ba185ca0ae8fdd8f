import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { Card } from '../../../app/ui/Card.js';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { useMyText } from '../useMyText.js';

type Field = 'current_password' | 'password' | 'password_confirmation';
const EMPTY: Record<Field, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
};

/** The server's words for a field, as a sentence. */
const sentence = (label: string, text: string) =>
  /^[a-z]/.test(text) ? `${label} ${text}.`.replace(/\.\.$/, '.') : text;

/**
 * Change my password (`PUT /users/{id}/password/{id}` with the current one).
 * Errors show beside their field; what was typed stays until it is saved.
 */
export function PasswordCard({ userId }: { userId: string }) {
  const api = useApi();
  const id = useId();
  const { text, fill } = useMyText();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const LABELS: Record<Field, string> = {
    current_password: text.currentPassword,
    password: text.newPassword,
    password_confirmation: text.newPasswordAgain,
  };

  const submit = async () => {
    const local: Partial<Record<Field, string>> = {};
    if (!values.current_password) local.current_password = text.giveCurrentPassword;
    if (values.password.length < 8) local.password = text.atLeast8;
    else if (values.password_confirmation !== values.password)
      local.password_confirmation = text.passwordsDiffer;
    setErrors(local);
    setNote(null);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await api.users.password(userId).update(userId, values);
      setValues(EMPTY);
      setNote({ text: text.passwordChanged });
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const known = Object.entries(fields ?? {}).filter(([k]) => k in LABELS);
      if (known.length > 0)
        setErrors(
          Object.fromEntries(
            known.map(([k, v]) => [
              k,
              k === 'current_password'
                ? text.notYourPassword
                : sentence(LABELS[k as Field], v[0] ?? 'is not valid'),
            ]),
          ),
        );
      else setNote({ text: fill(text.notChanged, { reason: actionError(e) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  const row = (k: Field, autoComplete: string) => ({
    id: `${id}-${k}`,
    label: LABELS[k],
    error: errors[k],
    className: 'vkm-field',
    autoComplete,
  });

  return (
    <Card title={text.password}>
      <form
        className="vkm-form"
        noValidate
        aria-label={text.changePassword}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {(
          [
            ['current_password', 'current-password'],
            ['password', 'new-password'],
            ['password_confirmation', 'new-password'],
          ] as const
        ).map(([k, autoComplete]) => {
          const { autoComplete: ac, ...props } = row(k, autoComplete);
          return (
            <FieldRow key={k} {...props}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete={ac}
                  value={values[k]}
                  onChange={(e) => setValues((s) => ({ ...s, [k]: e.target.value }))}
                />
              )}
            </FieldRow>
          );
        })}
        <p
          className={note?.error ? 'vkp-field-error' : 'vkm-note'}
          role={note?.error ? 'alert' : 'status'}
        >
          {note?.text ?? ''}
        </p>
        <div className="vkm-row">
          <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
            {busy ? text.changing : text.changePassword}
          </button>
        </div>
      </form>
    </Card>
  );
}
