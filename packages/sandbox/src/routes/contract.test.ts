// The sandbox's answers against the api-client's models: every catalogue entry
// with a model and a list (or a GET call with a list shape) is fetched and each
// item is checked with the model's schema.
import { catalogue } from '@volunteerkit/api-client/catalogue';
import {
  LoginResponseSchema,
  PaginationSchema,
  modelSchemas,
  isModelName,
} from '@volunteerkit/api-client/models';
import { testSandbox, type TestSandbox } from '../testSupport.js';

let s: TestSandbox & { cleanup(): Promise<void> };
let token: string;

beforeAll(async () => {
  s = await testSandbox({ seed: 'demo' });
  token = await s.login();
});
afterAll(() => s.cleanup());

const QUERY: Record<string, string> = {
  '/geocode/': 'q=united&type=geojson',
  '/geocode/retrieve/': 'q=united&type=geojson',
};

const listed = catalogue.flatMap((e) => {
  if (!e.model || !isModelName(e.model) || e.path.includes('{')) return [];
  if (e.kind === 'resource' && e.operations.includes('list'))
    return [[e.path, e.model, e.listResponse ?? 'paginated'] as const];
  if (e.kind === 'call' && e.method === 'GET' && e.listResponse)
    return [[e.path, e.model, e.listResponse] as const];
  return [];
});

test('there are modelled lists to check', () => {
  expect(listed.length).toBeGreaterThan(5);
});

test.each(listed)('%s items are valid %s (%s)', async (path, model, shape) => {
  const res = await s.api(`${path}?${QUERY[path] ?? ''}`, { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as
    { data?: unknown[]; meta?: { pagination?: unknown } } | unknown[];
  const items =
    shape === 'array' ? (body as unknown[]) : ((body as { data: unknown[] }).data ?? []);
  expect(Array.isArray(items)).toBe(true);
  if (shape === 'paginated')
    expect(
      PaginationSchema.safeParse((body as { meta: { pagination: unknown } }).meta.pagination)
        .success,
    ).toBe(true);
  const schema = modelSchemas[model];
  const failures = items.map((item) => schema.safeParse(item)).filter((r) => !r.success);
  expect(failures).toEqual([]);
});

test('the login answer is a LoginResponse', async () => {
  const res = await s.api('/auth/api/', {
    method: 'POST',
    json: { email: 'admin@volunteerkit.test', password: 'volunteerkit-demo', minimal: true },
  });
  expect(LoginResponseSchema.safeParse(await res.json()).success).toBe(true);
});
