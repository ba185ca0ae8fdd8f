import { ASSIGNMENT_STATUSES, ATTENDEE_STATUSES } from '@volunteerkit/api-client/models';
import {
  VOCABULARIES,
  sentenceCase,
  vocabularyLabel,
  vocabularyOptions,
  type VocabularyName,
} from './vocabularies.js';

const SNAKE = /[a-z]_[a-z]/;

// Every vocabulary: each value has a label in sentence case, never the raw value in snake_case.
test.each(Object.keys(VOCABULARIES) as VocabularyName[])(
  'the %s vocabulary labels every value in words',
  (name) => {
    const labels = Object.values(VOCABULARIES[name].labels);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label).toMatch(/^[A-Z]/);
      expect(label).not.toMatch(SNAKE);
    }
  },
);

test('the attendee vocabulary covers every status the API allows', () => {
  expect(Object.keys(VOCABULARIES.attendeeStatus.labels)).toEqual([...ATTENDEE_STATUSES]);
  expect(Object.keys(VOCABULARIES.assignmentStatus.labels)).toEqual([...ASSIGNMENT_STATUSES]);
});

const EXAMPLES = [
  ['attendeeStatus', 'no_show', 'Did not attend'],
  ['personRole', 'team leader', 'Team leader'],
  ['applicationStage', 'screening', 'Screening'],
  ['taskStatus', 'in_progress', 'In progress'],
  ['taskStatus', 'open', 'To do'],
  ['attendeeStatus', 'cancelled', 'Cancelled'],
  ['assignmentStatus', 'no_show', 'Did not attend'],
  ['personStatus', 'leaver', 'Left'],
  ['roleType', 'volunteer', 'Volunteer'],
  ['roleType', 'non-volunteer', 'Staff'],
  ['shiftStatus', 'scheduled', 'Scheduled'],
  ['eventStatus', 'completed', 'Finished'],
  ['applicationStatus', 'pending', 'Waiting for review'],
  ['claimStatus', 'paid', 'Paid'],
  ['bookingStatus', 'completed', 'Stayed'],
  ['permission', 'view-users', 'View people'],
  ['advertTarget', 'internal', 'Our volunteers only'],
  ['referenceStatus', 'received', 'Received'],
  ['vettingStatus', 'pending', 'Waiting for the result'],
  ['consentStatus', 'given', 'Given'],
  ['inductionStatus', 'pending', 'To do'],
  ['exportStatus', 'sent', 'Sent'],
  ['waitlistMode', 'offer', 'Offered to the first person waiting'],
] as const;

test.each(EXAMPLES)('%s %s reads "%s"', (vocabulary, value, label) => {
  expect(vocabularyLabel(vocabulary, value)).toBe(label);
});

test('every vocabulary has an example above (a new vocabulary gets one)', () => {
  expect(new Set(EXAMPLES.map(([name]) => name))).toEqual(new Set(Object.keys(VOCABULARIES)));
});

test('a value the vocabulary does not know yet reads in sentence case, never raw', () => {
  expect(vocabularyLabel('attendeeStatus', 'on_hold')).toBe('On hold');
  expect(vocabularyLabel('claimStatus', 'NEEDS-INFO')).toBe('Needs info');
  expect(vocabularyLabel('claimStatus', null)).toBe('—');
  expect(sentenceCase('no_show')).toBe('No show');
});

test('options pair each value with its label, in order', () => {
  expect(vocabularyOptions('assignmentStatus')).toEqual([
    { value: 'assigned', label: 'Assigned' },
    { value: 'attended', label: 'Attended' },
    { value: 'no_show', label: 'Did not attend' },
  ]);
});
