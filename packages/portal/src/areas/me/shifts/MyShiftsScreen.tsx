import { useId, useState, type ReactNode } from 'react';
import { downloadBlob } from '../../../app/download.js';
import { useDateSettings, useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { actionError } from '../../people/usePersonData.js';
import { CancelWithReason } from './CancelWithReason.js';
import { OfflineNote } from './OfflineNote.js';
import { CheckInDisclosure } from './CheckInDisclosure.js';
import { shiftsCalendar } from './shiftCalendar.js';
import { ShiftLine } from './ShiftLine.js';
import { canCancel, past, readShift, upcoming, type MyShift } from './shifts.js';
import { isRecord } from '../../../registry/infer.js';
import { useMyShifts } from './useMyShifts.js';
import { useMyText } from '../useMyText.js';
import { formatDateTime } from '../when.js';
import '../me.css';

/** The waitlist actions of a volunteer (`PUT /shifts/{id}` with one of them `true`). */
type WaitlistAction = 'join_waitlist' | 'leave_waitlist' | 'accept_offer' | 'decline_offer';

/**
 * My shifts: upcoming places (cancel with a reason up to 24 hours before),
 * open shifts in my teams with the places left (sign up), full ones with their
 * waitlist (join or leave it, see my position, take or turn down a place
 * offered to me), past shifts, and the upcoming shifts as an `.ics` calendar file.
 */
export default function MyShiftsScreen() {
  const api = useApi();
  const me = useUser();
  const { userId, mine, open, full, teamName } = useMyShifts();
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
  const fullId = useId();
  const { text, fill } = useMyText();
  const settings = useDateSettings();

  const onWaitlist = async (shift: MyShift, action: WaitlistAction) => {
    setBusy(shift.id);
    setRowError(null);
    setInPlace(null);
    try {
      const answer = (await api.shifts.update(shift.id, { [action]: true })) as unknown;
      const record = (answer as { data?: unknown })?.data;
      const after = isRecord(record) ? readShift(record, String(me?.id ?? '')) : undefined;
      const said =
        action === 'join_waitlist'
          ? fill(text.waitlistJoined, { title: shift.title, position: after?.waitPosition ?? 1 })
          : action === 'leave_waitlist'
            ? fill(text.waitlistLeft, { title: shift.title })
            : action === 'accept_offer'
              ? fill(text.placeTaken, { title: shift.title })
              : fill(text.offerTurnedDown, { title: shift.title });
      announce(said);
      mine.reload();
      open.reload();
      full.reload();
    } catch (e) {
      setRowError({ id: shift.id, text: actionError(e) });
      full.reload();
    } finally {
      setBusy(null);
    }
  };

  /** What a row of the open shifts says about its places, and the buttons it offers. */
  const openRow = (s: MyShift): { note: string; buttons: ReactNode } => {
    const hidden = (
      <span className="vkp-visually-hidden">{fill(text.waitlistFor, { title: s.title })}</span>
    );
    const button = (action: WaitlistAction, label: string, primary = false) => (
      <button
        type="button"
        className={primary ? 'vkp-button vkp-primary' : 'vkp-button'}
        disabled={busy !== null}
        onClick={() => void onWaitlist(s, action)}
      >
        {label}
        {hidden}
      </button>
    );
    if (s.offeredUntil)
      return {
        note: fill(text.placeOffered, {
          until: formatDateTime(s.offeredUntil, settings, text),
        }),
        buttons: (
          <>
            {button('accept_offer', text.takePlace, true)}
            {button('decline_offer', text.turnDown)}
          </>
        ),
      };
    if (s.waitPosition !== null)
      return {
        note: fill(text.waitPosition, { position: s.waitPosition }),
        buttons: button('leave_waitlist', text.leaveWaitlist),
      };
    if (s.placesLeft === 0)
      return { note: text.shiftFull, buttons: button('join_waitlist', text.joinWaitlist, true) };
    return {
      note: fill(text.placesLeft, { count: s.placesLeft }),
      buttons: (
        <button
          type="button"
          className="vkp-button vkp-primary"
          disabled={busy !== null}
          onClick={() => void signUp(s)}
        >
          {busy === s.id ? text.signingUp : text.signUp}
          <span className="vkp-visually-hidden">{fill(text.signUpFor, { title: s.title })}</span>
        </button>
      ),
    };
  };

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

  // The open list holds the shifts with a place to take; the full ones, with their waitlist, apart.
  const openRows = open.data ?? [];
  const fullRows = full.data ?? [];
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
                            full.reload();
                          }}
                          onClose={() => setCancelling(null)}
                        />
                      ) : (
                        <CheckInDisclosure shift={s} />
                      )
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
            openRows.length === 0 ? (
              <p>{text.noOpenShifts}</p>
            ) : (
              <ul className="vkm-shifts" aria-labelledby={openId}>
                {withInPlace(
                  openRows.map((s) => {
                    const row = openRow(s);
                    return (
                      <ShiftLine
                        key={s.id}
                        shift={s}
                        team={teamName(s.teamId)}
                        extra={
                          <>
                            <p className="vkm-places">{row.note}</p>
                            {rowError?.id === s.id ? (
                              <p className="vkp-field-error" role="alert">
                                {rowError.text}
                              </p>
                            ) : null}
                          </>
                        }
                      >
                        {row.buttons}
                      </ShiftLine>
                    );
                  }),
                  openRows.some((s) => s.id === inPlace?.id) ? null : inPlace,
                  text.listRefreshed,
                )}
              </ul>
            )
          ) : open.status === 'error' ? (
            <ErrorState error={open.error} onRetry={open.reload} />
          ) : (
            <Loading label={text.loadingOpenShifts} />
          )}
          {rowError &&
          openRows.length === 0 &&
          !inPlace &&
          !fullRows.some((s) => s.id === rowError.id) ? (
            <p className="vkp-field-error" role="alert">
              {rowError.text} {text.listRefreshed}
            </p>
          ) : null}
        </Card>
        {fullRows.length > 0 ? (
          <Card title={<span id={fullId}>{text.fullShifts}</span>}>
            <ul className="vkm-shifts" aria-labelledby={fullId}>
              {fullRows.map((s) => {
                const row = openRow(s);
                return (
                  <ShiftLine
                    key={s.id}
                    shift={s}
                    team={teamName(s.teamId)}
                    extra={
                      <>
                        <p className={s.offeredUntil ? 'vkm-places vkm-offer' : 'vkm-places'}>
                          {row.note}
                        </p>
                        {rowError?.id === s.id ? (
                          <p className="vkp-field-error" role="alert">
                            {rowError.text}
                          </p>
                        ) : null}
                      </>
                    }
                  >
                    {row.buttons}
                  </ShiftLine>
                );
              })}
            </ul>
          </Card>
        ) : null}
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
