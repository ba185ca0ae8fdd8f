// Size budget of the analytics charts (issue 19): the hand-written SVG charts the
// analytics pages and dashboard tiles use stay within 6 KiB gzip (react external),
// bundled from the TypeScript sources with the same settings as `pnpm bench`.
// docs/benchmarks.md ("Analytics charts") compares them with the chart libraries.
import { join } from 'node:path';
import { bundle, kib, REACT_EXTERNAL, ROOT } from './lib/bundle.mjs';

/** The budget, in gzip (-9) bytes. */
const CHARTS_GZIP_BUDGET = 6 * 1024;

describe('analytics charts bundle', () => {
  it(`stays within ${kib(CHARTS_GZIP_BUDGET)} KiB gzip and pulls in no chart library`, async () => {
    const result = await bundle(join(ROOT, 'packages/portal/src/areas/analytics/charts/index.ts'), {
      source: true,
      external: REACT_EXTERNAL,
    });
    expect(result.exports).toEqual(expect.arrayContaining(['ReportChart', 'StatChart']));
    const inputs = Object.keys(result.inputs).filter((i) => /node_modules/.test(i));
    expect(inputs.filter((i) => /recharts|chart\.js|d3-|victory|visx/.test(i))).toEqual([]);
    expect(result.total.gzip, `charts are ${kib(result.total.gzip)} KiB gz`).toBeLessThanOrEqual(
      CHARTS_GZIP_BUDGET,
    );
  });
});
