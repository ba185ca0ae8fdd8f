// The heartbeat end to end (spec 7.15): real clients (`createHttpClient`, `createClient`) on
// Node's own fetch, logging in and beating against a real HTTP server on 127.0.0.1. Only the
// interval timers are fake (setInterval/setTimeout and their clears; `setImmediate` and `Date`
// stay real, so sockets work and the waits below are real time). The window is a happy-dom
// Window handed to `startHeartbeat`, so its focus and blur are real window events.
// The fake-fetch logic tests are in heartbeat.test.ts.
import { Window as HappyWindow } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client.js';
import { createHttpClient, type CoreClient } from '../http/createHttpClient.js';
import {
  makeJwt,
  sendJson,
  startLoopback,
  type Loopback,
  type RecordedRequest,
} from '../http/loopback.test-utils.js';
import { HEARTBEAT_INTERVAL, startHeartbeat, type HeartbeatHandle } from './heartbeat.js';

const VIEWER = makeJwt({ user: { id: 7, permissions: ['view-users'] } });
const NOT_A_VIEWER = makeJwt({ user: { id: 8, permissions: ['edit-events'] } });
const NO_ID = makeJwt({ user: { permissions: ['view-users'] } });
/** Login answers by e-mail: the token the server hands out. */
const TOKENS: Record<string, string> = {
  'viewer@example.org': VIEWER,
  'other@example.org': NOT_A_VIEWER,
  'noid@example.org': NO_ID,
};

let server: Loopback;
let win: HappyWindow;
let handles: HeartbeatHandle[] = [];

beforeAll(async () => {
  server = await startLoopback();
  server.handle((req, res) => {
    if (req.method === 'POST' && req.path === 'auth/api/') {
      const { email } = req.json as { email: string };
      return sendJson(res, 200, { token: TOKENS[email] });
    }
    if (req.method === 'GET' && req.path === 'heartbeat/') return sendJson(res, 200, {});
    sendJson(res, 404, { message: 'Not found' });
  });
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  win = new HappyWindow({ url: server.origin });
  vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout', 'clearInterval', 'clearTimeout'] });
});
afterEach(async () => {
  for (const h of handles) h.stop();
  handles = [];
  vi.useRealTimers();
  await win.happyDOM.close();
});

const asWindow = () => win as unknown as Window;
const start = (client: CoreClient) => {
  const handle = startHeartbeat(client, { window: asWindow() });
  handles.push(handle);
  return handle;
};
const focus = () => win.dispatchEvent(new win.Event('focus'));
const blur = () => win.dispatchEvent(new win.Event('blur'));
const beats = (): RecordedRequest[] => server.requests.filter((r) => r.path === 'heartbeat/');

/** Yields to real I/O (setImmediate is not faked) until `done()` or a real-time deadline. */
async function realTime(ms: number, done: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setImmediate(r));
}
/** Waits for the server to have received `n` beats, then long enough to see a stray extra one. */
async function expectBeats(n: number): Promise<void> {
  await realTime(5_000, () => beats().length >= n);
  await realTime(150);
  expect(beats()).toHaveLength(n);
}
/** Moves the fake clock one heartbeat interval, waiting for the server after it. */
async function interval(expectedTotal: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
  await expectBeats(expectedTotal);
}

const newClient = () => createHttpClient({ baseURL: server.baseURL });
async function loggedIn(email: string, client: CoreClient = newClient()): Promise<CoreClient> {
  const result = await client.login({ email, password: 's3cret' });
  expect(result.status).toBe('authenticated');
  return client;
}

describe('heartbeat against a loopback server', () => {
  it('sends GET /heartbeat/ with the bearer token every 29 s for a view-users user with an id', async () => {
    const client = await loggedIn('viewer@example.org');
    const handle = start(client);
    expect(handle.isRunning()).toBe(true);

    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL - 1);
    await expectBeats(0);
    await vi.advanceTimersByTimeAsync(1);
    await expectBeats(1);
    for (let n = 2; n <= 4; n++) await interval(n);

    for (const beat of beats()) {
      expect(beat.method).toBe('GET');
      expect(beat.url).toBe('/api/heartbeat/');
      expect(beat.headers.authorization).toBe(`Bearer ${VIEWER}`);
      expect(beat.headers.accept).toBe('application/vnd.volunteerkit.v3+json');
      expect(beat.body).toBe('');
    }
    // Besides the login, the server saw heartbeats and nothing else.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST auth/api/',
      ...Array(4).fill('GET heartbeat/'),
    ]);
  });

  it.each([
    ['a user without view-users', 'other@example.org'],
    ['a user without an id', 'noid@example.org'],
  ])('sends none for %s', async (_label, email) => {
    const handle = start(await loggedIn(email));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 3);
    await expectBeats(0);
    expect(handle.isRunning()).toBe(false);
  });

  it('sends none before login, starts on login, and stops after logout', async () => {
    const client = newClient();
    const handle = start(client);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 2);
    await expectBeats(0);

    await loggedIn('viewer@example.org', client);
    expect(handle.isRunning()).toBe(true);
    await interval(1);
    await interval(2);

    await client.logout();
    expect(handle.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 3);
    await expectBeats(2);
  });

  it('stops on blur and resumes on focus', async () => {
    const handle = start(await loggedIn('viewer@example.org'));
    await interval(1);

    blur();
    expect(handle.isRunning()).toBe(false);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 3);
    await expectBeats(1);

    focus();
    expect(handle.isRunning()).toBe(true);
    await interval(2);
  });

  it('sends exactly one beat per interval with two clients in one window', async () => {
    // One core client and one full client (catalogue accessors and all), both logged in.
    const full = createClient({ baseURL: server.baseURL });
    const clients = [
      await loggedIn('viewer@example.org'),
      await loggedIn('viewer@example.org', full),
    ];
    const [first, second] = clients.map(start);

    for (let n = 1; n <= 3; n++) await interval(n);
    expect(new Set(beats().map((b) => b.headers.authorization))).toEqual(
      new Set([`Bearer ${VIEWER}`]),
    );

    // Stopping one keeps the window's single schedule for the other.
    first!.stop();
    expect(second!.isRunning()).toBe(true);
    await interval(4);
    second!.stop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 2);
    await expectBeats(4);
  });
});
