import { useState, type ReactNode } from 'react';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf } from '../people/usePersonData.js';
import { BookStayForm } from './BookStayForm.js';
import { CancelWithReason } from './CancelWithReason.js';
import {
  dayLabel,
  nights,
  readRoom,
  readStay,
  splitStays,
  type MyStay,
  type StayRoom,
} from './residential.js';
import './me.css';

const STATUS: Record<string, string> = {
  booked: 'Booked',
  completed: 'Stayed',
  cancelled: 'Cancelled',
};

function StayLine({
  stay,
  room,
  children,
}: {
  stay: MyStay;
  room: StayRoom | undefined;
  children?: ReactNode;
}) {
  const n = nights(stay.from, stay.to);
  return (
    <li className="vkm-shift" data-stay={stay.id}>
      <div className="vkm-shift-main">
        <p className="vkm-shift-title">
          {dayLabel(stay.from)} to {dayLabel(stay.to)}
        </p>
        <p className="vkm-shift-where">
          {stay.roomName || room?.name || 'Room'}
          {room?.teamName ? `, ${room.teamName}` : ''} · {n} {n === 1 ? 'night' : 'nights'} ·{' '}
          {STATUS[stay.status] ?? stay.status}
        </p>
        {stay.status === 'cancelled' && stay.cancelReason ? (
          <p className="vkm-note">Reason: {stay.cancelReason}</p>
        ) : null}
      </div>
      {children}
    </li>
  );
}

/**
 * My residential stays: book a room in an available period (the server
 * refuses closed rooms, full rooms, stays across a changeover day and overlaps
 * with my other stays), see my stays, and cancel an upcoming one with a reason.
 */
export default function MyResidentialScreen() {
  const api = useApi();
  const { announce, message } = useAnnouncer();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const [cancelling, setCancelling] = useState<string | null>(null);
  const rooms = useLoad<StayRoom[]>(
    async (signal) => rowsOf(await api.residentialAvailability.list({}, { signal })).map(readRoom),
    'stay-rooms',
  );
  const stays = useLoad<MyStay[]>(
    async (signal) =>
      rowsOf(await api.residentialBookings.list({ per_page: 100 }, { signal })).map(readStay),
    'my-stays',
  );
  const roomOf = (id: string) => rooms.data?.find((r) => r.id === id);
  const { upcoming, others } = splitStays(stays.data ?? [], today);

  return (
    <Page title="My residential stays">
      <StatusLine message={message} />
      <div className="vkm-grid">
        <Card title="My stays">
          {stays.status === 'success' ? (
            upcoming.length === 0 ? (
              <p>You have no stays coming up. Book one with the form.</p>
            ) : (
              <ul className="vkm-shifts" aria-label="My upcoming stays">
                {upcoming.map((s) => (
                  <StayLine key={s.id} stay={s} room={roomOf(s.roomId)}>
                    {cancelling === s.id ? (
                      <CancelWithReason
                        question="Why are you cancelling?"
                        missing="Say why you are cancelling."
                        confirm="Cancel this stay"
                        keep="Keep my stay"
                        errorFields={['cancel_reason', 'status']}
                        send={async (reason) => {
                          await api.residentialBookings.update(s.id, {
                            status: 'cancelled',
                            cancel_reason: reason,
                          });
                          return `Your stay from ${dayLabel(s.from)} was cancelled.`;
                        }}
                        onDone={(text) => {
                          setCancelling(null);
                          announce(text);
                          stays.reload();
                          rooms.reload();
                        }}
                        onClose={() => setCancelling(null)}
                      />
                    ) : (
                      <div className="vkm-shift-actions">
                        <button
                          type="button"
                          className="vkp-button"
                          onClick={() => setCancelling(s.id)}
                        >
                          Cancel this stay
                          <span className="vkp-visually-hidden"> from {dayLabel(s.from)}</span>
                        </button>
                      </div>
                    )}
                  </StayLine>
                ))}
              </ul>
            )
          ) : stays.status === 'error' ? (
            <ErrorState error={stays.error} onRetry={stays.reload} />
          ) : (
            <Loading label="Loading your stays…" />
          )}
        </Card>
        <Card title="Book a stay">
          {rooms.status === 'success' ? (
            rooms.data.length === 0 ? (
              <p>No residential rooms are open for booking.</p>
            ) : (
              <BookStayForm
                rooms={rooms.data}
                today={today}
                onBooked={(text) => {
                  announce(text);
                  stays.reload();
                  rooms.reload();
                }}
              />
            )
          ) : rooms.status === 'error' ? (
            <ErrorState error={rooms.error} onRetry={rooms.reload} />
          ) : (
            <Loading label="Loading rooms…" />
          )}
        </Card>
        {others.length > 0 ? (
          <Card title="Past and cancelled stays">
            <ul className="vkm-shifts" aria-label="My past and cancelled stays">
              {others.slice(0, 10).map((s) => (
                <StayLine key={s.id} stay={s} room={roomOf(s.roomId)} />
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </Page>
  );
}
