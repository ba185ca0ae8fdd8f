import { useId, useState, type ReactNode } from 'react';
import { downloadBlob } from '../../../app/download.js';
import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { CancelWithReason } from './CancelWithReason.js';
import { OfflineNote } from './OfflineNote.js';
import { shiftsCalendar } from './shiftCalendar.js';
import { ShiftLine } from './ShiftLine.js';
import { canCancel, past, upcoming, type MyShift } from './shifts.js';
import { useMyShifts } from './useMyShifts.js';
import { useMyText } from '../useMyText.js';
import '../me.css';

/**
 * My shifts: upcoming places (cancel with a reason up to 24 hours before),
 * open shifts in my teams with the places left (sign up), past shifts, and the
 * upcoming shifts as an `.ics` calendar file.
 */
export default function MyShiftsScreen() {
  const api = useApi();
  const me = useUser();
  const { userId, mine, open, teamName } = useMyShifts();
  const { announce, message } = useAnnouncer();
  const [busy, setBusy] = useState<string | null>(null);
  const [rowError, setRowError] = useState<{ id: string; text: string } | null>(null);
  // What happened to a shift that left the open list (taken by me, or by someone else first),
  // said where its row was: beside the thumb that pressed the button, not at the top of the page.
  const [inPlace, setInPlace] = useState<{
    id: string;
    index: number;
    text: string;
    ok: boolean;
  } | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The moment the screen opened: what is "upcoming" stays put while it is shown.
  const [now] = useState(() => Date.now());
  const openId = useId();
  const { text, fill } = useMyText();

  const signUp = async (shift: MyShift) => {
    setBusy(shift.id);
    setRowError(null);
    setInPlace(null);
    const index = Math.max(0, open.data?.findIndex((s) => s.id === shift.id) ?? 0);
    try {
      await api.shifts.update(shift.id, { sign_up: true });
      const done = fill(text.placeTaken, { title: shift.title });
      announce(done);
      setInPlace({ id: shift.id, index, text: done, ok: true });
      mine.reload();
      open.reload();
    } catch (e) {
      setRowError({ id: shift.id, text: actionError(e) });
      setInPlace({ id: shift.id, index, text: actionError(e), ok: false });
      open.reload();
    } finally {
      setBusy(null);
    }
  };

  const download = () => {
    const ics = shiftsCalendar(
      upcoming(mine.data ?? [], Date.now()),
      teamName,
      String(me?.organisation.name ?? 'VolunteerKit'),
    );
    downloadBlob(new Blob([ics], { type: 'text/calendar' }), 'my-shifts.ics');
    announce(text.shiftsDownloaded);
  };

  const coming = upcoming(mine.data ?? [], now);
  const done = past(mine.data ?? [], now).slice(0, 5);
  return (
    <Page
      title={text.navShifts}
      actions={
        mine.status === 'success' && coming.length > 0 ? (
          <button type="button" className="vkp-button" onClick={download}>
            {text.downloadShifts}
          </button>
        ) : null
      }
    >
      <StatusLine message={message} />
      <OfflineNote person={userId} />
      <div className="vkm-grid">
        <Card title={text.comingUp}>
          {mine.status === 'success' ? (
            coming.length === 0 ? (
              <p>{text.noneComingUp}</p>
            ) : (
              <ul className="vkm-shifts" aria-label={text.myUpcomingShifts}>
                {coming.map((s) => (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team={teamName(s.teamId)}
                    extra={
                      cancelling === s.id ? (
                        <CancelWithReason
                          question={text.whyNotCome}
                          missing={text.sayWhy}
                          confirm={text.cancelPlace}
                          keep={text.keepPlace}
                          send={async (reason) => {
                            await api.shifts.update(s.id, {
                              cancel_place: true,
                              cancel_reason: reason,
                            });
                            return fill(text.placeCancelled, { title: s.title });
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
                        {text.cancelPlace}
                        <span className="vkp-visually-hidden">
                          {fill(text.cancelPlaceOn, { title: s.title })}
                        </span>
                      </button>
                    ) : (
                      <p className="vkm-note">{text.tooLateToCancel}</p>
                    )}
                  </ShiftLine>
                ))}
              </ul>
            )
          ) : mine.status === 'error' ? (
            <ErrorState error={mine.error} onRetry={mine.reload} />
          ) : (
            <Loading label={text.loadingShifts} />
          )}
        </Card>
        <Card title={<span id={openId}>{text.openShifts}</span>}>
          {open.status === 'success' ? (
            open.data.length === 0 ? (
              <p>{text.noOpenShifts}</p>
            ) : (
              <ul className="vkm-shifts" aria-labelledby={openId}>
                {withInPlace(
                  open.data.map((s) => (
                    <ShiftLine
                      key={s.id}
                      shift={s}
                      team={teamName(s.teamId)}
                      extra={
                        <>
                          <p className="vkm-places">
                            {fill(text.placesLeft, { count: s.placesLeft })}
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
                        {busy === s.id ? text.signingUp : text.signUp}
                        <span className="vkp-visually-hidden">
                          {fill(text.signUpFor, { title: s.title })}
                        </span>
                      </button>
                    </ShiftLine>
                  )),
                  open.data.some((s) => s.id === inPlace?.id) ? null : inPlace,
                  text.listRefreshed,
                )}
              </ul>
            )
          ) : open.status === 'error' ? (
            <ErrorState error={open.error} onRetry={open.reload} />
          ) : (
            <Loading label={text.loadingOpenShifts} />
          )}
          {rowError && open.data?.length === 0 && !inPlace ? (
            <p className="vkp-field-error" role="alert">
              {rowError.text} {text.listRefreshed}
            </p>
          ) : null}
        </Card>
        <Card title={text.pastShifts}>
          {done.length === 0 ? (
            <p>{text.noPastShifts}</p>
          ) : (
            <ul className="vkm-shifts" aria-label={text.myPastShifts}>
              {done.map((s) => (
                <ShiftLine
                  key={s.id}
                  shift={s}
                  done
                  team={teamName(s.teamId)}
                  extra={
                    <p className="vkm-places">
                      {s.myStatus === 'attended'
                        ? text.attended
                        : s.myStatus === 'no_show'
                          ? text.notAttended
                          : text.assigned}
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

/**
 * The open shifts' rows with, where a shift that just left the list was, what became of it
 * (a confirmation, or the refusal and that the list was refreshed).
 */
function withInPlace(
  rows: ReactNode[],
  note: { index: number; text: string; ok: boolean } | null,
  refreshed: string,
): ReactNode[] {
  if (!note) return rows;
  const line = (
    <li
      key="in-place"
      className={note.ok ? 'vkm-in-place' : 'vkm-in-place vkp-field-error'}
      // The confirmation is read out by the page's status line; a refusal interrupts.
      {...(note.ok ? {} : { role: 'alert' })}
    >
      {note.ok ? note.text : `${note.text} ${refreshed}`}
    </li>
  );
  const at = Math.min(note.index, rows.length);
  return [...rows.slice(0, at), line, ...rows.slice(at)];
}
