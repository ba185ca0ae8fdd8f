import { useId, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { FieldRow } from '../../app/ui/FieldRow.js';
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

  const row = (name: Field) => ({
    id: `${id}-${name}`,
    error: errors[name],
    className: 'vkm-field',
  });
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
      <FieldRow
        {...row('room_id')}
        label="Room"
        hint={
          room ? (
            <>
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
            </>
          ) : null
        }
      >
        {(control) => (
          <select
            {...control}
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
        )}
      </FieldRow>
      <div className="vkm-own-fields">
        <FieldRow {...row('starts_on')} label="Arrive">
          {(control) => (
            <input
              {...control}
              type="date"
              min={today}
              value={values.starts_on}
              onChange={(e) => set('starts_on', e.target.value)}
            />
          )}
        </FieldRow>
        <FieldRow {...row('ends_on')} label="Leave">
          {(control) => (
            <input
              {...control}
              type="date"
              min={values.starts_on || today}
              value={values.ends_on}
              onChange={(e) => set('ends_on', e.target.value)}
            />
          )}
        </FieldRow>
      </div>
      <FieldRow {...row('notes')} label="Anything the team should know (optional)">
        {(control) => (
          <input
            {...control}
            value={values.notes}
            maxLength={1000}
            onChange={(e) => set('notes', e.target.value)}
          />
        )}
      </FieldRow>
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
