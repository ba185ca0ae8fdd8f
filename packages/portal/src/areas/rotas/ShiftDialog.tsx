import { useMemo, useState } from 'react';
import {
  dateKeyIn,
  placesOf,
  rankCandidates,
  type AssignmentStatus,
  type Shift,
} from '@volunteerkit/api-client/scheduling';
import { DeleteButton } from '../../app/ui/DeleteButton.js';
import { isStaleRecord } from '../../app/stale.js';
import { errorMessage } from '../../app/states.js';
import { placesText } from './formatRota.js';
import { longDay, timeRange } from '../../app/dayFormat.js';
import { readPerson, suggestable, type RotaPerson } from './records.js';
import { isRecord } from '../../registry/infer.js';
import type { PersonChoice } from '../people/picker/personChoice.js';
import { useApi } from '../../app/useApi.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { useCan } from '../../app/useCan.js';
import { ShiftAssignees } from './ShiftAssignees.js';
import { ShiftWaitlist } from './ShiftWaitlist.js';
import { SHOWN_CANDIDATES, ShiftCandidates } from './ShiftCandidates.js';
import { ClearanceConfirm } from './ClearanceNote.js';
import { useShiftClearance } from './shiftClearance.js';
import { ApiError } from '@volunteerkit/api-client';
import { STATUS_LABELS } from './shiftText.js';
import { RecheckNote, WorkRequirements, type Recheck } from '../safety/WorkRequirements.js';

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
  teamNames,
  timezone,
  onSave,
  onEdit,
  onDelete,
  announce,
  recheck,
}: {
  shift: Shift;
  teamName: string;
  allShifts: readonly Shift[];
  people: readonly RotaPerson[];
  qualifyingTeamIds: readonly string[];
  /** Every team's name by id (a person's base). */
  teamNames?: ReadonlyMap<string, string>;
  timezone: string;
  /**
   * Saves the shift with new assignments (and `extra` body fields, a clearance
   * confirmation); rejects with a StaleRecordError on 412.
   */
  onSave: (base: Shift, next: Shift, extra?: Record<string, unknown>) => Promise<Shift>;
  onEdit: () => void;
  /** Deletes the shift (the dialog closes after). */
  onDelete: (shift: Shift) => Promise<void>;
  announce: (text: string) => void;
  /** Told after the shift's requirements or dates were changed: who placed on it no longer meets them. */
  recheck?: Recheck | null;
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
    // Suggestions are the teams' volunteers (and staff who hold a role there); anyone else is
    // found with the person picker.
    const pool = picked ? (picked.person ? [picked.person] : []) : people.filter(suggestable);
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
  // Who is cleared on the shift's date: the people on it and the suggestions shown.
  const candidateIds = useMemo(
    () => ranked.slice(0, SHOWN_CANDIDATES).map((c) => String(c.person.id)),
    [ranked],
  );
  const clearance = useShiftClearance(
    current.id,
    candidateIds,
    `${current.etag ?? current.updated_at ?? ''}:${current.assignments.length}`,
    canSeePeople,
  );
  // A warned clearance gap waiting for a reason: the change to send again, confirmed.
  const [gapPending, setGapPending] = useState<{
    message: string;
    next: Shift;
    said: (saved: Shift) => string;
  } | null>(null);

  const save = async (
    next: Shift,
    said: (saved: Shift) => string,
    extra?: Record<string, unknown>,
  ) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await onSave(current, next, extra);
      setCurrent(saved);
      setGapPending(null);
      announce(said(saved));
      return true;
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.status === 409 &&
        (e.body as { code?: unknown } | null)?.code === 'clearance_unconfirmed'
      ) {
        const message = (e.body as { message?: unknown }).message;
        setGapPending({ message: typeof message === 'string' ? message : e.message, next, said });
        announce(typeof message === 'string' ? message : e.message);
      } else if (isStaleRecord<Shift>(e)) {
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
      {clearance && current.id !== undefined ? (
        <WorkRequirements kind="shift" id={current.id} words={clearance.requirements} />
      ) : null}
      <RecheckNote recheck={recheck ?? null} />
      {current.notes ? <p>{current.notes}</p> : null}
      <FormProblem problem={problem} />
      {gapPending ? (
        <ClearanceConfirm
          message={gapPending.message}
          busy={busy}
          onCancel={() => setGapPending(null)}
          onConfirm={(reason) =>
            void save(gapPending.next, gapPending.said, {
              confirm_clearance_gap: { reason },
            }).then((saved) => {
              if (saved) setPicked(null);
            })
          }
        />
      ) : null}
      {!canEdit ? <NeedsPermission permission="edit-rotas" to="change this shift" /> : null}
      <div className="vkp-page-actions" hidden={!canEdit}>
        <button type="button" className="vkp-button" onClick={onEdit}>
          Edit shift
        </button>
        <DeleteButton
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
      <ShiftAssignees
        current={current}
        others={others}
        unavailable={unavailable}
        timezone={timezone}
        nameOf={nameOf}
        canEdit={canEdit}
        busy={busy}
        setStatus={(id, status) => void setStatus(id, status)}
        unassign={(id) => void unassign(id)}
        clearance={clearance}
      />
      <ShiftWaitlist shift={current} nameOf={nameOf} timezone={timezone} />
      <ShiftCandidates
        current={current}
        others={others}
        timezone={timezone}
        now={now}
        places={places}
        ranked={ranked}
        baseOf={(p) =>
          (p.team_ids ?? []).map((t) => teamNames?.get(String(t))).find(Boolean) ?? undefined
        }
        picked={picked}
        pick={pick}
        assignedIds={assignedIds}
        pastPending={pastPending}
        setPastPending={setPastPending}
        assign={(person, confirmed) => void assign(person, confirmed)}
        canSeePeople={canSeePeople}
        canEdit={canEdit}
        busy={busy}
        clearance={clearance}
      />
    </div>
  );
}
