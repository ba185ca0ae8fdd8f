import type { ChangeEvent } from 'react';

/** A text control (`<input>`, `<select>` or `<textarea>`) bound to one field of a draft. */
export interface DraftControl {
  /** `<prefix>-<field>`: the control's id, for its `FormField` too. */
  id: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
}

/** The names of a draft's text fields. */
export type TextField<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

/**
 * Binds the text fields of a form's draft (a plain object held in state) to
 * their controls: `control(field)` gives the id, the value and a change
 * handler that stores a copy of the draft with that field replaced.
 *
 * @example
 * const control = draftControl(id, draft, setDraft);
 * <FormField id={control('guest').id} label="Guest">
 *   <input {...control('guest')} />
 * </FormField>
 */
export function draftControl<D extends object>(
  prefix: string,
  draft: D,
  setDraft: (next: D) => void,
): (field: TextField<D>) => DraftControl {
  return (field) => ({
    id: `${prefix}-${field}`,
    value: draft[field] as string,
    onChange: (event) => setDraft({ ...draft, [field]: event.target.value }),
  });
}
