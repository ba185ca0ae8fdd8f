import { useId, useState } from 'react';
import { useDateSettings } from '../../../app/hooks.js';
import { ApiError } from '@volunteerkit/api-client';
import { FieldRow } from '../../../app/ui/FieldRow.js';
import { DayInput } from '../../../app/ui/DayInput.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { dayKeyOfText } from '../../../app/dayText.js';
import { comingClosures, dayLabel, weekdayIn, type StayRoom } from './residential.js';
import { useMyText } from '../useMyText.js';

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
 * concerns and what was chosen stays. Days are typed day first (dd/mm/yyyy),
 * whatever the browser's language.
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
  const { text, fill } = useMyText();
  const { dateFormat } = useDateSettings();
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
    const arrive = dayKeyOfText(values.starts_on);
    const leave = dayKeyOfText(values.ends_on);
    const notADay = fill(text.dateProblem, { example: '16/01/2027' });
    if (!values.room_id) local.room_id = text.chooseRoom;
    if (!values.starts_on.trim()) local.starts_on = text.chooseArrival;
    else if (!arrive) local.starts_on = notADay;
    else if (arrive <= today) local.starts_on = text.arrivalAfterToday;
    if (!values.ends_on.trim()) local.ends_on = text.chooseDeparture;
    else if (!leave) local.ends_on = notADay;
    else if (arrive && leave <= arrive) local.ends_on = text.departureAfterArrival;
    setErrors(local);
    if (Object.keys(local).length > 0 || !arrive || !leave) return;
    setBusy(true);
    try {
      await api.residentialBookings.store({
        room_id: Number(values.room_id),
        starts_on: arrive,
        ends_on: leave,
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      });
      setValues({ room_id: values.room_id, starts_on: '', ends_on: '', notes: '' });
      onBooked(
        fill(text.stayIsBooked, {
          room: room?.name ?? text.theRoom,
          from: dayLabel(arrive, text, dateFormat),
          to: dayLabel(leave, text, dateFormat),
        }),
      );
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const known = fields ? Object.entries(fields).filter(([k]) => FIELD_OF[k] !== undefined) : [];
      if (known.length > 0)
        setErrors(
          Object.fromEntries(known.map(([k, v]) => [FIELD_OF[k], v[0] ?? text.checkField])),
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
  const dayTexts = { hint: text.dateHint, notADay: text.dateProblem };

  return (
    <form
      className="vkm-form"
      noValidate
      aria-label={text.bookStay}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FieldRow
        {...row('room_id')}
        label={text.room}
        hint={
          room ? (
            <>
              <p>
                {room.changeoverDays.length > 0
                  ? fill(text.changeover, {
                      team: room.teamName,
                      days: room.changeoverDays
                        .map((d) => weekdayIn(d, text.weekdayNames))
                        .join(text.and),
                    })
                  : `${room.teamName}.`}
              </p>
              {closures.length > 0 ? (
                <p>
                  {fill(text.closed, {
                    periods: closures
                      .map(
                        (c) =>
                          `${fill(text.fromTo, { from: dayLabel(c.from, text, dateFormat), to: dayLabel(c.to, text, dateFormat) })}${c.reason ? ` (${c.reason})` : ''}`,
                      )
                      .join('; '),
                  })}
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
            <option value="">{text.chooseRoomOption}</option>
            {teams.map((t) => (
              <optgroup key={t} label={t}>
                {rooms
                  .filter((r) => r.teamName === t)
                  .map((r) => (
                    <option key={r.id} value={r.id}>
                      {fill(r.accessible ? text.roomOptionStepFree : text.roomOption, {
                        name: r.name,
                        beds: fill(text.beds, { count: r.beds }),
                      })}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </FieldRow>
      <div className="vkm-own-fields">
        <FieldRow {...row('starts_on')} label={text.arrive}>
          {(control) => (
            <DayInput
              {...control}
              texts={dayTexts}
              value={values.starts_on}
              onValue={(day) => set('starts_on', day)}
            />
          )}
        </FieldRow>
        <FieldRow {...row('ends_on')} label={text.leave}>
          {(control) => (
            <DayInput
              {...control}
              texts={dayTexts}
              value={values.ends_on}
              onValue={(day) => set('ends_on', day)}
            />
          )}
        </FieldRow>
      </div>
      <FieldRow {...row('notes')} label={text.notes}>
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
        {busy ? text.booking : text.bookMyStay}
      </button>
    </form>
  );
}
