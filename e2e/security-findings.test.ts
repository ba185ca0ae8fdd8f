import { readFileSync } from 'node:fs';
import { FIXED_DEFECTS, KNOWN_DEFECTS, RUN_KNOWN_DEFECTS } from './fixtures/known-defects.js';
import { recordFigures } from './fixtures/reliability.js';

// The open findings of the suite (e2e/fixtures/known-defects.ts) stay honest:
// each names a test that exists and is gated, so it runs in `pnpm test:soak`
// and turns green once the fix lands. The list is written for the report.
describe('open findings of the reliability/security suite', () => {
  afterAll(() =>
    recordFigures('known-defects', {
      runKnownDefects: RUN_KNOWN_DEFECTS,
      defects: KNOWN_DEFECTS,
      fixed: FIXED_DEFECTS,
    }),
  );

  it('ids are unique', () => {
    const ids = [...KNOWN_DEFECTS, ...FIXED_DEFECTS].map((d) => d.id);
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

  it.each(FIXED_DEFECTS.map((d) => [d.id, d] as const))(
    '%s is fixed: its test exists and runs in the test command',
    (id, defect) => {
      const [file] = defect.test.split(' › ');
      const source = readFileSync(file!, 'utf8');
      const at = source.indexOf(`finding ${id}, fixed`);
      expect(at).toBeGreaterThan(0);
      // The test declaring it is a plain `it(`, not gated any more.
      expect(source.slice(Math.max(0, at - 80), at)).not.toMatch(/runIf|skip/);
    },
  );
});
