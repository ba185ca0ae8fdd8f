import { parseRules, ValidationRuleError } from './rules.js';
import { humaniseFieldName, validateField } from './validateField.js';

type Row = [value: unknown, expected: string | null];

function table(rule: string, rows: Row[], field = 'field') {
  describe(rule, () => {
    it.each(rows)('%j -> %j', (value, expected) => {
      expect(validateField(value, rule, { field })).toBe(expected);
    });
  });
}

table('required', [
  [null, 'Field is required'],
  [undefined, 'Field is required'],
  ['', 'Field is required'],
  ['   ', 'Field is required'],
  [[], 'Field is required'],
  [NaN, 'Field is required'],
  [new Date('nope'), 'Field is required'],
  [true, null],
  [false, null],
  [0, null],
  [new Date('2024-02-29'), null],
  ['x', null],
  [[1], null],
  [{}, null],
]);

table('object', [
  [null, 'Field is required'],
  [undefined, 'Field is required'],
  ['text', 'Field is required'],
  [3, 'Field is required'],
  [{}, null],
  [{ id: 1 }, null],
  [[], null],
]);

table('min:3', [
  ['ab', 'The minimum length is 3'],
  ['abc', null],
  ['abcd', null],
  [['a', 'b'], 'The minimum length is 3'],
  [['a', 'b', 'c'], null],
  ['👍👍', 'The minimum length is 3'], // code points, not UTF-16 units
  ['', null], // empty optional field
  [12, 'The minimum length is 3'],
]);

table('max:3', [
  ['abcd', 'The maximum length is 3'],
  ['abc', null],
  ['', null],
  [['a', 'b', 'c', 'd'], 'The maximum length is 3'],
  ['👍👍👍', null],
]);

table('email', [
  ['person@example.com', null],
  ['first.last+tag@sub.example.co.uk', null],
  ["o'neil@example.org", null],
  ['plainaddress', 'Please enter a valid email address'],
  ['@example.com', 'Please enter a valid email address'],
  ['person@', 'Please enter a valid email address'],
  ['person@exa mple.com', 'Please enter a valid email address'],
  ['person@-example.com', 'Please enter a valid email address'],
  ['a@b@c.com', 'Please enter a valid email address'],
  ['', null],
]);

table('date', [
  ['2024-01-31', null],
  ['January 5, 2024', null],
  [new Date(2024, 0, 1), null],
  [0, null],
  ['not a date', 'Please enter a valid date'],
  ['2024-13-45', 'Please enter a valid date'],
  ['', null],
]);

table('dateISO', [
  ['2024-01-31', null],
  ['2024/01/31', null],
  ['2024-02-29', null],
  ['2023-02-29', 'Please enter a valid date'],
  ['2024-04-31', 'Please enter a valid date'],
  ['2024-1-31', 'Please enter a valid date'],
  ['2024-01/31', 'Please enter a valid date'],
  ['31/01/2024', 'Please enter a valid date'],
  ['2024-00-10', 'Please enter a valid date'],
  ['', null],
]);

table('time', [
  ['9:05', null],
  ['09:05', null],
  ['23:59', null],
  ['00:00', null],
  ['23:59:59', null],
  ['7:30:00', null],
  ['', null],
  ['24:00', 'Please enter a valid time'],
  ['12:60', 'Please enter a valid time'],
  ['12:5', 'Please enter a valid time'],
  ['12:30:60', 'Please enter a valid time'],
  ['123:00', 'Please enter a valid time'],
  ['1:00 pm', 'Please enter a valid time'],
  ['12.30', 'Please enter a valid time'],
]);

table('number', [
  ['42', null],
  ['-42', null],
  ['1,234', null],
  ['1,234,567.89', null],
  ['-0.5', null],
  ['.5', null],
  [3.14, null],
  ['12,34', 'Please enter a number'],
  ['1,2345', 'Please enter a number'],
  ['abc', 'Please enter a number'],
  ['1e5', 'Please enter a number'],
  ['--1', 'Please enter a number'],
  [Infinity, 'Please enter a number'],
  ['', null],
]);

table('digits', [
  ['0123', null],
  [42, null],
  ['-1', 'Please enter a number'],
  ['1.5', 'Please enter a number'],
  ['1,000', 'Please enter a number'],
  [1.5, 'Please enter a number'],
  ['', null],
]);

table('modulo:5', [
  ['10', null],
  [15, null],
  ['0', null],
  ['-25', null],
  ['1,000', null],
  ['7', 'Number must be divisible by 5'],
  ['abc', 'Number must be divisible by 5'],
  ['', null],
]);

table('modulo:0.1', [
  ['0.3', null], // 0.3 % 0.1 is 0.09999999999999998 in floating point
  [0.3, null],
  ['0.30', null],
  ['.3', null],
  ['-0.7', null],
  ['3', null],
  ['0.35', 'Number must be divisible by 0.1'],
  ['0.31', 'Number must be divisible by 0.1'],
]);

