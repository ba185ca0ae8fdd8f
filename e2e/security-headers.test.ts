import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { startSandbox, type Sandbox } from '../packages/sandbox/src/index.js';
import { recordFigures } from './fixtures/reliability.js';
// The portal's documented headers (engineer G): what any host of packages/portal/dist should send.
import { PORTAL_CSP, portalSecurityHeaders } from '../packages/portal/security-headers.mjs';
import { usePortal, signInAt } from './support/portal.js';

// Security headers (issue 10): the sandbox API as it answers, the servers of the
// start command as they are (portal, embed, partner page), and the portal under
// the strict CSP documented in docs/security.md, proved workable in Chromium.

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });

type HeaderMap = Record<string, string>;
const headersOf = async (url: string, init?: RequestInit): Promise<HeaderMap> => {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return Object.fromEntries(res.headers);
};

const figures: Record<string, unknown> = {};
afterAll(() => recordFigures('headers', figures));

describe('sandbox API security headers', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, seed: 'demo' });
  });
  afterAll(() => sandbox?.close());

  it.each([
    ['public list', '/api/residential-opportunities/?public_search=true', 'GET'],
    ['authenticated route without token', '/api/users/', 'GET'],
    ['unknown route', '/api/no/such/route', 'GET'],
    ['method not allowed', '/api/heartbeat/', 'DELETE'],
    ['root', '/', 'GET'],
  ])(
    '%s: nosniff, no-referrer, CSP default-src none and frame-ancestors none',
    async (name, path, method) => {
      const h = await headersOf(sandbox.url + path, { method });
      (figures.sandbox ??= {} as Record<string, unknown>) as Record<string, unknown>;
      (figures.sandbox as Record<string, unknown>)[name] = {
        'content-security-policy': h['content-security-policy'],
        'x-content-type-options': h['x-content-type-options'],
        'referrer-policy': h['referrer-policy'],
      };
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['content-security-policy']).toContain("default-src 'none'");
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('serves images with a CSP that runs nothing and downloads in a sandbox', async () => {
    const svg = await headersOf(`${sandbox.url}/api/_media/opportunities/1-thumb.svg`);
    expect(svg['content-security-policy']).toMatch(/default-src 'none'/);
    expect(svg['content-security-policy']).not.toMatch(/script-src/);
    expect(svg['x-content-type-options']).toBe('nosniff');
  });

  it('answers authenticated routes to no foreign origin (CORS)', async () => {
    const h = await headersOf(`${sandbox.url}/api/users/`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(h['access-control-allow-origin']).toBeUndefined();
    const pre = await fetch(`${sandbox.url}/api/users/`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.status).toBe(403);
  });
});

