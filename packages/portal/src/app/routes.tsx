import { lazy, type ReactElement } from 'react';
import { type RouteObject } from 'react-router';
import { SignInScreen } from '../auth/SignInScreen.js';
import { findNavArea, type NavAreaId } from '../registry/navigation.js';
import { TEAM_PAGE_ACCESS } from '../areas/teams/teamPage.js';
import { AreaGate } from './AreaGate.js';
import { RequireAuth } from './Shell.js';

// One chunk per area: the first screen only loads what it shows.
const DashboardScreen = lazy(() => import('../areas/dashboard/DashboardScreen.js'));
const PeopleScreen = lazy(() => import('../areas/people/PeopleScreen.js'));
const UserRecordScreen = lazy(() => import('../areas/people/UserRecordScreen.js'));
const TeamsScreen = lazy(() => import('../areas/teams/TeamsScreen.js'));
const TeamPageScreen = lazy(() => import('../areas/teams/TeamPageScreen.js'));
const ResidentialScreen = lazy(() => import('../areas/residential/ResidentialScreen.js'));
const AnalyticsScreen = lazy(() => import('../areas/analytics/AnalyticsScreen.js'));
const RotaPlannerScreen = lazy(() => import('../areas/rotas/RotaPlannerScreen.js'));
const AttendeesScreen = lazy(() => import('../areas/events/AttendeesScreen.js'));
const OccupancyScreen = lazy(() => import('../areas/residential-occupancy/OccupancyScreen.js'));
const RecruitmentScreen = lazy(() => import('../areas/recruitment/RecruitmentScreen.js'));
const TasksScreen = lazy(() => import('../areas/tasks/TasksScreen.js'));
const ResourceScreen = lazy(() =>
  import('../registry/screens/ResourceScreen.js').then((m) => ({ default: m.ResourceScreen })),
);
const AreaScreen = lazy(() =>
  import('../registry/screens/AreaScreen.js').then((m) => ({ default: m.AreaScreen })),
);
const CallScreen = lazy(() =>
  import('../registry/screens/AreaScreen.js').then((m) => ({ default: m.CallScreen })),
);
const NotFound = lazy(() =>
  import('../registry/screens/ResourceScreen.js').then((m) => ({ default: m.NotFound })),
);

function gate(areaId: NavAreaId, element: ReactElement): ReactElement {
  const area = findNavArea(areaId)!;
  return (
    <AreaGate rule={area} label={area.label}>
      {element}
    </AreaGate>
  );
}

/** The portal's routes; every screen has a real URL that works after a reload. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInScreen /> },
  {
    path: '/',
    element: <RequireAuth />,
    children: [
      { index: true, element: <DashboardScreen /> },
      { path: 'people', element: gate('people', <PeopleScreen />) },
      { path: 'people/:userId', element: gate('people', <UserRecordScreen />) },
      { path: 'people/:userId/:section', element: gate('people', <UserRecordScreen />) },
      { path: 'teams', element: gate('configuration', <TeamsScreen />) },
      { path: 'rotas/planner', element: gate('rotas', <RotaPlannerScreen />) },
      { path: 'events/attendees', element: gate('events', <AttendeesScreen />) },
      { path: 'residential-occupancy', element: gate('residential', <OccupancyScreen />) },
      { path: 'residential', element: gate('residential', <ResidentialScreen />) },
      { path: 'residential/:section', element: gate('residential', <ResidentialScreen />) },
      { path: 'analytics/:reportId?', element: gate('analytics', <AnalyticsScreen />) },
      { path: 'recruitment', element: gate('recruitment', <RecruitmentScreen />) },
      { path: 'tasks', element: gate('tasks', <TasksScreen />) },
      // The spec's team link (/portal/team/{id}#tab=1&user_id=...): the team page, open to
      // the holders of 'view-related-hierarchy-touchpoints' (not only to Configuration).
      {
        path: 'portal/team/:teamId',
        element: (
          <AreaGate rule={TEAM_PAGE_ACCESS} label="the team page">
            <TeamPageScreen />
          </AreaGate>
        ),
      },
      { path: 'area/:areaId', element: <AreaScreen /> },
      { path: 'call/:callKey', element: <CallScreen /> },
      { path: 'manage/*', element: <ResourceScreen /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
