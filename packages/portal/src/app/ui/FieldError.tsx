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
