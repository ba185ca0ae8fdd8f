import {
  inferColumns,
  inferField,
  inferFields,
  normaliseList,
  normaliseRecord,
  recordTitle,
} from './infer.js';
import { fromInput, buildBody, FieldValueError } from './screens/fieldValues.js';

describe('reading payloads defensively', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    ['text', 0],
    [42, 0],
    [{ data: 'nope' }, 0],
    [{ data: [1, 'x', null, { id: 1 }] }, 1],
    [[{ id: 1 }, { id: 2 }], 2],
  ])('normaliseList(%j) keeps %i rows', (payload, count) => {
    expect(normaliseList(payload).rows).toHaveLength(count);
  });

  it('keeps pagination only when every field is a number', () => {
    const pagination = { current_page: 2, total_pages: 3, per_page: 20, count: 20, total: 55 };
    expect(normaliseList({ data: [], meta: { pagination } }).pagination).toEqual(pagination);
    expect(
      normaliseList({ data: [], meta: { pagination: { ...pagination, total: '55' } } }).pagination,
    ).toBeUndefined();
  });

  it('unwraps records and refuses non-objects', () => {
    expect(normaliseRecord({ data: { id: 3 } })).toEqual({ id: 3 });
    expect(normaliseRecord({ id: 4 })).toEqual({ id: 4 });
    expect(normaliseRecord([1])).toBeNull();
    expect(normaliseRecord('x')).toBeNull();
  });
});

describe('inferring columns and fields', () => {
  it('puts id and naming fields first, leaves out nested values and secrets', () => {
    const cols = inferColumns([
      { zeta: 1, name: 'A', id: 1, nested: { a: 1 }, password_hash: 'x', email: 'a@b.c' },
    ]);
    expect(cols.map((c) => c.field)).toEqual(['name', 'email', 'zeta']);
  });

  it.each([
    ['email', 'a@b.c', 'email', 'email'],
    ['website_url', 'https://x', 'url', 'url'],
    ['start_date', '2026-01-01', 'date', 'dateISO'],
    ['count', 3, 'number', 'number'],
    ['active', true, 'checkbox', undefined],
    ['settings', { a: 1 }, 'json', undefined],
    ['description', 'x', 'textarea', undefined],
    ['timezone', 'Europe/London', 'timezone', undefined],
  ])('%s (%j) -> %s', (name, sample, type, rules) => {
    const f = inferField(name, sample);
    expect(f.type).toBe(type);
    expect(f.rules).toBe(rules);
  });

  it('leaves server-owned fields out of forms', () => {
    expect(
      inferFields({ id: 1, created_at: 'x', name: 'A', avatar_url: 'u' }).map((f) => f.name),
    ).toEqual(['name']);
  });

  it('titles a record by its naming fields', () => {
    expect(recordTitle({ id: 1, first_name: 'Ada', last_name: 'Admin' })).toBe('Ada Admin');
    expect(recordTitle({ id: 7 })).toBe('Untitled record');
    expect(recordTitle({ name: 'Team' })).toBe('Team');
  });
});

describe('form values', () => {
  it('converts inputs to API values and reports bad JSON', () => {
    expect(fromInput({ name: 'n', type: 'number' }, '1,200.5')).toBe(1200.5);
    expect(fromInput({ name: 'n', type: 'number' }, '')).toBeNull();
    expect(fromInput({ name: 'j', type: 'json' }, '{"a":1}')).toEqual({ a: 1 });
    expect(() => fromInput({ name: 'j', type: 'json' }, '{')).toThrow(FieldValueError);
    expect(buildBody([{ name: 'a' }, { name: 'b' }], { a: 'x', b: '' }, 'create')).toEqual({
      a: 'x',
    });
    expect(buildBody([{ name: 'a' }, { name: 'b' }], { a: 'x', b: '' }, 'edit')).toEqual({
      a: 'x',
      b: '',
    });
  });
});
