// Size budget of the residential-only api-client (issue 11): an app that imports only
// the public residential calls (`@volunteerkit/api-client/public`) and the transport
// (`createHttpClient` from `@volunteerkit/api-client/http`) ships at most 13 KiB gzip.
// It was 12 KiB until issue 47 gave the transport retries (backoff, jitter, Retry-After,
// idempotency keys) and typed error subclasses by status: 11.3 -> 12.4 KiB gz; the
// budget still keeps the catalogue (24+ KiB) out of residential pages.
// Bundled by esbuild from the TypeScript sources (the "source" export condition) with
// the same production settings as `pnpm bench`, so it needs no build and runs in < 1 s.
// The embed's own budgets are checked by the embed's size test.
import { bundle, bytesByPackage, kib, type BundleResult } from './lib/bundle.mjs';
import { residentialClientEntry } from './sizes/ours.mjs';

/** The budget, in gzip (-9) bytes. */
const RESIDENTIAL_CLIENT_GZIP_BUDGET = 13 * 1024;

/** Catalogue areas a residential page must never carry (spec 7.4-7.15). */
const OTHER_AREAS = [
  'activities',
  'analytics',
  'dashboard',
  'events',
  'exports',
  'organisation',
  'reports',
  'rotas',
  'teams',
  'users',
];

describe('residential-only api-client bundle', () => {
  let result: BundleResult;
  let entry: { contents: string; note?: string } | null;

  beforeAll(async () => {
    entry = await residentialClientEntry({ source: true });
    if (entry) result = await bundle({ contents: entry.contents }, { source: true });
  });

  it('builds from @volunteerkit/api-client/public and createHttpClient from /http', () => {
    expect(entry, '@volunteerkit/api-client/public must resolve').not.toBeNull();
    expect(entry!.contents).toContain('createHttpClient');
    expect(result.exports.length).toBeGreaterThan(1);
  });

  it(`stays within ${kib(RESIDENTIAL_CLIENT_GZIP_BUDGET)} KiB gzip`, () => {
    const breakdown = bytesByPackage(result.inputs)
      .filter(([, bytes]) => bytes > 0)
      .map(([pkg, bytes]) => `${pkg} ${kib(bytes)} KiB min`)
      .join(', ');
    expect(
      result.total.gzip,
      `residential-only client is ${kib(result.total.gzip)} KiB gz ` +
        `(budget ${kib(RESIDENTIAL_CLIENT_GZIP_BUDGET)}): ${breakdown}`,
    ).toBeLessThanOrEqual(RESIDENTIAL_CLIENT_GZIP_BUDGET);
  });

  it('tree-shakes the rest of the catalogue and zod classic away', () => {
    const shipped = Object.entries(result.inputs)
      .filter(([, bytes]) => bytes > 0)
      .map(([input]) => input.replace(/\\/g, '/'));
    const otherAreas = shipped.filter((input) =>
      OTHER_AREAS.some((area) => input.endsWith(`/catalogue/${area}.ts`)),
    );
    expect(otherAreas).toEqual([]);
    expect(shipped.filter((input) => /\/zod\/v4\/classic\//.test(input))).toEqual([]);
  });
});
