/**
 * Hostile bodies: deep or huge JSON, bodies larger than the cap (declared,
 * chunked, or counted in characters instead of bytes), several files that are
 * together too large, and impossible dates. Each answers 413/422 and stores nothing.
 */
import { request } from 'node:http';
import { MAX_BODY_BYTES } from '../authz/input.js';
import {
  DEMO_LOGINS,
  digest,
  json,
  loginAs,
  target,
  writeFigures,
  type Target,
} from './support.js';

let s: Target;
let admin: string;
beforeAll(async () => {
  s = await target();
  admin = await loginAs(s, DEMO_LOGINS.admin);
});
afterAll(() => s.cleanup());

async function refused(init: RequestInit & { path?: string }, status: number) {
  const before = digest(s.db);
  const res = await s.api(init.path ?? '/organisation/tags/', {
    method: 'POST',
    token: admin,
    ...init,
  });
  expect(res.status).toBe(status);
  const body = await json(res);
  expect(digest(s.db)).toBe(before);
  return body;
}

const jsonInit = (text: string): RequestInit => ({
  body: text,
  headers: { 'content-type': 'application/json' },
});

test('a 1,000-deep JSON body is refused, and searching the collection still works', async () => {
  const deep = `{"name":"deep","x":${'['.repeat(1000)}${']'.repeat(1000)}}`;
  const body = await refused(jsonInit(deep), 422);
  expect(body.code).toBe('body_too_complex');
  const list = await s.api('/organisation/tags/?q=deep&sort=-name', { token: admin });
  expect(list.status).toBe(200);
});

test('a body with too many keys is refused', async () => {
  const wide = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, i]));
  expect((await refused(jsonInit(JSON.stringify(wide)), 422)).code).toBe('body_too_complex');
});

test('impossible dates are refused with the field named', async () => {
  const body = await refused(
    jsonInit(JSON.stringify({ name: 'Day', starts_on: '2026-02-30' })),
    422,
  );
  expect(body.errors).toEqual({ starts_on: ['is not a real calendar date'] });
  await refused(
    jsonInit(JSON.stringify({ name: 'Day', at: { when: '2026-13-01T10:00:00Z' } })),
    422,
  );
  const ok = await s.api('/organisation/tags/', {
    method: 'POST',
    token: admin,
    json: { name: 'Leap day', starts_on: '2028-02-29' },
  });
  expect(ok.status).toBe(201);
});

test('the size cap counts bytes, not characters', async () => {
  const chars = Math.floor(MAX_BODY_BYTES / 2) + 1000; // fewer characters than the cap, more bytes
  const text = JSON.stringify({ name: 'é'.repeat(chars) });
  expect(text.length).toBeLessThan(MAX_BODY_BYTES);
  expect((await refused(jsonInit(text), 413)).code).toBe('payload_too_large');
});

test('files of one request count together against the cap', async () => {
  const form = new FormData();
  for (let i = 0; i < 3; i++)
    form.append(`file${i}`, new Blob([new Uint8Array(2 * 1024 * 1024)]), `part${i}.bin`);
  await refused({ path: '/files/', body: form }, 413);
});

test('a chunked body without a length is cut off at the cap; server memory stays bounded', async () => {
  const url = new URL(`${s.url}/api/organisation/tags/`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const before = digest(s.db);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  for (let round = 0; round < 3; round++) {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error) => (sent >= MAX_BODY_BYTES ? resolve(413) : reject(error)));
      let sent = 0;
      const pump = () => {
        while (sent < 100 * 1024 * 1024) {
          sent += chunk.length;
          peak = Math.max(peak, process.memoryUsage().rss);
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  }
  expect(digest(s.db)).toBe(before);
  // 300 MiB were offered; the server kept at most one capped body per request.
  expect(peak - rssBefore).toBeLessThan(120 * 1024 * 1024);
  writeFigures('input', {
    chunked: {
      requests: 3,
      offeredMiB: 300,
      answered413: 3,
      rssGrowthMiB: Math.round((peak - rssBefore) / 1048576),
    },
  });
});
