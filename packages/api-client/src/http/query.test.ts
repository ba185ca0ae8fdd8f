import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializeQuery, withQuery } from './query.js';

const decode = (s: string) => decodeURIComponent(s);

describe('serializeQuery', () => {
  it.each([
    [{ q: 'tea' }, 'q=tea'],
    [{ ids: [1, 2] }, 'ids[]=1&ids[]=2'],
    [{ filter: { status: 'open' } }, 'filter[status]=open'],
    [{ f: { tags: ['a', 'b'] } }, 'f[tags][]=a&f[tags][]=b'],
    [{ list: [{ id: 1 }, { id: 2 }] }, 'list[0][id]=1&list[1][id]=2'],
    [{ open: true, closed: false }, 'open=true&closed=false'],
    [{ a: undefined, b: 1 }, 'b=1'],
    [{ a: null }, 'a='],
    [{ when: new Date(0) }, 'when=1970-01-01T00:00:00.000Z'],
    [{ ids: [] }, ''],
    [{ n: 0, s: '' }, 'n=0&s='],
    [{ deep: { a: { b: { c: true } } } }, 'deep[a][b][c]=true'],
    [{ mixed: { x: undefined, y: [true, false] } }, 'mixed[y][]=true&mixed[y][]=false'],
    [{ fn: () => 1 }, ''],
  ])('%j -> %s', (query, expected) => {
    expect(decode(serializeQuery(query))).toBe(expected);
  });

  it('percent-encodes reserved characters in keys and values', () => {
    expect(serializeQuery({ 'a b': 'x&y=z' })).toBe('a%20b=x%26y%3Dz');
    expect(serializeQuery({ ids: [1] })).toBe('ids%5B%5D=1');
    expect(serializeQuery({ q: 'café ☕' })).toBe('q=caf%C3%A9%20%E2%98%95');
  });

  it('round-trips through URLSearchParams like a server would read it', () => {
    const params = new URLSearchParams(serializeQuery({ ids: [3, 4], filter: { type: 'any' } }));
    expect(params.getAll('ids[]')).toEqual(['3', '4']);
    expect(params.get('filter[type]')).toBe('any');
  });
});

describe('withQuery', () => {
  it.each([
    ['/api/x', { a: 1 }, '/api/x?a=1'],
    ['/api/x?b=2', { a: 1 }, '/api/x?b=2&a=1'],
    ['/api/x?', { a: 1 }, '/api/x?a=1'],
    ['/api/x#frag', { a: 1 }, '/api/x?a=1#frag'],
    ['/api/x', {}, '/api/x'],
    ['/api/x', undefined, '/api/x'],
  ])('%s + %j -> %s', (url, query, expected) => {
    expect(withQuery(url, query)).toBe(expected);
  });
});

// Property: a server that reads bracket notation (PHP / Rails / qs) gets back exactly
// what was sent, with scalars as strings.
type Parsed = { [key: string]: string | string[] | Parsed };

function parseBrackets(qs: string): Parsed {
  const out: Parsed = {};
  for (const pair of qs ? qs.split('&') : []) {
    const eq = pair.indexOf('=');
    const key = decodeURIComponent(pair.slice(0, eq));
    const value = decodeURIComponent(pair.slice(eq + 1));
    const base = key.includes('[') ? key.slice(0, key.indexOf('[')) : key;
    const segments = [base, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: Parsed = out;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const next = segments[i + 1];
      if (last) node[segment] = value;
      else if (next === '') {
        ((node[segment] ??= []) as string[]).push(value);
      } else {
        node = (node[segment] ??= {}) as Parsed;
      }
      if (next === '') segments.length = 0; // `[]` is always the last segment here
    });
  }
  return out;
}

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,5}$/);
const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean());
const leaf = fc.oneof(scalar, fc.array(scalar, { minLength: 1, maxLength: 4 }));
const tree = fc.letrec((tie) => ({
  node: fc.dictionary(key, fc.oneof({ depthSize: 'small' }, leaf, tie('node')), {
    minKeys: 1,
    maxKeys: 4,
  }),
})).node;

function expected(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expected);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expected(v)]));
  }
  return String(value);
}

describe('serializeQuery round trip', () => {
  it('parses back to the same structure with a bracket-notation parser', () => {
    fc.assert(
      fc.property(tree, (query) => {
        expect(parseBrackets(serializeQuery(query))).toEqual(expected(query));
      }),
      { numRuns: 300 },
    );
  });
});
