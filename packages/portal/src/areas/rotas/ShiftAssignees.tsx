import {
  conflictsFor,
  type AssignmentStatus,
  type Shift,
  type UnavailablePeriod,
} from '@volunteerkit/api-client/scheduling';
import { PersonApart, usePeopleApart } from '../../presentation/usePeopleApart.js';
import { checkedInText, conflictText, STATUS_LABELS } from './shiftText.js';
import { ClearanceBadges } from './ClearanceNote.js';
import type { ShiftClearance } from './shiftClearance.js';

/**
 * The people on a shift: their conflicts, whether they are cleared for it on
 * its date, their status (changeable) and an unassign button.
 */
export function ShiftAssignees({
  current,
  others,
  unavailable,
  timezone,
  nameOf,
  canEdit,
  busy,
  setStatus,
  unassign,
  clearance,
}: {
  current: Shift;
  /** Who is cleared for the shift (null while unknown). */
  clearance: ShiftClearance | null;
  /** Every shift loaded (for conflicts), this one included. */
  others: readonly Shift[];
  unavailable: readonly UnavailablePeriod[];
  timezone: string;
  nameOf: (id: number | string) => string;
  canEdit: boolean;
  busy: boolean;
  setStatus: (userId: number | string, status: AssignmentStatus) => void;
  unassign: (userId: number | string) => void;
}) {
  const apart = usePeopleApart(
    current.assignments.map((a) => ({ name: nameOf(a.user_id), userId: a.user_id })),
  );
  return (
    <>
      <h3>On this shift</h3>
      {current.assignments.length === 0 ? (
        <p>Nobody yet.</p>
      ) : (
        <ul className="vkr-people">
          {current.assignments.map((a) => {
            const conflicts =
              a.status === 'no_show' ? [] : conflictsFor(a.user_id, current, others, unavailable);
            return (
              <li key={String(a.user_id)} className="vkr-person">
                <span className="vkr-person-name">
                  {nameOf(a.user_id)}
                  <PersonApart line={apart(a.user_id)} />
                </span>
                {conflicts.map((c, i) => (
                  <span key={i} className="vkr-badge vkr-badge-warn">
                    {conflictText(c, timezone)}
                  </span>
                ))}
                {a.checked_in_at ? (
                  <span className="vkr-badge vkr-badge-ok">
                    {checkedInText(a.checked_in_at, timezone)}
                  </span>
                ) : null}
                <ClearanceBadges clearance={clearance?.people.get(String(a.user_id))} />
                <label className="vkr-inline" hidden={!canEdit}>
                  <span className="vkp-visually-hidden">Status of {nameOf(a.user_id)}</span>
                  <select
                    value={a.status}
                    disabled={busy}
                    onChange={(e) => setStatus(a.user_id, e.target.value as AssignmentStatus)}
                  >
                    {Object.entries(STATUS_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="vkp-button"
                  hidden={!canEdit}
                  disabled={busy}
                  onClick={() => unassign(a.user_id)}
                >
                  Unassign <span className="vkp-visually-hidden">{nameOf(a.user_id)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
