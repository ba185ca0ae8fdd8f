import { DateTextInput, TimePicker } from '@volunteerkit/widgets';
import { humanize } from '../labels.js';
import { ChoiceOptions } from './ChoiceOptions.js';
import type { FormField } from './formFields.js';
import { IdsField, ReferenceSelect, RolesField, TeamField } from './PickerFields.js';
import { PairsField, RowsField } from './GroupFields.js';
import { TimezoneField } from './TimezoneField.js';
import { PermissionChecklist } from '../../app/ui/PermissionChecklist.js';

/** Props of {@link FieldInput}. */
export interface FieldInputProps {
  /** The field. */
  field: FormField;
  /** Element id of the input (errors are `${id}-error`). */
  id: string;
  /** The input value (see fieldValues.ts for each type's shape). */
  value: unknown;
  /** Sets the input value. */
  onChange: (value: unknown) => void;
  /** Marks the field as left (its rules run). */
  onBlur: () => void;
  /** The message under the field, if any. */
  message: string | null;
  /** Values of the other fields (an end time reads its start). */
  values: Readonly<Record<string, unknown>>;
  /** Known path params (for `ids` sources). */
  params?: Readonly<Record<string, string>>;
}

const text = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);

/** Whether the rules make the field required. */
export function isRequired(field: FormField): boolean {
  return /(^|\|)required(\||$)/.test(field.rules ?? '');
}

/**
 * One input of a typed form, by field type: native inputs for text, numbers,
 * e-mail, URLs and choices; the widgets' DateTextInput, TimePicker (spec 5.2
 * rules, an end time limited by its start) and TimezonePicker; the team
 * picker, role selector and id pickers; repeating groups and name/value pairs.
 */
export function FieldInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  message,
  values,
  params,
}: FieldInputProps) {
  const label = field.label ?? humanize(field.name);
  const required = isRequired(field);
  const describedBy = [message ? `${id}-error` : null, field.hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.name,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
    onBlur,
  } as const;
  const hint = field.hint ? (
    <p id={`${id}-hint`} className="vkp-field-hint">
      {field.hint}
    </p>
  ) : null;
  const labelEl = (
    <label htmlFor={id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  switch (field.type) {
    case 'checkbox':
      return (
        <label className="vkp-checkbox">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
      );
    case 'timezone':
      return (
        <TimezoneField label={label} name={field.name} value={text(value)} onChange={onChange} />
      );
    case 'time':
      return (
        <div onBlur={onBlur}>
          <TimePicker
            label={`${label}${required ? ' *' : ''}`}
            name={field.name}
            value={text(value)}
            start={field.start ? text(values[field.start]) || null : null}
            onValueChange={onChange}
          />
        </div>
      );
    case 'date':
      return (
        <DateTextInput
          {...common}
          label={`${label}${required ? ' *' : ''}`}
          value={text(value)}
          onValueChange={(t) => onChange(t)}
        />
      );
    case 'team':
      return <TeamField label={label} value={text(value)} onChange={onChange} />;
    case 'reference':
      return field.reference ? (
        <>
          {labelEl}
          {hint}
          <ReferenceSelect
            common={common}
            kind={field.reference}
            row={values}
            value={text(value)}
            onChange={onChange}
          />
        </>
      ) : null;
    case 'permissions':
      return (
        <PermissionChecklist
          label={label}
          value={Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []}
          onChange={onChange}
          {...(describedBy ? { describedBy } : {})}
        />
      );
    case 'roles':
      return (
        <RolesField label={label} value={Array.isArray(value) ? value : []} onChange={onChange} />
      );
    case 'ids':
      return (
        <IdsField
          {...{ field, id, label, required, common, hint }}
          value={text(value)}
          onChange={onChange}
          params={params ?? {}}
        />
      );
    case 'rows':
      return <RowsField field={field} id={id} label={label} value={value} onChange={onChange} />;
    case 'pairs':
      return <PairsField id={id} label={label} value={value} onChange={onChange} />;
    case 'select':
      return (
        <>
          {labelEl}
          {hint}
          <select {...common} value={text(value)} onChange={(e) => onChange(e.target.value)}>
            <ChoiceOptions field={field} />
          </select>
        </>
      );
    case 'textarea':
    case 'list':
      return (
        <>
          {labelEl}
          {field.type === 'list' && !field.hint ? (
            <p id={`${id}-hint`} className="vkp-field-hint">
              One per line.
            </p>
          ) : (
            hint
          )}
          <textarea
            {...common}
            aria-describedby={
              [describedBy, field.type === 'list' && !field.hint ? `${id}-hint` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            rows={4}
            value={text(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      );
    default:
      return (
        <>
          {labelEl}
          {hint}
          <input
            {...common}
            type={field.type === 'number' || !field.type ? 'text' : field.type}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            value={text(value)}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      );
  }
}
