import { useId, useState } from 'react';
import { downloadBlob } from '../../app/download.js';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { actionError } from '../people/usePersonData.js';
import { CancelWithReason } from './CancelWithReason.js';
import { shiftsCalendar } from './shiftCalendar.js';
import { ShiftLine } from './ShiftLine.js';
import { canCancel, past, upcoming, type MyShift } from './shifts.js';
import { useMyShifts } from './useMyShifts.js';
import './me.css';

/**
 * My shifts: upcoming places (cancel with a reason up to 24 hours before),
 * open shifts in my teams with the places left (sign up), past shifts, and the
 * upcoming shifts as an `.ics` calendar file.
 */
export default function MyShiftsScreen() {
  const api = useApi();
  const me = useUser();
  const { mine, open, teamName } = useMyShifts();
  const { announce, message } = useAnnouncer();
  const [busy, setBusy] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ id: string; text: string } | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The moment the screen opened: what is "upcoming" stays put while it is shown.
  const [now] = useState(() => Date.now());
  const openId = useId();

  const signUp = async (shift: MyShift) => {
    setBusy(shift.id);
    setRowError(null);
    try {
      await api.shifts.update(shift.id, { sign_up: true });
      announce(`You have a place on ${shift.title}.`);
      mine.reload();
      open.reload();
    } catch (e) {
      setRowError({ id: shift.id, text: actionError(e) });
      open.reload();
    } finally {
      setBusy(null);
    }
  };

  const download = () => {
    const text = shiftsCalendar(
      upcoming(mine.data ?? [], Date.now()),
      teamName,
      String(me?.organisation.name ?? 'VolunteerKit'),
    );
    downloadBlob(new Blob([text], { type: 'text/calendar' }), 'my-shifts.ics');
    announce('Your shifts calendar was downloaded.');
  };

  const coming = upcoming(mine.data ?? [], now);
  const done = past(mine.data ?? [], now).slice(0, 5);
  return (
    <Page
      title="My shifts"
      actions={
        mine.status === 'success' && coming.length > 0 ? (
          <button type="button" className="vkp-button" onClick={download}>
            Download my shifts (.ics)
          </button>
        ) : null
      }
    >
      <StatusLine message={message} />
      <div className="vkm-grid">
        <Card title="Coming up">
          {mine.status === 'success' ? (
            coming.length === 0 ? (
              <p>You have no shifts coming up. Sign up for an open shift below.</p>
            ) : (
              <ul className="vkm-shifts" aria-label="My upcoming shifts">
                {coming.map((s) => (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team={teamName(s.teamId)}
                    extra={
                      cancelling === s.id ? (
                        <CancelWithReason
                          question="Why can you not come?"
                          missing="Say why you cannot come."
                          confirm="Cancel my place"
                          keep="Keep my place"
                          send={async (reason) => {
                            await api.shifts.update(s.id, {
                              cancel_place: true,
                              cancel_reason: reason,
                            });
                            return `Your place on ${s.title} was cancelled.`;
                          }}
                          onDone={(text) => {
                            setCancelling(null);
                            announce(text);
                            mine.reload();
                            open.reload();
                          }}
                          onClose={() => setCancelling(null)}
                        />
                      ) : null
                    }
                  >
                    {cancelling === s.id ? null : canCancel(s, now) ? (
                      <button
                        type="button"
                        className="vkp-button"
                        onClick={() => setCancelling(s.id)}
                      >
                        Cancel my place<span className="vkp-visually-hidden"> on {s.title}</span>
                      </button>
                    ) : (
                      <p className="vkm-note">Less than 24 hours to go: tell your coordinator.</p>
                    )}
                  </ShiftLine>
                ))}
              </ul>
            )
          ) : mine.status === 'error' ? (
            <ErrorState error={mine.error} onRetry={mine.reload} />
          ) : (
            <Loading label="Loading your shifts…" />
          )}
        </Card>
        <Card title={<span id={openId}>Open shifts in my teams</span>}>
          {open.status === 'success' ? (
            open.data.length === 0 ? (
              <p>No open shifts in your teams right now.</p>
            ) : (
              <ul className="vkm-shifts" aria-labelledby={openId}>
                {open.data.map((s) => (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team={teamName(s.teamId)}
                    extra={
                      <>
                        <p className="vkm-places">
                          {s.placesLeft === 1 ? '1 place left' : `${s.placesLeft} places left`}
                        </p>
                        {rowError?.id === s.id ? (
                          <p className="vkp-field-error" role="alert">
                            {rowError.text}
                          </p>
                        ) : null}
                      </>
                    }
                  >
                    <button
                      type="button"
                      className="vkp-button vkp-primary"
                      disabled={busy !== null}
                      onClick={() => void signUp(s)}
                    >
                      {busy === s.id ? 'Signing up…' : 'Sign up'}
                      <span className="vkp-visually-hidden"> for {s.title}</span>
                    </button>
                  </ShiftLine>
                ))}
              </ul>
            )
          ) : open.status === 'error' ? (
            <ErrorState error={open.error} onRetry={open.reload} />
          ) : (
            <Loading label="Loading open shifts…" />
          )}
          {rowError && !open.data?.some((s) => s.id === rowError.id) ? (
            <p className="vkp-field-error" role="alert">
              {rowError.text} The list has been refreshed.
            </p>
          ) : null}
        </Card>
        <Card title="Past shifts">
          {done.length === 0 ? (
            <p>No past shifts yet.</p>
          ) : (
            <ul className="vkm-shifts" aria-label="My past shifts">
              {done.map((s) => (
                <ShiftLine
                  key={s.id}
                  shift={s}
                  done
                  team={teamName(s.teamId)}
                  extra={
                    <p className="vkm-places">
                      {s.myStatus === 'attended'
                        ? 'Attended'
                        : s.myStatus === 'no_show'
                          ? 'Not attended'
                          : 'Assigned'}
                    </p>
                  }
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
