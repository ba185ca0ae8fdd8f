// The phone benchmark's budgets (issue 48): sign-in -> the volunteer's home painted on a
// phone profile (CPU 4×, a slow mobile link), first visit and repeat visit (the app shell
// from the service worker). A benchmark, not a timing test: the figures are measured by
// `node bench/phone-home/run.mjs`, which records them in bench/phone-home/recorded.json
// (and docs/benchmarks.md); this test holds the recorded medians to the budgets and fails
// when the recording is missing, was made on another profile than the benchmark's own
// (./phone-home/profile.mjs: change the profile, record again) or misses a budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/bundle.mjs';
import { BUDGET_MS, CPU_RATE, NETWORK, SCREEN } from './phone-home/profile.mjs';

const RECORDED = join(ROOT, 'bench', 'phone-home', 'recorded.json');

interface Visit {
  form: number;
  signIn: number;
  total: number;
}
interface Recorded {
  date: string;
  runs: number;
  profile: { cpuRate: number; network: typeof NETWORK; screen: typeof SCREEN };
  first: Visit;
  repeat: Visit;
}

describe('phone benchmark: sign-in to the volunteer’s home', () => {
  const recorded = () => JSON.parse(readFileSync(RECORDED, 'utf8')) as Recorded;

  it('is recorded, on the benchmark’s phone profile', () => {
    expect(existsSync(RECORDED), 'run `node bench/phone-home/run.mjs`').toBe(true);
    const r = recorded();
    expect(r.profile).toEqual({ cpuRate: CPU_RATE, network: NETWORK, screen: SCREEN });
    expect(r.runs).toBeGreaterThanOrEqual(3);
    expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['first', 'repeat'] as const)('the %s visit is within its budget', (visit) => {
    const v = recorded()[visit];
    expect(v.total, `${visit} visit ${v.total.toFixed(0)} ms`).toBeLessThanOrEqual(
      BUDGET_MS[visit],
    );
  });

  it('the repeat visit (service worker) is faster than the first', () => {
    const r = recorded();
    expect(r.repeat.total).toBeLessThan(r.first.total);
  });
});
