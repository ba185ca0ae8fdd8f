/**
 * The error under one form field (the field points at it with
 * `aria-describedby={id}`); nothing when the field has none.
 *
 * @example
 * <FieldError id={`${id}-title-error`} error={errors.title} />
 */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="vkp-field-error">
      {error}
    </p>
  ) : null;
}

/**
 * What ties a control to its error: `aria-invalid` while it has one, and
 * `aria-describedby` naming the error (while it shows) and then any hints.
 *
 * @example
 * <input id={id} {...describedBy(`${id}-error`, error)} />
 */
export function describedBy(errorId: string, error: unknown, ...hintIds: string[]) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': [error ? errorId : '', ...hintIds].filter(Boolean).join(' ') || undefined,
  };
}

/**
 * The error wiring of a form's fields, by field key: `field(key, ...hintIds)` gives a
 * control `aria-invalid` and `aria-describedby` (its error while it has one, then any
 * hints), and `error(key)` is the {@link FieldError} under it (id `<prefix>-<key>-e`).
 *
 * @example
 * const wiring = fieldErrors(ids, errors);
 * <input id={`${ids}-s`} {...wiring.field('subject')} />
 * {wiring.error('subject')}
 */
export function fieldErrors<K extends string>(
  prefix: string,
  errors: Partial<Record<K, string | null | undefined>>,
) {
  const errorId = (key: K) => `${prefix}-${key}-e`;
  return {
    field: (key: K, ...hintIds: string[]) => describedBy(errorId(key), errors[key], ...hintIds),
    error: (key: K) => <FieldError id={errorId(key)} error={errors[key]} />,
  };
}
