import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import {
  contextAt,
  LOOKS,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
  type Look,
} from './support/portal.js';
import {
  bulkOn,
  confirmationOn,
  linksOn,
  openersOn,
  problemsOn,
  settle,
  shapeOf,
  tabsOn,
} from './vocabularyWalk.js';

// Issue 29: the portal speaks its users' language. Signed in as each demo login that
// reaches the portal, walk every screen the navigation offers (each section and each
// screen listed under it) and fail on API vocabulary in what the screen shows: an id
// column, a field name in snake_case, "Etag", an HTTP verb, "/api/", a raw status value
// in a cell, or a developer's error ("failed with 404"). Each screen is saved as a
// review screenshot in test-results/portal-vocabulary/. Those who manage records
// (deep: true) also walk, one page per list, the first record of each list, its tabs,
// its create and edit forms, and what the buttons of these screens open (panels, bulk
// forms, dialogs, a delete's question): see ./vocabularyWalk.ts.
const SHOTS = 'test-results/portal-vocabulary';

/**
 * The logins walked (the locked account cannot sign in; the two-factor one is the admin's
 * twin), each at 1280 px light; the volunteer, who is most often on a phone, also walks the
 * same screens again at 390 px dark.
 */
const LOGINS: ReadonlyArray<readonly [string, string, readonly Look[], boolean]> = [
  ['administrator', DEMO_LOGINS.admin, [], true],
  ['coordinator', DEMO_LOGINS.coordinator, [], true],
  // The team leader's screens are the coordinator's, scoped to their teams: the navigation
  // walk reads them; the deeper walk (records, forms, dialogs) is the coordinator's, which
  // keeps the file's time bounded (each deep walk takes minutes on a shared machine).
  ['team leader', DEMO_LOGINS.teamLeader, [], false],
  ['limited login', DEMO_LOGINS.limited, [], false],
  ['volunteer', DEMO_LOGINS.volunteer, [LOOKS[3]], false],
];

/** The navigation's links: each section, then (once it is open) the screens under it. */
async function navLinks(
  page: Page,
  selector: string,
): Promise<Array<{ label: string; to: string }>> {
  return page.locator(`nav[aria-label="Main"] ${selector}`).evaluateAll((links) =>
    links.map((a) => ({
      label: (a as HTMLElement).innerText.trim(),
      to: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * Beyond the navigation (issue 29): for each list among `routes`, its first record, the
 * record's tabs and edit form, the list's create form, and what the buttons of each of
 * these screens open. Screens of one shape (one list's records) are read once.
 */
async function walkDeeper(
  page: Page,
  baseUrl: string,
  who: string,
  routes: ReadonlyArray<{ label: string; to: string }>,
): Promise<string[]> {
  const found: string[] = [];
  const read = new Set(routes.map((r) => shapeOf(r.to)));
  const open = async (label: string, to: string): Promise<boolean> => {
    if (read.has(shapeOf(to))) return false;
    read.add(shapeOf(to));
    await page.goto(baseUrl + to);
    await settle(page);
    found.push(...(await problemsOn(page, `${who} › ${label} (${to})`)));
    return true;
  };
  for (const route of routes) {
    await page.goto(baseUrl + route.to);
    await settle(page);
    const where = `${who} › ${route.label}`;
    const { record, create } = await linksOn(page);
    found.push(...(await openersOn(page, where)));
    found.push(...(await bulkOn(page, where)));
    if (create) await open(`${route.label} › new`, create);
    if (!record || !(await open(`${route.label} › first record`, record))) continue;
    const at = `${where} › first record`;
    found.push(...(await openersOn(page, at)));
    const { links, tabs } = await tabsOn(page);
    for (const tab of tabs.slice(1)) {
      await page.locator('main [role="tab"]').filter({ hasText: tab }).first().click();
      await settle(page);
      found.push(...(await problemsOn(page, `${at} › tab ${tab}`)));
    }
    found.push(...(await confirmationOn(page, at)));
    const { edit } = await linksOn(page);
    for (const link of links) await open(`${route.label} › first record › tab`, link);
    if (edit) await open(`${route.label} › first record › edit`, edit);
  }
  return found;
}

describe('the portal speaks its users’ language on every screen of its navigation', () => {
  const portal = usePortal({ seed: 'demo' });

  it.each(LOGINS)(
    'as the %s',
    async (who, email, moreLooks, deep) => {
      const look = LOOKS[0];
      const context = await contextAt(portal.browser, look);
      const slug = who.replace(/ /g, '-');
      const routes: Array<{ label: string; to: string }> = [];
      const found: string[] = [];
      try {
        const page = await context.newPage();
        await waitForShell(await signInAt(page, portal.baseUrl + '/', { as: email }));
        const sections = await navLinks(page, '.vkp-section-link');
        expect(sections.length, 'sections in the navigation').toBeGreaterThan(0);
        const visited = new Set<string>();
        const visit = async (label: string, to: string) => {
          if (visited.has(to)) return;
          visited.add(to);
          routes.push({ label, to });
          await page.goto(portal.baseUrl + to);
          await settle(page);
          found.push(...(await problemsOn(page, `${who} › ${label} (${to})`)));
          await shotAt(page, `${slug}-${String(routes.length).padStart(2, '0')}`, look, {
            dir: SHOTS,
          });
        };
        for (const section of sections) {
          await visit(section.label, section.to);
          for (const item of await navLinks(page, '.vkp-section-items a'))
            await visit(`${section.label} › ${item.label}`, item.to);
        }
        expect(visited.size).toBeGreaterThan(sections.length - 1);
        if (deep) found.push(...(await walkDeeper(page, portal.baseUrl, who, routes)));
      } finally {
        await context.close();
      }
      // The same screens in the other looks (a phone in the dark): the words do not change
      // with the width, and what the narrow layout shows (cards, drawers) is read too.
      for (const other of moreLooks) {
        const narrow = await contextAt(portal.browser, other);
        try {
          const page = await narrow.newPage();
          await waitForShell(await signInAt(page, portal.baseUrl + '/', { as: email }));
          let n = 0;
          for (const { label, to } of routes) {
            await page.goto(portal.baseUrl + to);
            await settle(page);
            found.push(
              ...(await problemsOn(page, `${who} at ${other.join(' ')} › ${label} (${to})`)),
            );
            await shotAt(page, `${slug}-${String(++n).padStart(2, '0')}`, other, { dir: SHOTS });
          }
        } finally {
          await narrow.close();
        }
      }
      expect(found).toEqual([]);
    },
    600_000,
  );
});
