import type { InputHTMLAttributes } from 'react';

/** The most places one shift may have. */
export const MAX_PLACES = 999;

/** The places of a shift: a number input from 1 to {@link MAX_PLACES} (other props as an `<input>`'s). */
export function PlacesInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>,
) {
  return <input {...props} type="number" min={1} max={MAX_PLACES} />;
}
