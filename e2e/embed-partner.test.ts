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
    violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
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
  });

  it('the hostile stylesheet changes nothing inside the embed', async () => {
    const clean = await context.newPage();
    await clean.route('**/hostile.css', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    await clean.goto(partnerUrl('index.html'));
    await settled(clean, 2);
    const hostile = await context.newPage();
    await hostile.goto(partnerUrl('index.html'));
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
    expect(
      await clean.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily),
    ).toMatch(/Georgia/);
  });

  it('loading the script twice mounts each point once and keeps one namespace', async () => {
    writeFileSync(
      join(extraDir, 'twice.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Twice</title></head><body><main>
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
});
