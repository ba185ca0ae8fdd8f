// A claim's amount in pounds and pence (issue 45): amounts such as 9.20 or
// 0.29, whose hundredfold is not a whole number in floating point, are
// accepted; a third decimal place is refused beside the field.
import { expect, test } from 'vitest';
import { claimErrors } from './myExpenses.js';

const TYPES = ['Travel'];
const errorsOf = (amount: unknown) =>
  claimErrors({ expense_type: 'Travel', amount, date: '2026-01-05' }, [], TYPES, '2026-12-07');

test.each([9.2, 0.29, 1.1, 4.35, 1234.56, '9.20'])('%s is a valid amount', (amount) => {
  expect(errorsOf(amount)).toEqual({});
});

test.each([9.205, 0.001, '1.234'])('%s has too many decimal places', (amount) => {
  expect(errorsOf(amount).amount).toEqual(['The amount can have at most two decimal places.']);
});
