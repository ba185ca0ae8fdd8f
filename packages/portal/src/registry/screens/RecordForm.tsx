import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createFormValidator, type FormSchema } from '@volunteerkit/api-client';
import { SaveButton } from '@volunteerkit/widgets';
import { humanize } from '../labels.js';
import type { AnyRecord } from '../infer.js';
import type { FieldSpec } from '../overrides.js';
import { FieldInput } from './FieldInput.js';
import { expandField, type FormField } from './formFields.js';
import { buildBody, FieldValueError, initialInputs, readDraft, writeDraft } from './fieldValues.js';
import { serverFieldError, submitErrorMessage, unplacedServerErrors } from './serverErrors.js';
import { UnsavedChanges } from './UnsavedChanges.js';
import './forms.css';
import { FieldError } from '../../app/ui/FieldError.js';
import { ActionIcon, actionOf } from '../../app/ui/ActionIcon.js';

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  /** Where the draft is kept (per screen and record). */
  draftKey: string;
  /** The fields (a `json` field of the catalogue becomes name/value pairs). */
  fields: readonly (FieldSpec | FormField)[];
  /** The record being edited, or `null` for a new one. */
  initial: AnyRecord | null;
  /** Save button state (spec 4). */
  saveState: 0 | 1 | 2;
  /** Submit button text. */
  submitLabel: string;
  /** The last submit error: field errors go under their fields, the rest above the buttons. */
  error: unknown;
  /** A file input for uploads. */
  file?: { file: File | null; onChange: (file: File | null) => void; required: boolean };
  /** Known path params (lists that fields offer choices from). */
  params?: Readonly<Record<string, string>>;
  /** Other buttons beside the submit button (e.g. Close). */
  extraActions?: ReactNode;
  /** Accessible name of the form. */
  label?: string;
  /** Build the body as for an edit (send empty fields) even without `initial`. */
  sendEmpty?: boolean;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Sends the body; resolves `true` when it was saved (the draft is then dropped). */
  onSubmit: (body: AnyRecord) => Promise<boolean>;
}

/** A catalogue field as a typed form field; dates use the dd/mm/yyyy text input and its rule. */
function typed(field: FieldSpec | FormField): FormField {
  const f =
    field.type === 'json' ? expandField(field as FieldSpec, undefined)[0]! : (field as FormField);
  return f.type === 'date' ? { ...f, rules: (f.rules ?? '').replace(/\bdateISO\b/, 'date') } : f;
}

/**
 * A typed form validated with the client's validation engine (spec 5.1):
 * rules run on fields that were left or hold a value, and on every field at
 * submit. Every input is a real control (no JSON text boxes); the server's 422
 * field errors show under their fields. Values are kept as a draft in session
 * storage until saved, and leaving with unsaved changes asks first.
 */
export function RecordForm({
  draftKey,
  fields: rawFields,
  initial,
  saveState,
  submitLabel,
  error,
  file,
  params,
  extraActions,
  label,
  sendEmpty = false,
  onDirtyChange,
  onSubmit,
}: RecordFormProps) {
  const uid = useId();
  const fields = useMemo(() => rawFields.map(typed), [rawFields]);
  const schema = useMemo<FormSchema>(() => {
    const s: Record<string, { rules: string; label: string }> = {};
    for (const f of fields)
      s[f.name] = { rules: f.rules ?? '', label: f.label ?? humanize(f.name) };
    return s;
  }, [fields]);
  const [start] = useState(() => initialInputs(fields, initial));
  const [validator] = useState(() => {
    const values: AnyRecord = { ...start };
    const draft = readDraft(draftKey);
    if (draft) for (const f of fields) if (f.name in draft) values[f.name] = draft[f.name];
    return createFormValidator(schema, { initialValues: values });
  });
  const state = useSyncExternalStore(validator.subscribe, validator.getState, validator.getState);
  const [restored] = useState(() => readDraft(draftKey) !== null);
  const [valueError, setValueError] = useState<FieldValueError | null>(null);
  const [submitted, setSubmitted] = useState<AnyRecord | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => () => validator.destroy(), [validator]);
  const snapshot = JSON.stringify(state.values);
  const dirty = snapshot !== (saved ?? JSON.stringify(start));
  useEffect(() => {
    writeDraft(draftKey, dirty ? (state.values as AnyRecord) : null);
  }, [draftKey, state.values, dirty]);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const unplaced = unplacedServerErrors(error, fields);

  return (
    <form
      className="vkp-form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        setValueError(null);
        if (!validator.submit()) {
          const first = fields.find((f) => validator.getState().errors[f.name]);
          if (first) document.getElementById(`${uid}-${first.name}`)?.focus();
          return;
        }
        let body: AnyRecord;
        try {
          body = buildBody(
            fields,
            state.values as AnyRecord,
            initial || sendEmpty ? 'edit' : 'create',
          );
        } catch (err) {
          if (err instanceof FieldValueError) {
            setValueError(err);
            document.getElementById(`${uid}-${err.field}`)?.focus();
            return;
          }
          throw err;
        }
        const sent = { ...(state.values as AnyRecord) };
        setSubmitted(sent);
        void onSubmit(body).then((ok) => {
          if (ok) {
            setSaved(JSON.stringify(sent));
            writeDraft(draftKey, null);
          }
        });
      }}
    >
      <UnsavedChanges dirty={dirty} />
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
          (valueError?.field === f.name ? valueError.message : null) ??
          serverFieldError(error, f, state.values[f.name], submitted);
        return (
          <div className="vkp-form-field" key={f.name} data-invalid={message ? true : undefined}>
            <FieldInput
              field={f}
              id={id}
              value={state.values[f.name]}
              values={state.values}
              params={params}
              message={message}
              onChange={(v) => validator.setValue(f.name, v)}
              onBlur={() => validator.blur(f.name)}
            />
            <FieldError id={`${id}-error`} error={message} />
          </div>
        );
      })}
      {error ? (
        <div className="vkp-form-error" role="alert">
          <p>{submitErrorMessage(error)}</p>
          {unplaced.length > 0 ? (
            <ul>
              {unplaced.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="vkp-form-actions">
        <SaveButton
          state={saveState}
          label={submitLabel}
          icon={<ActionIcon action={actionOf(submitLabel) ?? 'save'} />}
        />
        {extraActions}
      </div>
    </form>
  );
}
