import type { FormField } from './formFields.js';

/** The options of a choice field: "Choose…" (no value), then the field's options. */
export function ChoiceOptions({ field }: { field: FormField }) {
  return (
    <>
      <option value="">Choose…</option>
      {(field.options ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
