// In Node (no window): importing is safe and the heartbeat never schedules.
import { expect, it, vi } from 'vitest';
import { startHeartbeat } from './heartbeat.js';
import { createSession } from '../session/session.js';
import { createMemoryTokenStore } from '../http/tokenStore.js';

it('is inert without a window', () => {
  expect(typeof globalThis.window).toBe('undefined');
  vi.useFakeTimers();
  try {
    const request = vi.fn(async () => null as never);
    const h = startHeartbeat({ request, session: createSession(createMemoryTokenStore()) });
    vi.advanceTimersByTime(120_000);
    expect(request).not.toHaveBeenCalled();
    expect(h.isRunning()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    h.stop();
  } finally {
    vi.useRealTimers();
  }
});
