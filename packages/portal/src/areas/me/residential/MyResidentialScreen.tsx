import { useState, type ReactNode } from 'react';
import { useDateSettings } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { BookStayForm } from './BookStayForm.js';
import { useMyText } from '../useMyText.js';
import { CancelWithReason } from '../shifts/CancelWithReason.js';
import {
  dayLabel,
  nights,
  readRoom,
  readStay,
  splitStays,
  type MyStay,
  type StayRoom,
} from './residential.js';
import '../me.css';

function StayLine({
  stay,
  room,
  children,
}: {
  stay: MyStay;
  room: StayRoom | undefined;
  children?: ReactNode;
}) {
  const { text, fill } = useMyText();
  const { dateFormat } = useDateSettings();
  const n = nights(stay.from, stay.to);
  const status: Record<string, string> = {
    booked: text.stayBooked,
    completed: text.stayStayed,
    cancelled: text.stayCancelledStatus,
  };
  return (
    <li className="vkm-shift" data-stay={stay.id}>
      <div className="vkm-shift-main">
        <p className="vkm-shift-title">
          {fill(text.fromTo, {
            from: dayLabel(stay.from, text, dateFormat),
            to: dayLabel(stay.to, text, dateFormat),
          })}
        </p>
        <p className="vkm-shift-where">
          {stay.roomName || room?.name || text.room}
          {room?.teamName ? `, ${room.teamName}` : ''} · {fill(text.nights, { count: n })} ·{' '}
          {status[stay.status] ?? stay.status}
        </p>
        {stay.status === 'cancelled' && stay.cancelReason ? (
          <p className="vkm-note">{fill(text.reason, { reason: stay.cancelReason })}</p>
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
  const { text, fill } = useMyText();
  const { dateFormat } = useDateSettings();
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
    <Page title={text.navResidential}>
      <StatusLine message={message} />
      <div className="vkm-grid">
        <Card title={text.myStays}>
          {stays.status === 'success' ? (
            upcoming.length === 0 ? (
              <p>{text.noStaysComingUp}</p>
            ) : (
              <ul className="vkm-shifts" aria-label={text.myUpcomingStays}>
                {upcoming.map((s) => (
                  <StayLine key={s.id} stay={s} room={roomOf(s.roomId)}>
                    {cancelling === s.id ? (
                      <CancelWithReason
                        question={text.whyCancelling}
                        missing={text.sayWhyCancelling}
                        confirm={text.cancelStay}
                        keep={text.keepStay}
                        errorFields={['cancel_reason', 'status']}
                        send={async (reason) => {
                          await api.residentialBookings.update(s.id, {
                            status: 'cancelled',
                            cancel_reason: reason,
                          });
                          return fill(text.stayCancelled, {
                            day: dayLabel(s.from, text, dateFormat),
                          });
                        }}
                        onDone={(done) => {
                          setCancelling(null);
                          announce(done);
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
                          {text.cancelStay}
                          <span className="vkp-visually-hidden">
                            {fill(text.cancelStayFrom, { day: dayLabel(s.from, text, dateFormat) })}
                          </span>
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
            <Loading label={text.loadingStays} />
          )}
        </Card>
        <Card title={text.bookStay}>
          {rooms.status === 'success' ? (
            rooms.data.length === 0 ? (
              <p>{text.noRooms}</p>
            ) : (
              <BookStayForm
                rooms={rooms.data}
                today={today}
                onBooked={(booked) => {
                  announce(booked);
                  stays.reload();
                  rooms.reload();
                }}
              />
            )
          ) : rooms.status === 'error' ? (
            <ErrorState error={rooms.error} onRetry={rooms.reload} />
          ) : (
            <Loading label={text.loadingRooms} />
          )}
        </Card>
        {others.length > 0 ? (
          <Card title={text.pastStays}>
            <ul className="vkm-shifts" aria-label={text.myPastStays}>
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
