import { useId, useState, type FormEvent } from 'react';
import { addDays } from '@volunteerkit/api-client/scheduling';
import { errorMessage } from '../../app/states.js';
import { bookingProblem, type Booking } from './occupancy.js';
import type { OccupancyData } from './useOccupancy.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { BusyForm } from '../../app/ui/BusyForm.js';
import { SubmitRow } from '../../app/ui/SubmitRow.js';
import { FormField } from '../../app/ui/FormField.js';
import { NamedOptions } from '../../app/ui/NamedOptions.js';
import { draftControl } from '../../app/draftControl.js';
import { DayInput } from '../../app/ui/DayInput.js';
import { isDayKey } from '../../app/dayText.js';

/** Books a room: room, arrival, departure and guest, checked against the calendar first. */
export function NewBookingForm({
  data,
  defaults,
  onSubmit,
}: {
  data: OccupancyData;
  defaults: { roomId: string; day: string };
  onSubmit: (draft: {
    roomId: string;
    startsOn: string;
    endsOn: string;
    guest: string;
  }) => Promise<void>;
}) {
  const id = useId();
  const [draft, setDraft] = useState({
    roomId: defaults.roomId,
    startsOn: defaults.day,
    endsOn: addDays(defaults.day, 1),
    guest: '',
  });
  const control = draftControl(id, draft, setDraft);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !draft.guest.trim()
      ? 'Enter the guest’s name'
      : !isDayKey(draft.startsOn) || !isDayKey(draft.endsOn)
        ? 'Enter the arrival and departure days as dd/mm/yyyy'
        : bookingProblem(draft, data.bookings, data.unavailable, data.changeoverDays);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onSubmit({ ...draft, guest: draft.guest.trim() });
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <BusyForm className="vkp-form vkr-form" busy={busy} problem={problem} onSubmit={submit}>
      <FormField id={control('guest').id} label="Guest">
        <input {...control('guest')} />
      </FormField>
      <FormField id={control('roomId').id} label="Room">
        <select {...control('roomId')}>
          <NamedOptions items={data.rooms} />
        </select>
      </FormField>
      <div className="vkr-times">
        <FormField id={control('startsOn').id} label="Arrival">
          <DayInput
            id={control('startsOn').id}
            value={draft.startsOn}
            onValue={(day) => setDraft({ ...draft, startsOn: day })}
          />
        </FormField>
        <FormField id={control('endsOn').id} label="Departure">
          <DayInput
            id={control('endsOn').id}
            value={draft.endsOn}
            onValue={(day) => setDraft({ ...draft, endsOn: day })}
          />
        </FormField>
      </div>
      <SubmitRow busy={busy}>Book room</SubmitRow>
    </BusyForm>
  );
}

/** Cancels a booking with one of the organisation's cancel reasons. */
export function CancelBookingForm({
  data,
  booking,
  onCancel,
}: {
  data: OccupancyData;
  booking: Booking;
  onCancel: (reasonId: string | null) => Promise<void>;
}) {
  const id = useId();
  const [reason, setReason] = useState(data.cancelReasons[0]?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const room = data.rooms.find((r) => r.id === booking.roomId)?.name ?? 'Room';
  return (
    <div className="vkr-form">
      <p>
        {booking.guest} in {room}, arriving {booking.startsOn}, leaving {booking.endsOn}.
      </p>
      <FormProblem problem={problem} />
      {data.cancelReasons.length > 0 ? (
        <FormField id={`${id}-reason`} label="Cancel reason">
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)}>
            <NamedOptions items={data.cancelReasons} />
          </select>
        </FormField>
      ) : null}
      <div className="vkp-form-actions">
        <button
          type="button"
          className="vkp-button vkp-danger"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onCancel(reason || null).catch((e: unknown) => {
              setProblem(errorMessage(e));
              setBusy(false);
            });
          }}
        >
          Cancel booking
        </button>
      </div>
    </div>
  );
}
