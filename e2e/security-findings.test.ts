import { readFileSync } from 'node:fs';
import { KNOWN_DEFECTS, RUN_KNOWN_DEFECTS } from './fixtures/known-defects.js';
import { recordFigures } from './fixtures/reliability.js';

// The open findings of the suite (e2e/fixtures/known-defects.ts) stay honest:
// each names a test that exists and is gated, so it runs in `pnpm test:soak`
// and turns green once the fix lands. The list is written for the report.
describe('open findings of the reliability/security suite', () => {
  afterAll(() =>
    recordFigures('known-defects', { runKnownDefects: RUN_KNOWN_DEFECTS, defects: KNOWN_DEFECTS }),
  );

  it('ids are unique', () => {
    const ids = KNOWN_DEFECTS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(KNOWN_DEFECTS.map((d) => [d.id, d] as const))(
    '%s names a gated test that exists',
    (id, defect) => {
      const [file] = defect.test.split(' › ');
      const source = readFileSync(file!, 'utf8');
      expect(source).toContain(`known defect ${id}`);
      expect(source).toMatch(/\.runIf\(RUN_KNOWN_DEFECTS\)/);
      expect(defect.summary.length).toBeGreaterThan(20);
      expect(defect.where.length).toBeGreaterThan(10);
    },
  );
});
