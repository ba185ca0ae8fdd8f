import { useState } from 'react';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { useDisplayName } from '../../app/displayName.js';
import { ActivitiesPanel } from './ActivitiesPanel.js';
import { PeoplePanel } from './PeoplePanel.js';
import { QuickActions } from './QuickActions.js';
import { RecentPanel } from './RecentPanel.js';
import { StatsPanel, TrendPanel } from './StatsSection.js';
import { useDashboardData } from './useDashboardData.js';
import './dashboard.css';

/**
 * The dashboard: the organisation's headline figures, starters and leavers by
 * month, what is coming up, who started and left recently, recent actions and
 * quick links to the common tasks, all read from the API. Sections the user's
 * role or package does not include are left out, with a word saying so.
 */
export default function DashboardScreen() {
  const user = useUser();
  const displayName = useDisplayName();
  const [today] = useState(() => new Date());
  const data = useDashboardData(user, today);
  return (
    <Page title="Dashboard">
      <div className="vkd">
        <p className="vkd-welcome">Welcome{displayName ? `, ${displayName}` : ''}.</p>
        <QuickActions user={user} />
        {data.analytics ? <StatsPanel stats={data.stats} /> : null}
        <div className="vkd-cols">
          <div className="vkd-col">
            {data.analytics ? (
              <>
                <ActivitiesPanel upcoming={data.upcoming} today={today} />
                <PeoplePanel starters={data.starters} leavers={data.leavers} />
              </>
            ) : (
              <p className="vkd-note">
                Organisation figures, upcoming activities and starters and leavers are part of
                Analytics, which your role or package does not include.
              </p>
            )}
          </div>
          <div className="vkd-col">
            {data.analytics ? <TrendPanel chart={data.chart} /> : null}
            {data.recentAllowed ? <RecentPanel recent={data.recent} /> : null}
          </div>
        </div>
      </div>
    </Page>
  );
}
