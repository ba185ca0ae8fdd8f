import { useId, useMemo, useState, type FormEvent } from 'react';
import { TimePicker } from '@volunteerkit/widgets';
import {
  addDays,
  diffRota,
  expandRepeatingShift,
  repeatingShiftErrors,
  type RepeatingShift,
} from '@volunteerkit/api-client/scheduling';
import { errorMessage } from '../../app/states.js';
import { ChangeList } from './ChangeList.js';
import type { RotaData } from './useRotaData.js';
import type { RotaTeam } from './WeekGrid.js';
import { WeekdayPicker } from './WeekdayPicker.js';
import { BusyForm } from '../../app/ui/BusyForm.js';
import { SubmitRow } from '../../app/ui/SubmitRow.js';
import { FormField } from '../../app/ui/FormField.js';
import { PlacesInput } from './rotaInputs.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { FieldError } from '../../app/ui/FieldError.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { isDayKey } from '../../app/dayText.js';

/** The most shifts one repeating shift may create at once. */
export const MAX_CREATED = 120;

const toTeamId = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * A repeating shift: a weekly pattern (days, local start and end time on the
 * time picker, first and last day, places) in the organisation's timezone. The
 * preview lists the dated shifts it makes (the same local time across clock
 * changes) against the shifts already there; saving stores the pattern and
 * creates the new shifts.
 */
export function RepeatingShiftForm({
  data,
  teams,
  firstDay,
  timezone,
  onDone,
}: {
  data: RotaData;
  teams: readonly RotaTeam[];
  firstDay: string;
  timezone: string;
  onDone: (said: string) => void;
}) {
  const id = useId();
  const [rs, setRs] = useState<RepeatingShift>({
    team_id: toTeamId(teams[0]?.id ?? ''),
    title: '',
    start_time: '09:00',
    end_time: '12:00',
    places: 2,
    weekdays: [1, 2, 3, 4, 5],
    starts_on: firstDay,
    ends_on: addDays(firstDay, 6),
    timezone,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errors = repeatingShiftErrors(rs);
  const set = <K extends keyof RepeatingShift>(k: K, v: RepeatingShift[K]) =>
    setRs((r) => ({ ...r, [k]: v }));
  const diff = useMemo(() => {
    if (Object.keys(repeatingShiftErrors(rs)).length > 0) return null;
    try {
      const drafts = expandRepeatingShift(rs);
      const existing = (data.shifts ?? []).filter((s) => String(s.team_id) === String(rs.team_id));
      return diffRota(existing, drafts, 'update');
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }, [rs, data.shifts]);
  const adds = typeof diff === 'object' && diff ? diff.changes.filter((c) => c.kind === 'add') : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0 || typeof diff !== 'object' || !diff) return;
    if (adds.length > MAX_CREATED) {
      setProblem(
        `That makes ${adds.length} shifts; make at most ${MAX_CREATED} at once (shorten the period).`,
      );
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const stored = (await data.api.repeatingShifts.store({
        ...rs,
        team_id: Number(rs.team_id),
      })) as {
        data?: { id?: number | string };
      };
      const patternId = stored?.data?.id ?? null;
      const changes = adds.map((c) => ({
        ...c,
        after: { ...c.after, repeating_shift_id: patternId },
      }));
      const made = await data.applyChanges(changes);
      onDone(`Repeating shift ${rs.title} saved: ${made} shift${made === 1 ? '' : 's'} created.`);
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const show = (k: string) => (tried ? errors[k] : undefined);
  // Text that is not a day shows its own error in the DayInput; the form adds the order of the two days.
  const lastDayError = isDayKey(rs.ends_on) ? show('ends_on') : undefined;

  return (
    <BusyForm className="vkp-form vkr-form" busy={busy} problem={problem} onSubmit={submit}>
      <FormField id={`${id}-title`} label="Title">
        <input
          id={`${id}-title`}
          value={rs.title}
          aria-invalid={show('title') ? true : undefined}
          onChange={(e) => set('title', e.target.value)}
        />
        <FieldError error={show('title')} />
      </FormField>
      <FormField id={`${id}-team`} label="Team">
        <select
          id={`${id}-team`}
          value={String(rs.team_id)}
          onChange={(e) => set('team_id', toTeamId(e.target.value))}
        >
          <NamedOptions items={teams} />
        </select>
      </FormField>
      <WeekdayPicker
        value={rs.weekdays}
        onChange={(d) => set('weekdays', d)}
        error={show('weekdays')}
      />
      <div className="vkr-times">
        <TimePicker
          label="Start time"
          value={rs.start_time}
          onValueChange={(v) => set('start_time', v)}
        />
        <TimePicker
          label="End time"
          start={rs.start_time}
          value={rs.end_time}
          onValueChange={(v) => set('end_time', v)}
        />
      </div>
      <FieldError error={show('end_time')} />
      <div className="vkr-times">
        <FormField id={`${id}-from`} label="First day">
          <DayInput
            id={`${id}-from`}
            value={rs.starts_on}
            onValue={(day) => set('starts_on', day)}
          />
        </FormField>
        <FormField id={`${id}-to`} label="Last day">
          <DayInput
            id={`${id}-to`}
            value={rs.ends_on}
            aria-invalid={lastDayError ? true : undefined}
            aria-describedby={lastDayError ? `${id}-to-error` : undefined}
            onValue={(day) => set('ends_on', day)}
          />
          <FieldError id={`${id}-to-error`} error={lastDayError} />
        </FormField>
        <FormField id={`${id}-places`} label="Places">
          <PlacesInput
            id={`${id}-places`}
            value={String(rs.places)}
            onChange={(e) => set('places', Number(e.target.value))}
          />
          <FieldError error={show('places')} />
        </FormField>
      </div>
      <p className="vkr-help">
        Times are in {timezone}; they stay the same local time when the clocks change.
      </p>
      <h3>Preview</h3>
      {typeof diff === 'string' ? (
        <p className="vkp-field-error">{diff}</p>
      ) : diff ? (
        <ChangeList diff={diff} timezone={timezone} teams={teams} />
      ) : (
        <p>Complete the pattern to see the shifts it makes.</p>
      )}
      <SubmitRow busy={busy}>
        Save and create {adds.length} shift{adds.length === 1 ? '' : 's'}
      </SubmitRow>
    </BusyForm>
  );
}
