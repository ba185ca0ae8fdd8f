import { TEAM_LINK_PERMISSION, teamLinkHref } from '@volunteerkit/widgets';
import { canAccess } from '../../registry/access.js';
import type { PortalUser } from '../../auth/types.js';
import {
  readTeamPageHash,
  TEAM_PAGE_ACCESS,
  TEAM_PAGE_TABS,
  teamPageHash,
  teamPageUrl,
} from './teamPage.js';

function user(permissions: string[]): PortalUser {
  return { id: 1, name: 'U', permissions, timezone: 'Europe/London', organisation: {} };
}

describe('team page fragment', () => {
  it("reads the widgets' team link: tab 1 is the touchpoints tab, with the person", () => {
    const hash = new URL(teamLinkHref(42, 7), 'http://portal.test').hash;
    expect(readTeamPageHash(hash)).toEqual({
      tab: 1,
      userId: '7',
      invalidTab: false,
      invalidUserId: false,
    });
    expect(TEAM_PAGE_TABS[1]!.id).toBe('touchpoints');
    expect(TEAM_PAGE_TABS[0]!.id).toBe('team');
  });

  it.each([
    // [fragment, tab, userId, invalidTab, invalidUserId]
    ['', 0, null, false, false],
    ['#', 0, null, false, false],
    ['#tab=0&user_id=7', 0, '7', false, false],
    ['#user_id=7', 1, '7', false, false],
    ['#tab=1', 1, null, false, false],
    ['#tab=2&user_id=7', 1, '7', true, false],
    ['#tab=-1', 0, null, true, false],
    ['#tab=1.0&user_id=7', 1, '7', true, false],
    ['#tab=%201', 0, null, true, false],
    ['#tab=999999999999', 0, null, true, false],
    ['#tab=abc&user_id=abc_9-x', 1, 'abc_9-x', true, false],
    ['#tab=1&user_id=..%2Fadmin', 1, null, false, true],
    ['#tab=1&user_id=7%26x%3D1', 1, null, false, true],
    ['#tab=1&user_id=', 1, null, false, true],
    ['#tab=1&user_id=-7', 1, null, false, true],
    [`#tab=1&user_id=${'a'.repeat(65)}`, 1, null, false, true],
    ['#tab=0&user_id=7&user_id=../x', 0, '7', false, false],
  ])('%s -> tab %s, user %s', (hash, tab, userId, invalidTab, invalidUserId) => {
    expect(readTeamPageHash(hash)).toEqual({ tab, userId, invalidTab, invalidUserId });
  });

  it('builds fragments and URLs that read back the same', () => {
    expect(teamPageHash(0, '7')).toBe('#tab=0&user_id=7');
    expect(teamPageHash(1, null)).toBe('#tab=1');
    expect(teamPageUrl(3, 1, '7')).toBe('/portal/team/3#tab=1&user_id=7');
    expect(readTeamPageHash(teamPageHash(0, 'x_1')).userId).toBe('x_1');
  });

  it('is open to the holders of the team-link permission, not only to Configuration', () => {
    expect(TEAM_LINK_PERMISSION).toBe('view-related-hierarchy-touchpoints');
    expect(canAccess(TEAM_PAGE_ACCESS, user([TEAM_LINK_PERMISSION]))).toBe(true);
    expect(canAccess(TEAM_PAGE_ACCESS, user(['manage-organisation']))).toBe(true);
    expect(canAccess(TEAM_PAGE_ACCESS, user(['view-users', 'view-touchpoints']))).toBe(false);
    expect(canAccess(TEAM_PAGE_ACCESS, null)).toBe(false);
  });
});
