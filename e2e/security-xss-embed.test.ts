import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';
import { recordFigures } from './fixtures/reliability.js';
import {
  SAFE_ADVERT_ATTRIBUTES,
  SAFE_ADVERT_TAGS,
  materialisePayloads,
} from './fixtures/xss-payloads.js';

// The same hostile corpus through the BUILT residential embed (Preact, shadow DOM,
// the markdown renderer loaded lazily): the API answers
// one page holding every payload as an advert. The partner page's CSP is bypassed
// so the markdown renderer alone is on trial. Nothing may run or call the attacker, and
// each advert inside the shadow roots may hold only allow-listed markup.

const EMBED = resolve('packages/residential-embed/dist');
const PARTNER = resolve('examples/script-tag');

describe('hostile adverts in the residential embed (Chromium)', () => {
  let browser: Browser;
  let api: Sandbox;
  let site: StaticServer;
  let attacker: Server;
  let attackerOrigin: string;
  const hits: string[] = [];

  beforeAll(async () => {
    attacker = createServer((req, res) => {
      hits.push(req.url ?? '/');
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end('x');
    });
    await new Promise<void>((ok) => attacker.listen(0, '127.0.0.1', ok));
    attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
    api = await startSandbox({ port: 0, seed: 'demo' });
    site = await serveStatic({
      mounts: { '/embed/': EMBED, '/partner/': PARTNER },
      proxy: { '/api/': api.url },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
    await new Promise<void>((ok) => (attacker ? attacker.close(() => ok()) : ok()));
  });

  it('renders every payload inert inside the shadow roots', async () => {
    const payloads = materialisePayloads(attackerOrigin);
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    const pageErrors: string[] = [];
    const requests: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    context.on('request', (r) => requests.push(r.url()));
    await page.route(/\/api\/residential-opportunities\/\?/, (route) =>
      route.fulfill({
        json: {
          data: payloads.map((p) => ({
            id: p.n,
            display_name: `Payload ${p.n}`,
            type: 'Residential-long',
            short_advert: p.source,
            available_timeslots: [{ id: 1 }],
          })),
          meta: {
            pagination: {
              total: payloads.length,
              count: payloads.length,
              per_page: payloads.length,
              current_page: 1,
              total_pages: 1,
            },
          },
        },
      }),
    );
    await page.goto(
      `${site.url}/partner/results.html?embed=${site.url}/embed/&api=${site.url}/api/`,
    );
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('*')]
          .map((e) => e.shadowRoot)
          .some(
            (r) =>
              !!r &&
              r.querySelectorAll('.vk-card .vk-markdown[data-format="markdown"]').length >=
                count * 0.5,
          ),
      payloads.length,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1500);
    const audit = await page.evaluate(
      ({ tags, attrs }) => {
        const allowed = new Set(tags);
        const allowedAttrs = new Set(attrs);
        const problems: string[] = [];
        let adverts = 0;
        let cards = 0;
        for (const host of document.querySelectorAll('*')) {
          const root = host.shadowRoot;
          if (!root) continue;
          for (const card of root.querySelectorAll('.vk-card')) {
            cards++;
            const md = card.querySelector('.vk-markdown');
            if (!md) continue;
            adverts++;
            for (const el of md.querySelectorAll('*')) {
              if (!allowed.has(el.localName)) problems.push(`<${el.localName}>`);
              for (const a of [...el.attributes]) {
                if (!allowedAttrs.has(a.name)) problems.push(`${el.localName}[${a.name}]`);
                if (a.name === 'href' && /^\s*(javascript|vbscript|data):/i.test(a.value))
                  problems.push(`href ${a.value}`);
              }
            }
          }
          // Nothing escapes an advert into its card (the embed's own search form is legitimate).
          for (const el of root.querySelectorAll(
            ['script', 'iframe', 'object', 'embed', 'form', 'svg', 'math']
              .map((t) => `.vk-card ${t}`)
              .join(','),
          ))
            problems.push(`escaped <${el.localName}>`);
        }
        return { problems, adverts, cards };
      },
      { tags: [...SAFE_ADVERT_TAGS], attrs: [...SAFE_ADVERT_ATTRIBUTES] },
    );
    const attackerRequests = requests.filter((u) => u.includes(new URL(attackerOrigin).host));
    recordFigures('xss-embed', {
      payloads: payloads.length,
      cards: audit.cards,
      adverts: audit.adverts,
      problems: audit.problems,
      dialogs: dialogs.length,
      pageErrors: pageErrors.length,
      attackerRequests: attackerRequests.length,
    });
    expect(audit.cards).toBe(payloads.length);
    expect(audit.problems).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(attackerRequests).toEqual([]);
    expect(hits).toEqual([]);
    await context.close();
  });
});
