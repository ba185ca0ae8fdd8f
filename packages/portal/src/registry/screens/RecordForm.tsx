import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError, createFormValidator, type FormSchema } from '@volunteerkit/api-client';
import { errorMessage } from '../../app/states.js';
import { SaveButton } from '@volunteerkit/widgets';
import { humanize } from '../labels.js';
import type { AnyRecord } from '../infer.js';
import type { FieldSpec } from '../overrides.js';
import { TimezoneField } from './TimezoneField.js';
import { buildBody, FieldValueError, readDraft, toInput, writeDraft } from './fieldValues.js';

/**
 * The server's message for a field (422 `errors`), while the field still holds
 * the value that was sent.
 */
function serverFieldError(
  error: unknown,
  field: string,
  value: unknown,
  submitted: AnyRecord | null,
): string | null {
  if (
    !(error instanceof ApiError) ||
    !error.fieldErrors ||
    !submitted ||
    submitted[field] !== value
  )
    return null;
  const messages = error.fieldErrors[field];
  if (!messages || messages.length === 0) return null;
  return `${humanize(field)} ${messages.join(', ')}`.replace(/^(\S+) (\1) /i, '$1 ');
}

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  /** Where the draft is kept (per screen and record). */
  draftKey: string;
  /** The fields. */
  fields: readonly FieldSpec[];
  /** The record being edited, or `null` for a new one. */
  initial: AnyRecord | null;
  /** Save button state (spec 4). */
  saveState: 0 | 1 | 2;
  /** Submit button text. */
  submitLabel: string;
  /** The last submit error, shown above the buttons. */
  error: unknown;
  /** A file input for uploads. */
  file?: { file: File | null; onChange: (file: File | null) => void; required: boolean };
  /** Sends the body; resolves `true` when it was saved (the draft is then dropped). */
  onSubmit: (body: AnyRecord) => Promise<boolean>;
}

/**
 * A form validated with the client's validation engine (spec 5.1): rules run on
 * fields that were left or hold a value, and on every field at submit. Values
 * are kept as a draft in session storage until saved, so a token expiry, a
 * re-sign-in or a reload never loses what was typed.
 */
export function RecordForm({
  draftKey,
  fields,
  initial,
  saveState,
  submitLabel,
  error,
  file,
  onSubmit,
}: RecordFormProps) {
  const uid = useId();
  const schema = useMemo<FormSchema>(() => {
    const s: Record<string, { rules: string; label: string }> = {};
    for (const f of fields)
      s[f.name] = { rules: f.rules ?? '', label: f.label ?? humanize(f.name) };
    return s;
  }, [fields]);
  const [validator] = useState(() => {
    const values: AnyRecord = {};
    for (const f of fields) values[f.name] = toInput(f, initial?.[f.name]);
    const draft = readDraft(draftKey);
    if (draft) for (const f of fields) if (f.name in draft) values[f.name] = draft[f.name];
    return createFormValidator(schema, { initialValues: values });
  });
  const state = useSyncExternalStore(validator.subscribe, validator.getState, validator.getState);
  const [restored] = useState(() => readDraft(draftKey) !== null);
  const [jsonError, setJsonError] = useState<FieldValueError | null>(null);
  const [submitted, setSubmitted] = useState<AnyRecord | null>(null);
  useEffect(() => () => validator.destroy(), [validator]);
  useEffect(() => {
    writeDraft(draftKey, state.values as AnyRecord);
  }, [draftKey, state.values]);

  return (
    <form
      className="vkp-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setJsonError(null);
        if (!validator.submit()) {
          const first = fields.find((f) => validator.getState().errors[f.name]);
          if (first) document.getElementById(`${uid}-${first.name}`)?.focus();
          return;
        }
        let body: AnyRecord;
        try {
          body = buildBody(fields, state.values as AnyRecord, initial ? 'edit' : 'create');
        } catch (err) {
          if (err instanceof FieldValueError) {
            setJsonError(err);
            document.getElementById(`${uid}-${err.field}`)?.focus();
            return;
          }
          throw err;
        }
        setSubmitted({ ...(state.values as AnyRecord) });
        void onSubmit(body).then((ok) => {
          if (ok) writeDraft(draftKey, null);
        });
      }}
    >
      {restored ? (
        <p className="vkp-note" role="status">
          Restored what you typed earlier.
        </p>
      ) : null}
      {file ? (
        <div className="vkp-form-field">
          <label htmlFor={`${uid}-file`}>File{file.required ? ' (required)' : ''}</label>
          <input
            id={`${uid}-file`}
            type="file"
            required={file.required}
            onChange={(e) => file.onChange(e.target.files?.[0] ?? null)}
          />
        </div>
      ) : null}
      {fields.map((f) => {
        const id = `${uid}-${f.name}`;
        const message =
          state.errors[f.name] ??
          (jsonError?.field === f.name ? jsonError.message : null) ??
          serverFieldError(error, f.name, state.values[f.name], submitted);
        const label = f.label ?? humanize(f.name);
        const required = /(^|\|)required(\||$)/.test(f.rules ?? '');
        const common = {
          id,
          name: f.name,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? `${id}-error` : undefined,
          'aria-required': required || undefined,
          onBlur: () => validator.blur(f.name),
        } as const;
        const value = state.values[f.name];
        return (
          <div className="vkp-form-field" key={f.name} data-invalid={message ? true : undefined}>
            {f.type === 'timezone' ? (
              <TimezoneField
                label={label}
                name={f.name}
                value={typeof value === 'string' ? value : ''}
                onChange={(v) => validator.setValue(f.name, v)}
              />
            ) : f.type === 'checkbox' ? (
              <label className="vkp-checkbox">
                <input
                  {...common}
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => validator.setValue(f.name, e.target.checked)}
                />
                {label}
              </label>
            ) : (
              <>
                <label htmlFor={id}>
                  {label}
                  {required ? <span aria-hidden="true"> *</span> : null}
                </label>
                {f.type === 'textarea' || f.type === 'json' ? (
                  <textarea
                    {...common}
                    rows={f.type === 'json' ? 6 : 4}
                    value={typeof value === 'string' ? value : ''}
                    onChange={(e) => validator.setValue(f.name, e.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    type={f.type === 'number' || !f.type ? 'text' : f.type}
                    inputMode={f.type === 'number' ? 'decimal' : undefined}
                    value={
                      typeof value === 'string'
                        ? value
                        : value === undefined || value === null
                          ? ''
                          : String(value)
                    }
                    onChange={(e) => validator.setValue(f.name, e.target.value)}
                  />
                )}
              </>
            )}
            {message ? (
              <p id={`${id}-error`} className="vkp-field-error">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      {error ? (
        <p className="vkp-form-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <div className="vkp-form-actions">
        <SaveButton state={saveState} label={submitLabel} />
      </div>
    </form>
  );
}
