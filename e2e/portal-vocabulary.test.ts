import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../packages/sandbox/src/index.js';
import { VOCABULARIES } from '../packages/portal/src/presentation/vocabularies.js';
import {
  contextAt,
  LOOKS,
  shotAt,
  signInAt,
  usePortal,
  waitForShell,
  type Look,
} from './support/portal.js';

// Issue 29: the portal speaks its users' language. Signed in as each demo login that
// reaches the portal, walk every screen the navigation offers (each section and each
// screen listed under it) and fail on API vocabulary in what the screen shows: an id
// column, a field name in snake_case, "Etag", an HTTP verb, "/api/", a raw status value
// in a cell, or a developer's error ("failed with 404"). Each screen is saved as a
// review screenshot in test-results/portal-vocabulary/.
const SHOTS = 'test-results/portal-vocabulary';

/**
 * The logins walked (the locked account cannot sign in; the two-factor one is the admin's
 * twin), each at 1280 px light; the volunteer, who is most often on a phone, also walks the
 * same screens again at 390 px dark.
 */
const LOGINS: ReadonlyArray<readonly [string, string, readonly Look[]]> = [
  ['administrator', DEMO_LOGINS.admin, []],
  ['coordinator', DEMO_LOGINS.coordinator, []],
  ['team leader', DEMO_LOGINS.teamLeader, []],
  ['limited login', DEMO_LOGINS.limited, []],
  ['volunteer', DEMO_LOGINS.volunteer, [LOOKS[3]]],
];

/** Values a vocabulary translates: seen alone in a cell, they are raw API values. */
const RAW_VALUES = new Set(
  Object.values(VOCABULARIES).flatMap((v) =>
    Object.entries(v.labels)
      .filter(([value, label]) => value !== label)
      .map(([value]) => value),
  ),
);

/** What may never be visible, with the words of the failure. */
const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:[A-Z][a-z]+ )?ID\b/, 'an id column or label'],
  [/\b[a-z]+(?:_[a-z0-9]+)+\b/, 'a field name in snake_case'],
  [/\betag\b/i, 'Etag'],
  [/\((?:GET|POST|PUT|PATCH|DELETE)\)|\b(?:GET|POST|PUT|PATCH|DELETE) \//, 'an HTTP verb'],
  [/\/api\//, 'an API path'],
  [/failed with [45]\d\d/, 'an error written for developers'],
];

interface Seen {
  /** The visible text of the header, navigation and screen, e-mail addresses removed. */
  text: string;
  /** Table headers. */
  headers: string[];
  /** Cells and field values whose whole text is one word. */
  cells: string[];
}

async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  // Lists, totals and references load after the heading: wait for their busy states to end.
  await page
    .locator(
      'main .vkp-loading, main [aria-busy="true"], main .vkp-ui-skeleton, main .vkp-ref-loading',
    )
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const root = document.querySelector('.vkp-shell') ?? document.body;
    const text = (root as HTMLElement).innerText.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
    const all = (selector: string) =>
      [...root.querySelectorAll(selector)].map((e) => (e as HTMLElement).innerText.trim());
    return {
      text,
      headers: all('th[scope="col"], thead th'),
      cells: all('td, dd').filter((t) => /^[\w-]+$/.test(t)),
    };
  });
}

function problems(where: string, { text, headers, cells }: Seen): string[] {
  const found: string[] = [];
  for (const [pattern, what] of FORBIDDEN) {
    const m = pattern.exec(text);
    if (m) found.push(`${where}: ${what} ("${m[0]}")`);
  }
  for (const h of headers) if (/\bID$|^Id$/.test(h)) found.push(`${where}: column "${h}"`);
  for (const c of cells) if (RAW_VALUES.has(c)) found.push(`${where}: raw value "${c}"`);
  return found;
}

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

describe('the portal speaks its users’ language on every screen of its navigation', () => {
  const portal = usePortal({ seed: 'demo' });

  it.each(LOGINS)('as the %s', async (who, email, moreLooks) => {
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
        found.push(...problems(`${who} › ${label} (${to})`, await seen(page)));
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
            ...problems(`${who} at ${other.join(' ')} › ${label} (${to})`, await seen(page)),
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
