import { useId, useState, type FormEvent } from 'react';
import { TimePicker } from '@volunteerkit/widgets';
import { isEndTimeAllowed, parseTimeOfDay } from '@volunteerkit/api-client';
import { dateKeyIn, timeIn, zonedInstant, type Shift } from '@volunteerkit/api-client/scheduling';
import { isStaleRecord } from '../../app/stale.js';
import { errorMessage } from '../../app/states.js';
import type { RotaTeam } from './WeekGrid.js';
import { BusyForm } from '../../app/ui/BusyForm.js';
import { SubmitRow } from '../../app/ui/SubmitRow.js';
import { FieldRow } from '../../app/ui/FieldRow.js';
import { PlacesInput } from './rotaInputs.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { FieldError } from '../../app/ui/FieldError.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { isDayKey } from '../../app/dayText.js';

/** The form's values (local date and times in the organisation's timezone). */
interface Values {
  title: string;
  teamId: string;
  date: string;
  start: string;
  end: string;
  places: string;
  notes: string;
  status: Shift['status'];
}

function valuesOf(shift: Shift, timezone: string): Values {
  return {
    title: shift.title,
    teamId: String(shift.team_id),
    date: dateKeyIn(shift.start, timezone),
    start: timeIn(shift.start, timezone),
    end: timeIn(shift.end, timezone),
    places: String(shift.places),
    notes: shift.notes ?? '',
    status: shift.status,
  };
}

/** Field errors of the form; empty when it can be saved. */
export function shiftFormErrors(v: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.title.trim()) errors.title = 'Enter a title';
  else if (v.title.length > 200) errors.title = 'Use at most 200 characters';
  if (!v.teamId) errors.teamId = 'Choose a team';
  if (!isDayKey(v.date)) errors.date = 'Enter the date as dd/mm/yyyy';
  const start = parseTimeOfDay(v.start);
  const end = parseTimeOfDay(v.end);
  if (!start) errors.start = 'Choose a start time';
  if (!end) errors.end = 'Choose an end time';
  else if (start && !isEndTimeAllowed(start, end))
    errors.end = 'The end time must be after the start time';
  if (!/^\d{1,3}$/.test(v.places) || Number(v.places) < 1)
    errors.places = 'Places must be a whole number from 1 to 999';
  return errors;
}

/**
 * Creates or edits a shift: title, team, date, start and end on the time picker
 * (spec 5.2: end hours and minutes before the start are disabled) in the
 * organisation's timezone, places, notes and status. A 412 from the server
 * shows the newer record in the form.
 */
export function ShiftForm({
  shift,
  defaults,
  teams,
  timezone,
  onSubmit,
  onDone,
}: {
  /** The shift being edited; absent for a new one. */
  shift?: Shift;
  /** Team and date of a new shift. */
  defaults: { teamId: string; date: string };
  teams: readonly RotaTeam[];
  timezone: string;
  onSubmit: (draft: Omit<Shift, 'id'>, base?: Shift) => Promise<Shift>;
  onDone: (saved: Shift) => void;
}) {
  const [base, setBase] = useState(shift);
  const [values, setValues] = useState<Values>(() =>
    shift
      ? valuesOf(shift, timezone)
      : {
          title: '',
          teamId: defaults.teamId,
          date: defaults.date,
          start: '09:00',
          end: '12:00',
          places: '2',
          notes: '',
          status: 'scheduled',
        },
  );
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const error = (key: keyof Values) => <FieldError id={`${id}-${key}-error`} error={errors[key]} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = shiftFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const draft: Omit<Shift, 'id'> = {
      team_id: /^\d+$/.test(values.teamId) ? Number(values.teamId) : values.teamId,
      title: values.title.trim(),
      start: zonedInstant(values.date, values.start, timezone).toISOString(),
      end: zonedInstant(values.date, values.end, timezone).toISOString(),
      places: Number(values.places),
      assignments: base?.assignments ?? [],
      repeating_shift_id: base?.repeating_shift_id ?? null,
      status: values.status,
      ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    };
    setBusy(true);
    setProblem(null);
    try {
      onDone(await onSubmit(draft, base));
    } catch (e) {
      if (isStaleRecord<Shift>(e) && e.newer) {
        setBase(e.newer);
        setValues(valuesOf(e.newer, timezone));
        setProblem(
          `${e.message} Your changes were not saved; make them again on the newer version.`,
        );
      } else setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyForm className="vkp-form vkr-form" busy={busy} problem={problem} onSubmit={submit}>
      <FieldRow id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => (
          <input {...control} value={values.title} onChange={(e) => set('title', e.target.value)} />
        )}
      </FieldRow>
      <FieldRow id={`${id}-teamId`} label="Team" error={errors.teamId}>
        {(control) => (
          <select
            {...control}
            value={values.teamId}
            onChange={(e) => set('teamId', e.target.value)}
          >
            <option value="">Choose a team</option>
            <NamedOptions items={teams} />
          </select>
        )}
      </FieldRow>
      <FieldRow id={`${id}-date`} label="Date" error={errors.date}>
        {(control) => (
          <DayInput {...control} value={values.date} onValue={(day) => set('date', day)} />
        )}
      </FieldRow>
      <div className="vkr-times">
        <div>
          <TimePicker
            label="Start time"
            value={values.start}
            onValueChange={(v) => set('start', v)}
          />
          {error('start')}
        </div>
        <div>
          <TimePicker
            label="End time"
            start={values.start}
            value={values.end}
            onValueChange={(v) => set('end', v)}
          />
          {error('end')}
        </div>
      </div>
      <p className="vkr-help">Times are in {timezone}.</p>
      <FieldRow id={`${id}-places`} label="Places" error={errors.places}>
        {(control) => (
          <PlacesInput
            {...control}
            inputMode="numeric"
            value={values.places}
            onChange={(e) => set('places', e.target.value)}
          />
        )}
      </FieldRow>
      <FieldRow id={`${id}-notes`} label="Notes (optional)" error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </FieldRow>
      {base ? (
        <FieldRow id={`${id}-status`} label="Status" error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={values.status}
              onChange={(e) => set('status', e.target.value as Shift['status'])}
            >
              <option value="scheduled">Scheduled</option>
              <option value="cancelled">Cancelled</option>
            </select>
          )}
        </FieldRow>
      ) : null}
      <SubmitRow busy={busy}>{base ? 'Save shift' : 'Create shift'}</SubmitRow>
    </BusyForm>
  );
}
