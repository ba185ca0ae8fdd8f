// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSession, decodeSessionToken, secondsToExpiry } from './session.js';
import { createLocalStorageTokenStore, createMemoryTokenStore } from '../http/tokenStore.js';

const jwt = (payload: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.x`;

afterEach(() => localStorage.clear());

describe('session', () => {
  it('decodes user and environment and notifies on change only', () => {
    const session = createSession(createMemoryTokenStore());
    const listener = vi.fn();
    const off = session.subscribe(listener);
    const token = jwt({ user: { id: 1 }, environment: { name: 'eu' } });
    session.setToken(token);
    session.setToken(token);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.user).toEqual({ id: 1 });
    expect(session.environment).toEqual({ name: 'eu' });
    const snapshot = session.getState();
    expect(session.getState()).toBe(snapshot);
    session.clear();
    expect(session.getState()).toEqual({ token: null, user: null, environment: null });
    off();
    session.setToken(token);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('decodeSessionToken tolerates garbage', () => {
    expect(decodeSessionToken('not-a-jwt')).toEqual({ user: null, environment: null });
    expect(decodeSessionToken(jwt({ user: 'x' }))).toEqual({ user: null, environment: null });
  });

  it('secondsToExpiry reads exp (base64url, past or future) and tolerates garbage', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_000, n: '??>>' })).toString('base64url');
    expect(secondsToExpiry(`h.${payload}.s`, 990_000)).toBe(10);
    expect(secondsToExpiry(`h.${payload}.s`, 1_005_000)).toBe(-5);
    expect(secondsToExpiry(jwt({ user: { id: 1 } }))).toBeUndefined();
    expect(secondsToExpiry(jwt({ exp: '1000' }))).toBeUndefined();
    expect(secondsToExpiry('not-a-jwt')).toBeUndefined();
    expect(secondsToExpiry('')).toBeUndefined();
  });

  it('the localStorage store persists, and follows other tabs', () => {
    const store = createLocalStorageTokenStore({ key: 'vk.test' });
    const session = createSession(store);
    session.setToken('abc');
    expect(localStorage.getItem('vk.test')).toBe('abc');
    expect(createSession(createLocalStorageTokenStore({ key: 'vk.test' })).token).toBe('abc');
    const listener = vi.fn();
    session.subscribe(listener);
    localStorage.setItem('vk.test', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'vk.test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.token).toBe('from-other-tab');
    session.clear();
    expect(localStorage.getItem('vk.test')).toBeNull();
  });
});
