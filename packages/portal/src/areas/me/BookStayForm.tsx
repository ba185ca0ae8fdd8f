import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import { comingClosures, dayLabel, type StayRoom } from './residential.js';

type Field = 'room_id' | 'starts_on' | 'ends_on' | 'notes';

const FIELD_OF: Record<string, Field> = {
  room_id: 'room_id',
  starts_on: 'starts_on',
  ends_on: 'ends_on',
  notes: 'notes',
};

/**
 * Books a residential stay for the signed-in volunteer: a room, arrival and
 * departure days and a note. The server checks free beds, closures, changeover
 * days and overlaps with my other stays; a refusal shows beside the field it
 * concerns and what was chosen stays.
 */
export function BookStayForm({
  rooms,
  today,
  onBooked,
}: {
  rooms: readonly StayRoom[];
  today: string;
  onBooked: (message: string) => void;
}) {
  const api = useApi();
  const id = useId();
  const [values, setValues] = useState({ room_id: '', starts_on: '', ends_on: '', notes: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: Field, v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((s) => ({ ...s, [k]: undefined }));
  };
  const room = rooms.find((r) => r.id === values.room_id);
  const teams = [...new Set(rooms.map((r) => r.teamName))];

  const submit = async () => {
    setProblem(null);
    const local: Partial<Record<Field, string>> = {};
    if (!values.room_id) local.room_id = 'Choose a room.';
    if (!values.starts_on) local.starts_on = 'Choose the day you arrive.';
    else if (values.starts_on <= today) local.starts_on = 'The arrival day must be after today.';
    if (!values.ends_on) local.ends_on = 'Choose the day you leave.';
    else if (values.starts_on && values.ends_on <= values.starts_on)
      local.ends_on = 'The day you leave must be after the day you arrive.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await api.residentialBookings.store({
        room_id: Number(values.room_id),
        starts_on: values.starts_on,
        ends_on: values.ends_on,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      });
      setValues({ room_id: values.room_id, starts_on: '', ends_on: '', notes: '' });
      onBooked(
        `Your stay in ${room?.name ?? 'the room'} from ${dayLabel(values.starts_on)} to ${dayLabel(values.ends_on)} is booked.`,
      );
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const known = fields ? Object.entries(fields).filter(([k]) => FIELD_OF[k] !== undefined) : [];
      if (known.length > 0)
        setErrors(
          Object.fromEntries(known.map(([k, v]) => [FIELD_OF[k], v[0] ?? 'Check this field.'])),
        );
      else setProblem(actionError(e));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, hint?: string) => {
    const described = [errors[name] ? `${id}-${name}-error` : '', hint ?? '']
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${name}`,
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': described || undefined,
    };
  };
  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="vkp-field-error">
        {errors[name]}
      </p>
    ) : null;
  const closures = room ? comingClosures(room, today) : [];

  return (
    <form
      className="vkm-form"
      noValidate
      aria-label="Book a stay"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="vkm-field">
        <label htmlFor={`${id}-room_id`}>Room</label>
        <select
          {...field('room_id', room ? `${id}-room-hint` : undefined)}
          value={values.room_id}
          onChange={(e) => set('room_id', e.target.value)}
        >
          <option value="">Choose a room…</option>
          {teams.map((t) => (
            <optgroup key={t} label={t}>
              {rooms
                .filter((r) => r.teamName === t)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name} ({r.beds} {r.beds === 1 ? 'bed' : 'beds'}
                    {r.accessible ? ', step-free' : ''})
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        {error('room_id')}
        {room ? (
          <div id={`${id}-room-hint`} className="vkm-note">
            <p>
              {room.teamName}
              {room.changeoverDays.length > 0
                ? `: guests change over on ${room.changeoverDays.join(' and ')}, so a stay may start or end on that day but not run across it.`
                : '.'}
            </p>
            {closures.length > 0 ? (
              <p>
                Closed:{' '}
                {closures
                  .map(
                    (c) =>
                      `${dayLabel(c.from)} to ${dayLabel(c.to)}${c.reason ? ` (${c.reason})` : ''}`,
                  )
                  .join('; ')}
                .
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="vkm-own-fields">
        <div className="vkm-field">
          <label htmlFor={`${id}-starts_on`}>Arrive</label>
          <input
            {...field('starts_on')}
            type="date"
            min={today}
            value={values.starts_on}
            onChange={(e) => set('starts_on', e.target.value)}
          />
          {error('starts_on')}
        </div>
        <div className="vkm-field">
          <label htmlFor={`${id}-ends_on`}>Leave</label>
          <input
            {...field('ends_on')}
            type="date"
            min={values.starts_on || today}
            value={values.ends_on}
            onChange={(e) => set('ends_on', e.target.value)}
          />
          {error('ends_on')}
        </div>
      </div>
      <div className="vkm-field">
        <label htmlFor={`${id}-notes`}>Anything the team should know (optional)</label>
        <input
          {...field('notes')}
          value={values.notes}
          maxLength={1000}
          onChange={(e) => set('notes', e.target.value)}
        />
        {error('notes')}
      </div>
      {problem ? (
        <p className="vkp-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="vkp-button vkp-primary" disabled={busy}>
        {busy ? 'Booking…' : 'Book my stay'}
      </button>
    </form>
  );
}
