/**
 * The vocabulary walk's reading and its deeper steps (issue 29): what a screen shows
 * (header, navigation, screen, open dialogs), the words that may never be visible,
 * and, beyond the navigation's screens, the first record of a list, its tabs, its
 * create and edit forms, and the panels, bulk forms, dialogs and confirmations its
 * buttons open. One page per list (never every record); no request that changes data
 * is made: only buttons that open something (a panel, a menu, a dialog) are pressed,
 * and a two-step delete button only once (it asks, it does not delete).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { VOCABULARIES } from '../packages/portal/src/presentation/vocabularies.js';

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
  // A message's placeholders ("{first_name}") are the syntax people type into a template,
  // shown as such beside the message box: they are not field names shown as words.
  [/(?<!\{)\b[a-z]+(?:_[a-z0-9]+)+\b(?!\})/, 'a field name in snake_case'],
  [/\betag\b/i, 'Etag'],
  [/\((?:GET|POST|PUT|PATCH|DELETE)\)|\b(?:GET|POST|PUT|PATCH|DELETE) \//, 'an HTTP verb'],
  [/\/api\//, 'an API path'],
  [/failed with [45]\d\d/, 'an error written for developers'],
  // Issue 46: words of the API on staff screens, as a demanding coordinator met them.
  [/^(?:Recursive|Detailed|Team recursive)$/m, 'a call named by its path'],
  [/Changeover day \d/, 'a weekday as a number'],
  [/Diversity reports user/, 'a report named by its path'],
  [/letters, digits and _/, 'a field-name rule written for developers'],
  [/\bthis people\b/, 'a plural where one record is meant'],
  [/(?:^|\s)- in total/, 'a missing amount shown as "-"'],
  [/\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/, 'an ISO date and time'],
  [/Name hidden \(application \d+\)/, 'a card of a hidden name instead of a count'],
  [/\{(?:first_name|last_name|email|organisation)\}/, 'a message placeholder shown bare'],
];

interface Seen {
  /** The visible text of the header, navigation, screen and open dialogs, e-mail addresses removed. */
  text: string;
  /** Table headers. */
  headers: string[];
  /** Cells, field values and choices whose whole text is one word. */
  cells: string[];
}

/** What a screen shows while its lists, totals or references load. */
const LOADING =
  'main .vkp-loading, main [aria-busy="true"], main .vkp-ui-skeleton, main .vkp-ref-loading, dialog[open] .vkp-loading';

/**
 * Counts the page's requests in flight (`window.__vkInFlight`), for {@link settle}.
 * Call before the context's first page opens.
 */
export async function countRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __vkInFlight: number };
    w.__vkInFlight = 0;
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.__vkInFlight += 1;
      return fetch(...args).finally(() => (w.__vkInFlight -= 1));
    };
  });
}

/**
 * Waits for the screen's heading, then until it has settled: no request in flight and
 * nothing loading, still so after the effects of the next frame have run (a screen
 * shown by its heading asks for its data from an effect; references load after the
 * rows). Needs {@link countRequests} on the page's context.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  for (;;) {
    await page.waitForFunction(
      (loading) =>
        (window as unknown as { __vkInFlight: number }).__vkInFlight === 0 &&
        !document.querySelector(loading),
      LOADING,
      { timeout: 15_000 },
    );
    // A frame and a task later (the effects of what rendered meanwhile have run):
    // still nothing in flight means the screen has settled.
    const still = await page.evaluate(
      (loading) =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() =>
            setTimeout(() =>
              done(
                (window as unknown as { __vkInFlight: number }).__vkInFlight === 0 &&
                  !document.querySelector(loading),
              ),
            ),
          ),
        ),
      LOADING,
    );
    if (still) return;
  }
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const root = document.body;
    const text = root.innerText.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '');
    const all = (selector: string) =>
      [...root.querySelectorAll(selector)].map((e) => (e as HTMLElement).innerText.trim());
    // A select's options are not in innerText unless it is open: read them too.
    const options = [...root.querySelectorAll('main option, dialog[open] option')].map(
      (o) => (o as HTMLOptionElement).text,
    );
    return {
      text: `${text}\n${options.join('\n')}`,
      headers: all('th[scope="col"], thead th'),
      cells: [...all('td, dd, [role="status"]'), ...options].filter((t) => /^[\w-]+$/.test(t)),
    };
  });
}

/** What a screen shows that it should not, each prefixed with `where`. */
export async function problemsOn(page: Page, where: string): Promise<string[]> {
  const { text, headers, cells } = await seen(page);
  const found: string[] = [];
  for (const [pattern, what] of FORBIDDEN) {
    const m = pattern.exec(text);
    if (m) {
      const at = Math.max(0, m.index - 40);
      const around = text.slice(at, m.index + m[0].length + 40).replace(/\s+/g, ' ');
      found.push(`${where}: ${what} ("${m[0]}" in "…${around}…")`);
    }
  }
  for (const h of headers) if (/\bID$|^Id$/.test(h)) found.push(`${where}: column "${h}"`);
  for (const c of new Set(cells)) if (RAW_VALUES.has(c)) found.push(`${where}: raw value "${c}"`);
  return found;
}

