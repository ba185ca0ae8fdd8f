import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';

// Issue 33: the embed's loader starts each results/latest mount's first list call
// while the core downloads, and the core takes that answer instead of asking again.
// The sandbox sits behind a counting proxy: its log of list calls is what the API saw.
// The core file is held back by the test where the order matters, so nothing here
// depends on timing. Runs against the BUILT embed.

const EMBED_DIST = resolve('packages/residential-embed/dist');
const LIST = /\/api\/residential-opportunities\/\?/;

/** Whether a list call asks for the first page (the next page is prefetched once results are painted). */
const firstPage = (call: ListCall) => (call.query.get('page') ?? '1') === '1';

interface ListCall {
  query: URLSearchParams;
  /** Whether the browser went away before the answer was sent (cancelled). */
  cancelled: boolean;
  status?: number;
}

/** A proxy in front of the sandbox that logs the list calls and can fail or hold the next ones. */
async function countingProxy(target: string) {
  const calls: ListCall[] = [];
  let failNext = 0;
  let holdNext = 0;
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    const call: ListCall | undefined = LIST.test(url)
      ? { query: new URL(url, 'http://x').searchParams, cancelled: false }
      : undefined;
    if (call) {
      calls.push(call);
      res.on('close', () => {
        if (!res.writableFinished) call.cancelled = true;
      });
      if (failNext > 0) {
        failNext--;
        call.status = 503;
        res.writeHead(503, { 'access-control-allow-origin': '*' }).end('{"message":"down"}');
        return;
      }
      if (holdNext > 0) {
        holdNext--;
        held.push(() => forward(req, res, call));
        return;
      }
    }
    forward(req, res, call);
  });
  const forward = (req: IncomingMessage, res: ServerResponse, call: ListCall | undefined) => {
    if (res.destroyed) return;
    const url = req.url ?? '/';
    const upstream = httpRequest(
      `${target}${url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        if (call) call.status = answer.statusCode;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNextCalls(n: number) {
      failNext = n;
    },
    holdNextCalls(n: number) {
      holdNext = n;
    },
    releaseHeld() {
      for (const go of held.splice(0)) go();
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe('the embed loader asks for the first results itself (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let api: Sandbox;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  let embed: StaticServer;
  let partner: StaticServer;
  let pageDir: string;

  beforeAll(async () => {
    api = await startSandbox({ port: 0, seed: 'demo' });
    proxy = await countingProxy(api.url);
    embed = await serveStatic({
      mounts: { '/': EMBED_DIST },
      headers: { 'access-control-allow-origin': '*' },
    });
    pageDir = mkdtempSync(join(tmpdir(), 'vk-early-'));
    const script = `<script src="${embed.url}/residential-embed.js" data-api-base="${proxy.url}/api/" async></script>`;
    writeFileSync(
      join(pageDir, 'two.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${script}</head>
<body><h1>Partner</h1>
<div id="results" data-volunteerkit-residential data-view="results"></div>
<div id="latest" data-volunteerkit-residential data-view="latest"></div>
</body></html>`,
    );
    writeFileSync(
      join(pageDir, 'results.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${script}</head>
<body><h1>Partner</h1><div id="results" data-volunteerkit-residential data-view="results"></div></body></html>`,
    );
    writeFileSync(
      join(pageDir, 'versions.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${script}</head>
<body><h1>Partner</h1>
<div id="results" data-volunteerkit-residential data-view="results"></div>
<div id="latest" data-volunteerkit-residential data-view="latest" data-api-version="4"></div>
</body></html>`,
    );
    partner = await serveStatic({ mounts: { '/': pageDir } });
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    context = await browser.newContext();
    proxy.calls.length = 0;
    proxy.failNextCalls(0);
    proxy.holdNextCalls(0);
    proxy.releaseHeld();
  });

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([embed?.close(), partner?.close(), proxy?.close(), api?.close()]);
    rmSync(pageDir, { recursive: true, force: true });
  });

  /** Holds the core back until `release()`: whatever the API sees before is the loader's. */
  async function holdCore(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((ok) => (release = ok));
    await page.route(/residential-embed\.core\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** The cards of one mount, once rendered. */
  async function cards(page: Page, id: string) {
    await expect
      .poll(() => page.locator(`#${id} .vk-card:not([data-placeholder])`).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // The results view paints its first row of cards first, the rest with the pagination.
    if (id === 'results') await page.locator(`#${id} .vk-pagination`).waitFor();
    return page.locator(`#${id} .vk-card h3, #${id} .vk-card h4`).allTextContents();
  }

  it('one list call per mount: the core takes the answer the loader asked for', async () => {
    const page = await context.newPage();
    const release = await holdCore(page);
    await page.goto(`${partner.url}/two.html`);
    // Both first calls reach the API while the core is still held back.
    await expect.poll(() => proxy.calls.length).toBe(2);
    release();
    expect((await cards(page, 'results')).length).toBe(8);
    expect((await cards(page, 'latest')).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const first = proxy.calls.filter(firstPage);
    const results = first.filter((c) => c.query.get('date') !== 'any');
    const latest = first.filter((c) => c.query.get('date') === 'any');
    expect(results).toHaveLength(1);
    expect(latest).toHaveLength(1);
    expect(first.every((c) => !c.cancelled && c.status === 200)).toBe(true);
  });

  it('a state change before the core has arrived cancels the early call', async () => {
    const page = await context.newPage();
    const release = await holdCore(page);
    // The early call's answer is held at the proxy: it is still in flight when the core runs.
    proxy.holdNextCalls(1);
    await page.goto(`${partner.url}/results.html`);
    await expect.poll(() => proxy.calls.length).toBe(1);
    expect(proxy.calls[0]!.query.get('type')).toBe('any');
    // The visitor's search changes (another hash) before the core runs.
    await page.evaluate(() => {
      location.hash = 'type=long_term';
    });
    release();
    await cards(page, 'results');
    await expect.poll(() => proxy.calls[0]!.cancelled).toBe(true);
    proxy.releaseHeld();
    await page.waitForLoadState('networkidle');
    expect(proxy.calls.filter(firstPage).map((c) => c.query.get('type'))).toEqual([
      'any',
      'long_term',
    ]);
    // The cards are the long-term search's.
    const types = await page.locator('#results .vk-card__type').allTextContents();
    expect(new Set(types)).toEqual(new Set(['Long Term']));
  });

  it('results still render when the early call fails: the core asks again', async () => {
    const page = await context.newPage();
    const release = await holdCore(page);
    proxy.failNextCalls(1);
    await page.goto(`${partner.url}/results.html`);
    await expect.poll(() => proxy.calls.length).toBe(1);
    await expect.poll(() => proxy.calls[0]!.status).toBe(503);
    release();
    expect((await cards(page, 'results')).length).toBe(8);
    await page.waitForLoadState('networkidle');
    const first = proxy.calls.filter(firstPage);
    expect(first.map((c) => c.status)).toEqual([503, 200]);
    expect(first[0]!.query.toString()).toBe(first[1]!.query.toString());
  });

  it('paints the first row of cards with the first results (no placeholder frame), then every card and the pagination', async () => {
    const page = await context.newPage();
    // What the results mount shows at every animation frame: placeholders/cards/pagination.
    await page.addInitScript(() => {
      const frames: string[] = [];
      (window as unknown as { vkFrames: string[] }).vkFrames = frames;
      const tick = () => {
        const root = document.getElementById('results')?.shadowRoot;
        if (root) {
          const placeholders = root.querySelectorAll('[data-placeholder]').length;
          const cards = root.querySelectorAll('article.vk-card:not([data-placeholder])').length;
          const pagination = root.querySelector('.vk-pagination') ? 1 : 0;
          frames.push(`${placeholders}/${cards}/${pagination}`);
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // The answer is in before the core runs (the loader asked for it).
    const release = await holdCore(page);
    await page.goto(`${partner.url}/results.html`);
    await expect.poll(() => proxy.calls[0]?.status).toBe(200);
    release();
    expect((await cards(page, 'results')).length).toBe(8);
    const frames = await page.evaluate(
      () => (window as unknown as { vkFrames: string[] }).vkFrames,
    );
    const shown = frames.filter((f) => f !== '0/0/0');
    expect(shown[0]).toBe('0/4/0');
    expect(shown.at(-1)).toBe('0/8/1');
    expect(shown.filter((f) => !f.startsWith('0/'))).toEqual([]);
  });

  it('the next page is asked for ahead of the click, and the click asks nothing more', async () => {
    const page = await context.newPage();
    await page.goto(`${partner.url}/results.html`);
    const before = await cards(page, 'results');
    const pageTwo = () => proxy.calls.filter((c) => c.query.get('page') === '2');
    const next = page.locator('#results a.vk-pagination__next');
    await next.hover();
    await expect.poll(() => pageTwo().filter((c) => c.status === 200).length).toBe(1);
    await next.click();
    await expect
      .poll(() => page.locator('#results .vk-card h3, #results .vk-card h4').allTextContents())
      .not.toEqual(before);
    expect(new URL(page.url()).hash).toMatch(/page=2/);
    await page.waitForLoadState('networkidle');
    expect(pageTwo()).toHaveLength(1);
  });

  it('every call carries the versioned media type (spec 7.1), the early first call included', async () => {
    const page = await context.newPage();
    // What Chromium sends to the API: the Accept header of every call, in order.
    const sent: { url: string; accept: string | undefined; early: boolean }[] = [];
    let coreArrived = false;
    page.on('request', (request) => {
      if (!request.url().startsWith(`${proxy.url}/api/`)) return;
      sent.push({ url: request.url(), accept: request.headers()['accept'], early: !coreArrived });
    });
    const release = await holdCore(page);
    await page.goto(`${partner.url}/versions.html`);
    // Only the default mount gets an early call; the mount with its own version asks itself.
    await expect.poll(() => sent.length).toBe(1);
    coreArrived = true;
    release();
    await cards(page, 'results');
    await cards(page, 'latest');
    await page.locator('#results').getByRole('button', { name: 'View counties' }).click();
    await page.waitForLoadState('networkidle');
    const v3 = 'application/vnd.volunteerkit.v3+json';
    const [early, ...rest] = sent;
    expect(early).toMatchObject({ early: true, accept: v3 });
    expect(early!.url).toMatch(LIST);
    const latest = rest.filter((call) => /[?&]date=any/.test(call.url));
    const others = rest.filter((call) => !/[?&]date=any/.test(call.url));
    expect(latest.length).toBeGreaterThan(0);
    expect(new Set(latest.map((call) => call.accept))).toEqual(
      new Set(['application/vnd.volunteerkit.v4+json']),
    );
    // The results mount: its next page, the countries list…, all in version 3.
    expect(others.some((call) => /\/countries/.test(call.url))).toBe(true);
    expect(new Set(others.map((call) => call.accept))).toEqual(new Set([v3]));
  });
});
