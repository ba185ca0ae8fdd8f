// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type CoreClient } from '../http/createHttpClient.js';
import { HEARTBEAT_INTERVAL, startHeartbeat, type HeartbeatHandle } from './heartbeat.js';

function jwt(payload: Record<string, unknown>): string {
  const b64 = (v: unknown) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64(payload)}.x`;
}
const VIEWER = jwt({ user: { id: 5, permissions: ['view-users'] } });
const NO_PERMISSION = jwt({ user: { id: 5, permissions: ['other'] } });
const NO_ID = jwt({ user: { permissions: ['view-users'] } });

const calls: string[] = [];
const fakeFetch: typeof fetch = async (input) => {
  calls.push(String(input instanceof Request ? input.url : input));
  return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
};
const client = (token: string | null = null): CoreClient =>
  createHttpClient({ baseURL: 'https://api.example.test/api/', token, fetch: fakeFetch });

const focus = () => window.dispatchEvent(new Event('focus'));
const blur = () => window.dispatchEvent(new Event('blur'));
const flush = () => vi.advanceTimersByTimeAsync(0);
const beats = () => calls.filter((u) => u.endsWith('/heartbeat/')).length;

let handles: HeartbeatHandle[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  focus();
});
afterEach(() => {
  for (const h of handles) h.stop();
  handles = [];
  vi.useRealTimers();
});
const start = (c: CoreClient) => {
  const h = startHeartbeat(c);
  handles.push(h);
  return h;
};

describe('heartbeat', () => {
  it('sends GET heartbeat/ every 29 s while a focused window has a view-users user with an id', async () => {
    const h = start(client(VIEWER));
    expect(h.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL - 1);
    expect(beats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 3);
    expect(beats()).toBe(4);
    expect(calls[0]).toBe('https://api.example.test/api/heartbeat/');
  });

  it.each([
    ['logged out', null],
    ['no view-users permission', NO_PERMISSION],
    ['a user without an id', NO_ID],
  ])('does not run when %s', async (_label, token) => {
    const h = start(client(token));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 3);
    expect(beats()).toBe(0);
    expect(h.isRunning()).toBe(false);
  });

  it('stops on blur and resumes on focus', async () => {
    start(client(VIEWER));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    expect(beats()).toBe(1);
    blur();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 5);
    expect(beats()).toBe(1);
    focus();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    expect(beats()).toBe(2);
  });

  it('does not start in a window without focus, and starts when it gains focus', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const h = start(client(VIEWER));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 2);
    expect(beats()).toBe(0);
    expect(h.isRunning()).toBe(false);
    hasFocus.mockRestore();
    focus();
    expect(h.isRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    expect(beats()).toBe(1);
  });

  it('two clients in one window share one schedule: one beat per interval', async () => {
    const a = client(VIEWER);
    const b = client(VIEWER);
    const ha = start(a);
    start(b);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 2);
    expect(beats()).toBe(2);
    // Stopping one keeps the window's heartbeat for the other.
    ha.stop();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    expect(beats()).toBe(3);
  });

  it('beats through whichever registered client qualifies', async () => {
    const anonymous = client(null);
    const viewer = client(VIEWER);
    start(anonymous);
    start(viewer);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    expect(beats()).toBe(1);
    await viewer.logout();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL * 2);
    expect(beats()).toBe(1);
  });

  it('stops entirely when every client is stopped, and a failed beat is swallowed', async () => {
    const failing = createHttpClient({
      baseURL: 'https://api.example.test/api/',
      token: VIEWER,
      fetch: async () => new Response('{}', { status: 500 }),
    });
    const h = start(failing);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL);
    await flush();
    h.stop();
    expect(h.isRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
