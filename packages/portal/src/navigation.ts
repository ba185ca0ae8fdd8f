/**
 * The portal's navigation model, assembled from the layers that own the
 * screens: the sections and the generic screens' placement come from the
 * registry, the bespoke screens from the areas (`BESPOKE_SCREENS` and
 * {@link AREA_NAV_ENTRIES}), the palette's record search from the areas'
 * access rules. The app layer reads the result (`NavigationProvider`) and
 * knows none of these modules.
 *
 * @module
 */
import type { PortalUser } from './auth/types.js';
import { personRecordName } from './presentation/recordNames.js';
import { TEAM_PAGE_ACCESS } from './areas/teams/teamPage.js';
import { canAccess } from './app/access.js';
import type { NavEntry, NavigationModel } from './app/navigation/navigationModel.js';
import type { SearchKind } from './app/palette/useRecordSearch.js';
import { BESPOKE_SCREENS, buildNavigation, sectionOfPath } from './registry/navModel.js';
import type { Registry } from './registry/registry.js';
import { findSection, SECTIONS, sectionOfArea } from './registry/sections.js';
import { isOwnPath, isVolunteerOnly, ownNavigation, OWN_SECTION } from './areas/me/ownAreas.js';
import { enGBMyText, type MyText } from './areas/me/messages.js';
import { CARE_NAV_ENTRY } from './areas/me/guardians/care.js';

/**
 * Navigation entries an area adds (a screen under a section, with who may see
 * it), labelled in `my`'s language. An area exports its entries and they are
 * listed here, e.g. `...VOLUNTEER_NAV_ENTRIES` with `when: (user) => isVolunteer(user)`.
 */
export function areaNavEntries(my: MyText = enGBMyText): readonly NavEntry[] {
  const own = ownNavigation(my);
  return [
    // The volunteer's own screens (areas/me): the "My own" section, shown to volunteers only.
    ...own.screens.map(({ label, to }) => ({ section: OWN_SECTION.id, label, to })),
    // A guardian's "People in my care" (areas/me/guardians), shown only to guardians.
    { ...CARE_NAV_ENTRY, label: own.care },
  ];
}

/** The areas' navigation entries in English. */
export const AREA_NAV_ENTRIES: readonly NavEntry[] = areaNavEntries();

/** `true` for staff: someone who holds a permission beyond a volunteer's own use. */
const isStaff = (user: PortalUser) => !isVolunteerOnly(user);

function text(row: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const k of keys) if (typeof row[k] === 'string' && row[k]) return row[k];
  return undefined;
}

/** The records the command palette searches, in the order their hits are listed. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    kind: 'People',
    access: { permissions: ['view-users'] },
    list: (api, query, options) => api.users.list(query, options),
    label: (row) => personRecordName(row) ?? 'Unnamed person',
    hint: (row) => text(row, ['email']),
    to: (id) => `/people/${id}`,
  },
  {
    kind: 'Teams',
    access: TEAM_PAGE_ACCESS,
    list: (api, query, options) => api.organisation.teams.list(query, options),
    label: (row) => text(row, ['name']) ?? 'Unnamed team',
    to: (id) => `/portal/team/${id}`,
  },
  {
    kind: 'Opportunities',
    access: { permissions: ['view-opportunities'] },
    list: (api, query, options) => api.opportunities.list(query, options),
    label: (row) => text(row, ['name', 'title']) ?? 'Untitled opportunity',
    hint: (row) => text(row, ['location', 'team_name']),
    to: (id) => `/manage/opportunities/${id}`,
  },
];

/**
 * The navigation model of the portal over a registry; the volunteer's own
 * section is labelled in `my`'s language (the person's choice, English by default).
 */
export function portalNavigation(registry: Registry, my: MyText = enGBMyText): NavigationModel {
  const explorer = findSection('explorer')!;
  return {
    // A volunteer sees only their own section; staff the staff sections (and "My own" under home).
    sections: [
      ...SECTIONS.map(({ id, label, short, to, permissions, allPermissions, feature }) => ({
        id,
        label,
        short,
        to,
        when: isStaff,
        ...(permissions ? { permissions } : {}),
        ...(allPermissions ? { allPermissions } : {}),
        ...(feature ? { feature } : {}),
      })),
      ownNavigation(my).section,
    ],
    entries: [
      ...BESPOKE_SCREENS.map(({ area, label, to, permissions, feature }) => ({
        section: sectionOfArea(area).id,
        label,
        to,
        ...(permissions ? { permissions } : {}),
        ...(feature ? { feature } : {}),
      })),
      ...areaNavEntries(my),
    ],
    sectionOfPath: (pathname) =>
      isOwnPath(pathname) ? OWN_SECTION.id : sectionOfPath(pathname, registry)?.id,
    // A volunteer has no staff screens or records to search.
    palette: (user) => user !== null && isStaff(user),
    // The catalogue's generic lists are the Data explorer's: only its users find them in the palette.
    paletteScreens: (user) =>
      canAccess(explorer, user)
        ? buildNavigation(registry, user).flatMap((g) =>
            g.items.map((i) => ({ ...i, group: `${explorer.label} · ${g.area.label}` })),
          )
        : [],
    search: SEARCH_KINDS,
  };
}
