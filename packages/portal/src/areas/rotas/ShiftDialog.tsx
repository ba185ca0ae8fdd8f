import { useMemo, useState } from 'react';
import {
  conflictsFor,
  dateKeyIn,
  placesOf,
  rankCandidates,
  type AssignmentStatus,
  type Conflict,
  type Shift,
} from '@volunteerkit/api-client/scheduling';
import { TwoStepDeleteButton } from '@volunteerkit/widgets';
import { isStaleRecord } from '../../app/stale.js';
import { errorMessage } from '../../app/states.js';
import { placesText } from './formatRota.js';
import { longDay, timeRange } from '../../app/dayFormat.js';
import { readPerson, type RotaPerson } from './records.js';
import { isRecord } from '../../registry/infer.js';
import { PersonPicker } from '../people/picker/PersonPicker.js';
import type { PersonChoice } from '../people/picker/personChoice.js';
import { useApi } from '../../app/useApi.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { useCan } from '../../app/useCan.js';

const STATUS_LABELS: Record<AssignmentStatus, string> = {
  assigned: 'Assigned',
  attended: 'Attended',
  no_show: 'No-show',
};
const SHOWN_CANDIDATES = 12;

function conflictText(c: Conflict, timezone: string): string {
  if (c.kind === 'overlap') return `Already on ${c.shift.title} ${timeRange(c.shift, timezone)}`;
  return `Unavailable${c.period.reason ? `: ${c.period.reason}` : ''}`;
}

function lastText(iso: string | null, timezone: string): string {
  return iso ? `Last scheduled ${longDay(dateKeyIn(iso, timezone))}` : 'Not scheduled before';
}

/**
 * The start of the person's latest shift that has begun before `now`: the record's
 * `last_scheduled_at` when it is in the past, or the latest past shift loaded.
 */
export function lastPastShift(
  personId: number | string,
  recorded: string | null,
  shifts: readonly Shift[],
  now: number,
): string | null {
  let best = recorded && Date.parse(recorded) <= now ? recorded : null;
  for (const s of shifts) {
    const at = Date.parse(s.start);
    if (at > now || !s.assignments.some((a) => String(a.user_id) === String(personId))) continue;
    if (!best || at > Date.parse(best)) best = s.start;
  }
  return best;
}

/**
 * One shift: its places, the people on it (status and unassign), and the people
 * who could fill it, searched and ordered fairly, with their conflicts.
 */
