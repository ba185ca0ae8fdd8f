import {
  daysOf,
  orderedSlots,
  periodOf,
  periodProblems,
  readPeriods,
  readSlots,
  slotLabels,
} from './availability.js';

describe('availability', () => {
  it('reads known slots in week order and ignores the rest', () => {
    const slots = readSlots({ id: 1, availability: ['sunday-morning', 'monday-evening', 'x', 3] });
    expect(orderedSlots(slots)).toEqual(['monday-evening', 'sunday-morning']);
    expect(readSlots(null).size).toBe(0);
    expect(slotLabels({ id: 1, availability: ['sunday-evening', 'monday-morning'] })).toEqual([
      'Monday morning',
      'Sunday evening',
    ]);
  });

  it('turns days away into instants (end exclusive) and back', () => {
    const p = periodOf('2027-01-04', '2027-01-08', ' Holiday ');
    expect(p).toEqual({
      start: '2027-01-04T00:00:00Z',
      end: '2027-01-09T00:00:00Z',
      reason: 'Holiday',
    });
    expect(daysOf(p)).toEqual({ from: '2027-01-04', to: '2027-01-08' });
    expect(readPeriods({ id: 1, unavailable_periods: [p, { start: 'x' }, null] })).toEqual([p]);
  });

  it('explains a period that cannot be saved', () => {
    expect(periodProblems('', '', '', '2027-01-01')).toEqual({
      from: 'Give the first day you are away.',
      to: 'Give the last day you are away.',
    });
    expect(periodProblems('2027-01-05', '2027-01-04', '', '2027-01-01').to).toMatch(/before/);
    expect(periodProblems('2026-12-01', '2027-01-04', '', '2027-01-01').from).toMatch(/past/);
    expect(
      periodProblems('2027-01-05', '2027-01-05', 'x'.repeat(201), '2027-01-01').reason,
    ).toBeTruthy();
  });
});