table('modulo:0.05', [
  ['1.15', null], // 1.15 % 0.05 is 0.04999999999999989 in floating point
  [1.15, null],
  ['1,000.05', null],
  ['0.1', null],
  ['1.16', 'Number must be divisible by 0.05'],
  ['1.151', 'Number must be divisible by 0.05'],
  ['1e2', 'Number must be divisible by 0.05'], // not a number as a person types it
]);

table('modulo:2.5', [
  ['7.5', null],
  [1e21, null],
  [1e-7, 'Number must be divisible by 2.5'],
  ['7.6', 'Number must be divisible by 2.5'],
]);

describe("modulo:0.00125 (jquery-validation's loop: 1,000 exact multiples)", () => {
  // i * 0.00125 written out exactly, as a person types it: "0.00125", "0.0025", ... "1.24875".
  const typed = (units: number) => {
    const text = String(units).padStart(6, '0');
    return `${text.slice(0, -5)}.${text.slice(-5)}`.replace(/\.?0+$/, '') || '0';
  };
  const multiples = Array.from({ length: 1000 }, (_, i) => typed(i * 125));
  it('accepts every one of them', () => {
    expect(multiples.slice(0, 4)).toEqual(['0', '0.00125', '0.0025', '0.00375']);
    const refused = multiples.filter((v) => validateField(v, 'modulo:0.00125', { field: 'f' }));
    expect(refused).toEqual([]);
  });
  it('refuses each of them plus 0.00001 (so the loop can fail)', () => {
    const accepted = Array.from({ length: 1000 }, (_, i) => typed(i * 125 + 1)).filter(
      (v) => validateField(v, 'modulo:0.00125', { field: 'f' }) === null,
    );
    expect(accepted).toEqual([]);
  });
  it('floating-point % would refuse most of them (the old rule)', () => {
    const floatRefused = multiples.filter((v) => Math.abs(Number(v) % 0.00125) >= 1e-9);
    expect(floatRefused.length).toBeGreaterThan(500);
  });
});

describe('required_without_all', () => {
  it.each([
    ['', { email: '', phone: '' }, 'Field is required'],
    ['', { email: 'a@b.c', phone: '' }, null],
    ['', { email: '', phone: '0123' }, null],
    ['x', { email: '', phone: '' }, null],
    [null, {}, 'Field is required'],
  ])('%j with %j -> %j', (value, values, expected) => {
    expect(
      validateField(value, 'required_without_all:email,phone', { field: 'field', values }),
    ).toBe(expected);
  });
});

describe('messages and application', () => {
  it('fills {Field} from the field name or label', () => {
    expect(validateField('', 'required', { field: 'first_name' })).toBe('First name is required');
    expect(validateField('', 'required', { field: 'lastName' })).toBe('Last name is required');
    expect(validateField('', 'required', { field: 'x', label: 'Team' })).toBe('Team is required');
    expect(validateField('', 'required')).toBe('This field is required');
  });

  it('uses a custom message per rule, with placeholders filled', () => {
    const messages = { min: '{Field} needs {N} characters', required: 'Pick one' };
    expect(validateField('ab', 'required|min:4', { field: 'code', messages })).toBe(
      'Code needs 4 characters',
    );
    expect(validateField('', 'required|min:4', { field: 'code', messages })).toBe('Pick one');
    expect(validateField('abc@', 'email', { field: 'code', messages })).toBe(
      'Please enter a valid email address',
    );
  });

  it('reports the first failing rule in order', () => {
    expect(validateField('a', 'min:2|email', { field: 'e' })).toBe('The minimum length is 2');
    expect(validateField('abc', 'min:2|email', { field: 'e' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateField('', 'min:2|required', { field: 'e' })).toBe('E is required');
  });

  it('runs rules only on fields that were left or hold a value', () => {
    expect(validateField('', 'required', { touched: false })).toBeNull();
    expect(validateField(null, 'required|email', { touched: false })).toBeNull();
    expect(validateField('bad', 'email', { touched: false })).toBe(
      'Please enter a valid email address',
    );
    expect(validateField('', 'required', { touched: true })).toBe('This field is required');
  });

  it('accepts a list of rule strings', () => {
    expect(validateField('ab', ['required', 'min:3'])).toBe('The minimum length is 3');
  });

  it.each(['unknown', 'min', 'min:x', 'modulo:0', 'max:1,2', 'required_without_all'])(
    'throws a ValidationRuleError for %j',
    (rule) => {
      expect(() => parseRules(rule)).toThrow(ValidationRuleError);
    },
  );

  it('humanises field names', () => {
    expect(humaniseFieldName('opportunity_date')).toBe('Opportunity date');
    expect(humaniseFieldName('display-name')).toBe('Display name');
  });
});
