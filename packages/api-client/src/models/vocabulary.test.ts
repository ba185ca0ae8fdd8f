import { ATTENDEE_STATUSES, QUERY_OPERATORS, isOneOf } from './vocabulary.js';

describe('vocabularies', () => {
  it('isOneOf accepts a listed value and refuses anything else', () => {
    expect(isOneOf(ATTENDEE_STATUSES, 'no_show')).toBe(true);
    expect(isOneOf(ATTENDEE_STATUSES, 'absent')).toBe(false);
    expect(isOneOf(QUERY_OPERATORS, 'equal')).toBe(true);
    expect(isOneOf(QUERY_OPERATORS, 1)).toBe(false);
    expect(isOneOf(QUERY_OPERATORS, undefined)).toBe(false);
  });

  it('each list holds distinct values', () => {
    for (const list of [ATTENDEE_STATUSES, QUERY_OPERATORS])
      expect(new Set(list).size).toBe(list.length);
  });
});
