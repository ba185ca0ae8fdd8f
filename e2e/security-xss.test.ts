import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { serveStatic, type StaticServer } from './support/static.js';
import { bundlePage } from './fixtures/bundle.js';
import { recordFigures } from './fixtures/reliability.js';
import {
  BENIGN_MARKDOWN,
  SAFE_ADVERT_ATTRIBUTES,
  SAFE_ADVERT_TAGS,
  HOSTILE_URLS,
  XSS_PAYLOADS,
  isSafeHref,
  materialisePayloads,
  type MaterialisedPayload,
} from './fixtures/xss-payloads.js';
import { DOMPURIFY_PAYLOADS } from './fixtures/dompurify-payloads.js';

// Hostile content (issues 10, 20): every payload of the corpus, and every test
// payload of DOMPurify, rendered through OpportunityCard's short_advert in Chromium,
// on a page WITHOUT any CSP (so the renderer alone is on trial), client-rendered and
// server-rendered + hydrated (the server's markup formatted like the client's).
// Nothing may execute (no dialog, no page error, no script side effect), nothing
// may reach the attacker (a loopback server on another origin), and the rendered
// DOM may hold only allow-listed elements, attributes and URL schemes.

const OUT = resolve('.e2e-artifacts/security-xss');

interface Audit {
  n: number;
  problems: string[];
}

/** In-page audit of every card: allowed tags/attributes/schemes only; fires handlers and clicks odd links. */
function auditPage(args: { tags: string[]; attrs: string[] }): Audit[] {
  const tags = new Set(args.tags);
  const attrs = new Set(args.attrs);
  const safe = (href: string) => {
    // eslint-disable-next-line no-control-regex
    const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f\u200b]/g, '');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
    return scheme === undefined || ['http', 'https', 'ftp', 'mailto', 'tel'].includes(scheme);
  };
  // Prototype getters, immune to DOM clobbering (<form><input name="attributes">...).
  const get = <T>(proto: object, name: string, el: Element): T =>
    Object.getOwnPropertyDescriptor(proto, name)!.get!.call(el) as T;
  const localName = (el: Element) => get<string>(Element.prototype, 'localName', el);
  const attributesOf = (el: Element) => [...get<NamedNodeMap>(Element.prototype, 'attributes', el)];
  const attr = (el: Element, name: string) => Element.prototype.getAttribute.call(el, name);
  const out: Audit[] = [];
  for (const section of document.querySelectorAll<HTMLElement>('section.payload')) {
    const problems: string[] = [];
    const md = section.querySelector('.vk-markdown');
    if (md) {
      for (const el of md.querySelectorAll('*')) {
        const tag = localName(el);
        if (!tags.has(tag)) problems.push(`element <${tag}>`);
        const ns = get<string>(Element.prototype, 'namespaceURI', el);
        if (ns !== 'http://www.w3.org/1999/xhtml') problems.push(`namespace ${ns}`);
        for (const a of attributesOf(el)) {
          if (!attrs.has(a.name)) problems.push(`attribute ${tag}[${a.name}]`);
          if (a.name === 'href' && !safe(a.value)) problems.push(`href ${a.value}`);
        }
        if (
          tag === 'a' &&
          attr(el, 'target') === '_blank' &&
          !/noopener/.test(attr(el, 'rel') ?? '')
        )
          problems.push('target=_blank without noopener');
        // Fire what an injected handler would listen to.
        for (const type of [
          'mouseover',
          'mouseenter',
          'pointerenter',
          'focus',
          'animationstart',
          'toggle',
        ])
          EventTarget.prototype.dispatchEvent.call(el, new Event(type, { bubbles: true }));
        if (tag === 'a' && !safe(attr(el, 'href') ?? '')) HTMLElement.prototype.click.call(el);
      }
    }
    // The card's own links and images carry only safe URLs.
    for (const el of section.querySelectorAll('a[href], img[src]')) {
      const url = attr(el, 'href') ?? attr(el, 'src') ?? '';
      if (!safe(url) || /^\s*\/\//.test(url) || /^\s*\\\\/.test(url))
        problems.push(`card url ${url}`);
    }
    // Nothing may escape the advert into the rest of the card.
    for (const el of section.querySelectorAll(
      'script, iframe, object, embed, style, link, meta, base, form, svg, math',
    ))
      problems.push(`escaped <${localName(el)}>`);
    out.push({ n: Number(section.dataset.n), problems });
  }
  return out;
}

