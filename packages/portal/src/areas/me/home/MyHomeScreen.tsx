import { useState } from 'react';
import { Link } from 'react-router';
import { useDisplayName } from '../../../app/displayName.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { StatGrid, StatTile } from '../../../app/ui/StatTile.js';
import { Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { ShiftLine } from '../shifts/ShiftLine.js';
import { hoursThisYear, upcoming } from '../shifts/shifts.js';
import { useMyShifts } from '../shifts/useMyShifts.js';
import { OfflineNote } from '../shifts/OfflineNote.js';
import { useMyText } from '../useMyText.js';
import { MyChecksCard } from '../record/MyChecksCard.js';
import { waitingFor } from '../applications/applicationDetails.js';
import { useApplications } from '../applications/useApplications.js';
import { GuardianWaiting } from '../guardians/GuardianWaiting.js';
import { useUser } from '../../../app/hooks.js';
import { HomeKeep } from '../keep/HomeKeep.js';
import '../me.css';

/** What is waiting for the volunteer, counted from their records. */
function useWaiting(userId: string) {
  const api = useApi();
  return useLoad(
    async (signal) => {
      const [inductions, messages, loginMessages] = await Promise.all([
        api.users.inductions(userId).listAll({ per_page: 100 }, { signal }),
        api.users.messaging(userId).listAll({ per_page: 100 }, { signal, maxPages: 5 }),
        api.users.loginMessages(userId).list(undefined, { signal }),
      ]);
      return {
        inductions: rowsOf(inductions).filter((r) => r.status !== 'completed').length,
        unread: rowsOf(messages).filter((r) => r.read !== true).length,
        loginMessages: rowsOf(loginMessages).filter((r) => r.acknowledged !== true).length,
      };
    },
    userId ? `waiting:${userId}` : null,
  );
}

/**
 * The volunteer's home: for a guardian, first what waits for them (consent
 * for a minor's application, with the form in place); the next shifts (date, time, place, team, what to
 * bring), what is waiting (inductions, login messages, applications in
 * progress with the parental consent and references they wait for), unread
 * messages, the hours attended this year, and their vetting checks with
 * when each expires.
 */
export default function MyHomeScreen() {
  const name = useDisplayName();
  const t = useMyText();
  const { text, fill } = t;
  const { userId, mine, teamName } = useMyShifts();
  const waiting = useWaiting(userId);
  const applications = useApplications(userId);
  // The moment the screen opened: what is "upcoming" stays put while it is shown.
  const [now] = useState(() => Date.now());
  const next = upcoming(mine.data ?? [], now).slice(0, 3);
  const first = name && !name.includes('@') ? name.split(' ')[0] : undefined;
  const minors = (useUser()?.guardianOf ?? []).map(String);
  return (
    <Page title={first ? fill(text.helloName, { name: first }) : text.hello}>
      {minors.length > 0 ? <GuardianWaiting minorIds={minors} /> : null}
      <OfflineNote person={userId} />
      <HomeKeep userId={userId} name={name ?? ''} />
      <StatGrid label={text.myFigures}>
        <StatTile
          label={text.hoursThisYear}
          value={mine.status === 'success' ? String(hoursThisYear(mine.data, now)) : null}
          hint={text.hoursHint}
        />
        <StatTile
          label={text.shiftsComingUp}
          value={mine.status === 'success' ? String(upcoming(mine.data, now).length) : null}
          href="/my/shifts"
        />
        <StatTile
          label={text.unreadMessages}
          value={waiting.status === 'success' ? String(waiting.data.unread) : null}
          href="/my/messages"
        />
      </StatGrid>
      <div className="vkm-grid">
        <Card title={text.myNextShifts} footer={<Link to="/my/shifts">{text.allMyShifts}</Link>}>
          {mine.status !== 'success' ? (
            <Loading label={text.loadingShifts} />
          ) : next.length === 0 ? (
            <p>
              {text.noShiftsComingUp} <Link to="/my/shifts">{text.findOpenShift}</Link>.
            </p>
          ) : (
            <ul className="vkm-shifts" aria-label={text.myNextShifts}>
              {next.map((s) => (
                <ShiftLine key={s.id} shift={s} team={teamName(s.teamId)} />
              ))}
            </ul>
          )}
        </Card>
        <Card title={text.waitingForMe}>
          {waiting.status !== 'success' ||
          (applications.status !== 'success' && applications.status !== 'error') ? (
            <Loading label={text.checkingWaiting} />
          ) : (
            <ul className="vkm-waiting">
              <li>
                {waiting.data.inductions === 0 ? (
                  text.inductionsComplete
                ) : (
                  <Link to="/my/inductions">
                    {fill(text.inductionsToComplete, { count: waiting.data.inductions })}
                  </Link>
                )}
              </li>
              <li>
                {waiting.data.loginMessages === 0 ? (
                  text.noNotices
                ) : (
                  <Link to="/my/messages">
                    {fill(text.noticesToRead, { count: waiting.data.loginMessages })}
                  </Link>
                )}
              </li>
              {applications.status === 'error' ? <li>{text.applicationsUnchecked}</li> : null}
              {(applications.data ?? [])
                .filter((a) => a.status === 'pending')
                .map((a) => (
                  <li key={a.id}>
                    <Link to="/my/opportunities">
                      {fill(text.applicationStage, { name: a.name, stage: a.stage })}
                    </Link>
                    {waitingFor(a, t).length > 0 ? (
                      <ul aria-label={fill(text.waitingOn, { name: a.name })}>
                        {waitingFor(a, t).map((w) => (
                          <li key={w}>{w}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
            </ul>
          )}
        </Card>
        <MyChecksCard userId={userId} />
      </div>
    </Page>
  );
}
