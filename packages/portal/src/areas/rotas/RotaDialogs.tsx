import type { DayWindow, Shift } from '@volunteerkit/api-client/scheduling';
import { BulkChange } from './BulkChange.js';
import { Dialog } from '../../app/ui/Dialog.js';
import { placesText } from './formatRota.js';
import { placesOf } from '@volunteerkit/api-client/scheduling';
import { RepeatingShiftForm } from './RepeatingShiftForm.js';
import { ShiftDialogBody } from './ShiftDialog.js';
import { ShiftForm } from './ShiftForm.js';
import type { RotaData } from './useRotaData.js';
import type { RotaTeam } from './WeekGrid.js';
import { useRef, useState } from 'react';
import type { Recheck } from '../safety/recheck.js';

/** Which dialog of the planner is open. */
export type OpenDialog =
  | { kind: 'shift'; shiftId: string }
  | { kind: 'new'; teamId: string; date: string }
  | { kind: 'edit'; shift: Shift }
  | { kind: 'repeat' }
  | { kind: 'bulk' };

/** The planner's dialogs: a shift, the shift form, repeating shifts and bulk changes. */
export function RotaDialogs({
  dialog,
  onClose,
  onOpen,
  data,
  teams,
  teamNames,
  days,
  timezone,
  announce,
}: {
  dialog: OpenDialog | null;
  onClose: () => void;
  onOpen: (dialog: OpenDialog) => void;
  data: RotaData;
  teams: readonly RotaTeam[];
  /** Every team's name by id (a person's base, beside their name in the suggestions). */
  teamNames?: ReadonlyMap<string, string>;
  days: readonly DayWindow[];
  timezone: string;
  announce: (text: string) => void;
}) {
  const all = data.shifts ?? [];
  const teamName = (id: number | string) =>
    teams.find((t) => t.id === String(id))?.name ?? `Team ${String(id)}`;
  const open =
    dialog?.kind === 'shift' ? all.find((s) => String(s.id) === dialog.shiftId) : undefined;
  // Who placed on a shift no longer meets its requirements or dates after an edit (issue 50).
  const [recheck, setRecheckState] = useState<{ shiftId: string; recheck: Recheck } | null>(null);
  const recheckRef = useRef(recheck);
  const setRecheck = (value: typeof recheck) => {
    recheckRef.current = value;
    setRecheckState(value);
  };
  const save = (draft: Omit<Shift, 'id'>, base?: Shift) =>
    base
      ? data.updateShift(base, draft, undefined, (r) =>
          setRecheck(r ? { shiftId: String(base.id), recheck: r } : null),
        )
      : data.createShift(draft);
  const announceAndClose = (text: string) => {
    announce(text);
    onClose();
  };
  const saved = (verb: string) => (s: Shift) => {
    const told = recheckRef.current?.shiftId === String(s.id) ? recheckRef.current.recheck : null;
    announce(
      `Shift ${s.title} ${verb}: ${placesText(placesOf(s))}.${told ? ` ${told.message}` : ''}`,
    );
    if (s.id !== undefined && s.id !== '') onOpen({ kind: 'shift', shiftId: String(s.id) });
    else onClose();
  };
  return (
    <>
      <Dialog
        open={dialog?.kind === 'shift' && !!open}
        title={open?.title ?? 'Shift'}
        onClose={() => {
          setRecheck(null);
          onClose();
        }}
        wide
      >
        {open ? (
          <ShiftDialogBody
            key={String(open.id)}
            shift={open}
            teamName={teamName(open.team_id)}
            allShifts={all}
            people={data.people ?? []}
            qualifyingTeamIds={teams.map((t) => t.id)}
            {...(teamNames ? { teamNames } : {})}
            timezone={timezone}
            onSave={(base, next, extra) => data.updateShift(base, next, extra)}
            onEdit={() => onOpen({ kind: 'edit', shift: open })}
            onDelete={async (s) => {
              await data.deleteShift(s);
              onClose();
            }}
            announce={announce}
            recheck={recheck?.shiftId === String(open.id) ? recheck.recheck : null}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        title={dialog?.kind === 'edit' ? 'Edit shift' : 'New shift'}
        onClose={onClose}
      >
        {dialog?.kind === 'new' || dialog?.kind === 'edit' ? (
          <ShiftForm
            {...(dialog.kind === 'edit' ? { shift: dialog.shift } : {})}
            defaults={
              dialog.kind === 'new'
                ? { teamId: dialog.teamId, date: dialog.date }
                : { teamId: '', date: '' }
            }
            teams={teams}
            timezone={timezone}
            onSubmit={save}
            onDone={saved(dialog.kind === 'edit' ? 'saved' : 'created')}
          />
        ) : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'repeat'} title="Repeating shift" onClose={onClose} wide>
        {dialog?.kind === 'repeat' ? (
          <RepeatingShiftForm
            data={data}
            teams={teams}
            firstDay={days[0]!.date}
            timezone={timezone}
            onDone={announceAndClose}
          />
        ) : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'bulk'} title="Bulk change" onClose={onClose} wide>
        {dialog?.kind === 'bulk' ? (
          <BulkChange
            data={data}
            teams={teams}
            days={days}
            timezone={timezone}
            onDone={announceAndClose}
          />
        ) : null}
      </Dialog>
    </>
  );
}
