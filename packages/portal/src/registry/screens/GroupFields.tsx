import { TimePicker } from '@volunteerkit/widgets';
import { humanize } from '../labels.js';
import { ReferenceSelect, TeamField } from './PickerFields.js';
import { isRecord, type AnyRecord } from '../infer.js';
import { ChoiceOptions } from './ChoiceOptions.js';
import type { FormField } from './formFields.js';
import type { Pair } from './fieldValues.js';

const text = (v: unknown) =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);

/** Sub-fields a repeating group can hold: simple inputs only (one level of nesting). */
function SubInput({
  field,
  id,
  value,
  row,
  onChange,
}: {
  field: FormField;
  id: string;
  value: unknown;
  row?: AnyRecord;
  onChange: (v: unknown) => void;
}) {
  const label = field.label ?? humanize(field.name);
  if (field.type === 'team')
    return <TeamField label={label} value={text(value)} onChange={onChange} />;
  if (field.type === 'reference' && field.reference)
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <ReferenceSelect
          common={{ id }}
          kind={field.reference}
          row={row ?? {}}
          value={text(value)}
          onChange={onChange}
        />
      </>
    );
  if (field.type === 'time')
    return (
      <TimePicker
        label={label}
        value={text(value)}
        start={field.start && row ? text(row[field.start]) || null : null}
        onValueChange={onChange}
      />
    );
  if (field.type === 'checkbox')
    return (
      <label className="vkp-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
    );
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {field.type === 'select' ? (
        <select id={id} value={text(value)} onChange={(e) => onChange(e.target.value)}>
          <ChoiceOptions field={field} />
        </select>
      ) : (
        <input
          id={id}
          type={field.type === 'email' || field.type === 'url' ? field.type : 'text'}
          inputMode={field.type === 'number' || field.type === 'ids' ? 'decimal' : undefined}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </>
  );
}

/** A repeating group: one fieldset per item, with add and remove buttons. */
export function RowsField({
  field,
  id,
  label,
  value,
  onChange,
}: {
  field: FormField;
  id: string;
  label: string;
  value: unknown;
  onChange: (value: AnyRecord[]) => void;
}) {
  const rows = Array.isArray(value) ? value.filter(isRecord) : [];
  const sub = field.fields ?? [];
  const blank = () =>
    Object.fromEntries(sub.map((f) => [f.name, f.type === 'checkbox' ? false : '']));
  const itemLabel =
    humanize(field.name.split('.').pop() ?? '')
      .replace(/s$/, '')
      .toLowerCase() || 'item';
  return (
    <fieldset className="vkp-group" id={id} tabIndex={-1}>
      <legend>{label}</legend>
      {field.hint ? <p className="vkp-field-hint">{field.hint}</p> : null}
      {rows.length === 0 ? <p className="vkp-field-hint">None yet.</p> : null}
      {rows.map((row, i) => (
        <fieldset key={i} className="vkp-group-row">
          <legend>
            {humanize(itemLabel)} {i + 1}
          </legend>
          {sub.map((f) => (
            <div className="vkp-form-field" key={f.name}>
              <SubInput
                field={f}
                id={`${id}-${i}-${f.name}`}
                value={row[f.name]}
                row={row}
                onChange={(v) =>
                  onChange(rows.map((r, j) => (j === i ? { ...r, [f.name]: v } : r)))
                }
              />
            </div>
          ))}
          <button
            type="button"
            className="vkp-button"
            onClick={() => onChange(rows.filter((_r, j) => j !== i))}
          >
            Remove {itemLabel} {i + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="vkp-button" onClick={() => onChange([...rows, blank()])}>
        Add {rows.length === 0 ? 'a' : 'another'} {itemLabel}
      </button>
    </fieldset>
  );
}

/** Free name/value pairs: one row each, with add and remove buttons. */
export function PairsField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: Pair[]) => void;
}) {
  const pairs = (Array.isArray(value) ? value : [])
    .filter(isRecord)
    .map((p): Pair => ({ key: text(p.key), value: text(p.value) }));
  return (
    <fieldset className="vkp-group" id={id} tabIndex={-1}>
      <legend>{label}</legend>
      <p className="vkp-field-hint">
        Anything else to keep with this record: a short name for it (one word, no spaces) and its
        value.
      </p>
      {pairs.map((p, i) => (
        <div className="vkp-pair" key={i}>
          <div className="vkp-form-field">
            <label htmlFor={`${id}-${i}-key`}>Field {i + 1} name</label>
            <input
              id={`${id}-${i}-key`}
              value={p.key}
              autoComplete="off"
              onChange={(e) =>
                onChange(pairs.map((q, j) => (j === i ? { ...q, key: e.target.value } : q)))
              }
            />
          </div>
          <div className="vkp-form-field">
            <label htmlFor={`${id}-${i}-value`}>Field {i + 1} value</label>
            <input
              id={`${id}-${i}-value`}
              value={p.value}
              onChange={(e) =>
                onChange(pairs.map((q, j) => (j === i ? { ...q, value: e.target.value } : q)))
              }
            />
          </div>
          <button
            type="button"
            className="vkp-button"
            onClick={() => onChange(pairs.filter((_q, j) => j !== i))}
          >
            Remove field {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="vkp-button"
        onClick={() => onChange([...pairs, { key: '', value: '' }])}
      >
        Add a field
      </button>
    </fieldset>
  );
}
