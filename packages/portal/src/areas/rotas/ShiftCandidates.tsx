import { dateKeyIn, type Candidate, type Shift } from '@volunteerkit/api-client/scheduling';
import { longDay } from '../../app/dayFormat.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { PersonPicker } from '../people/picker/PersonPicker.js';
import type { PersonChoice } from '../people/picker/personChoice.js';
import type { RotaPerson } from './records.js';
import { conflictText, lastPastShift, lastText } from './shiftText.js';
import { ClearanceBadges } from './ClearanceNote.js';
import type { ShiftClearance } from './shiftClearance.js';

/** How many suggestions are shown (and asked about their clearance). */
export const SHOWN_CANDIDATES = 12;

/**
 * Who could fill a shift: the person picker (anyone the user may see), the
 * fair suggestions with their conflicts and when each was last scheduled, and
 * the confirmation before recording someone on a shift that has happened.
 */
export function ShiftCandidates({
  current,
  others,
  timezone,
  now,
  places,
  ranked,
  baseOf,
  picked,
  pick,
  assignedIds,
  pastPending,
  setPastPending,
  assign,
  canSeePeople,
  canEdit,
  busy,
  clearance,
}: {
  current: Shift;
  /** Who is cleared for the shift (null while unknown). */
  clearance: ShiftClearance | null;
  others: readonly Shift[];
  timezone: string;
  /** The dialog's clock (ms). */
  now: number;
  places: { remaining: number };
  ranked: readonly Candidate<RotaPerson>[];
  /** A person's base (their first team's name), shown beside their name. */
  baseOf?: (person: RotaPerson) => string | undefined;
  picked: { choice: PersonChoice; person: RotaPerson | null } | null;
  pick: (choice: PersonChoice | null) => void;
  assignedIds: ReadonlySet<string>;
  pastPending: RotaPerson | null;
  setPastPending: (person: RotaPerson | null) => void;
  assign: (person: RotaPerson, confirmed?: boolean) => void;
  canSeePeople: boolean;
  canEdit: boolean;
  busy: boolean;
}) {
  return (
    <>
      <h3>Assign people</h3>
      {!canSeePeople ? (
        <NeedsPermission permission="view-users" to="see and assign volunteers" />
      ) : !canEdit ? (
        <NeedsPermission permission="edit-rotas" to="assign volunteers" />
      ) : (
        <>
          <PersonPicker
            label="Find anyone"
            value={picked?.choice ?? null}
            onChange={pick}
            exclude={assignedIds}
            purpose="see and assign volunteers"
          />
          <p className="vkr-help">
            {picked
              ? 'Your choice, with any conflicts. Clear the field to see the suggestions again.'
              : 'Suggested, ordered fairly: people who can take the shift first, then whoever was scheduled least recently.'}
          </p>
          {places.remaining === 0 && current.status !== 'cancelled' ? (
            <p>This shift is full.</p>
          ) : null}
          {pastPending ? (
            <div className="vkr-past-confirm" role="alert">
              <p>
                This shift has already happened ({longDay(dateKeyIn(current.start, timezone))}).
                Record {pastPending.name} on it anyway?
              </p>
              <div className="vkp-page-actions">
                <button
                  type="button"
                  className="vkp-button vkp-primary"
                  disabled={busy}
                  onClick={() => assign(pastPending, true)}
                >
                  Assign {pastPending.name} to the past shift
                </button>
                <button type="button" className="vkp-button" onClick={() => setPastPending(null)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : null}
          {ranked.length === 0 ? (
            <p>
              {picked
                ? picked.person
                  ? `${picked.choice.name} cannot be read.`
                  : `Reading ${picked.choice.name}…`
                : 'Nobody in these teams is free to suggest; find anyone above.'}
            </p>
          ) : (
            <ul
              className="vkr-people"
              aria-label={
                picked ? 'Your choice for this shift' : 'People who could take this shift'
              }
            >
              {ranked.slice(0, SHOWN_CANDIDATES).map((c) => (
                <li
                  key={String(c.person.id)}
                  className="vkr-person"
                  data-eligible={c.eligible || undefined}
                >
                  <span className="vkr-person-name">{c.person.name}</span>
                  {baseOf?.(c.person) ? (
                    <span className="vkr-person-base">{baseOf(c.person)}</span>
                  ) : null}
                  <span className="vkr-badge">
                    {lastText(lastPastShift(c.person.id, c.lastScheduledAt, others, now), timezone)}
                  </span>
                  {!c.qualified ? (
                    <span className="vkr-badge vkr-badge-warn">
                      {c.person.status && c.person.status !== 'active'
                        ? `Status: ${c.person.status}`
                        : 'Not in these teams'}
                    </span>
                  ) : null}
                  {c.conflicts.map((k, i) => (
                    <span key={i} className="vkr-badge vkr-badge-warn">
                      {conflictText(k, timezone)}
                    </span>
                  ))}
                  <ClearanceBadges clearance={clearance?.people.get(String(c.person.id))} />
                  <button
                    type="button"
                    className={c.eligible ? 'vkp-button vkp-primary' : 'vkp-button'}
                    disabled={busy || places.remaining === 0 || current.status === 'cancelled'}
                    onClick={() => assign(c.person)}
                  >
                    Assign <span className="vkp-visually-hidden">{c.person.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {ranked.length > SHOWN_CANDIDATES ? (
            <p className="vkr-help">
              {ranked.length - SHOWN_CANDIDATES} more; find anyone above to narrow the list.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
