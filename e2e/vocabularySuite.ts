/**
 * The vocabulary walk of one login (issue 29), shared by the e2e/portal-vocabulary-*.test.ts
 * files (one per login, so two workers share the walks evenly). Signed in as the login,
 * it opens every screen the navigation offers (each section and each screen listed under
 * it) in the running portal, reads what each shows (./vocabularyWalk.ts) and saves it as a
 * review screenshot in test-results/portal-vocabulary/. A deep walk also presses what the
 * navigation's screens open (panels, bulk forms, dialogs) while they are open, then visits,
 * one page per list, the first record, its tabs, its create and edit forms. Each screen is
 * visited once per look.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  contextAt,
  LOOKS,
  openScreen,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
  type Look,
} from './support/portal.js';
import {
  bulkOn,
  confirmationOn,
  countRequests,
  linksOn,
  openersOn,
  problemsOn,
  settle,
  shapeOf,
  tabsOn,
} from './vocabularyWalk.js';

const SHOTS = 'test-results/portal-vocabulary';

/** A screen of the navigation, with the list links a deep walk follows later. */
interface Route {
  label: string;
  to: string;
  record?: string;
  create?: string;
}

/** How a login is walked. */
export interface WalkOptions {
  /** Also walk records, forms and what buttons open (those who manage records). */
  deep?: boolean;
  /** Looks besides 1280 px light in which the navigation's screens are read again. */
  moreLooks?: readonly Look[];
}

/** The navigation's links: each section, then (once it is open) the screens under it. */
function navLinks(page: Page, selector: string): Promise<Array<{ label: string; to: string }>> {
  return page.locator(`nav[aria-label="Main"] ${selector}`).evaluateAll((links) =>
    links.map((a) => ({
      label: (a as HTMLElement).innerText.trim(),
      to: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * Beyond the navigation: for each list among `routes`, its create form, its first
 * record, the record's tabs and edit form, and what the record's buttons open. Screens
 * of one shape (one list's records) and screens of the navigation are read once.
 */
async function walkDeeper(page: Page, who: string, routes: readonly Route[]): Promise<string[]> {
  const found: string[] = [];
  const read = new Set(routes.map((r) => shapeOf(r.to)));
  const open = async (label: string, to: string): Promise<boolean> => {
    if (read.has(shapeOf(to))) return false;
    read.add(shapeOf(to));
    await openScreen(page, to);
    await settle(page);
    found.push(...(await problemsOn(page, `${who} › ${label} (${to})`)));
    return true;
  };
  for (const { label, record, create } of routes) {
    if (create) await open(`${label} › new`, create);
    if (!record || !(await open(`${label} › first record`, record))) continue;
    const at = `${who} › ${label} › first record`;
    found.push(...(await openersOn(page, at)));
    const { links, tabs } = await tabsOn(page);
    for (const tab of tabs.slice(1)) {
      await page.locator('main [role="tab"]').filter({ hasText: tab }).first().click();
      await settle(page);
      found.push(...(await problemsOn(page, `${at} › tab ${tab}`)));
    }
    found.push(...(await confirmationOn(page, at)));
    const { edit } = await linksOn(page);
    for (const link of links) await open(`${label} › first record › tab`, link);
    if (edit) await open(`${label} › first record › edit`, edit);
  }
  return found;
}

/**
 * Declares the suite that walks the portal as `who` (signing in as `email`) and fails
 * on API vocabulary in what any screen shows.
 */
export function describeVocabularyWalk(
  who: string,
  email: string,
  { deep = false, moreLooks = [] }: WalkOptions = {},
): void {
  describe(`the portal speaks its users’ language on every screen of its navigation`, () => {
    const portal = usePortal({ seed: 'demo' });
    const slug = who.replace(/ /g, '-');

    it(`as the ${who}`, { timeout: 600_000 }, async () => {
      const look = LOOKS[0];
      const routes: Route[] = [];
      const found: string[] = [];
      const context = await contextAt(portal.browser, look);
      await countRequests(context);
      try {
        const page = await context.newPage();
        await waitForShell(await signInAt(page, portal.baseUrl + '/', { as: email }));
        const sections = await navLinks(page, '.vkp-section-link');
        expect(sections.length, 'sections in the navigation').toBeGreaterThan(0);
        const visited = new Set<string>();
        /** Opens a screen of the navigation once; returns the screens listed under it. */
        const visit = async (label: string, to: string, section: boolean) => {
          if (visited.has(to)) return [];
          visited.add(to);
          const route: Route = { label, to };
          routes.push(route);
          await openScreen(page, to);
          await settle(page);
          const where = `${who} › ${label}`;
          found.push(...(await problemsOn(page, `${where} (${to})`)));
          await shotAt(page, `${slug}-${String(routes.length).padStart(2, '0')}`, look, {
            dir: SHOTS,
          });
          const items = section ? await navLinks(page, '.vkp-section-items a') : [];
          if (deep) {
            Object.assign(route, await linksOn(page));
            found.push(...(await openersOn(page, where)));
            found.push(...(await bulkOn(page, where)));
          }
          return items;
        };
        for (const section of sections)
          for (const item of await visit(section.label, section.to, true))
            await visit(`${section.label} › ${item.label}`, item.to, false);
        expect(visited.size).toBeGreaterThan(sections.length - 1);
        if (deep) found.push(...(await walkDeeper(page, who, routes)));
      } finally {
        await context.close();
      }
      // The same screens in the other looks (a phone in the dark): the words do not change
      // with the width, and what the narrow layout shows (cards, drawers) is read too.
      for (const other of moreLooks) {
        const narrow = await contextAt(portal.browser, other);
        await countRequests(narrow);
        try {
          const page = await narrow.newPage();
          await waitForShell(await signInAt(page, portal.baseUrl + '/', { as: email }));
          let n = 0;
          for (const { label, to } of routes) {
            await openScreen(page, to);
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
    });
  });
}
