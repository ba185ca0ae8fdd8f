import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { runAxe } from './support/axe.js';
import { serveStatic, type StaticServer } from './support/static.js';

// Proves the browser harness itself: the Debian Chromium starts, loads a page
// from a loopback server, runs script, and axe-core audits it.
describe('browser harness', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vk-harness-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Harness</title></head><body><main><h1>Harness</h1>' +
        '<button type="button" id="b">Count</button><p id="out" aria-live="polite">0</p></main>' +
        '<script>let n=0;document.getElementById("b").onclick=()=>{document.getElementById("out").textContent=String(++n)}</script></body></html>',
    );
    server = await serveStatic({ mounts: { '/': dir } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('clicks a button in real Chromium and finds no axe violations', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    await page.click('#b');
    await page.click('#b');
    expect(await page.textContent('#out')).toBe('2');
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });

  it('reports every violating node, in light and dark, under a strict CSP, after a client-side change', async () => {
    // axe is fetched from the support's loopback server (cached per context): the
    // audit must still see each violation, also when the page already has axe.
    const context = await browser.newContext({ bypassCSP: true, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route('**/bad.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': "default-src 'self'; script-src 'self'" },
        body:
          '<!doctype html><html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1>' +
          '<img src="/a.png"><img src="/b.png">' +
          '<p style="color:#777;background:#888">low contrast</p></main></body></html>',
      }),
    );
    await page.goto(server.url + '/bad.html');
    const first = await runAxe(page);
    expect(first.map((v) => v.id).sort()).toEqual(['color-contrast', 'image-alt']);
    expect(first.find((v) => v.id === 'image-alt')!.nodes).toHaveLength(2);
    await page.evaluate(() => document.querySelector('img')!.setAttribute('alt', 'A'));
    const second = await runAxe(page);
    expect(second.find((v) => v.id === 'image-alt')!.nodes).toEqual([
      JSON.stringify(['img[src="/b.png"]']),
    ]);
    // Fetched once, as a script of its own (not re-sent inline for the second audit).
    expect(await page.locator('script[src$="/axe.min.js"]').count()).toBe(1);
    await context.close();
  });

  it('refuses path traversal', async () => {
    const res = await fetch(server.url + '/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
  });
});
