/**
 * The portal's information architecture: at most 16 top-level sections, each
 * with a purpose-built landing page (what staff do there, its key lists and
 * actions, links to its bespoke screens). The catalogue's areas map onto the
 * sections; the generic catalogue screens stay behind the landing pages and in
 * the administrators' Data explorer.
 *
 * @module
 */
import { findNavArea, type AccessRule, type NavAreaId } from './navigation.js';

/** The catalogue areas that are each a section of their own (`/area/<id>`). */
export type SectionArea = Exclude<NavAreaId, 'dashboard' | 'configuration' | 'integrations'>;

/**
 * Identifier of a top-level section (also the URL segment of its landing page, `/area/<id>`):
 * the home page, a section for each area of its own, the settings and the Data explorer.
 */
export type SectionId = 'home' | SectionArea | 'settings' | 'explorer';

/** A link on a landing page to a catalogue list, by resource key. */
export interface SectionList {
  /** Catalogue accessor of the resource (e.g. `users`, `organisation.rotas`). */
  resource: string;
  /** What the list holds, in staff words ("Volunteers and staff"). */
  label: string;
  /** The quick action that adds one ("Add a person"); default "New: <label>". */
  add?: string;
}

/** One top-level section. */
export interface NavSection extends AccessRule {
  /** Identifier. */
  id: SectionId;
  /** Name in the navigation and heading of the landing page. */
  label: string;
  /** Two letters shown when the navigation is collapsed to a rail. */
  short: string;
  /** The landing page's URL. */
  to: string;
  /** The catalogue areas it holds. */
  areas: readonly NavAreaId[];
  /** What staff do here (the landing page's lead paragraph). */
  summary: string;
  /** Key lists, each shown with its live total and an "Add" link where the catalogue allows. */
  lists: readonly SectionList[];
}

/** What a section of one catalogue area states; the area gives its id, label and access rule. */
interface AreaSectionFacts extends Pick<NavSection, 'short' | 'summary' | 'lists'> {
  /** The area. */
  area: SectionArea;
  /** The landing page's URL. @default `/area/<area>` */
  to?: string;
}

/** The section of one catalogue area, named and gated as the area is. */
function areaSection({ area, to = `/area/${area}`, ...facts }: AreaSectionFacts): NavSection {
  const { label, permissions, feature } = findNavArea(area)!;
  return {
    id: area,
    label,
    ...(permissions ? { permissions } : {}),
    ...(feature ? { feature } : {}),
    to,
    areas: [area],
    ...facts,
  };
}

