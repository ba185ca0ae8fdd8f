import { describe, expect, test } from 'vitest';
import { enGBShiftsText } from '../messages/shifts.js';
import { myTextsIn } from '../myTexts.js';
import { enGBMyText } from '../messages.js';
import { needText, readNeeds } from './needs.js';

const { fill } = myTextsIn(enGBMyText, 'en-GB');

describe("what work needs, in the volunteer's words", () => {
  test("reads my_clearance and says when the volunteer's check expires against the work's day", () => {
    const needs = readNeeds({
      my_clearance: {
        cleared: false,
        requirements: [
          { kind: 'disclosure', what: 'Enhanced disclosure', met: true, expires_on: '2027-03-01' },
          {
            kind: 'flag',
            what: 'Minibus driver',
            met: false,
            gap: { code: 'flag_expires', date: '2027-01-16' },
          },
          {
            kind: 'age',
            what: 'aged 18 or over',
            met: false,
            age: 18,
            gap: { code: 'age_unknown' },
          },
          {
            kind: 'disclosure',
            what: 'Basic disclosure',
            met: false,
            gap: { code: 'disclosure_missing' },
          },
        ],
      },
    });
    expect(needs.map((n) => needText(n, enGBShiftsText, fill))).toEqual([
      'Enhanced disclosure: yours is valid until 01/03/2027, after this work.',
      'Minibus driver: yours expires 16/01/2027, before this work. Please start the renewal.',
      'Aged 18 or over on the day: we do not have your date of birth.',
      'Basic disclosure: you do not hold it yet. Please speak to your coordinator.',
    ]);
    expect(readNeeds({ title: 'No clearance asked' })).toEqual([]);
  });
});
