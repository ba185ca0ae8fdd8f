/**
 * Abuse of limits, round 2: uploads of thousands of tiny files, a stranger
 * replacing someone's mobile code faster than they can use it, account
 * probing through the mobile code request, unlimited anonymous log writes,
 * prototype keys in filters, links built from a forged Host header, and lost
 * updates on call documents without If-Match. Each is refused or bounded and
 * leaves the data as it was.
 */
import { request } from 'node:http';
import { DEMO_LOGINS, digest, json, loginAs, target, type Target } from './support.js';
import { ANONYMOUS_LOG_LIMIT } from '../authz/rateLimit.js';
import { MAX_UPLOAD_FILES } from '../authz/input.js';

let s: Target;
let admin: string;
let volunteer: string;
beforeAll(async () => {
  s = await target();
  admin = await loginAs(s, DEMO_LOGINS.admin);
  volunteer = await loginAs(s, DEMO_LOGINS.volunteer);
});
afterAll(() => s.cleanup());

const post = (path: string, body: unknown) => s.api(path, { method: 'POST', json: body });

function form(files: number): FormData {
  const data = new FormData();
  data.set('name', 'Upload');
  for (let i = 0; i < files; i++) data.append('file', new Blob(['x']), `f${i}.txt`);
  return data;
}

test('an upload holds a bounded number of files; thousands of tiny parts are refused unparsed', async () => {
  const before = digest(s.db);
  for (const [count, code] of [
    [MAX_UPLOAD_FILES + 1, 'too_many_files'],
    [1000, 'too_many_parts'],
  ] as const) {
    const res = await s.api('/files/', { method: 'POST', token: volunteer, body: form(count) });
    expect(res.status, String(count)).toBe(422);
    expect((await json(res)).code).toBe(code);
  }
  expect(digest(s.db)).toBe(before);
  const ok = await s.api('/files/', { method: 'POST', token: volunteer, body: form(2) });
  expect(ok.status).toBe(201);
}, 30_000);

test("a stranger cannot replace a user's mobile code, and requests are rate-limited", async () => {
  const email = DEMO_LOGINS.coordinator;
  expect((await post('/auth/mobile/request-token', { email })).status).toBe(202);
  const code = (s.logs('mobile_code').at(-1)?.payload as { code: string }).code;
  const sent = s.logs('mobile_code').length;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++)
    statuses.push((await post('/auth/mobile/request-token', { email })).status);
  // No new code was sent, and the requests were throttled.
  expect(s.logs('mobile_code')).toHaveLength(sent);
  expect(statuses.slice(0, 4).every((x) => x === 202)).toBe(true);
  expect(statuses.filter((x) => x === 429).length).toBeGreaterThan(5);
  // The user's code still works.
  expect((await post('/auth/mobile/verify-token', { email, code })).status).toBe(200);
});

test('a known and an unknown address take the same steps and get the same answer', async () => {
  const answers: unknown[] = [];
  const steps: number[] = [];
  for (const email of [DEMO_LOGINS.admin, 'nobody-here@nowhere.test']) {
    const logged = s.logs().length;
    const res = await post('/auth/mobile/request-token', { email });
    expect(res.status).toBe(202);
    answers.push(await json(res));
    steps.push(s.logs().length - logged);
  }
  expect(answers[0]).toEqual(answers[1]);
  expect(steps).toEqual([1, 1]);
});

test('anonymous log writes are rate-limited per address', async () => {
  const before = s.logs('search').length;
  const statuses: number[] = [];
  for (let i = 0; i <= ANONYMOUS_LOG_LIMIT.max; i++)
    statuses.push((await post('/opportunities/log/search', { opportunities_ids: [1] })).status);
  expect(statuses.slice(0, ANONYMOUS_LOG_LIMIT.max).every((x) => x === 201)).toBe(true);
  const last = await post('/opportunities/log-apply-action', { slug: 'any-slug' });
  expect(last.status).toBe(429);
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(s.logs('search').length - before).toBe(ANONYMOUS_LOG_LIMIT.max);
  // A signed-in user's log writes are not anonymous.
  const signed = await s.api('/opportunities/log/search', {
    method: 'POST',
    token: volunteer,
    json: { opportunities_ids: [1] },
  });
  expect(signed.status).toBe(201);
});

test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
  'the public search answers 422 for ?type=%s',
  async (type) => {
    const res = await s.api(
      `/residential-opportunities/?public_search=true&type=${encodeURIComponent(type)}`,
    );
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toHaveProperty('type');
  },
);

test('stored file links come from the configured base URL, never the Host header', async () => {
  const data = form(1);
  const body = new Response(data);
  const type = body.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await body.arrayBuffer());
  const url = new URL(`${s.url}/api/files/`);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          host: 'evil.test',
          authorization: `Bearer ${volunteer}`,
          'content-type': type,
          'content-length': bytes.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
  expect(answer.status).toBe(201);
  expect(answer.text).not.toContain('evil.test');
  const stored = JSON.parse(answer.text) as { data: { file: { url: string } } };
  expect(stored.data.file.url.startsWith(`${s.url}/api/_files/`)).toBe(true);
});

test('call documents honour If-Match: concurrent writers lose no update silently', async () => {
  const path = '/organisation/safeguarding/';
  const first = await s.api(path, { method: 'PUT', token: admin, json: { minimum_age: 16 } });
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      s.api(path, {
        method: 'PUT',
        token: admin,
        json: { minimum_age: 17, note: `writer ${i}` },
        headers: { 'if-match': etag },
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((x) => x === 200)).toHaveLength(1);
  expect(statuses.filter((x) => x === 412)).toHaveLength(19);
  const winner = await json(results[statuses.indexOf(200)]!);
  const now = await s.api(path, { token: admin });
  expect((await json(now)).data.note).toBe(winner.data.note);
  // A stale version is refused and changes nothing.
  const before = digest(s.db);
  const stale = await s.api(path, {
    method: 'PUT',
    token: admin,
    json: { minimum_age: 5 },
    headers: { 'if-match': etag },
  });
  expect(stale.status).toBe(412);
  expect(digest(s.db)).toBe(before);
});
