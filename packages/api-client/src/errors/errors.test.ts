import { describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  ApiError,
  NetworkError,
  ResponseParseError,
  TimeoutError,
  VolunteerKitError,
  extractFieldErrors,
  isAbortError,
} from './errors.js';
import type * as errorsModule from './errors.js';

const info = {
  method: 'GET' as const,
  url: 'https://x.test/api/users/?q=secret',
  requestId: 'r-1',
};

describe('error classes', () => {
  it('are instanceof their class chain and nothing else', () => {
    const api = new ApiError({ ...info, status: 404, body: null });
    const parse = new ResponseParseError({ ...info, status: 200, body: '<html>' });
    expect(api).toBeInstanceOf(ApiError);
    expect(api).toBeInstanceOf(VolunteerKitError);
    expect(api).toBeInstanceOf(Error);
    expect(api).not.toBeInstanceOf(NetworkError);
    expect(parse).toBeInstanceOf(ApiError);
    expect(api).not.toBeInstanceOf(ResponseParseError);
    expect(new TimeoutError(info, 10)).not.toBeInstanceOf(AbortError);
    expect(new AbortError(info)).not.toBeInstanceOf(TimeoutError);
    expect(new Error('x')).not.toBeInstanceOf(VolunteerKitError);
    expect(null).not.toBeInstanceOf(ApiError);
  });

  it('instanceof works across two copies of the module (two bundles on a page)', async () => {
    vi.resetModules();
    const specifier = './errors.js?copy';
    const copy = (await import(/* @vite-ignore */ specifier)) as typeof errorsModule;
    expect(copy.ApiError).not.toBe(ApiError);
    const foreign = new copy.ApiError({ ...info, status: 500, body: null });
    expect(foreign).toBeInstanceOf(ApiError);
    expect(foreign).toBeInstanceOf(VolunteerKitError);
    expect(foreign).not.toBeInstanceOf(AbortError);
    expect(new copy.AbortError(info)).toBeInstanceOf(AbortError);
  });

  it('have stable names, kinds and clear messages without the query string', () => {
    const api = new ApiError({
      ...info,
      status: 404,
      statusText: 'Not Found',
      body: { message: 'No such user' },
    });
    expect(api.name).toBe('ApiError');
    expect(api.kind).toBe('ApiError');
    expect(api.message).toBe(
      'GET https://x.test/api/users/ failed with 404 Not Found: No such user',
    );
    expect(api.message).not.toContain('secret');
    expect(new NetworkError(info, new TypeError('fetch failed')).message).toMatch(
      /could not reach the server \(fetch failed\)/,
    );
    expect(new TimeoutError(info, 1500).message).toMatch(/timed out after 1500 ms/);
    expect(new AbortError(info).message).toBe('GET https://x.test/api/users/ was cancelled');
  });

  it('isAbortError recognises ours and the platform one', () => {
    expect(isAbortError(new AbortError(info))).toBe(true);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new TimeoutError(info, 1))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('extractFieldErrors', () => {
  it.each([
    [{ errors: { email: ['Required', 'Invalid'] } }, { email: ['Required', 'Invalid'] }],
    [{ errors: { email: 'Required' } }, { email: ['Required'] }],
    [{ errors: [{ field: 'name', message: 'Too long' }] }, { name: ['Too long'] }],
    [{ errors: {} }, undefined],
    [{ message: 'x' }, undefined],
    ['text', undefined],
    [null, undefined],
  ])('%j -> %j', (body, expected) => {
    expect(extractFieldErrors(body)).toEqual(expected);
  });
});