describe('hostile adverts in OpportunityCard (Chromium)', () => {
  let browser: Browser;
  let server: StaticServer;
  let attacker: Server;
  let attackerOrigin: string;
  const attackerHits: string[] = [];
  let payloads: MaterialisedPayload[];
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    attacker = createServer((req, res) => {
      attackerHits.push(req.url ?? '/');
      res.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
      res.end('alert(1)');
    });
    await new Promise<void>((ok) => attacker.listen(0, '127.0.0.1', ok));
    // "localhost" is another origin than the page's 127.0.0.1.
    attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
    payloads = [
      ...materialisePayloads(attackerOrigin),
      ...DOMPURIFY_PAYLOADS.map((p, i) => ({
        n: XSS_PAYLOADS.length + i + 1,
        family: 'dompurify' as MaterialisedPayload['family'],
        source: p.payload,
      })),
    ];
    await bundlePage(resolve('e2e/fixtures/pages/xss-page.tsx'), OUT, 'Hostile adverts');
    const host = new URL(attackerOrigin).host;
    writeFileSync(
      resolve(OUT, 'payloads.json'),
      JSON.stringify(
        payloads.map((p, i) => ({
          ...p,
          url: HOSTILE_URLS[i % HOSTILE_URLS.length]!.replaceAll('__A_HOST__', host),
        })),
      ),
    );
    writeFileSync(
      resolve(OUT, 'benign.json'),
      JSON.stringify(BENIGN_MARKDOWN.map((b, i) => ({ n: i + 1, source: b.source }))),
    );
    server = await serveStatic({ mounts: { '/': OUT } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise<void>((ok) => (attacker ? attacker.close(() => ok()) : ok()));
    recordFigures('xss', figures);
  });

  async function openPage(mode: 'render' | 'hydrate' | 'unsafe'): Promise<{
    context: BrowserContext;
    page: Page;
    dialogs: string[];
    pageErrors: string[];
    consoleErrors: string[];
    requests: string[];
  }> {
    const context = await browser.newContext();
    const dialogs: string[] = [];
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    const requests: string[] = [];
    const page = await context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    page.on('console', (m) => {
      // Script errors only: a hostile relative image URL may 404 on the page's own server.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
        consoleErrors.push(m.text());
    });
    context.on('request', (r) => requests.push(r.url()));
    page.on('popup', (p) => requests.push(`popup ${p.url()}`));
    // Only the page's own origin and the attacker are reachable.
    await context.route(
      (url) => !url.href.startsWith(server.url) && !url.href.startsWith(attackerOrigin),
      (route) => route.abort(),
    );
    if (mode === 'unsafe') {
      // The control page would block on hundreds of modal dialogs: record the calls instead.
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { vkCalls: string[] }).vkCalls = calls;
        for (const name of ['alert', 'confirm', 'prompt'] as const)
          (window as unknown as Record<string, unknown>)[name] = (m: unknown) => {
            calls.push(String(m));
          };
      });
    }
    if (mode === 'unsafe') {
      // Without a sanitiser, a meta refresh would navigate away and DOM clobbering would
      // break the page itself: the control leaves those few out.
      // DOMPurify's payloads are left out of the control too (some rewrite the page).
      const control = payloads.filter(
        (p) =>
          p.n <= XSS_PAYLOADS.length && !/http-equiv|name="getElementById"|<base /.test(p.source),
      );
      await page.route('**/payloads.json', (route) => route.fulfill({ json: control }));
    }
    await page.goto(`${server.url}/index.html?mode=${mode}`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
    return { context, page, dialogs, pageErrors, consoleErrors, requests };
  }

  it(`has a corpus of at least 100 payloads across every family (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const families = new Set(XSS_PAYLOADS.map((p) => p.family));
    expect(families.size).toBe(11);
  });

  for (const mode of ['render', 'hydrate'] as const) {
    it(`nothing executes or calls out (${mode === 'render' ? 'client render' : 'SSR string + hydration'})`, async () => {
      const { context, page, dialogs, pageErrors, consoleErrors, requests } = await openPage(mode);
      if (mode === 'hydrate') {
        await page.waitForSelector('body[data-committed="true"]', { timeout: 60_000 });
        // The server-rendered string itself, parsed inertly (DOMParser runs nothing):
        // adverts formatted with allow-listed elements only, no handler, no script URL.
        const ssrProblems = await page.evaluate(
          ({ tags, attrs }) => {
            const html = (window as unknown as { vkSsrHtml: string }).vkSsrHtml;
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const problems: string[] = [];
            for (const el of doc.body.querySelectorAll('*')) {
              for (const attr of el.attributes)
                if (/^on/i.test(attr.name) || /^\s*(javascript|vbscript|data):/i.test(attr.value))
                  problems.push(`${el.localName}[${attr.name}]`);
              if (
                [
                  'script',
                  'iframe',
                  'object',
                  'embed',
                  'style',
                  'svg',
                  'math',
                  'form',
                  'meta',
                  'base',
                  'link',
                ].includes(el.localName)
              )
                problems.push(`<${el.localName}>`);
            }
            const adverts = [...doc.querySelectorAll('.vk-markdown')];
            for (const md of adverts) {
              if (md.getAttribute('data-format') !== 'markdown')
                problems.push('advert not formatted on the server');
              for (const el of md.querySelectorAll('*')) {
                if (!tags.includes(el.localName)) problems.push(`advert <${el.localName}>`);
                for (const attr of el.attributes)
                  if (!attrs.includes(attr.name)) problems.push(`advert [${attr.name}]`);
              }
            }
            // Hydration kept the server's markup as it was: no reflow, no patch.
            const hydrated = document.getElementById('root')!.innerHTML;
            if (hydrated !== html) problems.push('hydrated markup differs from the server markup');
            return { problems, adverts: adverts.length };
          },
          { tags: [...SAFE_ADVERT_TAGS], attrs: [...SAFE_ADVERT_ATTRIBUTES] },
        );
        expect(ssrProblems.problems).toEqual([]);
        expect(ssrProblems.adverts).toBe(payloads.length);
        figures.ssrString = { adverts: ssrProblems.adverts, problems: ssrProblems.problems.length };
      }
      const audits = await page.evaluate(auditPage, {
        tags: [...SAFE_ADVERT_TAGS],
        attrs: [...SAFE_ADVERT_ATTRIBUTES],
      });
      // Give timers, animations, meta refreshes and lazy loads time to fire.
      await page.waitForTimeout(1500);
      const failing = audits.filter((a) => a.problems.length > 0);
      const attackerRequests = requests.filter((u) => u.includes(new URL(attackerOrigin).host));
      figures[mode] = {
        payloads: payloads.length,
        rendered: audits.length,
        blocked: audits.length - failing.length,
        dialogs: dialogs.length,
        pageErrors: pageErrors.length,
        consoleErrors: consoleErrors.length,
        attackerRequests: attackerRequests.length,
        failing: failing.map((f) => ({
          n: f.n,
          family: payloads[f.n - 1]?.family,
          problems: f.problems,
        })),
      };
      expect(audits).toHaveLength(payloads.length);
      expect(failing).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(attackerRequests).toEqual([]);
      expect(attackerHits).toEqual([]);
      expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
      await context.close();
    });
  }

  it('control: without the sanitiser the same probes catch executions and attacker requests', async () => {
    const { context, page, dialogs, pageErrors, requests } = await openPage('unsafe');
    const audits = await page.evaluate(auditPage, {
      tags: [...SAFE_ADVERT_TAGS],
      attrs: [...SAFE_ADVERT_ATTRIBUTES],
    });
    await page.waitForTimeout(1500);
    dialogs.push(
      ...(await page.evaluate(() => (window as unknown as { vkCalls: string[] }).vkCalls)),
    );
    const attackerRequests = requests.filter((u) => u.includes(new URL(attackerOrigin).host));
    const flagged = audits.filter((a) => a.problems.length > 0).length;
    figures.unsanitisedControl = {
      payloads: audits.length,
      flaggedByAudit: flagged,
      dialogs: dialogs.length,
      attackerRequests: attackerRequests.length,
      pageErrors: pageErrors.length,
    };
    expect(dialogs.length).toBeGreaterThan(5);
    expect(attackerRequests.length).toBeGreaterThan(5);
    expect(flagged).toBeGreaterThan(audits.length / 2);
    attackerHits.length = 0;
    await context.close();
  });

  it('keeps benign markdown formatted (bold, emphasis, lists, safe links, quotes, code)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/payloads.json', (route) =>
      route.fulfill({ path: resolve(OUT, 'benign.json'), contentType: 'application/json' }),
    );
    await page.goto(`${server.url}/index.html`);
    await page.waitForSelector('body[data-ready="true"]');
    let kept = 0;
    for (const [i, benign] of BENIGN_MARKDOWN.entries()) {
      const md = page.locator(`section[data-n="${i + 1}"] .vk-markdown`);
      for (const [selector, text] of Object.entries(benign.expect)) {
        expect(
          (await md.locator(selector).first().textContent())?.trim(),
          `${benign.source} ${selector}`,
        ).toBe(text);
      }
      if (benign.href) {
        const a = md.locator('a').first();
        expect(await a.getAttribute('href')).toBe(benign.href);
        expect(isSafeHref(benign.href)).toBe(true);
        expect(await a.getAttribute('rel')).toContain('noopener');
      }
      kept++;
    }
    figures.benign = { cases: BENIGN_MARKDOWN.length, keptFormatting: kept };
    await context.close();
  });
});
