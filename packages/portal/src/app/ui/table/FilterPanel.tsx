import { Fragment, useId, useState, type FormEvent } from 'react';
import type { FieldMeta } from './fields.js';
import { validFilterValue, type FilterValue } from './tableState.js';
import { describedBy, FieldError } from '../FieldError.js';
import { DayInput } from '../DayInput.js';

/** Text of a filter in force, for its chip ("Status: leaver", "Start date: from 2024-01-01"). */
export function filterText(meta: FieldMeta, filter: FilterValue): string {
  if (filter.from || filter.to) {
    const parts = [filter.from ? `from ${filter.from}` : '', filter.to ? `to ${filter.to}` : ''];
    return `${meta.label}: ${parts.filter(Boolean).join(' ')}`;
  }
  if (filter.like) return `${meta.label} contains ${filter.like}`;
  if (meta.type === 'boolean') return `${meta.label}: ${filter.eq === 'true' ? 'yes' : 'no'}`;
  const value = filter.eq ?? '';
  return `${meta.label}: ${meta.optionLabel ? meta.optionLabel(value) : value}`;
}

/** The labels of the two ends of a date or number range filter. */
const BOUND_LABELS = {
  date: { from: 'From', to: 'To' },
  number: { from: 'At least', to: 'At most' },
} as const;

/**
 * The filter form: one control per filterable field, chosen by its type (text
 * contains, a choice, yes/no, a date range, a number range). Applying sends the
 * filters up (the list goes back to page 1); values that do not fit their field
 * are flagged under the field and not sent.
 */
export function FilterPanel({
  fields,
  filters,
  onApply,
  onClose,
}: {
  fields: readonly FieldMeta[];
  filters: Record<string, FilterValue>;
  onApply: (filters: Record<string, FilterValue>) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Record<string, FilterValue>>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: string, key: keyof FilterValue, value: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [key]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, FilterValue> = {};
    const problems: Record<string, string> = {};
    for (const meta of fields) {
      const f = draft[meta.field];
      if (!f) continue;
      const kept: FilterValue = {};
      for (const key of ['eq', 'like', 'from', 'to'] as const) {
        const v = f[key]?.trim();
        if (!v) continue;
        if (validFilterValue(meta, v)) kept[key] = v;
        else
          problems[meta.field] =
            meta.type === 'date'
              ? 'Enter the days as dd/mm/yyyy.'
              : `Enter a valid ${meta.type === 'number' ? 'number' : 'value'}.`;
      }
      if (kept.from && kept.to && kept.from > kept.to && meta.type === 'date')
        problems[meta.field] = 'The start must not be after the end.';
      if (kept.from && kept.to && meta.type === 'number' && Number(kept.from) > Number(kept.to))
        problems[meta.field] = 'The lowest must not be above the highest.';
      if (Object.keys(kept).length > 0) next[meta.field] = kept;
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) onApply(next);
  };

  return (
    <form className="vkp-dt-filters" onSubmit={submit} aria-label="Filters" noValidate>
      <div className="vkp-dt-filter-grid">
        {fields.map((meta) => {
          const f = draft[meta.field] ?? {};
          const base = `${id}-${meta.field}`;
          const error = errors[meta.field];
          const described = describedBy(`${base}-error`, error);
          const range = meta.type === 'date' || meta.type === 'number';
          return (
            <fieldset key={meta.field} className="vkp-dt-filter">
              <legend>{meta.label}</legend>
              {range ? (
                <div className="vkp-dt-range">
                  {(['from', 'to'] as const).map((bound) => (
                    <Fragment key={bound}>
                      <label htmlFor={`${base}-${bound}`}>
                        {BOUND_LABELS[meta.type === 'date' ? 'date' : 'number'][bound]}
                      </label>
                      {meta.type === 'date' ? (
                        // Typed day first whatever the browser's language (a native date input is not).
                        <span className="vkp-dt-day">
                          <DayInput
                            id={`${base}-${bound}`}
                            value={f[bound] ?? ''}
                            onValue={(day) => set(meta.field, bound, day)}
                            {...described}
                          />
                        </span>
                      ) : (
                        <input
                          id={`${base}-${bound}`}
                          type={meta.type}
                          inputMode="decimal"
                          value={f[bound] ?? ''}
                          onChange={(e) => set(meta.field, bound, e.target.value)}
                          {...described}
                        />
                      )}
                    </Fragment>
                  ))}
                </div>
              ) : meta.type === 'enum' || meta.type === 'boolean' ? (
                <>
                  <label htmlFor={base} className="vkp-visually-hidden">
                    {meta.label}
                  </label>
                  <select
                    id={base}
                    value={f.eq ?? ''}
                    onChange={(e) => set(meta.field, 'eq', e.target.value)}
                    {...described}
                  >
                    <option value="">Any</option>
                    {meta.type === 'boolean' ? (
                      <>
                        <option value="true">Yes</option>
                        <option value="false">No</option>
                      </>
                    ) : (
                      meta.options?.map((o) => (
                        <option key={o} value={o}>
                          {meta.optionLabel ? meta.optionLabel(o) : o}
                        </option>
                      ))
                    )}
                  </select>
                </>
              ) : (
                <>
                  <label htmlFor={base} className="vkp-visually-hidden">
                    {meta.label} contains
                  </label>
                  <input
                    id={base}
                    type="text"
                    placeholder="Contains…"
                    maxLength={100}
                    value={f.like ?? f.eq ?? ''}
                    onChange={(e) => set(meta.field, 'like', e.target.value)}
                    {...described}
                  />
                </>
              )}
              <FieldError id={`${base}-error`} error={error} />
            </fieldset>
          );
        })}
      </div>
      <div className="vkp-dt-filter-actions">
        <button type="submit" className="vkp-button vkp-primary">
          Apply filters
        </button>
        <button
          type="button"
          className="vkp-button"
          onClick={() => {
            setDraft({});
            setErrors({});
            onApply({});
          }}
        >
          Clear filters
        </button>
        <button type="button" className="vkp-button" onClick={onClose}>
          Close
        </button>
      </div>
    </form>
  );
}
