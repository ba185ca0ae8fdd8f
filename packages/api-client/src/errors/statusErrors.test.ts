import { describe, expect, it, vi } from 'vitest';
import { ApiError, PreconditionFailedError, VolunteerKitError, parseRetryAfter } from './errors.js';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
  apiErrorFor,
} from './statusErrors.js';
import type * as statusModule from './statusErrors.js';

const request = { method: 'GET' as const, url: 'https://x.test/api/users/9/', requestId: 'c-1' };

describe('ApiError subclasses by status', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
    [409, ConflictError],
    [410, NotFoundError],
    [412, PreconditionFailedError],
    [422, ValidationError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
    [418, ApiError],
  ] as const)('%i is a %o, still an ApiError', (status, Class) => {
    const error = apiErrorFor({ ...request, status, body: { code: 'c', message: 'm' } });
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(VolunteerKitError);
    expect(error.kind).toBe(Class.kind);
    expect(error.name).toBe(Class.kind);
    expect(error.status).toBe(status);
    expect(error.code).toBe('c');
    if (Class !== NotFoundError) expect(error).not.toBeInstanceOf(NotFoundError);
  });

  it('keeps field errors, reads Retry-After and the server request id', () => {
    const error = apiErrorFor({
      ...request,
      status: 422,
      body: { errors: { from: ['must be a date'] } },
      headers: new Headers({ 'retry-after': '7', 'x-request-id': 'srv-1' }),
    });
    expect(error.fieldErrors).toEqual({ from: ['must be a date'] });
    expect(error.retryAfter).toBe(7000);
    expect(error.requestId).toBe('srv-1');
    expect(apiErrorFor({ ...request, status: 500, body: 'oops' })).toMatchObject({
      code: undefined,
      retryAfter: undefined,
      requestId: 'c-1',
    });
  });

  it('instanceof works across two copies of the module', async () => {
    vi.resetModules();
    const specifier = './statusErrors.js?copy';
    const copy = (await import(/* @vite-ignore */ specifier)) as typeof statusModule;
    const foreign = copy.apiErrorFor({ ...request, status: 404, body: null });
    expect(foreign).toBeInstanceOf(NotFoundError);
    expect(foreign).toBeInstanceOf(ApiError);
    expect(foreign).not.toBeInstanceOf(ServerError);
  });

  it('parseRetryAfter reads seconds and dates, and ignores junk', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2015, 9, 21, 7, 27))).toBe(
      60_000,
    );
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2016, 0, 1))).toBe(0);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
