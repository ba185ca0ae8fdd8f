// Route parameters (issue 10), property-based on top of params.test.ts:
// - any hash string (random, structured, hostile) parses to a valid state with defaults;
// - parse(stringify(s)) = s for every valid state (generated from the table itself);
// - stringify is canonical: stringify(parse(stringify(s))) = stringify(s);
// - nothing a hash holds ever writes to Object.prototype (or any prototype).
import fc from 'fast-check';
import {
  RESIDENTIAL_SEARCH_PARAMS,
  defaultResidentialSearch,
  parseResidentialSearch,
  passesParamCheck,
  stringifyResidentialSearch,
  type ResidentialSearchState,
} from './params.js';
import { createResidentialSearchController } from './controller.js';
import { createHashRouter, type RouterWindow } from './router.js';
import type { HttpClient } from '../../http/types.js';
import { recordFigures } from '../../../../../e2e/fixtures/reliability.js';

// `pnpm test:soak` (VK_SOAK=1) runs every property ten times as often.
const SOAK = process.env.VK_SOAK === '1' ? 10 : 1;
let runs = 0;
const check = <T>(prop: fc.IProperty<T> | fc.IAsyncProperty<T>, numRuns: number) => {
  runs += numRuns * SOAK;
  return fc.assert(prop as fc.IProperty<T>, { numRuns: numRuns * SOAK });
};
afterAll(() => recordFigures('route-params', { propertyRuns: runs, soak: SOAK > 1 }));

const NAMES = Object.keys(RESIDENTIAL_SEARCH_PARAMS) as (keyof ResidentialSearchState)[];

/** Whether a parsed state is valid: every key known, every value passing its rule. */
function assertValid(s: ResidentialSearchState): void {
  expect(Object.getPrototypeOf(s)).toBe(Object.prototype);
  for (const key of Object.keys(s)) expect(NAMES).toContain(key);
  for (const name of NAMES) {
    const value = s[name];
    const rule = RESIDENTIAL_SEARCH_PARAMS[name];
    if (value === undefined) {
      expect(rule.default).toBeUndefined();
      continue;
    }
    // Either its default (date's default '' is no date) or a value passing its rule.
    if (String(value) !== rule.default)
      expect(passesParamCheck(rule.check, String(value))).toBe(true);
  }
  // The stated defaults are always present.
  expect(typeof s.type).toBe('string');
  expect(typeof s.flexibility).toBe('number');
  expect(typeof s.display).toBe('string');
}

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '__defineGetter__',
  'hasOwnProperty',
  'toString',
  'valueOf',
  'polluted',
  ...NAMES,
];

/** Values a rule accepts, generated from the table's own lists and patterns. */
const validValue = (name: keyof ResidentialSearchState): fc.Arbitrary<string> => {
  const check = RESIDENTIAL_SEARCH_PARAMS[name].check;
  if (typeof check !== 'string') return fc.constantFrom(...check);
  if (name === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  return fc.stringMatching(new RegExp(check.slice('regex:'.length), 'u'));
};

const validState: fc.Arbitrary<ResidentialSearchState> = fc
  .record(
    Object.fromEntries(NAMES.map((n) => [n, fc.option(validValue(n), { nil: undefined })])) as {
      [K in keyof ResidentialSearchState]: fc.Arbitrary<string | undefined>;
    },
  )
  .map((raw) => {
    const hash = new URLSearchParams();
    for (const [k, v] of Object.entries(raw)) if (v !== undefined) hash.append(k, v);
    return parseResidentialSearch(hash.toString());
  });

const structuredHash = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('1', '-1', '0', 'NaN', 'Infinity', '1e3', '', '%', '%00', '<script>'),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
      ),
    ),
    { maxLength: 12 },
  )
  .chain((pairs) =>
    fc.constantFrom('', '#', '?', '#?', '##').map(
      (prefix) =>
        prefix +
        pairs
          .map(([k, v], i) =>
            // Mix raw and encoded spellings.
            i % 2 === 0 ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`,
          )
          .join('&'),
    ),
  );

function noPollution(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
}

describe('route parameters: properties', () => {
  it('any string, structured or hostile hash parses to a valid state with defaults', () => {
    check(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), structuredHash), (hash) => {
        const s = parseResidentialSearch(hash);
        assertValid(s);
        noPollution();
      }),
      1500,
    );
  });

  it('an empty or unrelated hash gives exactly the defaults', () => {
    check(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 8 }))),
        (pairs) => {
          const known = pairs.filter(([k]) => (NAMES as string[]).includes(k));
          fc.pre(known.length === 0);
          const hash = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          expect(parseResidentialSearch(hash)).toEqual(defaultResidentialSearch());
        },
      ),
      500,
    );
  });

  it('round-trips every valid state: parse(stringify(s)) = s, and stringify is canonical', () => {
    check(
      fc.property(validState, (s) => {
        const text = stringifyResidentialSearch(s);
        expect(parseResidentialSearch(text)).toEqual(s);
        expect(parseResidentialSearch(`#${text}`)).toEqual(s);
        expect(stringifyResidentialSearch(parseResidentialSearch(text))).toBe(text);
      }),
      1000,
    );
  });

  it('keeps the stated defaults when a value fails its check (one hostile value at a time)', () => {
    check(
      fc.property(fc.constantFrom(...NAMES), fc.string({ maxLength: 20 }), (name, value) => {
        const rule = RESIDENTIAL_SEARCH_PARAMS[name];
        const s = parseResidentialSearch(`${name}=${encodeURIComponent(value)}`);
        const got = s[name];
        if (passesParamCheck(rule.check, value) && got !== undefined) return;
        const expected =
          rule.default === undefined
            ? undefined
            : name === 'flexibility'
              ? Number(rule.default)
              : rule.default;
        expect(got).toEqual(expected);
      }),
      1000,
    );
  });

  it('the hash router never pollutes prototypes or throws on hostile hashes', async () => {
    const http: HttpClient = {
      request: async <T>() =>
        ({
          data: [],
          meta: {
            pagination: { current_page: 1, total_pages: 0, per_page: 8, count: 0, total: 0 },
          },
        }) as T,
      cancel: () => undefined,
      cancelAll: () => undefined,
    };
    await check(
      fc.asyncProperty(structuredHash, async (hash) => {
        const listeners = new Set<() => void>();
        const win: RouterWindow = {
          location: { hash, pathname: '/residential-opportunities/results', search: '' },
          history: {
            pushState: (_d, _u, url) => {
              win.location.hash = new URL(String(url), 'http://x').hash;
            },
          },
          addEventListener: (_t, l) => listeners.add(l),
          removeEventListener: (_t, l) => listeners.delete(l),
        };
        const controller = createResidentialSearchController({ http, persist: false });
        const router = createHashRouter(controller, { window: win });
        assertValid(controller.getState().query);
        // A later hashchange to another hostile hash.
        win.location.hash = `#${hash.split('').reverse().join('')}`;
        for (const l of listeners) l();
        assertValid(controller.getState().query);
        router.dispose();
        controller.destroy();
        noPollution();
      }),
      300,
    );
  });
});