/** A path with its numbers replaced, so one list's records count as one screen. */
export function shapeOf(path: string): string {
  return path.replace(/\/\d+(?=\/|$|\?)/g, '/:n').replace(/=\d+/g, '=:n');
}

/** Buttons in the screen that open something rather than change data. */
const OPENERS =
  'main button[aria-expanded="false"]:visible, main button[aria-haspopup]:visible, main button:text-matches("…$"):visible';

/**
 * Presses each button of the screen that opens a panel, menu or dialog, reads what
 * opened, and closes it again (Escape for a dialog, a second press for a panel).
 */
export async function openersOn(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const labels = await page
    .locator(OPENERS)
    .evaluateAll((buttons) =>
      buttons.map((b) => (b as HTMLElement).innerText.trim() || b.getAttribute('aria-label') || ''),
    );
  for (const label of [...new Set(labels)].filter(Boolean).slice(0, 12)) {
    const located = page.locator(OPENERS).filter({ hasText: label }).first();
    if ((await located.count()) === 0 || !(await located.isEnabled())) continue;
    // A handle, not the locator: once open, the button no longer matches `aria-expanded="false"`.
    const button = await located.elementHandle();
    if (!button) continue;
    // Something of an earlier press may still cover it: then it is not read here.
    if (
      !(await button.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await settle(page);
    found.push(...(await problemsOn(page, `${where} › "${label}"`)));
    // Escape closes a dialog or a menu; a panel closes with a second press.
    await page.keyboard.press('Escape');
    await page
      .locator('dialog[open]')
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => undefined);
    if ((await button.evaluate((b) => b.isConnected && b.getAttribute('aria-expanded'))) === 'true')
      await button.click({ timeout: 5_000 }).catch(() => undefined);
    await button.dispose();
  }
  return found;
}

/** Selects the first row of the screen's table and reads the bulk actions it offers. */
export async function bulkOn(page: Page, where: string): Promise<string[]> {
  const check = page.locator('main tbody td.vkp-dt-check input[type="checkbox"]').first();
  if ((await check.count()) === 0) return [];
  await check.check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  if ((await bar.count()) === 0) return [];
  const found = await problemsOn(page, `${where} › one row selected`);
  found.push(...(await openersOn(page, `${where} › bulk`)));
  return found;
}

/** Presses a two-step delete button once (it asks, nothing is deleted) and reads the question. */
export async function confirmationOn(page: Page, where: string): Promise<string[]> {
  const button = page.locator('main button.vk-delete-button:visible').first();
  if ((await button.count()) === 0 || !(await button.isEnabled())) return [];
  await button.click();
  const found = await problemsOn(page, `${where} › delete, asking`);
  await page.keyboard.press('Escape');
  return found;
}

/** The first record a list screen links to, its create form and its tabs' links. */
export function linksOn(page: Page): Promise<{ record?: string; create?: string; edit?: string }> {
  return page.evaluate(() => {
    const path = (a: Element | null) =>
      a ? new URL((a as HTMLAnchorElement).href).pathname : undefined;
    return {
      record: path(document.querySelector('main tbody th.vkp-dt-rowhead a[href]')),
      create: path(document.querySelector('main a[href$="/new"]')),
      edit: path(document.querySelector('main a[href$="/edit"]')),
    };
  });
}

/** The record's tabs: links of a sections bar, then tabs the screen switches in place. */
export async function tabsOn(page: Page): Promise<{ links: string[]; tabs: string[] }> {
  const links = await page.locator('main nav[aria-label="Sections"] a[href]').evaluateAll((as) =>
    as.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return url.pathname + url.search;
    }),
  );
  const tabs = await page
    .locator('main [role="tab"]')
    .evaluateAll((ts) => ts.map((t) => (t as HTMLElement).innerText.trim()));
  return { links, tabs };
}
