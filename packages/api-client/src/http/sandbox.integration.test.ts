// The core client against the reference sandbox API (real routes, signed JWTs, 2FA):
// proves the client and the server agree on login, refresh, two-factor, logging and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../sandbox/src/index.js';
import { seedOrganisation } from '../../../sandbox/src/seed/demo.js';
import { totpFor } from '../../../sandbox/src/auth/routes.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../sandbox/src/seed/context.js';
import { createHttpClient } from './createHttpClient.js';
import { createMemoryTokenStore } from './tokenStore.js';
import { ApiError } from '../errors/errors.js';
import { hasPermission, featureAmount, hasFeature } from '../permissions/permissions.js';
import { logSearch } from '../public/logging.js';

let sandbox: Sandbox;
let baseURL: string;
beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    db: ':memory:',
    seed: (ctx) => void seedOrganisation(ctx),
    // Whole seconds: a token issued at t lives until floor(t) + 3, so between 2 and
    // 3 s. A 1 s lifetime could leave a refreshed token only a few ms to live, and
    // the retries of a loaded machine would then (rightly) fail.
    tokenLifetimeSeconds: 3,
    refreshGraceSeconds: 120,
  });
  baseURL = `${sandbox.url}/api/`;
});
afterAll(() => sandbox.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('against the sandbox', () => {
  it('logs in, decodes the session, and gates on permissions and features', async () => {
    const client = createHttpClient({ baseURL });
    const result = await client.login({
      email: 'admin@volunteerkit.test',
      password: DEMO_PASSWORD,
    });
    expect(result.status).toBe('authenticated');
    const user = client.session.user;
    expect(hasPermission(user, 'view-users')).toBe(true);
    expect(client.session.environment).toMatchObject({ api_version: 3 });
    const org = user?.organisation;
    expect(featureAmount(org, 'residential')).toBe(200);
    expect(hasFeature(org, 'two_factor')).toBe(true);
    await expect(client.request({ method: 'GET', path: 'heartbeat/' })).resolves.toBeDefined();
  });

  it('an expired token: 20 concurrent calls share one refresh and all succeed', async () => {
    let refreshes = 0;
    const client = createHttpClient({
      baseURL,
      hooks: {
        onRequest: ({ path }) => {
          if (path === 'auth/api/refresh') refreshes += 1;
        },
      },
    });
    await client.login({ email: 'admin@volunteerkit.test', password: DEMO_PASSWORD });
    const first = client.session.token;
    await sleep(3100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.request({ method: 'GET', path: 'heartbeat/' })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(refreshes).toBe(1);
    expect(client.session.token).not.toBe(first);
  });

  it('two-factor with trust-this-computer', async () => {
    const client = createHttpClient({ baseURL, trustTokenStore: createMemoryTokenStore() });
    const credentials = { email: '2fa@volunteerkit.test', password: DEMO_PASSWORD };
    const first = await client.login(credentials);
    expect(first.status).toBe('two-factor-required');
    const wrong = await client.login({ ...credentials, code: '000000' }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect((wrong as ApiError).status).toBe(422);
    expect((wrong as ApiError).fieldErrors?.code).toBeDefined();
    const code = totpFor(DEMO_TOTP_SECRET).generate();
    const second = await client.login({ ...credentials, code, trust_computer: true });
    expect(second).toMatchObject({ status: 'authenticated', trustedComputer: true });
    await client.logout();
    const third = await client.login(credentials);
    expect(third.status).toBe('authenticated');
  });

  it('wrong credentials reject with a clear ApiError; search logging reaches the server', async () => {
    const client = createHttpClient({ baseURL });
    const error = await client
      .login({ email: 'admin@volunteerkit.test', password: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toMatch(/not correct/);
    await logSearch(client, [1, 2], { public: true });
    expect(JSON.stringify(sandbox.logs('search').at(-1)?.payload)).toContain('[1,2]');
  });
});
