import { useCallback, useMemo, useState } from 'react';
import { useDefaultTeams } from '../../app/useDefaultTeams.js';
import { useApi } from '../../app/useApi.js';
import { newestAdvertTeam } from '../residential/advertTeams.js';
import { useSearchParams } from 'react-router';
import { dateKeyIn, parseDateKey } from '@volunteerkit/api-client/scheduling';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import { formatDateRange } from '../../presentation/formats.js';
import { ErrorState, isRetryable, Loading } from '../../app/states.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import { useLedTeams } from '../teams/useLedTeams.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { Dialog } from '../../app/ui/Dialog.js';
import { CancelBookingForm, NewBookingForm } from './BookingForms.js';
import { OccupancyGrid } from './OccupancyGrid.js';
import { nights, type Booking } from './occupancy.js';
import { useOccupancy } from './useOccupancy.js';
import '../rotas/rotas.css';
import './occupancy.css';
import { useTeamTree } from '../teams/useTeamTree.js';
import { FormField } from '../../app/ui/FormField.js';
import { DayInput } from '../../app/ui/DayInput.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const NIGHTS = 14;

function validDate(text: string | null): string | null {
  try {
    return text ? (parseDateKey(text), text) : null;
  } catch {
    return null;
  }
}

/**
 * The residential occupancy calendar: a team's rooms against 14 nights, with
 * bookings, unavailable periods and changeover days; booking a free night and
 * cancelling a booking with a reason. Changes are announced in a live region.
 */
export default function OccupancyScreen() {
  const user = useUser();
  const org = user?.organisation.timezone;
  const timezone = typeof org === 'string' && org ? org : (user?.timezone ?? DEFAULT_TIMEZONE);
  const [params, setParams] = useSearchParams();
  const team = params.get('team');
  const teamId = team && ID.test(team) ? team : null;
  const from = validDate(params.get('from')) ?? dateKeyIn(new Date(), timezone);
  const days = useMemo(() => nights(from, NIGHTS), [from]);
  const tree = useTeamTree();
  // A team leader chooses among the teams they lead (the server refuses the others' rooms).
  const led = useLedTeams(tree.nodes);
  const nodes = led.nodes;
  const { announce, message } = useAnnouncer();
  const api = useApi();
  const occupancy = useOccupancy(teamId);
  // Opens on the user's last team here, else their own first team, else a team with rooms
  // (a team the server refused is not remembered).
  useDefaultTeams(
    'occupancy',
    teamId ? [teamId] : [],
    ([first]) => {
      if (first) setParams({ team: first, from }, { replace: true });
    },
    (signal) => newestAdvertTeam(api, signal),
    occupancy.status === 'error' && !isRetryable(occupancy.error),
  );
  const [dialog, setDialog] = useState<
    { kind: 'book'; roomId: string; day: string } | { kind: 'cancel'; booking: Booking } | null
  >(null);
  const close = useCallback(() => setDialog(null), [setDialog]);
  const data = occupancy.status === 'success' ? occupancy.data : null;

  return (
    <Page title="Room occupancy">
      <div className="vkr">
        <div className="vkr-toolbar">
          <TeamPicker
            teams={nodes}
            value={teamId}
            onChange={(id) => setParams(id === null ? { from } : { team: String(id), from })}
          />
          <FormField id="vko-from" label="From">
            <DayInput
              id="vko-from"
              value={from}
              onValue={(day) => {
                if (validDate(day)) setParams({ ...(teamId ? { team: teamId } : {}), from: day });
              }}
            />
          </FormField>
        </div>
        {led.note ? <p className="vkr-help">{led.note}</p> : null}
        <StatusLine message={message} />
        {!teamId ? (
          <p>Choose a team to see its rooms.</p>
        ) : occupancy.status === 'error' ? (
          <ErrorState error={occupancy.error} onRetry={occupancy.reload} />
        ) : !data ? (
          <Loading label="Loading rooms…" />
        ) : data.rooms.length === 0 ? (
          <p>This team has no rooms.</p>
        ) : (
          <OccupancyGrid
            data={data}
            days={days}
            onBook={(roomId, day) => setDialog({ kind: 'book', roomId, day })}
            onOpenBooking={(booking) => setDialog({ kind: 'cancel', booking })}
          />
        )}
        {tree.status === 'error' ? <ErrorState error={tree.error} onRetry={tree.reload} /> : null}
      </div>
      <Dialog open={dialog?.kind === 'book'} title="Book a room" onClose={close}>
        {dialog?.kind === 'book' && data ? (
          <NewBookingForm
            data={data}
            defaults={dialog}
            onSubmit={async (draft) => {
              await occupancy.api.residentialBookings.store({
                team_id: Number(teamId),
                room_id: Number(draft.roomId),
                starts_on: draft.startsOn,
                ends_on: draft.endsOn,
                guest_name: draft.guest,
                status: 'booked',
              });
              occupancy.reload();
              close();
              announce(
                `${draft.guest} booked for ${formatDateRange(draft.startsOn, draft.endsOn)}.`,
              );
            }}
          />
        ) : null}
      </Dialog>
      <Dialog open={dialog?.kind === 'cancel'} title="Booking" onClose={close}>
        {dialog?.kind === 'cancel' && data ? (
          <CancelBookingForm
            data={data}
            booking={dialog.booking}
            onCancel={async (reasonId) => {
              await occupancy.api.residentialBookings.update(dialog.booking.id, {
                status: 'cancelled',
                ...(reasonId
                  ? { cancel_reason_id: /^\d+$/.test(reasonId) ? Number(reasonId) : reasonId }
                  : {}),
              });
              occupancy.reload();
              close();
              announce(`Booking of ${dialog.booking.guest} cancelled.`);
            }}
          />
        ) : null}
      </Dialog>
    </Page>
  );
}
