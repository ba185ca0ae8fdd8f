import { type ReactElement, type ReactNode } from 'react';
import { type RouteObject } from 'react-router';
import { findNavArea, type NavAreaId } from './registry/navigation.js';
import { RequireAuth } from './RequireAuth.js';
import { lazyScreen, preloadRoute } from './app/preload.js';
import { SignInRoute } from './app/shell/SignInRoute.js';
import { StaffOrOwnHome } from './areas/me/home/StaffOrOwnHome.js';

// One chunk per area: the first screen (sign-in) only loads what it shows.
const AreaGate = lazyScreen(() =>
  import('./app/AreaGate.js').then((m) => ({ default: m.AreaGate })),
);
const SectionScreen = lazyScreen(() => import('./registry/screens/SectionScreen.js'));
const ExplorerHome = lazyScreen(() =>
  import('./registry/screens/AreaScreen.js').then((m) => ({ default: m.ExplorerHome })),
);
// The team page's own rule (not only Configuration), loaded with the page.
const TeamPageGate = lazyScreen(() =>
  Promise.all([import('./app/AreaGate.js'), import('./areas/teams/teamPage.js')]).then(
    ([{ AreaGate: Gate }, { TEAM_PAGE_ACCESS }]) => ({
      default: ({ children }: { children: ReactNode }) => (
        <Gate rule={TEAM_PAGE_ACCESS} label="the team page">
          {children}
        </Gate>
      ),
    }),
  ),
);
const DashboardScreen = lazyScreen(() => import('./areas/dashboard/DashboardScreen.js'));
const PeopleScreen = lazyScreen(() => import('./areas/people/PeopleScreen.js'));
const AddPersonScreen = lazyScreen(() => import('./areas/people/add/AddPersonScreen.js'));
const UserRecordScreen = lazyScreen(() => import('./areas/people/UserRecordScreen.js'));
const TeamsScreen = lazyScreen(() => import('./areas/teams/TeamsScreen.js'));
const TeamPageScreen = lazyScreen(() => import('./areas/teams/TeamPageScreen.js'));
const ResidentialScreen = lazyScreen(() => import('./areas/residential/ResidentialScreen.js'));
const AnalyticsScreen = lazyScreen(() => import('./areas/analytics/AnalyticsScreen.js'));
const RotaPlannerScreen = lazyScreen(() => import('./areas/rotas/RotaPlannerScreen.js'));
const KioskScreen = lazyScreen(() => import('./areas/rotas/KioskScreen.js'));
const OrganisationSettingsScreen = lazyScreen(
  () => import('./areas/organisation/OrganisationSettingsScreen.js'),
);
const AttendeesScreen = lazyScreen(() => import('./areas/events/AttendeesScreen.js'));
const EventsScheduleScreen = lazyScreen(() => import('./areas/events/EventsScheduleScreen.js'));
const EventPageScreen = lazyScreen(() => import('./areas/events/EventPageScreen.js'));
const AdvertsScreen = lazyScreen(() => import('./areas/residential/AdvertsScreen.js'));
const OccupancyScreen = lazyScreen(
  () => import('./areas/residential-occupancy/OccupancyScreen.js'),
);
const CommunicationScreen = lazyScreen(
  () => import('./areas/communication/CommunicationScreen.js'),
);
const RecruitmentScreen = lazyScreen(() => import('./areas/recruitment/RecruitmentScreen.js'));
const ApplicationRecordScreen = lazyScreen(
  () => import('./areas/recruitment/ApplicationRecordScreen.js'),
);
const SafetyHomeScreen = lazyScreen(() => import('./areas/safety/SafetyHomeScreen.js'));
const RequirementsScreen = lazyScreen(() => import('./areas/safety/RequirementsScreen.js'));
const TasksScreen = lazyScreen(() => import('./areas/tasks/TasksScreen.js'));
const OpportunitiesScreen = lazyScreen(
  () => import('./areas/opportunities/OpportunitiesScreen.js'),
);
const ExpenseApprovalsScreen = lazyScreen(
  () => import('./areas/expenses/ExpenseApprovalsScreen.js'),
);
// The signed-in person's own screens (issue 28).
const MyHomeScreen = lazyScreen(() => import('./areas/me/home/MyHomeScreen.js'));
const MyShiftsScreen = lazyScreen(() => import('./areas/me/shifts/MyShiftsScreen.js'));
const MyExpensesScreen = lazyScreen(() => import('./areas/me/expenses/MyExpensesScreen.js'));
const MyResidentialScreen = lazyScreen(
  () => import('./areas/me/residential/MyResidentialScreen.js'),
);
const MyInductionsScreen = lazyScreen(() => import('./areas/me/record/MyInductionsScreen.js'));
const MyMessagesScreen = lazyScreen(() => import('./areas/me/inbox/MyMessagesScreen.js'));
const MyContactScreen = lazyScreen(() => import('./areas/me/record/MyContactScreen.js'));
const MyOpportunitiesScreen = lazyScreen(
  () => import('./areas/me/applications/MyOpportunitiesScreen.js'),
);
const MyAvailabilityScreen = lazyScreen(() => import('./areas/me/shifts/MyAvailabilityScreen.js'));
const MySkillsScreen = lazyScreen(() => import('./areas/me/record/MySkillsScreen.js'));
const MyKeepScreen = lazyScreen(() => import('./areas/me/keep/MyKeepScreen.js'));
const MySettingsScreen = lazyScreen(() => import('./areas/me/settings/MySettingsScreen.js'));
const NotificationsScreen = lazyScreen(() => import('./app/shell/NotificationsScreen.js'));
const PeopleInCareScreen = lazyScreen(() => import('./areas/me/guardians/PeopleInCareScreen.js'));
const ResourceScreen = lazyScreen(() =>
  import('./registry/screens/ResourceScreen.js').then((m) => ({ default: m.ResourceScreen })),
);
const AreaScreen = lazyScreen(() =>
  import('./registry/screens/AreaScreen.js').then((m) => ({ default: m.AreaScreen })),
);
const CallScreen = lazyScreen(() =>
  import('./registry/screens/AreaScreen.js').then((m) => ({ default: m.CallScreen })),
);
const NotFound = lazyScreen(() =>
  import('./registry/screens/ResourceScreen.js').then((m) => ({ default: m.NotFound })),
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
  { path: '/sign-in', element: <SignInRoute /> },
  {
    path: '/',
    element: <RequireAuth />,
    children: [
      { index: true, element: <StaffOrOwnHome staff={<DashboardScreen />} /> },
      { path: 'my', element: <MyHomeScreen /> },
      { path: 'my/shifts', element: <MyShiftsScreen /> },
      { path: 'my/expenses', element: <MyExpensesScreen /> },
      { path: 'my/residential', element: <MyResidentialScreen /> },
      { path: 'my/inductions', element: <MyInductionsScreen /> },
      { path: 'my/messages', element: <MyMessagesScreen /> },
      { path: 'my/contact', element: <MyContactScreen /> },
      { path: 'my/opportunities', element: <MyOpportunitiesScreen /> },
      { path: 'my/availability', element: <MyAvailabilityScreen /> },
      { path: 'my/skills', element: <MySkillsScreen /> },
      { path: 'my/recognitions', element: <MyKeepScreen /> },
      { path: 'my/settings', element: <MySettingsScreen /> },
      { path: 'my/care', element: <PeopleInCareScreen /> },
      { path: 'notifications', element: <NotificationsScreen /> },
      { path: 'people', element: gate('people', <PeopleScreen />) },
      // "Add a person" (the bespoke form, instead of the generic create screen).
      { path: 'people/new', element: gate('people', <AddPersonScreen />) },
      { path: 'manage/users/new', element: gate('people', <AddPersonScreen />) },
      // One route per record (optional section): switching tabs keeps the screen mounted.
      { path: 'people/:userId/:section?', element: gate('people', <UserRecordScreen />) },
      { path: 'me/:section?', element: <UserRecordScreen /> },
      { path: 'teams', element: gate('configuration', <TeamsScreen />) },
      { path: 'rotas/planner', element: gate('rotas', <RotaPlannerScreen />) },
      { path: 'kiosk', element: gate('rotas', <KioskScreen />) },
      { path: 'events/attendees', element: gate('events', <AttendeesScreen />) },
      { path: 'events', element: gate('events', <EventsScheduleScreen />) },
      { path: 'events/:eventId', element: gate('events', <EventPageScreen />) },
      { path: 'residential/adverts', element: gate('residential', <AdvertsScreen />) },
      { path: 'residential-occupancy', element: gate('residential', <OccupancyScreen />) },
      { path: 'residential', element: gate('residential', <ResidentialScreen />) },
      { path: 'residential/:section', element: gate('residential', <ResidentialScreen />) },
      { path: 'analytics/:reportId?', element: gate('analytics', <AnalyticsScreen />) },
      { path: 'communication/:section?', element: gate('communication', <CommunicationScreen />) },
      { path: 'recruitment', element: gate('recruitment', <RecruitmentScreen />) },
      // One application of the pipeline: the board card's "Open record" (issue 45).
      {
        path: 'recruitment/applications/:applicationId',
        element: gate('recruitment', <ApplicationRecordScreen />),
      },
      { path: 'safety', element: gate('safety', <SafetyHomeScreen />) },
      { path: 'safety/requirements', element: gate('safety', <RequirementsScreen />) },
      { path: 'tasks', element: gate('tasks', <TasksScreen />) },
      { path: 'opportunities', element: gate('opportunities', <OpportunitiesScreen />) },
      { path: 'expenses/approvals', element: gate('expenses', <ExpenseApprovalsScreen />) },
      // The spec's team link (/portal/team/{id}#tab=1&user_id=...): the team page, open to
      // the holders of 'view-related-hierarchy-touchpoints' (not only to Configuration).
      {
        path: 'portal/team/:teamId',
        element: (
          <TeamPageGate>
            <TeamPageScreen />
          </TeamPageGate>
        ),
      },
      // Each top-level section's landing page; the catalogue's areas resolve to their section.
      { path: 'area/:areaId', element: <SectionScreen /> },
      // The administrators' Data explorer: every catalogue area's generic screens.
      { path: 'explorer', element: <ExplorerHome /> },
      { path: 'explorer/:areaId', element: <AreaScreen /> },
      { path: 'call/:callKey', element: <CallScreen /> },
      // The organisation's settings: the generic list and the waitlist's field group (issue 48).
      {
        path: 'manage/organisation',
        element: gate('configuration', <OrganisationSettingsScreen />),
      },
      { path: 'manage/*', element: <ResourceScreen /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * Fetches, all at once, the code the portal needs to show `path`: the signed-in
 * portal, the area's gate and the screen (instead of one after the other as
 * each renders).
 */
export function preloadPath(path: string): void {
  preloadRoute(routes, path);
}
