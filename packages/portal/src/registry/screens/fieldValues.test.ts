import { ApiError } from '@volunteerkit/api-client';
import { finishQuery } from './actionBodies.js';
import {
  buildBody,
  dateTextToIso,
  FieldValueError,
  fromInput,
  initialInputs,
  toInput,
} from './fieldValues.js';
import { expandField, type FormField } from './formFields.js';
import { serverFieldError, unplacedServerErrors } from './serverErrors.js';

describe('typed values', () => {
  const rows: FormField = {
    name: 'rotas',
    type: 'rows',
    fields: [{ name: 'name' }, { name: 'places', type: 'number' }],
  };
  it.each<[FormField, unknown, unknown]>([
    [{ name: 'd', type: 'date' }, '2026-11-24', '24/11/2026'],
    [{ name: 'i', type: 'ids' }, [4, 5], '4, 5'],
    [{ name: 'l', type: 'list' }, ['a', 'b'], 'a\nb'],
    [{ name: 't', type: 'team' }, 7, '7'],
    [rows, [{ name: 'A', places: 2, x: 1 }], [{ name: 'A', places: '2' }]],
    [
      { name: 'p', type: 'pairs' },
      { a: 1, b: 'x' },
      [
        { key: 'a', value: '1' },
        { key: 'b', value: 'x' },
      ],
    ],
    [{ name: 'p', type: 'pairs' }, null, []],
  ])('toInput(%j, %j) = %j', (field, value, input) => {
    expect(toInput(field, value)).toEqual(input);
  });

  it.each<[FormField, unknown, unknown]>([
    [{ name: 'd', type: 'date' }, '24/11/2026', '2026-11-24'],
    [{ name: 'i', type: 'ids' }, '4, 5 6', [4, 5, 6]],
    [{ name: 'l', type: 'list' }, ' a \n\n b', ['a', 'b']],
    [{ name: 't', type: 'team' }, '7', 7],
    [{ name: 't', type: 'team' }, '', null],
    [
      rows,
      [
        { name: 'A', places: '2' },
        { name: '', places: '' },
      ],
      [{ name: 'A', places: 2 }],
    ],
    [
      { name: 'p', type: 'pairs' },
      [
        { key: 'a', value: '1' },
        { key: 'b', value: 'true' },
        { key: 'c', value: 'x' },
        { key: ' ', value: 'ignored' },
      ],
      { a: 1, b: true, c: 'x' },
    ],
  ])('fromInput(%j, %j) = %j', (field, input, value) => {
    expect(fromInput(field, input)).toEqual(value);
  });

  it.each<[FormField, unknown]>([
    [{ name: 'd', type: 'date' }, '31/02/2026'],
    [{ name: 'i', type: 'ids' }, '4, five'],
    [{ name: 'p', type: 'pairs' }, [{ key: 'bad key', value: '1' }]],
  ])('fromInput(%j, %j) refuses with a field error', (field, input) => {
    expect(() => fromInput(field, input)).toThrow(FieldValueError);
  });

  it('reads dates as dd/mm/yyyy or ISO and refuses impossible days', () => {
    expect(dateTextToIso('1/2/2026')).toBe('2026-02-01');
    expect(dateTextToIso('2026-02-01')).toBe('2026-02-01');
    expect(dateTextToIso('29/02/2025')).toBeNull();
    expect(dateTextToIso('tomorrow')).toBeNull();
  });

  it('builds nested bodies from dotted names and reads them back', () => {
    const fields: FormField[] = [
      { name: 'address.line1' },
      { name: 'address.town' },
      { name: 'name' },
    ];
    const record = { name: 'Ada', address: { line1: '1 High St', town: 'Oban' } };
    const inputs = initialInputs(fields, record);
    expect(inputs).toEqual({ 'address.line1': '1 High St', 'address.town': 'Oban', name: 'Ada' });
    expect(buildBody(fields, { ...inputs, name: '' }, 'create')).toEqual({
      address: { line1: '1 High St', town: 'Oban' },
    });
  });
});

describe('fields inferred from nested data', () => {
  it.each([
    [[1, 2], [{ name: 'x', type: 'ids' }]],
    [['a'], [{ name: 'x', type: 'list' }]],
    [
      [{ id: 1, name: 'A', tags: [] }],
      [
        {
          name: 'x',
          type: 'rows',
          fields: [
            { name: 'id', type: 'number', rules: 'number' },
            { name: 'name', type: 'text' },
          ],
        },
      ],
    ],
    [
      { line1: 'a', open: true },
      [
        { name: 'x.line1', type: 'text', label: 'X: line1' },
        { name: 'x.open', type: 'checkbox', label: 'X: open' },
      ],
    ],
    [{}, [{ name: 'x', type: 'pairs' }]],
    [null, [{ name: 'x', type: 'pairs' }]],
  ])('a json field holding %j', (sample, fields) => {
    expect(expandField({ name: 'x', type: 'json' }, sample)).toEqual(fields);
  });
});

describe('server field errors', () => {
  const error = new ApiError({
    status: 422,
    method: 'PUT',
    url: 'http://x/api/organisation/rotas/replace',
    body: {
      message: 'The given data was invalid.',
      errors: { 'rotas.1.name': ['is required'], name: ['name is taken'], other: ['is wrong'] },
    },
  });
  it('places errors under their field (parts of a group included) while the value is unchanged', () => {
    const rows: FormField = { name: 'rotas', type: 'rows' };
    const sent = { rotas: [{}, {}], name: 'A' };
    expect(serverFieldError(error, rows, [{}, {}], sent)).toBe('Rotas 2 name is required');
    expect(serverFieldError(error, { name: 'name' }, 'A', sent)).toBe('Name is taken');
    expect(serverFieldError(error, { name: 'name' }, 'B', sent)).toBeNull();
    expect(unplacedServerErrors(error, [rows, { name: 'name' }])).toEqual(['Other is wrong']);
  });
});

describe('query builder body', () => {
  it('splits "in" values and drops values of null checks', () => {
    expect(
      finishQuery({
        query: {
          condition: 'OR',
          rules: [
            { field: 'status', operator: 'in', value: 'active, leaver' },
            { field: 'email', operator: 'is_null', value: 'x' },
          ],
        },
      }),
    ).toEqual({
      query: {
        condition: 'OR',
        rules: [
          { field: 'status', operator: 'in', value: ['active', 'leaver'] },
          { field: 'email', operator: 'is_null' },
        ],
      },
    });
  });
});