describe('the start command servers, as they are', () => {
  let child: ChildProcess | undefined;
  const ports = { api: 0, portal: 0, partner: 0, embed: 0 };
  let output = '';

  /** Starts `npm start`'s script on free ports; false when a port was taken meanwhile. */
  async function start(): Promise<boolean> {
    for (const k of Object.keys(ports) as (keyof typeof ports)[]) ports[k] = await freePort();
    output = '';
    const started = spawn(process.execPath, ['scripts/start.mjs', '--no-install'], {
      env: {
        ...process.env,
        VK_API_PORT: String(ports.api),
        VK_PORTAL_PORT: String(ports.portal),
        VK_PARTNER_PORT: String(ports.partner),
        VK_EMBED_PORT: String(ports.embed),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    // Ready when the sandbox answers (it starts last).
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${ports.api}/`);
        if (res.ok && output.includes('VolunteerKit is running')) return true;
      } catch {
        // not yet
      }
      // Another file's server took one of the free ports between the check and the
      // listen (files run side by side): stop and try other ports.
      if (output.includes('EADDRINUSE')) {
        if (started.exitCode === null) {
          const exited = new Promise((ok) => started.once('exit', ok));
          started.kill('SIGTERM');
          await exited;
        }
        return false;
      }
      if (Date.now() > deadline) throw new Error(`start did not come up:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  beforeAll(async () => {
    for (let attempt = 1; !(await start()); attempt++)
      if (attempt === 3) throw new Error(`start found no free ports in 3 tries:\n${output}`);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((ok) => child!.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('the portal, the embed and the partner page are served with nosniff', async () => {
    const portal = await headersOf(`http://127.0.0.1:${ports.portal}/`);
    const embed = await headersOf(`http://127.0.0.1:${ports.embed}/residential-embed.js`);
    const partner = await headersOf(`http://127.0.0.1:${ports.partner}/index.html`);
    const api = await headersOf(
      `http://127.0.0.1:${ports.portal}/api/residential-opportunities/?public_search=true`,
    );
    figures.start = {
      portal: pick(portal),
      embed: pick(embed),
      partner: pick(partner),
      apiThroughPortal: pick(api),
    };
    expect(portal['x-content-type-options']).toBe('nosniff');
    expect(embed['x-content-type-options']).toBe('nosniff');
    expect(partner['x-content-type-options']).toBe('nosniff');
    // The embed's documented cross-origin needs (docs/embedding.md).
    expect(embed['access-control-allow-origin']).toBe('*');
    expect(embed['cross-origin-resource-policy']).toBe('cross-origin');
    // The API keeps its own headers through the portal's proxy.
    expect(api['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api['referrer-policy']).toBe('no-referrer');
  });

  it('tells the partner page its ports (bare URL) and answers /favicon.ico on every origin', async () => {
    const config = await (
      await fetch(`http://127.0.0.1:${ports.partner}/partner-config.js`)
    ).text();
    expect(config).toContain(`"http://127.0.0.1:${ports.embed}/"`);
    expect(config).toContain(`"http://127.0.0.1:${ports.api}/api/"`);
    expect(output).toContain(`Partner demo page   http://127.0.0.1:${ports.partner}/\n`);
    for (const port of [ports.api, ports.portal, ports.partner, ports.embed]) {
      const res = await fetch(`http://127.0.0.1:${port}/favicon.ico`);
      expect(res.status, String(port)).toBe(200);
      expect(res.headers.get('content-type'), String(port)).toBe('image/svg+xml');
    }
  });

  // Was open finding portal-security-headers (fixed in 4196c68: start serves the portal's headers).
  it('the portal is served with its documented CSP (frame-ancestors), referrer policy and frame denial', async () => {
    const portal = await headersOf(`http://127.0.0.1:${ports.portal}/`);
    expect(portal['content-security-policy']).toBe(PORTAL_CSP);
    expect(portal['referrer-policy']).toBe(portalSecurityHeaders['referrer-policy']);
    expect(portal['x-frame-options']).toBe('DENY');
  });
});

function pick(h: HeaderMap) {
  return {
    'content-security-policy': h['content-security-policy'] ?? null,
    'referrer-policy': h['referrer-policy'] ?? null,
    'x-content-type-options': h['x-content-type-options'] ?? null,
    'x-frame-options': h['x-frame-options'] ?? null,
    'access-control-allow-origin': h['access-control-allow-origin'] ?? null,
    'cross-origin-resource-policy': h['cross-origin-resource-policy'] ?? null,
  };
}

describe('the portal under its documented security headers (Chromium)', () => {
  const portal = usePortal({ seed: 'demo' });
  it('signs in and opens screens with no CSP violation and no page error', async () => {
    const page = await portal.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      const v: string[] = [];
      (window as unknown as { vkViolations: string[] }).vkViolations = v;
      document.addEventListener('securitypolicyviolation', (e) =>
        v.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await signInAt(page, `${portal.baseUrl}/`);
    await page.getByRole('navigation').first().waitFor();
    for (const path of ['/people', '/manage/organisation/tags', '/manage/organisation/tags/new']) {
      await page.goto(`${portal.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const violations = await page.evaluate(
      () => (window as unknown as { vkViolations: string[] }).vkViolations,
    );
    figures.portalStrictCsp = { policy: PORTAL_CSP, violations, pageErrors: errors.length };
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
