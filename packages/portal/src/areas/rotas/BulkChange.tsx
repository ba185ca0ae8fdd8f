import { useId, useMemo, useState } from 'react';
import { TimePicker } from '@volunteerkit/widgets';
import {
  dateKeyIn,
  diffRota,
  expandRepeatingShift,
  patchShifts,
  repeatingShiftErrors,
  type DayWindow,
  type RepeatingShift,
  type ShiftPatch,
} from '@volunteerkit/api-client/scheduling';
import { errorMessage } from '../../app/states.js';
import { ChangeList } from './ChangeList.js';
import { shortDay, timeRange } from '../../app/dayFormat.js';
import type { RotaData } from './useRotaData.js';
import type { RotaTeam } from './WeekGrid.js';
import { WeekdayPicker } from './WeekdayPicker.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { FormField } from '../../app/ui/FormField.js';
import { draftControl } from '../../app/draftControl.js';
import { PlacesInput } from './rotaInputs.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';

type Mode = 'update' | 'replace';

/** The two things a bulk change can do, as the radio buttons offer them. */
const MODES: readonly { key: Mode; label: string }[] = [
  { key: 'update', label: 'Update the chosen shifts' },
  { key: 'replace', label: "Replace a team's shifts in this period with a pattern" },
];

/**
 * Bulk update (one change to many shifts) or replace (a team's shifts in the
 * shown period replaced by a pattern), each with a preview of what changes
 * before anything is sent.
 */
export function BulkChange({
  data,
  teams,
  days,
  timezone,
  onDone,
}: {
  data: RotaData;
  teams: readonly RotaTeam[];
  days: readonly DayWindow[];
  timezone: string;
  onDone: (said: string) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('update');
  const inView = useMemo(
    () => (data.shifts ?? []).filter((s) => teams.some((t) => t.id === String(s.team_id))),
    [data.shifts, teams],
  );
  const [picked, setPicked] = useState<Set<string>>(() => new Set(inView.map((s) => String(s.id))));
  const [patch, setPatch] = useState({ title: '', places: '', status: '', notes: '' });
  const patchControl = draftControl(id, patch, setPatch);
  const [pattern, setPattern] = useState<RepeatingShift>({
    team_id: teams[0]?.id ?? '',
    title: '',
    start_time: '09:00',
    end_time: '12:00',
    places: 2,
    weekdays: [1, 2, 3, 4, 5],
    starts_on: days[0]!.date,
    ends_on: days[days.length - 1]!.date,
    timezone,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const diff = useMemo(() => {
    if (mode === 'update') {
      const selected = inView.filter((s) => picked.has(String(s.id)));
      const p: ShiftPatch = {};
      if (patch.title.trim()) p.title = patch.title.trim();
      if (/^\d{1,3}$/.test(patch.places) && Number(patch.places) > 0)
        p.places = Number(patch.places);
      if (patch.status === 'scheduled' || patch.status === 'cancelled') p.status = patch.status;
      if (patch.notes.trim()) p.notes = patch.notes.trim();
      return diffRota(selected, patchShifts(selected, p), 'update');
    }
    if (Object.keys(repeatingShiftErrors(pattern)).length > 0) return null;
    const team = inView.filter((s) => String(s.team_id) === String(pattern.team_id));
    return diffRota(team, expandRepeatingShift(pattern), 'replace');
  }, [mode, inView, picked, patch, pattern]);
  const patternErrors = repeatingShiftErrors(pattern);

  const apply = async () => {
    if (!diff || diff.changes.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await data.applyChanges(diff.changes);
      onDone(
        `Bulk ${mode}: ${diff.added} added, ${diff.changed} changed, ${diff.removed} removed (${done} changes).`,
      );
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vkr-form" aria-busy={busy}>
      <fieldset className="vkr-segmented-field">
        <legend>What to do</legend>
        {MODES.map((m) => (
          <label key={m.key} className="vkr-inline">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === m.key}
              onChange={() => setMode(m.key)}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      <FormProblem problem={problem} />
      {mode === 'update' ? (
        <>
          <fieldset className="vkr-pick">
            <legend>Shifts ({picked.size} chosen)</legend>
            {inView.length === 0 ? <p>No shifts in this period.</p> : null}
            {inView.map((s) => (
              <label key={String(s.id)} className="vkr-inline">
                <input
                  type="checkbox"
                  checked={picked.has(String(s.id))}
                  onChange={(e) => {
                    const next = new Set(picked);
                    if (e.target.checked) next.add(String(s.id));
                    else next.delete(String(s.id));
                    setPicked(next);
                  }}
                />
                {shortDay(dateKeyIn(s.start, timezone))} {timeRange(s, timezone)} {s.title}
              </label>
            ))}
          </fieldset>
          <p className="vkr-help">Leave a field empty to keep each shift&apos;s own value.</p>
          <div className="vkr-times">
            <FormField id={`${id}-title`} label="New title">
              <input {...patchControl('title')} />
            </FormField>
            <FormField id={`${id}-places`} label="New places">
              <PlacesInput {...patchControl('places')} />
            </FormField>
            <FormField id={`${id}-status`} label="New status">
              <select {...patchControl('status')}>
                <option value="">Keep</option>
                <option value="scheduled">Scheduled</option>
                <option value="cancelled">Cancelled</option>
              </select>
            </FormField>
          </div>
          <FormField id={`${id}-notes`} label="New notes">
            <input {...patchControl('notes')} />
          </FormField>
        </>
      ) : (
        <>
          <div className="vkr-times">
            <FormField id={`${id}-team`} label="Team">
              <select
                id={`${id}-team`}
                value={String(pattern.team_id)}
                onChange={(e) => setPattern({ ...pattern, team_id: e.target.value })}
              >
                <NamedOptions items={teams} />
              </select>
            </FormField>
            <FormField id={`${id}-ptitle`} label="Title">
              <input
                id={`${id}-ptitle`}
                value={pattern.title}
                onChange={(e) => setPattern({ ...pattern, title: e.target.value })}
              />
            </FormField>
            <FormField id={`${id}-pplaces`} label="Places">
              <PlacesInput
                id={`${id}-pplaces`}
                value={String(pattern.places)}
                onChange={(e) => setPattern({ ...pattern, places: Number(e.target.value) })}
              />
            </FormField>
          </div>
          <WeekdayPicker
            value={pattern.weekdays}
            onChange={(d) => setPattern({ ...pattern, weekdays: d })}
          />
          <div className="vkr-times">
            <TimePicker
              label="Start time"
              value={pattern.start_time}
              onValueChange={(v) => setPattern({ ...pattern, start_time: v })}
            />
            <TimePicker
              label="End time"
              start={pattern.start_time}
              value={pattern.end_time}
              onValueChange={(v) => setPattern({ ...pattern, end_time: v })}
            />
          </div>
          {Object.keys(patternErrors).length > 0 ? (
            <p className="vkr-help">To preview: {Object.values(patternErrors).join('; ')}.</p>
          ) : null}
        </>
      )}
      <h3>Preview</h3>
      {diff ? (
        <ChangeList diff={diff} timezone={timezone} teams={teams} />
      ) : (
        <p>Complete the form to see what changes.</p>
      )}
      <div className="vkp-form-actions">
        <button
          type="button"
          className="vkp-button vkp-primary"
          disabled={busy || !diff || diff.changes.length === 0}
          onClick={() => void apply()}
        >
          Apply {diff?.changes.length ?? 0} change{diff?.changes.length === 1 ? '' : 's'}
        </button>
      </div>
    </div>
  );
}
