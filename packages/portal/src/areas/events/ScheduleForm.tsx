import { useId, useState, type FormEvent } from 'react';
import { dateKeyIn, timeIn, zonedInstant } from '@volunteerkit/api-client/scheduling';
import { errorMessage } from '../../app/states.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import type { TeamNode } from '../teams/teamTree.js';
import { scheduleProblems } from './eventRecords.js';
import { BusyForm } from '../../app/ui/BusyForm.js';
import { FormField } from '../../app/ui/FormField.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { isDayKey } from '../../app/dayText.js';

/** What the form edits: a name, a day with start and end times, and a team or places. */
export interface ScheduleDraft {
  /** Name. */
  name: string;
  /** Day, `YYYY-MM-DD` in the timezone. */
  day: string;
  /** Start time, `HH:MM`. */
  from: string;
  /** End time, `HH:MM`. */
  to: string;
  /** Team id (events). */
  teamId: string;
  /** Places (sessions), as typed. */
  places: string;
}

/** A draft from a stored event or session (times in `timezone`). */
export function draftOf(
  record: {
    name: string;
    start: string | null;
    end: string | null;
    teamId?: string | null;
    places?: number | null;
  },
  timezone: string,
): ScheduleDraft {
  return {
    name: record.name,
    day: record.start ? dateKeyIn(record.start, timezone) : '',
    from: record.start ? timeIn(record.start, timezone) : '',
    to: record.end ? timeIn(record.end, timezone) : '',
    teamId: record.teamId ?? '',
    places: record.places === null || record.places === undefined ? '' : String(record.places),
  };
}

type Field = 'name' | 'day' | 'from' | 'to' | 'places';

/** The body of the draft (`start`/`end` as UTC instants), or the problems by field. */
export function draftBody(
  draft: ScheduleDraft,
  timezone: string,
  kind: 'event' | 'session',
): { body: Record<string, unknown> } | { problems: Partial<Record<Field, string>> } {
  const problems: Partial<Record<Field, string>> = {};
  let start = '';
  let end = '';
  const dayOk = isDayKey(draft.day);
  if (!dayOk) problems.day = draft.day ? 'Enter the day as dd/mm/yyyy.' : 'Enter the day.';
  try {
    start = zonedInstant(draft.day, draft.from, timezone).toISOString();
  } catch {
    if (dayOk) problems.from = 'Enter a start time.';
  }
  try {
    end = zonedInstant(draft.day, draft.to, timezone).toISOString();
  } catch {
    if (dayOk) problems.to = 'Enter an end time.';
  }
  const found = scheduleProblems({ name: draft.name, start: start || 'x', end: end || 'x' });
  if (found.name) problems.name = found.name;
  if (start && end && found.end) problems.to = found.end;
  let places: number | undefined;
  if (kind === 'session' && draft.places.trim()) {
    places = Number(draft.places);
    if (!Number.isInteger(places) || places < 0 || places > 10000)
      problems.places = 'Enter a whole number from 0 to 10000.';
  }
  if (Object.keys(problems).length > 0) return { problems };
  const body: Record<string, unknown> = { name: draft.name.trim(), start, end };
  if (kind === 'event') body.team_id = draft.teamId ? Number(draft.teamId) || draft.teamId : null;
  if (kind === 'session' && places !== undefined) body.places = places;
  return { body };
}

/**
 * The form of an event (name, team, day, times) or a session (name, day,
 * times, places). Checks first, then sends; errors stay beside their fields.
 */
export function ScheduleForm({
  kind,
  initial,
  timezone,
  teams = [],
  submitLabel,
  onSubmit,
  onCancel,
}: {
  kind: 'event' | 'session';
  initial: ScheduleDraft;
  timezone: string;
  teams?: readonly TeamNode[];
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = draftBody(draft, timezone, kind);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    setFailure(null);
    setBusy(true);
    try {
      await onSubmit(result.body);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: Field, label: string, type: string, extra: Record<string, string> = {}) => (
    <FormField id={`${id}-${name}`} label={label}>
      {type === 'date' ? (
        // Typed day first whatever the browser's language (a native date input is not).
        <DayInput
          id={`${id}-${name}`}
          value={draft[name]}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onValue={(day) => setDraft({ ...draft, [name]: day })}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          value={draft[name === 'day' ? 'day' : name]}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={problems[name] ? `${id}-${name}-error` : undefined}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          {...extra}
        />
      )}
      {problems[name] ? (
        <p className="vkp-field-error" id={`${id}-${name}-error`}>
          {problems[name]}
        </p>
      ) : null}
    </FormField>
  );
  return (
    <BusyForm className="vkp-form vke-form" busy={busy} problem={failure} onSubmit={submit}>
      {field('name', kind === 'event' ? 'Event name' : 'Session name', 'text', {
        maxLength: '200',
      })}
      {kind === 'event' ? (
        <TeamPicker
          teams={teams}
          value={draft.teamId || null}
          onChange={(teamId) =>
            setDraft({ ...draft, teamId: teamId === null ? '' : String(teamId) })
          }
        />
      ) : null}
      <div className="vke-times">
        {field('day', 'Day', 'date')}
        {field('from', 'Starts', 'time')}
        {field('to', 'Ends', 'time')}
        {kind === 'session'
          ? field('places', 'Places', 'number', { min: '0', inputMode: 'numeric' })
          : null}
      </div>
      <p className="vke-hint">Times are in {timezone.replace(/_/g, ' ')}.</p>
      <div className="vke-actions">
        <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="vkp-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </BusyForm>
  );
}
