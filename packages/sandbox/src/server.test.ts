import { createChaos, parseChaos, ChaosSpecError } from './chaos.js';
import { seedOrganisation } from './seed/demo.js';
import { testSandbox, type TestSandbox } from './testSupport.js';

const PORTAL = 'http://127.0.0.1:4020';
let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({ seed: (ctx) => void seedOrganisation(ctx), corsOrigins: [PORTAL] });
  token = await s.login();
});
afterAll(() => s.cleanup());

describe('CORS', () => {
  test('public residential routes answer any origin', async () => {
    const res = await s.api('/residential-opportunities/?public_search=true', {
      headers: { origin: 'https://partner.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await s.api('/opportunities/log/search?public_search=true', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  test('authenticated routes answer only configured origins', async () => {
    const allowed = await s.api('/users/', { token, headers: { origin: PORTAL } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await s.api('/users/', { token, headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await s.api('/users/', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const ok = await s.api('/users/', {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'PUT' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);
  });
});

test('security headers on JSON answers', async () => {
  for (const res of [
    await s.api('/users/', { token }),
    await s.api('/users/'),
    await s.api('/nothing'),
  ]) {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-type')).toContain('application/json');
  }
});

describe('chaos', () => {
  test('parses the CLI form and rejects bad settings', () => {
    expect(
      parseChaos('latency=200-2000,error503=0.1,error500=0.05,malformed=0.05,drop=0.02,seed=7'),
    ).toEqual({
      latency: [200, 2000],
      error503: 0.1,
      error500: 0.05,
      malformed: 0.05,
      drop: 0.02,
      seed: 7,
    });
    expect(() => parseChaos('error503=2')).toThrow(ChaosSpecError);
    expect(() => parseChaos('latency=9-1')).toThrow(ChaosSpecError);
    expect(() => parseChaos('explode=1')).toThrow(/unknown chaos setting/);
  });

  test('the same seed gives the same faults', () => {
    const options = parseChaos(
      'latency=10-20,error503=0.3,error500=0.2,malformed=0.2,drop=0.1,seed=7',
    );
    const a = createChaos(options);
    const b = createChaos(options);
    const run = (f: typeof a) => Array.from({ length: 50 }, () => f());
    const first = run(a);
    expect(run(b)).toEqual(first);
    expect(new Set(first.map((d) => d.fault))).toEqual(
      new Set(['drop', 'error503', 'error500', 'malformed', undefined]),
    );
    expect(first.every((d) => d.delayMs >= 10 && d.delayMs <= 20)).toBe(true);
    expect(run(createChaos({ ...options, seed: 8 }))).not.toEqual(first);
  });

  test('faults reach the client over HTTP', async () => {
    const chaotic = await testSandbox({ seed: 'none', chaos: 'error503=1,seed=1' });
    try {
      const res = await chaotic.api('/residential-opportunities/?public_search=true');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe('service_unavailable');
    } finally {
      await chaotic.cleanup();
    }
    const malformed = await testSandbox({ seed: 'none', chaos: { malformed: 1 } });
    try {
      const res = await malformed.api('/residential-opportunities/?public_search=true');
      expect(res.status).toBe(200);
      await expect(res.clone().json()).rejects.toThrow();
    } finally {
      await malformed.cleanup();
    }
    const dropping = await testSandbox({ seed: 'none', chaos: { drop: 1, latency: [5, 5] } });
    try {
      await expect(
        dropping.api('/residential-opportunities/?public_search=true'),
      ).rejects.toThrow();
    } finally {
      await dropping.cleanup();
    }
  });
});
