import { describe, expect, test } from 'vitest';
import {
  checkRequirements,
  NO_REQUIREMENTS,
  readRequirements,
  readWorkItems,
  requirementErrorsFrom,
  requirementsBody,
  requirementsInWords,
} from './requirements.js';

const names = {
  types: [{ id: '3', name: 'Enhanced disclosure' }],
  flags: [
    { id: '1', name: 'Cleared to work with children' },
    { id: '9', name: 'Boat handler' },
  ],
  activities: [{ id: '4', name: 'Working with children', withChildren: true }],
};

describe('the requirements form', () => {
  test('reads a record and writes back only what is set; nothing set clears them', () => {
    const form = readRequirements({
      requirements: { disclosure_type_id: 3, clearance_flag_ids: [1], minimum_age: 16 },
    });
    expect(form).toEqual({
      disclosureTypeId: '3',
      flagIds: ['1'],
      minimumAge: '16',
      riskActivityIds: [],
    });
    expect(requirementsBody(form)).toEqual({
      disclosure_type_id: 3,
      clearance_flag_ids: [1],
      minimum_age: 16,
    });
    expect(readRequirements({ requirements: null })).toEqual(NO_REQUIREMENTS);
    expect(requirementsBody(NO_REQUIREMENTS)).toBeNull();
  });

  test('an age that is not a whole number from 0 to 120 is refused before sending', () => {
    for (const bad of ['eighteen', '-1', '12.5', '121'])
      expect(checkRequirements({ ...NO_REQUIREMENTS, minimumAge: bad }).minimumAge).toMatch(
        /whole number/,
      );
    expect(checkRequirements({ ...NO_REQUIREMENTS, minimumAge: '18' })).toEqual({});
  });

  test("the server's field errors go beside their field, a deleted clearance named in words", () => {
    const form = { ...NO_REQUIREMENTS, flagIds: ['1', '9'], disclosureTypeId: '7' };
    expect(
      requirementErrorsFrom(
        {
          'requirements.clearance_flag_ids.1': ['must be the id of a clearance flag'],
          'requirements.disclosure_type_id': ['names a deleted disclosure type (Old)'],
          'requirements.minimum_age': ['must be a whole number of years from 0 to 120'],
          'assignments.0.user_id': ['Val Volunteer is not cleared for Camp.'],
        },
        form,
        names,
      ),
    ).toEqual({
      flagIds: 'Boat handler no longer exists (it was deleted). Untick it, then save again.',
      disclosureTypeId:
        'This disclosure check no longer exists (it was deleted). Choose another, then save again.',
      minimumAge: 'The minimum age must be a whole number of years from 0 to 120.',
      form: 'Val Volunteer is not cleared for Camp.',
    });
  });

  test('the summary says it in words; work with children makes it 18 or over', () => {
    expect(
      requirementsInWords(
        { ...NO_REQUIREMENTS, disclosureTypeId: '3', riskActivityIds: ['4'], minimumAge: '16' },
        names,
      ),
    ).toEqual(['Enhanced disclosure', 'risk: Working with children', 'aged 18 or over']);
    expect(requirementsInWords(NO_REQUIREMENTS, names)).toEqual([]);
  });

  test('work to choose is named with its day, and marked when it asks anything', () => {
    expect(
      readWorkItems('shift', [
        {
          id: 5,
          title: 'Night walk',
          start: '2027-02-05T18:00:00Z',
          requirements: { minimum_age: 18 },
        },
        { id: 6, title: 'Litter pick', start: '2027-02-06T10:00:00Z' },
      ]).map((w) => [w.label, w.requires]),
    ).toEqual([
      ['Night walk, 05/02/2027', true],
      ['Litter pick, 06/02/2027', false],
    ]);
  });
});
