import { useState } from 'react';
import { Link } from 'react-router';
import { useDisplayName } from '../../app/displayName.js';
import { Page } from '../../app/Page.js';
import { Card } from '../../app/ui/Card.js';
import { StatGrid, StatTile } from '../../app/ui/StatTile.js';
import { Loading } from '../../app/states.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { rowsOf } from '../people/usePersonData.js';
import { ShiftLine } from './ShiftLine.js';
import { hoursThisYear, upcoming } from './shifts.js';
import { useMyShifts } from './useMyShifts.js';
import { waitingFor } from './applications/applicationDetails.js';
import { useApplications } from './applications/useApplications.js';
import './me.css';

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
 * The volunteer's home: the next shifts (date, time, place, team, what to
 * bring), what is waiting (inductions, login messages, applications in
 * progress with the parental consent and references they wait for), unread
 * messages and the hours attended this year.
 */
export default function MyHomeScreen() {
  const name = useDisplayName();
  const { userId, mine, teamName } = useMyShifts();
  const waiting = useWaiting(userId);
  const applications = useApplications(userId);
  // The moment the screen opened: what is "upcoming" stays put while it is shown.
  const [now] = useState(() => Date.now());
  const next = upcoming(mine.data ?? [], now).slice(0, 3);
  const first = name && !name.includes('@') ? name.split(' ')[0] : undefined;
  return (
    <Page title={first ? `Hello, ${first}` : 'Hello'}>
      <StatGrid label="My figures">
        <StatTile
          label="Hours this year"
          value={mine.status === 'success' ? String(hoursThisYear(mine.data, now)) : null}
          hint="from shifts marked attended"
        />
        <StatTile
          label="Shifts coming up"
          value={mine.status === 'success' ? String(upcoming(mine.data, now).length) : null}
          href="/my/shifts"
        />
        <StatTile
          label="Unread messages"
          value={waiting.status === 'success' ? String(waiting.data.unread) : null}
          href="/my/messages"
        />
      </StatGrid>
      <div className="vkm-grid">
        <Card
          title="My next shifts"
          footer={<Link to="/my/shifts">All my shifts and open shifts</Link>}
        >
          {mine.status !== 'success' ? (
            <Loading label="Loading your shifts…" />
          ) : next.length === 0 ? (
            <p>
              No shifts coming up. <Link to="/my/shifts">Find an open shift</Link>.
            </p>
          ) : (
            <ul className="vkm-shifts" aria-label="My next shifts">
              {next.map((s) => (
                <ShiftLine key={s.id} shift={s} team={teamName(s.teamId)} />
              ))}
            </ul>
          )}
        </Card>
        <Card title="Waiting for me">
          {waiting.status !== 'success' ||
          (applications.status !== 'success' && applications.status !== 'error') ? (
            <Loading label="Checking what is waiting…" />
          ) : (
            <ul className="vkm-waiting">
              <li>
                {waiting.data.inductions === 0 ? (
                  'All your inductions are complete.'
                ) : (
                  <Link to="/my/inductions">
                    {waiting.data.inductions === 1
                      ? '1 induction to complete'
                      : `${waiting.data.inductions} inductions to complete`}
                  </Link>
                )}
              </li>
              <li>
                {waiting.data.loginMessages === 0 ? (
                  'No notices to read.'
                ) : (
                  <Link to="/my/messages">
                    {waiting.data.loginMessages === 1
                      ? '1 notice to read and acknowledge'
                      : `${waiting.data.loginMessages} notices to read and acknowledge`}
                  </Link>
                )}
              </li>
              {applications.status === 'error' ? (
                <li>Your applications could not be checked just now.</li>
              ) : null}
              {(applications.data ?? [])
                .filter((a) => a.status === 'pending')
                .map((a) => (
                  <li key={a.id}>
                    <Link to="/my/opportunities">
                      Application to {a.name}: {a.stage}
                    </Link>
                    {waitingFor(a).length > 0 ? (
                      <ul aria-label={`Waiting on ${a.name}`}>
                        {waitingFor(a).map((w) => (
                          <li key={w}>{w}</li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
