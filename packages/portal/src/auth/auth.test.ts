import { ApiError, createHttpClient } from '@volunteerkit/api-client';
import {
  createPortalAuth,
  portalUserOf,
  secondsToExpiry,
  signInErrorOf,
} from './createPortalAuth.js';
import { safeReturnPath } from './SignInScreen.js';

function apiError(status: number, body: unknown): ApiError {
  return new ApiError({
    status,
    body,
    method: 'POST',
    url: 'http://x/api/auth/api/',
    requestId: '1',
  });
}

describe('sign-in errors people understand', () => {
  it.each([
    [apiError(401, { code: 'invalid_credentials' }), 'invalid_credentials', 'not correct'],
    [apiError(403, { code: 'account_locked' }), 'account_locked', 'locked'],
    [
      apiError(422, { code: 'invalid_two_factor_code' }),
      'invalid_two_factor_code',
      'two-factor code',
    ],
    [apiError(429, {}), 'too_many_attempts', 'Too many attempts'],
    [new TypeError('fetch failed'), 'network', 'could not be reached'],
  ])('%#', (error, code, text) => {
    const e = signInErrorOf(error);
    expect(e.code).toBe(code);
    expect(e.message).toContain(text);
  });
});

describe('return path after sign-in', () => {
  it.each([
    ['/people/3', '/people/3'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/sign-in', '/'],
    [42, '/'],
  ])('%j -> %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('session user', () => {
  it('reads permissions, timezone and organisation defensively', () => {
    const user = portalUserOf({
      token: 't',
      environment: null,
      user: {
        id: 5,
        permissions: ['view-users', 3 as unknown as string],
        organisation: { date_format: 'DD/MM/YYYY' },
      },
    });
    expect(user).toMatchObject({
      id: 5,
      name: 'User 5',
      permissions: ['view-users'],
      timezone: 'Europe/London',
    });
    expect(portalUserOf({ token: null, user: null, environment: null })).toBeNull();
  });

  it('reads the expiry of a JWT', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_000 })).toString('base64url');
    expect(secondsToExpiry(`h.${payload}.s`, 990_000)).toBe(10);
    expect(secondsToExpiry('not-a-jwt')).toBeUndefined();
  });
});

describe('a session the server ends', () => {
  it('returns to sign-in with the "session has ended" message on a refused refresh', () => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ user: { id: 3, permissions: [] } })}.x`;
    const client = createHttpClient({ baseURL: 'http://api.test/api/', token });
    const auth = createPortalAuth(client);
    expect(auth.getState()).toMatchObject({ user: { id: 3 }, expired: false });
    client.session.end({ reason: 'refresh-refused' });
    expect(auth.getState()).toEqual({ user: null, expired: true });
    auth.destroy();
  });

  it('a sign-out by the user is not shown as an ended session', async () => {
    const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${part({ alg: 'HS256' })}.${part({ user: { id: 3 } })}.x`;
    const client = createHttpClient({ baseURL: 'http://api.test/api/', token });
    const auth = createPortalAuth(client);
    await auth.signOut();
    expect(auth.getState()).toEqual({ user: null, expired: false });
    auth.destroy();
  });
});