/** The sections in navigation order (16: the ceiling). */
export const SECTIONS: readonly NavSection[] = [
  {
    id: 'home',
    label: 'Dashboard',
    short: 'Da',
    to: '/',
    areas: ['dashboard'],
    summary: 'Your organisation at a glance.',
    lists: [],
  },
  areaSection({
    area: 'people',
    short: 'Pe',
    summary:
      'Find volunteers and staff, open their records, and keep their details, notes and activities up to date.',
    lists: [
      { resource: 'users', label: 'Volunteers and staff', add: 'Add a person' },
      { resource: 'activities', label: 'Logged activities', add: 'Log an activity' },
    ],
  }),
  areaSection({
    area: 'opportunities',
    short: 'Op',
    summary: 'Publish volunteering roles and keep their details, places and dates current.',
    lists: [{ resource: 'opportunities', label: 'Opportunities', add: 'Publish an opportunity' }],
  }),
  areaSection({
    area: 'recruitment',
    short: 'Re',
    summary:
      'Review applications, chase references and parental consent, and move applicants through to volunteering.',
    lists: [
      { resource: 'applications', label: 'Applications', add: 'Record an application' },
      { resource: 'reference', label: 'References', add: 'Request a reference' },
      {
        resource: 'parentalConsent',
        label: 'Parental consents',
        add: 'Record a parental consent',
      },
    ],
  }),
  areaSection({
    area: 'rotas',
    short: 'Ro',
    summary: 'Plan shifts week by week, fill places with volunteers, and repeat regular shifts.',
    lists: [
      { resource: 'shifts', label: 'Shifts', add: 'Add a shift' },
      { resource: 'repeatingShifts', label: 'Repeating shifts', add: 'Add a repeating shift' },
      { resource: 'organisation.rotas', label: 'Rotas', add: 'Add a rota' },
    ],
  }),
  areaSection({
    area: 'residential',
    short: 'Rs',
    summary: 'Run residential places: rooms, bookings, availability and who is staying when.',
    lists: [
      {
        resource: 'residentialOpportunities',
        label: 'Residential opportunities',
        add: 'Add a residential opportunity',
      },
      { resource: 'residentialBookings', label: 'Bookings', add: 'Book a stay' },
    ],
  }),
  areaSection({
    area: 'events',
    short: 'Ev',
    summary: 'Organise events and sessions and keep track of who attended.',
    lists: [{ resource: 'events', label: 'Events', add: 'Create an event' }],
  }),
  areaSection({
    area: 'expenses',
    short: 'Ex',
    summary: 'Check and approve volunteers’ expense claims and set the rates and types.',
    lists: [{ resource: 'claims', label: 'Expense claims', add: 'Record a claim' }],
  }),
  areaSection({
    area: 'tasks',
    short: 'Ta',
    summary: 'Assign and follow up the tasks that keep volunteers and staff on track.',
    lists: [{ resource: 'tasks', label: 'Tasks', add: 'Assign a task' }],
  }),
  areaSection({
    area: 'communication',
    short: 'Co',
    summary: 'Message volunteers: bulk e-mail, chats, e-mail templates and sign-in messages.',
    lists: [
      { resource: 'bulk.email', label: 'Bulk e-mails', add: 'Write a bulk e-mail' },
      { resource: 'chats', label: 'Chats', add: 'Start a chat' },
      {
        resource: 'organisation.emailTemplates',
        label: 'E-mail templates',
        add: 'Add an e-mail template',
      },
    ],
  }),
  areaSection({
    area: 'content',
    short: 'Ct',
    summary: 'Share documents and files, keep the address book, and run imports and exports.',
    lists: [
      { resource: 'documents', label: 'Documents', add: 'Share a document' },
      { resource: 'folders', label: 'Folders', add: 'Add a folder' },
      { resource: 'addressBook', label: 'Address book', add: 'Add a contact' },
    ],
  }),
  areaSection({
    area: 'safety',
    short: 'Sa',
    summary:
      'Keep volunteers and the people they help safe: vetting, clearances, consents and risks.',
    lists: [
      { resource: 'vetting', label: 'Vetting checks', add: 'Start a vetting check' },
      {
        resource: 'organisation.clearanceFlags',
        label: 'Clearance flags',
        add: 'Add a clearance flag',
      },
      {
        resource: 'organisation.riskActivities',
        label: 'Risk activities',
        add: 'Add a risk activity',
      },
    ],
  }),
  areaSection({
    area: 'development',
    short: 'De',
    summary: 'Grow volunteers: skills, motivations, recognition and tags.',
    lists: [
      { resource: 'organisation.skills', label: 'Skills', add: 'Add a skill' },
      {
        resource: 'organisation.recognitionTemplates',
        label: 'Recognition templates',
        add: 'Add a recognition template',
      },
      { resource: 'organisation.tags', label: 'Tags', add: 'Add a tag' },
    ],
  }),
  areaSection({
    area: 'analytics',
    short: 'An',
    to: '/analytics',
    summary:
      'See how your organisation is doing: starters and leavers, training, activity and reports.',
    lists: [],
  }),
  {
    id: 'settings',
    label: 'Settings',
    short: 'Se',
    to: '/area/settings',
    areas: ['configuration', 'integrations'],
    permissions: ['manage-organisation', 'manage-integrations'],
    summary:
      'Set up the organisation: teams, roles and permissions, reference lists, and connections to other systems.',
    lists: [
      { resource: 'organisation.teams', label: 'Teams', add: 'Add a team' },
      { resource: 'organisation.roleProfiles', label: 'Role profiles', add: 'Add a role profile' },
      {
        resource: 'organisation.permissionGroups',
        label: 'Permission groups',
        add: 'Add a permission group',
      },
      { resource: 'organisation.webhooks', label: 'Webhooks', add: 'Add a webhook' },
    ],
  },
  {
    id: 'explorer',
    label: 'Data explorer',
    short: 'DX',
    to: '/explorer',
    areas: [],
    // Administrators only: those who manage the organisation and see everyone in it.
    permissions: ['manage-organisation'],
    allPermissions: ['manage-organisation', 'view-users'],
    summary:
      'A developer tool for administrators: every record type and call of the API, to open any list, record or report directly.',
    lists: [],
  },
];

/** Looks a section up by its id, or by the id of a catalogue area it holds (`/area/<id>` links). */
export function findSection(id: string): NavSection | undefined {
  return (
    SECTIONS.find((s) => s.id === id) ??
    SECTIONS.find((s) => (s.areas as readonly string[]).includes(id))
  );
}

/** The section a catalogue area belongs to. */
export function sectionOfArea(area: NavAreaId): NavSection {
  return SECTIONS.find((s) => s.areas.includes(area)) ?? SECTIONS[0]!;
}

/**
 * The words of the quick action that adds a record of the resource `accessor`
 * ("Add a person"), as its section names it; `undefined` when no section lists it.
 */
export function addLabelOf(accessor: string): string | undefined {
  for (const section of SECTIONS)
    for (const list of section.lists ?? []) if (list.resource === accessor) return list.add;
  return undefined;
}
