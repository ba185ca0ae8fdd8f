import { rateAmount, readRates } from './mileage.js';

const [car] = readRates([
  { id: 3, name: 'Car or van', expense_type: 'Mileage', unit: 'mile', rate: 0.45 },
  { id: 4, name: 'Broken', rate: 'x' },
]);

test('rates are read from the list; one without a type or a number is left out', () => {
  expect(readRates([{ id: 4, name: 'Broken', rate: 'x' }])).toEqual([]);
  expect(car).toEqual({
    id: '3',
    name: 'Car or van',
    expenseType: 'Mileage',
    unit: 'mile',
    rate: 0.45,
  });
});

test('what a claim at a rate comes to, rounded to the penny as the server does', () => {
  expect(rateAmount(car!, '42.5')).toBe('42.5 miles at £0.45 a mile: £19.13');
  expect(rateAmount(car!, '1')).toBe('1 mile at £0.45 a mile: £0.45');
  expect(rateAmount(car!, '')).toBeNull();
  expect(rateAmount(car!, '-3')).toBeNull();
  expect(rateAmount(car!, 'ten')).toBeNull();
});

test('what a claim comes to, in Welsh: "milltir" mutated after 1 and 2, money through Intl', async () => {
  const { cyMyText } = await import('../locales/cy.js');
  const { myTextsIn } = await import('../myTexts.js');
  const welsh = myTextsIn(cyMyText, 'cy');
  expect(rateAmount(car!, '1', welsh)).toBe('1 filltir ar £0.45 y filltir: £0.45');
  expect(rateAmount(car!, '2', welsh)).toBe('2 filltir ar £0.45 y filltir: £0.90');
  expect(rateAmount(car!, '42.5', welsh)).toBe('42.5 milltir ar £0.45 y filltir: £19.13');
});
