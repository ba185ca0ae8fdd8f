/**
 * The team page behind the spec's team link (`TeamNameLink`, spec 2.6):
 * `/portal/team/{id}#tab=1&user_id={userId}`. Its tabs, who may open it, and
 * the fragment read defensively (every value validated, anything else falls
 * back to a default).
 *
 * @module
 */
import { TEAM_LINK_PERMISSION } from '@volunteerkit/widgets';
import { isSafeParam } from '../../registry/paths.js';
import type { AccessRule } from '../../registry/navigation.js';

/** One tab of the team page; its position is the number in `#tab=N`. */
export interface TeamPageTab {
  /** Stable id. */
  id: 'team' | 'touchpoints';
  /** Tab text. */
  label: string;
}

/**
 * The tabs, in `#tab=` order. Tab 1, the one the spec's link opens, is the
 * team's related touchpoints (contact records) of the person in `user_id`:
 * what 'view-related-hierarchy-touchpoints', the permission that makes a team
 * name a link, allows. Tab 0 is the team itself.
 */
export const TEAM_PAGE_TABS: readonly TeamPageTab[] = [
  { id: 'team', label: 'Team' },
  { id: 'touchpoints', label: 'Touchpoints' },
];

/**
 * Who may open the team page: the holders of the team-link permission (the
 * people who get the links), and those who may see teams anyway. The server
 * still checks every call.
 */
export const TEAM_PAGE_ACCESS: AccessRule = {
  permissions: [TEAM_LINK_PERMISSION, 'view-teams', 'manage-organisation'],
};

/** The team page state carried in the URL fragment. */
export interface TeamPageLink {
  /** Index into {@link TEAM_PAGE_TABS}. */
  tab: number;
  /** The person whose records the touchpoints tab shows, when valid. */
  userId: string | null;
  /** The fragment held a `tab` that is not one of the tabs (it was ignored). */
  invalidTab: boolean;
  /** The fragment held a `user_id` that is not a safe id (it was ignored). */
  invalidUserId: boolean;
}

const TAB_NUMBER = /^\d{1,2}$/;

/**
 * Reads `#tab=N&user_id=M`. `tab` must be a small integer naming a tab; `user_id`
 * must pass `isSafeParam`. A missing or invalid `tab` opens the touchpoints tab
 * when there is a valid person, else the team tab.
 *
 * @example
 * readTeamPageHash('#tab=1&user_id=7'); // { tab: 1, userId: '7', invalidTab: false, invalidUserId: false }
 */
export function readTeamPageHash(hash: string): TeamPageLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const rawUser = params.get('user_id');
  const userId = rawUser !== null && isSafeParam(rawUser) ? rawUser : null;
  const rawTab = params.get('tab');
  const n = rawTab !== null && TAB_NUMBER.test(rawTab) ? Number(rawTab) : -1;
  const tabOk = n >= 0 && n < TEAM_PAGE_TABS.length;
  return {
    tab: tabOk ? n : userId ? 1 : 0,
    userId,
    invalidTab: rawTab !== null && !tabOk,
    invalidUserId: rawUser !== null && userId === null,
  };
}

/**
 * The fragment of a tab, keeping the person.
 *
 * @example
 * teamPageHash(0, '7'); // '#tab=0&user_id=7'
 */
export function teamPageHash(tab: number, userId: string | null): string {
  return `#tab=${tab}${userId ? `&user_id=${encodeURIComponent(userId)}` : ''}`;
}

/** The portal URL of a team's page. The id must already be valid. */
export function teamPageUrl(
  teamId: string | number,
  tab = 0,
  userId: string | null = null,
): string {
  return `/portal/team/${encodeURIComponent(String(teamId))}${teamPageHash(tab, userId)}`;
}
