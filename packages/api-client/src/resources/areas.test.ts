/**
 * The per-area functions (`@volunteerkit/api-client/areas`): each builds the
 * same accessors as `createApi(http)` under its key, calls the same paths, and
 * bundles without the rest of the catalogue.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { HttpClient, RequestOptions } from '../http/types.js';
import * as areas from './areas.generated.js';
import { createApi } from './createApi.js';

function fakeHttp() {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T>(o: RequestOptions) => {
      calls.push(o);
      return { data: [] } as T;
    },
    cancel: () => {},
    cancelAll: () => {},
  };
  return { http, calls };
}

/** The keys of an accessor level, and of each level below it (params given as 1). */
function shape(level: unknown, depth = 3): unknown {
  if (typeof level === 'function' && depth > 0 && level.length > 0)
    return { call: shape((level as (...a: number[]) => unknown)(1, 1, 1), depth - 1) };
  if (typeof level !== 'object' || level === null || depth === 0) return typeof level;
  return Object.fromEntries(
    Object.keys(level)
      .sort()
      .map((k) => [k, shape((level as Record<string, unknown>)[k], depth - 1)]),
  );
}

describe('per-area accessors', () => {
  const { http } = fakeHttp();
  const full = createApi(http) as unknown as Record<string, unknown>;
  const functions = Object.entries(areas) as [string, (h: HttpClient) => unknown][];

  it('there is one per top-level accessor of the catalogue', () => {
    expect(functions.map(([name]) => name.replace(/Api$/, '')).sort()).toEqual(
      Object.keys(full).sort(),
    );
  });

  it.each(functions)('%s has the accessors of createApi(http) under its key', (name, make) => {
    expect(shape(make(http))).toEqual(shape(full[name.replace(/Api$/, '')]));
  });

  it('a call goes where createApi sends it', async () => {
    const { http: h, calls } = fakeHttp();
    await areas
      .usersApi(h)
      .notifications(7)
      .list({ filter: { read: false } });
    await areas.shiftsApi(h).update(3, { places: 5 });
    await createApi(h)
      .users.notifications(7)
      .list({ filter: { read: false } });
    await createApi(h).shifts.update(3, { places: 5 });
    expect(calls.slice(0, 2)).toEqual(calls.slice(2));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/users/7/notifications/' });
  });

  it('one area bundles without the rest of the catalogue', async () => {
    const result = await build({
      stdin: {
        contents: `import { usersApi } from './entries/areas.js';
          export const run = (http) => usersApi(http).show(1);`,
        resolveDir: fileURLToPath(new URL('..', import.meta.url)),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      platform: 'browser',
      external: ['ofetch', 'jwt-decode', 'zod', 'zod/*'],
      logLevel: 'silent',
    });
    const out = result.outputFiles[0]!.text;
    expect(out).toContain('/users/{userId}/notifications/');
    for (const foreign of ['/reports/', '/rota/{params}pdf/', '/organisation/query-builder/'])
      expect(out).not.toContain(foreign);
    expect(out).not.toContain('zod');
  });
});
