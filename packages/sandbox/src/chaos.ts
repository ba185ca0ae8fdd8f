/**
 * Chaos mode: deterministic fault injection for resilience tests.
 *
 * `latency=200-2000,error503=0.1,error500=0.05,malformed=0.05,drop=0.02,seed=7`
 * delays every API request by a uniform random time in the range (ms), answers
 * 503 or 500 with the given probabilities, sends a truncated (malformed) JSON
 * body, or drops the connection without an answer. The same seed gives the same
 * sequence of faults for the same sequence of requests.
 *
 * @module
 */

/** Chaos settings. Probabilities are from 0 to 1. */
export interface ChaosOptions {
  /** Added latency range in milliseconds, `[min, max]`. */
  latency?: [number, number];
  /** Probability of a 503 answer. */
  error503?: number;
  /** Probability of a 500 answer. */
  error500?: number;
  /** Probability of a truncated JSON body with status 200. */
  malformed?: number;
  /** Probability of closing the connection without an answer. */
  drop?: number;
  /**
   * Seed of the random sequence.
   * @default 1
   */
  seed?: number;
}

/** What chaos decides for one request. */
export interface ChaosDecision {
  delayMs: number;
  fault: 'drop' | 'error503' | 'error500' | 'malformed' | undefined;
}

/** Thrown for an invalid chaos specification. */
export class ChaosSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChaosSpecError';
  }
}

/**
 * Parses `key=value,...` into {@link ChaosOptions}.
 *
 * @example
 * ```ts
 * parseChaos('latency=200-2000,error503=0.1,seed=7');
 * // { latency: [200, 2000], error503: 0.1, seed: 7 }
 * ```
 */
export function parseChaos(spec: string): ChaosOptions {
  const out: ChaosOptions = {};
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, value = ''] = part.split('=');
    if (key === 'latency') {
      const m = /^(\d+)(?:-(\d+))?$/.exec(value);
      if (!m) throw new ChaosSpecError(`latency must be MIN-MAX milliseconds, got "${value}"`);
      const min = Number(m[1]);
      const max = Number(m[2] ?? m[1]);
      if (max < min) throw new ChaosSpecError('latency MAX must not be below MIN');
      out.latency = [min, max];
    } else if (key === 'seed') {
      if (!/^\d+$/.test(value))
        throw new ChaosSpecError(`seed must be a whole number, got "${value}"`);
      out.seed = Number(value);
    } else if (key === 'error503' || key === 'error500' || key === 'malformed' || key === 'drop') {
      const p = Number(value);
      if (value === '' || !Number.isFinite(p) || p < 0 || p > 1)
        throw new ChaosSpecError(`${key} must be a probability from 0 to 1, got "${value}"`);
      out[key] = p;
    } else {
      throw new ChaosSpecError(
        `unknown chaos setting "${key}" (use latency, error503, error500, malformed, drop, seed)`,
      );
    }
  }
  return out;
}

/** mulberry32: a small, fast, seeded PRNG giving numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Makes the per-request decision function of a chaos configuration. */
export function createChaos(options: ChaosOptions): () => ChaosDecision {
  const random = mulberry32(options.seed ?? 1);
  return () => {
    // Always draw the same number of values so the sequence depends only on the seed.
    const rLatency = random();
    const rDrop = random();
    const r503 = random();
    const r500 = random();
    const rMalformed = random();
    const [min, max] = options.latency ?? [0, 0];
    const delayMs = Math.round(min + (max - min) * rLatency);
    let fault: ChaosDecision['fault'];
    if (rDrop < (options.drop ?? 0)) fault = 'drop';
    else if (r503 < (options.error503 ?? 0)) fault = 'error503';
    else if (r500 < (options.error500 ?? 0)) fault = 'error500';
    else if (rMalformed < (options.malformed ?? 0)) fault = 'malformed';
    return { delayMs, fault };
  };
}
