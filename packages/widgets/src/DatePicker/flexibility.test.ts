import { residentialMessages } from '../messages/residential.js';
import { FLEXIBILITY_OPTIONS, flexibilityChoices, flexibilityLabel } from './flexibility.js';

describe('flexibility choices', () => {
  it('names 30 and 90 days by their own texts and the others by the day count', () => {
    expect(flexibilityLabel(7, residentialMessages)).toBe('+/- 7 days');
    expect(flexibilityLabel(30, residentialMessages)).toBe('+/- 1 month (30 days)');
    expect(flexibilityLabel(90, residentialMessages)).toBe('+/- 3 months (90 days)');
  });

  it('puts a current value outside the options first, and keeps the options otherwise', () => {
    expect(flexibilityChoices(14, FLEXIBILITY_OPTIONS)).toBe(FLEXIBILITY_OPTIONS);
    expect(flexibilityChoices(3, FLEXIBILITY_OPTIONS)).toEqual([3, 7, 14, 30, 90]);
  });
});
