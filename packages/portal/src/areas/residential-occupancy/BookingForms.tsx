import { useId, useState, type FormEvent } from 'react';
import { addDays } from '@volunteerkit/api-client/scheduling';
import { errorMessage } from '../../app/states.js';
import { bookingProblem, type Booking } from './occupancy.js';
import type { OccupancyData } from './useOccupancy.js';
import { FormProblem } from '../../app/ui/FormProblem.js';
import { BusyForm } from '../../app/ui/BusyForm.js';
import { SubmitRow } from '../../app/ui/SubmitRow.js';
import { FormField } from '../../app/ui/FormField.js';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !draft.guest.trim()
      ? 'Enter the guest’s name'
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
      <FormField id={`${id}-guest`} label="Guest">
        <input
          id={`${id}-guest`}
          value={draft.guest}
          onChange={(e) => setDraft({ ...draft, guest: e.target.value })}
        />
      </FormField>
      <FormField id={`${id}-room`} label="Room">
        <select
          id={`${id}-room`}
          value={draft.roomId}
          onChange={(e) => setDraft({ ...draft, roomId: e.target.value })}
        >
          {data.rooms.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </FormField>
      <div className="vkr-times">
        <FormField id={`${id}-from`} label="Arrival">
          <input
            id={`${id}-from`}
            type="date"
            value={draft.startsOn}
            onChange={(e) => setDraft({ ...draft, startsOn: e.target.value })}
          />
        </FormField>
        <FormField id={`${id}-to`} label="Departure">
          <input
            id={`${id}-to`}
            type="date"
            value={draft.endsOn}
            onChange={(e) => setDraft({ ...draft, endsOn: e.target.value })}
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
            {data.cancelReasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
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
