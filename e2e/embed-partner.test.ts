import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';

// The residential embed on a partner page, three origins on loopback: the partner
// page (examples/script-tag, strict CSP), the embed (packages/residential-embed/dist,
// CORS) and the API. Runs against the BUILT embed.

const EMBED_DIST = resolve('packages/residential-embed/dist');
const PARTNER_DIR = resolve('examples/script-tag');

/** Installed before any page script: records CSP violations, errors and new globals. */
function probe() {
  const before = new Set(Object.getOwnPropertyNames(window));
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    violations.push(
      `${e.violatedDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
    );
  });
  Object.defineProperty(window, '__vkProbe', {
    enumerable: false,
    value: {
      violations,
      newGlobals: () =>
        Object.getOwnPropertyNames(window).filter((k) => !before.has(k) && k !== '__vkProbe'),
    },
  });
}

interface Probe {
  violations: string[];
  newGlobals(): string[];
}

async function collect(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const p = (window as unknown as { __vkProbe: Probe }).__vkProbe;
    return { violations: [...p.violations], newGlobals: p.newGlobals() } as unknown as Probe;
  });
}

/** Waits until every embed on the page has rendered its view and the network is quiet. */
async function settled(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => {
    const roots = [...document.querySelectorAll('*')]
      .map((e) => e.shadowRoot)
      .filter((r): r is ShadowRoot => !!r && !!r.querySelector('.vk-embed'));
    return roots.length === n && roots.every((r) => !r.querySelector('[aria-busy="true"]'));
  }, count);
  await page.waitForLoadState('networkidle');
}

/**
 * The computed styles of every element inside every embed's shadow root. Vertical
 * margins are left out: `margin-top: auto` in a flex card resolves from the layout,
 * which legitimately differs with the page's width.
 */
function shadowStyles(page: Page) {
  return page.evaluate(() => {
    const props = [
      'display',
      'visibility',
      'position',
      'box-sizing',
      'font-family',
      'font-size',
      'font-weight',
      'font-style',
      'line-height',
      'letter-spacing',
      'word-spacing',
      'text-transform',
      'color',
      'background-color',
      'margin-left',
      'padding-top',
      'padding-left',
      'border-top-width',
      'border-top-style',
      'border-top-color',
      'border-radius',
      'filter',
      'cursor',
      'text-align',
    ];
    const out: string[] = [];
    for (const host of document.querySelectorAll('*')) {
      const root = host.shadowRoot;
      if (!root) continue;
      for (const el of root.querySelectorAll('*')) {
        const cs = getComputedStyle(el);
        out.push(
          `${host.id} ${el.localName}.${el.getAttribute('class') ?? ''} ` +
            props.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';'),
        );
      }
    }
    return out;
  });
}

describe('residential embed on a partner page (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let api: Sandbox;
  let embed: StaticServer;
  let partner: StaticServer;
  let extraDir: string;
  let csp = '';
  let partnerUrl: (file: string) => string;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    extraDir = mkdtempSync(join(tmpdir(), 'vk-embed-'));
    embed = await serveStatic({
      mounts: { '/': EMBED_DIST },
      headers: { 'access-control-allow-origin': '*' },
    });
    // The partner page gets the strictest policy, naming the exact origins, on top of its meta tag.
    partner = await serveStatic({
      mounts: { '/extra/': extraDir, '/': PARTNER_DIR },
      headers: (file: string): Record<string, string> =>
        file.endsWith('.html') ? { 'content-security-policy': csp } : {},
    });
    api = await startSandbox({ port: 0, seed: 'demo', corsOrigins: [partner.url] });
    csp =
      `default-src 'none'; script-src 'self' ${embed.url}; style-src 'self'; ` +
      `connect-src ${api.url}; img-src 'self' data: ${api.url}; base-uri 'none'`;
    partnerUrl = (file) =>
      `${partner.url}/${file}?embed=${encodeURIComponent(`${embed.url}/`)}&api=${encodeURIComponent(`${api.url}/api/`)}`;
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    await context.addInitScript(probe);
    consoleErrors.length = 0;
    context.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text()))
        consoleErrors.push(m.text());
    });
    context.on('weberror', (e) => consoleErrors.push(String(e.error())));
    context.on('response', (r) => {
      if (r.status() >= 400) consoleErrors.push(`${r.status()} ${r.url()}`);
    });
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([embed?.close(), partner?.close(), api?.close()]);
  });

  it('renders on a page of another origin under a strict CSP, with no violation and one global', async () => {
    const page = await context.newPage();
    await page.goto(partnerUrl('index.html'));
    const search = page.locator('#vk-search');
    await expect.poll(() => search.getByRole('button', { name: 'Search' }).count()).toBe(1);
    const probeResult = await collect(page);
    expect(probeResult.violations).toEqual([]);
    expect(probeResult.newGlobals).toEqual(['VolunteerKit']);
    expect(consoleErrors).toEqual([]);
    // Rendered in an open shadow root, styled only by adopted sheets.
    const shadow = await page.evaluate(() => {
      const host = document.getElementById('vk-search')!;
      const root = host.shadowRoot!;
      return {
        sheets: root.adoptedStyleSheets.length,
        styleElements: root.querySelectorAll('style, link').length,
        styleAttributes: root.querySelectorAll('[style]').length,
        lightChildren: host.childNodes.length,
      };
    });
    expect(shadow.sheets).toBeGreaterThan(0);
    expect(shadow).toMatchObject({ styleElements: 0, styleAttributes: 0, lightChildren: 0 });
    // The first paint is two files of the embed's own origin: the loader and the
    // core (one module; the lazy chunks import from it). Anything else the page
    // fetched from there is a lazy part (the location combobox, loaded when idle).
    const files = await page.evaluate(
      (origin) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.startsWith(origin))
          .map((e) => new URL(e.name).pathname),
      embed.url,
    );
    expect(files).toContain('/residential-embed.js');
    expect(files).toContain('/residential-embed.core.js');
    for (const file of files)
      expect(file).toMatch(
        /^\/(residential-embed(\.core)?\.js|chunks\/(LocationAutocomplete|date-picker)-[\w-]+\.js)$/,
      );
  });

  it('searches across origins, pages through results and restores the state on Back', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(partnerUrl('index.html'));
    const search = page.locator('#vk-search');
    await search.getByLabel('Length of residence').selectOption('long_term');
    const submitted = page.evaluate(
      () =>
        new Promise<unknown>((ok) =>
          document
            .getElementById('vk-search')!
            .addEventListener('volunteerkit:submit', (e) => ok((e as CustomEvent).detail), {
              once: true,
            }),
        ),
    );
    await search.getByRole('button', { name: 'Search' }).click();
    expect(await submitted).toMatchObject({
      type: 'submit',
      hash: expect.stringContaining('type=long_term'),
    });

    // The results page of the partner site, the search carried in the hash.
    await page.waitForURL(/results\.html\?embed=.*#.*type=long_term/);
    const results = page.locator('#vk-results');
    const stats = results.getByText(/^1 to 8 of \d+$/);
    await expect.poll(() => stats.count()).toBeGreaterThan(0);
    const total = Number((await stats.first().textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(16);
    await expect.poll(() => results.locator('.vk-card').count()).toBe(8);
    expect(await results.getByLabel('Length of residence').inputValue()).toBe('long_term');
    const firstPage = await results.locator('.vk-card h3, .vk-card h4').allTextContents();

    // Adverts are formatted (marked lexer, rendered as elements), loaded lazily.
    await expect
      .poll(() => results.locator('.vk-markdown[data-format="markdown"] p').count())
      .toBeGreaterThan(0);

    // Page 2: the hash changes, other cards, the search is logged and saved, an event is raised.
    const searched = page.evaluate(
      () =>
        new Promise<unknown>((ok) =>
          document
            .getElementById('vk-results')!
            .addEventListener('volunteerkit:search', (e) => ok((e as CustomEvent).detail), {
              once: true,
            }),
        ),
    );
    const logsBefore = api.logs('search').length;
    await results.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => results.getByText(`9 to 16 of ${total}`).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).toMatch(/page=2/);
    const detail = (await searched) as { ids: unknown[]; pagination: { current_page: number } };
    expect(detail.ids).toHaveLength(8);
    expect(detail.pagination.current_page).toBe(2);
    const secondPage = await results.locator('.vk-card h3, .vk-card h4').allTextContents();
    expect(secondPage).not.toEqual(firstPage);
    await expect.poll(() => api.logs('search').length).toBeGreaterThan(logsBefore);
    expect(await page.evaluate(() => localStorage.getItem('last_residential_search'))).toMatch(
      /type=long_term.*page=2|page=2.*type=long_term/,
    );

    // Back: page 1 again, in one click; Forward: page 2.
    await page.goBack();
    await expect.poll(() => results.getByText(`1 to 8 of ${total}`).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).hash).not.toMatch(/page=2/);
    expect(await results.locator('.vk-card h3, .vk-card h4').allTextContents()).toEqual(firstPage);
    await page.goForward();
    await expect.poll(() => results.getByText(`9 to 16 of ${total}`).count()).toBeGreaterThan(0);

    // The calendar is a lazy chunk: not downloaded until the date picker opens.
    const calendarRequests = () => requested.filter((u) => /date-picker/.test(u)).length;
    expect(calendarRequests()).toBe(0);
    await results.getByRole('button', { name: /Any date/ }).click();
    await expect.poll(() => results.getByRole('dialog').count()).toBe(1);
    expect(calendarRequests()).toBe(1);
    await expect.poll(() => results.getByRole('grid').count()).toBeGreaterThan(0);
    // The calendar of the embed build (react-day-picker without @date-fns/tz): a
    // day of next month, a flexibility, OK; the button shows the chosen window.
    const dialog = results.getByRole('dialog');
    await dialog.getByRole('button', { name: /next month/i }).click();
    await dialog.locator('.rdp-day:not(.rdp-disabled) button').nth(9).click();
    await dialog.getByRole('combobox', { name: 'Flexibility:' }).selectOption('14');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => results.getByRole('dialog').count()).toBe(0);
    expect(await results.getByRole('button', { name: /^Date/ }).textContent()).toMatch(
      /^\d\d\/\d\d\/\d{4} \(\+\/- 14 days\)$/,
    );

    // All of it cross-origin, under the strict CSP, without a violation or an error.
    const probeResult = await collect(page);
    expect(probeResult.violations).toEqual([]);
    expect(probeResult.newGlobals).toEqual(['VolunteerKit']);
    expect(consoleErrors).toEqual([]);
    const origins = new Set(requested.map((u) => new URL(u).origin));
    expect(origins).toEqual(new Set([partner.url, embed.url, api.url]));
  });

  it('the location combobox works by keyboard inside the shadow root and carries the place to the results', async () => {
    const page = await context.newPage();
    await page.goto(partnerUrl('index.html'));
    const search = page.locator('#vk-search');
    const box = search.getByRole('combobox', { name: 'Where do you want to volunteer?' });
    await box.click();
    // Ireland: the demo's adverts abroad are near the Enniskillen base (issue 46).
    await box.pressSequentially('Irel', { delay: 30 });
    const ireland = search.getByRole('option', { name: 'Ireland', exact: true });
    await expect.poll(() => ireland.count()).toBe(1);
    // By keyboard: down the options to Ireland (Northern Ireland is offered too), then Enter.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ArrowDown');
      if ((await ireland.getAttribute('aria-selected')) === 'true') break;
    }
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe('Ireland');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/results\.html.*#.*search=Ireland/);
    const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
    expect(hash.get('geojson')).toBeTruthy();
    expect(hash.get('lat')).toBeTruthy();
    const results = page.locator('#vk-results');
    await expect
      .poll(() =>
        results.getByRole('combobox', { name: 'Where do you want to volunteer?' }).inputValue(),
      )
      .toBe('Ireland');
    await expect.poll(() => results.locator('.vk-card').count()).toBeGreaterThan(0);
    expect((await collect(page)).violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('hostile API data cannot run script inside the embed (markdown sanitised in Chromium)', async () => {
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route(`${api.url}/api/residential-opportunities/**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      body.data[0] = {
        ...body.data[0],
        display_name: '<img src=x onerror=alert(1)>Title',
        short_advert:
          '**Bold** <img src=x onerror="alert(2)"> <script>alert(3)</script> [click](javascript:alert(4)) <a href="https://example.org" onclick="alert(5)">ok</a>',
        public_url: 'javascript:alert(6)',
        image_thumbnail_url: 'javascript:alert(7)',
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${partnerUrl('results.html')}#type=any`);
    const results = page.locator('#vk-results');
    await expect
      .poll(() => results.locator('.vk-markdown[data-format="markdown"] strong').count())
      .toBeGreaterThan(0);
    const found = await page.evaluate(() => {
      const root = document.getElementById('vk-results')!.shadowRoot!;
      const all = [...root.querySelectorAll('*')];
      return {
        scripts: root.querySelectorAll('script').length,
        handlers: all.filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name))).length,
        jsUrls: all.filter((e) =>
          ['href', 'src', 'xlink:href', 'action'].some((n) =>
            /^\s*javascript:/i.test(e.getAttribute(n) ?? ''),
          ),
        ).length,
        title: root.querySelector('.vk-card h3, .vk-card h4')?.textContent,
      };
    });
    expect(found).toEqual({
      scripts: 0,
      handlers: 0,
      jsUrls: 0,
      title: '<img src=x onerror=alert(1)>Title',
    });
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    // Adverts are rendered as elements, never parsed as HTML: the hostile advert
    // gives the strict CSP nothing to report.
    expect((await collect(page)).violations).toEqual([]);
  });

  it('the hostile stylesheet changes nothing inside the embed', async () => {
    const clean = await context.newPage();
    await clean.route('**/hostile.css', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    // hostile.html: the demo's test page carrying the careless stylesheet.
    await clean.goto(partnerUrl('hostile.html'));
    await settled(clean, 2);
    const hostile = await context.newPage();
    await hostile.goto(partnerUrl('hostile.html'));
    await settled(hostile, 2);
    // The hostile sheet did apply to the page itself...
    expect(
      await hostile.evaluate(() => getComputedStyle(document.querySelector('h1')!).textTransform),
    ).toBe('uppercase');
    const expected = await shadowStyles(clean);
    expect(expected.length).toBeGreaterThan(5);
    // ...and nothing inside the shadow roots.
    expect(await shadowStyles(hostile)).toEqual(expected);
    // Nor does the embed's CSS leak out to the page.
    // (partner.css gives the page's text its own ink, rgb(23, 37, 31); the embed's is #1b1f24.)
    expect(await clean.evaluate(() => getComputedStyle(document.querySelector('h1')!).color)).toBe(
      'rgb(23, 37, 31)',
    );
  });

  it('loading the script twice mounts each point once and keeps one namespace', async () => {
    writeFileSync(
      join(extraDir, 'twice.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Twice</title><link rel="icon" href="../favicon.svg"></head><body><main>
      <h1>Twice</h1>
      <div id="one" data-volunteerkit-residential data-view="search"></div>
      <script src="../partner.js"></script><script src="../partner.js"></script>
      </main></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(partnerUrl('extra/twice.html'));
    await settled(page, 1);
    expect(
      await page.evaluate(() => [
        document.querySelectorAll('script[src*="residential-embed"]').length,
        document.getElementById('one')!.shadowRoot!.querySelectorAll('.vk-embed').length,
        typeof (window as unknown as { VolunteerKit: { residential: { mount: unknown } } })
          .VolunteerKit.residential.mount,
      ]),
    ).toEqual([2, 1, 'function']);
    expect((await collect(page)).newGlobals).toEqual(['VolunteerKit']);
    // A mount point added later is picked up too.
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.id = 'late';
      div.setAttribute('data-volunteerkit-residential', '');
      document.querySelector('main')!.append(div);
    });
    await settled(page, 2);
    // Removing it unmounts it.
    await page.evaluate(() => document.getElementById('late')!.remove());
    await settled(page, 1);
  });

  it('works from a type="module" script tag too, and an invalid mount point fails alone', async () => {
    writeFileSync(
      join(extraDir, 'module.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Module</title><link rel="icon" href="../favicon.svg">
      <script type="module" src="${embed.url}/residential-embed.js" data-api-base="${api.url}/api/"></script></head><body><main>
      <h1>Module</h1>
      <div id="bad" data-volunteerkit-residential data-api-base="javascript:alert(1)"></div>
      <div id="good" data-volunteerkit-residential data-view="search"></div>
      </main></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(`${partner.url}/extra/module.html`);
    await settled(page, 1);
    expect(
      await page.evaluate(() => [
        document.getElementById('bad')!.getAttribute('data-volunteerkit-state'),
        document.getElementById('good')!.getAttribute('data-volunteerkit-state'),
      ]),
    ).toEqual(['error', 'mounted']);
    expect(consoleErrors).toHaveLength(1);
    expect(consoleErrors[0]).toMatch(/EmbedConfigError.*not an http\(s\) URL/);
    expect((await collect(page)).violations).toEqual([]);
  });

  it('two embeds on one page work independently (hash owner and in-memory), plus the custom element', async () => {
    writeFileSync(
      join(extraDir, 'two.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two embeds</title><link rel="icon" href="../favicon.svg"></head><body><main>
      <h1>Two embeds</h1>
      <section aria-label="All"><div id="embed-a" data-volunteerkit-residential data-view="results"></div></section>
      <section aria-label="Long term"><div id="embed-b" data-volunteerkit-residential data-view="results" data-hash="false" data-filters="type=long_term"
        data-messages='{"heroTitle":"Long stays","resultsTitle":"Long-term results"}'></div></section>
      <section aria-label="Latest"><volunteerkit-residential-search id="embed-c" view="latest"></volunteerkit-residential-search></section>
      <script src="../partner.js"></script>
      </main></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(partnerUrl('extra/two.html'));
    await settled(page, 3);
    await page.evaluate(() => {
      const counts: Record<string, number> = { 'embed-a': 0, 'embed-b': 0, 'embed-c': 0 };
      (window as unknown as { __counts: typeof counts }).__counts = counts;
      for (const id of Object.keys(counts)) {
        document.getElementById(id)!.addEventListener('volunteerkit:search', () => counts[id]!++);
      }
    });
    const counts = () =>
      page.evaluate(() => ({
        ...(window as unknown as { __counts: Record<string, number> }).__counts,
      }));
    const a = page.locator('#embed-a');
    const b = page.locator('#embed-b');
    const statsOf = async (loc: typeof a) =>
      (await loc
        .locator('.vk-pagination')
        .getByText(/ to \d+ of /)
        .textContent())!;
    const aStats = await statsOf(a);
    const bStats = await statsOf(b);
    // Different filters, different totals; the messages override applies to b only.
    expect(aStats).not.toEqual(bStats);
    expect(await b.getByRole('heading', { name: 'Long stays' }).count()).toBe(1);
    expect(
      await a.getByRole('heading', { name: 'Find your volunteering opportunity' }).count(),
    ).toBe(1);
    expect(await b.getByLabel('Length of residence').inputValue()).toBe('long_term');

    // Paging a writes the hash and leaves b alone.
    await a.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => statsOf(a)).toMatch(/^9 to 16 of/);
    expect(new URL(page.url()).hash).toMatch(/page=2/);
    expect(await statsOf(b)).toBe(bStats);
    expect(await counts()).toEqual({ 'embed-a': 1, 'embed-b': 0, 'embed-c': 0 });

    // Paging b keeps its state in memory: the hash does not change, a does not move.
    const hash = new URL(page.url()).hash;
    await b.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => statsOf(b)).toMatch(/^17 to 24 of/);
    expect(new URL(page.url()).hash).toBe(hash);
    expect(await statsOf(a)).toMatch(/^9 to 16 of/);
    expect(await counts()).toEqual({ 'embed-a': 1, 'embed-b': 1, 'embed-c': 0 });

    // The custom element shows the latest opportunities; changing its view attribute re-renders it.
    const c = page.locator('#embed-c');
    expect(await c.getByRole('heading', { name: 'Latest residential opportunities' }).count()).toBe(
      1,
    );
    await page.evaluate(() => document.getElementById('embed-c')!.setAttribute('view', 'search'));
    await expect.poll(() => c.getByRole('button', { name: 'Search' }).count()).toBe(1);
    // Removing it destroys its embed.
    await page.evaluate(() => document.getElementById('embed-c')!.remove());
    await settled(page, 2);
    expect((await collect(page)).violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('mounts imperatively with a theme and initial filters, updates and destroys', async () => {
    writeFileSync(
      join(extraDir, 'imperative.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Imperative</title><link rel="icon" href="../favicon.svg"></head><body><main>
      <h1>Imperative</h1><div id="one" data-volunteerkit-residential></div>
      <script src="../partner.js"></script></main></body></html>`,
    );
    const page = await context.newPage();
    await page.goto(partnerUrl('extra/imperative.html'));
    await settled(page, 1);
    const host = page.locator('#imperative');
    await page.evaluate((apiBase) => {
      const el = document.createElement('section');
      el.id = 'imperative';
      document.querySelector('main')!.append(el);
      type Handle = { update(o: unknown): void; destroy(): void; ready: Promise<void> };
      const vk = (
        window as unknown as {
          VolunteerKit: { residential: { mount(e: Element, o: unknown): Handle } };
        }
      ).VolunteerKit;
      const events: string[] = [];
      const handle = vk.residential.mount(el, {
        apiBase,
        view: 'results',
        hash: false,
        filters: { type: 'short_term' },
        theme: {
          '--vk-color-primary': 'rgb(122, 31, 162)',
          '--vk-color-text': 'red; } * { color: red',
        },
        onEvent: (e: { type: string }) => events.push(e.type),
      });
      (window as unknown as { __imperative: unknown }).__imperative = { handle, events };
    }, `${api.url}/api/`);
    await settled(page, 2);
    await expect.poll(() => host.locator('.vk-card').count()).toBeGreaterThan(0);
    expect(await host.getByLabel('Length of residence').inputValue()).toBe('short_term');
    // The valid theme value applies, the injection attempt is dropped.
    const colours = await host
      .getByRole('button', { name: 'Search' })
      .evaluate((button) => [
        getComputedStyle(button).backgroundColor,
        getComputedStyle(button.closest('.vk-embed')!).color,
      ]);
    expect(colours).toEqual(['rgb(122, 31, 162)', 'rgb(27, 31, 36)']);
    expect(
      await page.evaluate(
        () => (window as unknown as { __imperative: { events: string[] } }).__imperative.events,
      ),
    ).toContain('search');
    // update() switches the view in place; destroy() empties the shadow root.
    await page.evaluate(() =>
      (
        window as unknown as { __imperative: { handle: { update(o: unknown): void } } }
      ).__imperative.handle.update({ view: 'search' }),
    );
    await expect.poll(() => host.locator('.vk-card').count()).toBe(0);
    expect(await host.getByRole('button', { name: 'Search' }).count()).toBe(1);
    await page.evaluate(() =>
      (
        window as unknown as { __imperative: { handle: { destroy(): void } } }
      ).__imperative.handle.destroy(),
    );
    expect(
      await page.evaluate(
        () => document.getElementById('imperative')!.shadowRoot!.childNodes.length,
      ),
    ).toBe(0);
    // A non-http API base is refused with a typed error.
    expect(
      await page.evaluate(async () => {
        const core = await (
          window as unknown as {
            VolunteerKit: {
              residential: { ready: Promise<{ mount(e: Element, o: unknown): unknown }> };
            };
          }
        ).VolunteerKit.residential.ready;
        try {
          core.mount(document.createElement('div'), { apiBase: 'javascript:alert(1)' });
          return 'mounted';
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('EmbedConfigError');
  });

  it('VolunteerKit.residential.mount queues update and destroy until the core has loaded', async () => {
    writeFileSync(
      join(extraDir, 'queue.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queue</title><link rel="icon" href="../favicon.svg"></head>
      <body><main><h1>Queue</h1><script src="../partner.js"></script></main></body></html>`,
    );
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route(`${embed.url}/residential-embed.core.js`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(partnerUrl('extra/queue.html'));
    await page.waitForFunction(() => 'VolunteerKit' in window);
    await page.evaluate((apiBase) => {
      type Handle = { update(o: unknown): void; destroy(): void };
      const vk = (
        window as unknown as {
          VolunteerKit: { residential: { mount(e: Element, o: unknown): Handle } };
        }
      ).VolunteerKit;
      const make = (id: string) => {
        const el = document.createElement('div');
        el.id = id;
        document.querySelector('main')!.append(el);
        return vk.residential.mount(el, { apiBase, view: 'results', hash: false });
      };
      make('queued-update').update({ view: 'search' });
      make('queued-destroy').destroy();
    }, `${api.url}/api/`);
    release();
    await settled(page, 1);
    expect(
      await page.locator('#queued-update').getByRole('button', { name: 'Search' }).count(),
    ).toBe(1);
    expect(await page.locator('#queued-update .vk-card').count()).toBe(0);
    expect(
      await page.evaluate(() => document.getElementById('queued-destroy')!.shadowRoot),
    ).toBeNull();
  });

  it('axe-core finds no violation on the partner pages (open shadow roots included)', async () => {
    // axe is injected as an inline script, which the page's CSP rightly blocks: bypass it for the audit only.
    const audit = await browser.newContext({ bypassCSP: true });
    try {
      const page = await audit.newPage();
      await page.goto(partnerUrl('index.html'));
      await settled(page, 2);
      expect(await runAxe(page)).toEqual([]);
      await page.goto(partnerUrl('results.html'));
      await settled(page, 1);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await audit.close();
    }
  });

  it('stays readable for visitors in dark mode: light by default, dark or auto on request (axe)', async () => {
    writeFileSync(
      join(extraDir, 'schemes.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Schemes</title><link rel="icon" href="../favicon.svg"></head><body><main>
      <h1>Schemes</h1>
      <section aria-label="Default"><div id="s-default" data-volunteerkit-residential data-view="latest"></div></section>
      <section aria-label="Dark"><div id="s-dark" data-volunteerkit-residential data-view="latest" data-color-scheme="dark"></div></section>
      <section aria-label="Auto"><div id="s-auto" data-volunteerkit-residential data-view="search" data-color-scheme="auto"></div></section>
      <script src="../partner.js"></script></main></body></html>`,
    );
    const audit = await browser.newContext({ bypassCSP: true, colorScheme: 'dark' });
    try {
      const page = await audit.newPage();
      await page.goto(partnerUrl('extra/schemes.html'));
      await settled(page, 3);
      const backgrounds = await page.evaluate(() =>
        ['s-default', 's-dark', 's-auto'].map(
          (id) =>
            getComputedStyle(document.getElementById(id)!.shadowRoot!.querySelector('.vk-embed')!)
              .backgroundColor,
        ),
      );
      expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgb(13, 17, 23)', 'rgb(13, 17, 23)']);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await audit.close();
    }
  });

  it('forces a scheme through the tokens selector, whatever the visitor prefers; themes still win', async () => {
    // No CSS is rewritten: the host gets data-vk-color-scheme and the widgets' tokens switch on it.
    writeFileSync(
      join(extraDir, 'forced.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forced</title><link rel="icon" href="../favicon.svg"></head><body><main>
      <h1>Forced</h1>
      <section aria-label="Light"><div id="f-light" data-volunteerkit-residential data-view="search" data-color-scheme="light"></div></section>
      <section aria-label="Dark"><div id="f-dark" data-volunteerkit-residential data-view="search" data-color-scheme="dark"></div></section>
      <section aria-label="Auto"><div id="f-auto" data-volunteerkit-residential data-view="search" data-color-scheme="auto"></div></section>
      <section aria-label="Themed"><div id="f-themed" data-volunteerkit-residential data-view="search" data-color-scheme="dark" data-theme='{"--vk-color-primary":"rgb(1, 2, 3)"}'></div></section>
      <script src="../partner.js"></script></main></body></html>`,
    );
    const read = (page: Page) =>
      page.evaluate(() =>
        ['f-light', 'f-dark', 'f-auto', 'f-themed'].map((id) => {
          const host = document.getElementById(id)!;
          const style = getComputedStyle(host.shadowRoot!.querySelector('.vk-embed')!);
          return [
            host.getAttribute('data-vk-color-scheme'),
            style.getPropertyValue('--vk-color-bg').trim(),
            style.getPropertyValue('--vk-color-primary').trim(),
          ];
        }),
      );
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      try {
        const page = await context.newPage();
        await page.goto(partnerUrl('extra/forced.html'));
        await settled(page, 4);
        const autoBg = colorScheme === 'dark' ? '#0d1117' : '#ffffff';
        const autoPrimary = colorScheme === 'dark' ? '#4493f8' : '#0b5cad';
        expect(await read(page)).toEqual([
          ['light', '#ffffff', '#0b5cad'],
          ['dark', '#0d1117', '#4493f8'],
          ['auto', autoBg, autoPrimary],
          ['dark', '#0d1117', 'rgb(1, 2, 3)'],
        ]);
      } finally {
        await context.close();
      }
    }
  });
});