export function ShiftDialogBody({
  shift,
  teamName,
  allShifts,
  people,
  qualifyingTeamIds,
  timezone,
  onSave,
  onEdit,
  onDelete,
  announce,
}: {
  shift: Shift;
  teamName: string;
  allShifts: readonly Shift[];
  people: readonly RotaPerson[];
  qualifyingTeamIds: readonly string[];
  timezone: string;
  /** Saves the shift with new assignments; rejects with a StaleRecordError on 412. */
  onSave: (base: Shift, next: Shift) => Promise<Shift>;
  onEdit: () => void;
  /** Deletes the shift (the dialog closes after). */
  onDelete: (shift: Shift) => Promise<void>;
  announce: (text: string) => void;
}) {
  const [current, setCurrent] = useState(shift);
  // Someone found with the person picker (anyone the user may see), or null: the fair suggestions.
  const [picked, setPicked] = useState<{ choice: PersonChoice; person: RotaPerson | null } | null>(
    null,
  );
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pastPending, setPastPending] = useState<RotaPerson | null>(null);
  const canSeePeople = useCan('view-users');
  const canEdit = useCan('edit-rotas');
  // The dialog's clock, read once when it opens (past shifts ask before assigning).
  const [now] = useState(() => Date.now());
  const isPast = Date.parse(current.end || current.start) < now;
  const names = useMemo(() => new Map(people.map((p) => [String(p.id), p])), [people]);
  const unavailable = useMemo(() => people.flatMap((p) => p.unavailable), [people]);
  const others = useMemo(
    () => [...allShifts.filter((s) => String(s.id) !== String(current.id)), current],
    [allShifts, current],
  );
  const places = placesOf(current);
  const ranked = useMemo(() => {
    const pool = picked ? (picked.person ? [picked.person] : []) : people;
    return rankCandidates(pool, {
      shift: current,
      shifts: others,
      unavailable: picked?.person ? [...unavailable, ...picked.person.unavailable] : unavailable,
      qualifyingTeamIds,
    });
  }, [people, picked, current, others, unavailable, qualifyingTeamIds]);
  const assignedIds = useMemo(
    () => new Set(current.assignments.map((a) => String(a.user_id))),
    [current.assignments],
  );
  // A chosen person outside the loaded teams is read from the server (with their periods).
  const pick = (choice: PersonChoice | null) => {
    if (!choice) return setPicked(null);
    const known = names.get(choice.id);
    setPicked({ choice, person: known ?? null });
    if (known) return;
    api.users
      .show(choice.id)
      .then((reply) => {
        const person = readPerson(isRecord(reply) && isRecord(reply.data) ? reply.data : reply);
        setPicked((p) => (p?.choice.id === choice.id ? { choice, person } : p));
      })
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  const nameOf = (id: number | string) => names.get(String(id))?.name ?? HIDDEN_NAME;

  const save = async (next: Shift, said: (saved: Shift) => string) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await onSave(current, next);
      setCurrent(saved);
      announce(said(saved));
      return true;
    } catch (e) {
      if (isStaleRecord<Shift>(e)) {
        if (e.newer) setCurrent(e.newer);
        setProblem(`${e.message} Check it, then make your change again.`);
        announce(e.message);
      } else setProblem(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const summary = (s: Shift) => `${s.title}: ${placesText(placesOf(s))}.`;
  const assign = (person: RotaPerson, confirmed = false) => {
    // A shift that has ended: ask before recording someone on it.
    if (isPast && !confirmed) {
      setPastPending(person);
      return;
    }
    setPastPending(null);
    return save(
      {
        ...current,
        assignments: [...current.assignments, { user_id: person.id, status: 'assigned' }],
      },
      (s) => `${person.name} assigned to ${summary(s)}`,
    ).then((saved) => {
      if (saved) setPicked(null);
    });
  };
  const unassign = (userId: number | string) =>
    save(
      {
        ...current,
        assignments: current.assignments.filter((a) => String(a.user_id) !== String(userId)),
      },
      (s) => `${nameOf(userId)} unassigned from ${summary(s)}`,
    );
  const setStatus = (userId: number | string, status: AssignmentStatus) =>
    save(
      {
        ...current,
        assignments: current.assignments.map((a) =>
          String(a.user_id) === String(userId) ? { ...a, status } : a,
        ),
      },
      (s) => `${nameOf(userId)} marked ${STATUS_LABELS[status].toLowerCase()}. ${summary(s)}`,
    );

  return (
    <div className="vkr-shift-detail" aria-busy={busy}>
      <p className="vkr-shift-when">
        {teamName} · {longDay(dateKeyIn(current.start, timezone))} · {timeRange(current, timezone)}
        {current.status === 'cancelled' ? ' · Cancelled' : ''}
      </p>
      <p className="vkr-places" data-testid="shift-places">
        <strong>{placesText(places)}</strong>
      </p>
      {current.notes ? <p>{current.notes}</p> : null}
      <FormProblem problem={problem} />
      {!canEdit ? <NeedsPermission permission="edit-rotas" to="change this shift" /> : null}
      <div className="vkp-page-actions" hidden={!canEdit}>
        <button type="button" className="vkp-button" onClick={onEdit}>
          Edit shift
        </button>
        <TwoStepDeleteButton
          className="vkp-button vkp-danger"
          disabled={busy}
          onDelete={() => {
            setBusy(true);
            onDelete(current)
              .then(() => announce(`Shift ${current.title} deleted.`))
              .catch((e: unknown) => {
                setProblem(errorMessage(e));
                setBusy(false);
              });
          }}
        />
      </div>
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
                <span className="vkr-person-name">{nameOf(a.user_id)}</span>
                {conflicts.map((c, i) => (
                  <span key={i} className="vkr-badge vkr-badge-warn">
                    {conflictText(c, timezone)}
                  </span>
                ))}
                <label className="vkr-inline" hidden={!canEdit}>
                  <span className="vkp-visually-hidden">Status of {nameOf(a.user_id)}</span>
                  <select
                    value={a.status}
                    disabled={busy}
                    onChange={(e) => void setStatus(a.user_id, e.target.value as AssignmentStatus)}
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
                  onClick={() => void unassign(a.user_id)}
                >
                  Unassign <span className="vkp-visually-hidden">{nameOf(a.user_id)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
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
                  onClick={() => void assign(pastPending, true)}
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
                  <button
                    type="button"
                    className={c.eligible ? 'vkp-button vkp-primary' : 'vkp-button'}
                    disabled={busy || places.remaining === 0 || current.status === 'cancelled'}
                    onClick={() => void assign(c.person)}
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
    </div>
  );
}
