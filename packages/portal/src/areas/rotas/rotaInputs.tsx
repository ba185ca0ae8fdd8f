import type { InputHTMLAttributes } from 'react';
import type { RotaTeam } from './WeekGrid.js';

/** The most places one shift may have. */
export const MAX_PLACES = 999;

/**
 * The `<option>`s of the rota's teams: each team's id as the value, its name as the text.
 *
 * @example
 * <select value={teamId} onChange={…}>
 *   <TeamOptions teams={teams} />
 * </select>
 */
export function TeamOptions({ teams }: { teams: readonly RotaTeam[] }) {
  return (
    <>
      {teams.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </>
  );
}

/** The places of a shift: a number input from 1 to {@link MAX_PLACES} (other props as an `<input>`'s). */
export function PlacesInput(
  props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>,
) {
  return <input {...props} type="number" min={1} max={MAX_PLACES} />;
}
