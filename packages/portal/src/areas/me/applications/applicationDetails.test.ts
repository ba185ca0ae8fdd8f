import {
  consentPeopleWords,
  consentWords,
  readApplicationDetail,
  referenceWords,
  waitingFor,
} from './applicationDetails.js';
import { cyMyText } from '../locales/cy.js';
import { myTextsIn } from '../myTexts.js';

const stages = [
  { id: 3, name: 'interview', position: 3 },
  { id: 1, name: 'applied', position: 1 },
  { id: 4, name: 'references', position: 4 },
];

describe('an application as its applicant follows it', () => {
  const app = {
    id: 7,
    name: 'Young rangers summer week',
    stage: 'references',
    status: 'pending',
    applied_at: '2026-11-20',
    opportunity_id: 12,
    answers: [{ key: 'question_1', question: 'Which days?', answer: 'Saturdays' }, { bad: 1 }],
  };
  const references = [
    { id: 1, referee_name: 'Fiona Grant', status: 'received' },
    { id: 2, referee_name: 'Callum Reid', status: 'requested' },
  ];

  it('reads the stages in order, the current stage, references, the latest consent and answers', () => {
    const d = readApplicationDetail(
      app,
      references,
      [
        { id: 1, status: 'refused' },
        { id: 2, status: 'requested', etag: '"v2"' },
      ],
      stages,
    );
    expect(d).toMatchObject({
      id: '7',
      opportunityId: '12',
      stage: 'References',
      stages: ['Applied', 'Interview', 'References'],
      consent: 'requested',
      consentId: '2',
      answers: [{ question: 'Which days?', answer: 'Saturdays' }],
    });
    expect(waitingFor(d)).toEqual([
      'Waiting for parental consent',
      'Reference requested from Callum Reid',
    ]);
    expect(referenceWords(d)).toBe('1 of 2 references received');
    const welsh = myTextsIn(cyMyText, 'cy');
    expect(waitingFor(d, welsh)).toEqual([
      'Yn aros am ganiatâd rhiant',
      'Gofynnwyd am eirda gan: Callum Reid',
    ]);
    expect(referenceWords(d, welsh)).toBe('1 o 2 eirda wedi dod i law');
    expect(consentWords('given', welsh)).toBe("Caniatâd rhiant wedi'i roi");
  });

  it.each([
    [[], null, null],
    [[{ id: 1, status: 'given' }], 'given', 'Parental consent given'],
    [[{ id: 1, status: 'refused' }], 'refused', 'Parental consent refused'],
    [[{ id: 1, status: 'odd' }], 'requested', 'Waiting for parental consent'],
  ])('consent records %j read as %s', (consents, state, words) => {
    const d = readApplicationDetail(app, [], consents, []);
    expect(d.consent).toBe(state);
    expect(consentWords(d.consent)).toBe(words);
    expect(referenceWords(d)).toBeNull();
  });

  it('a closed application waits for nothing', () => {
    const d = readApplicationDetail(
      { ...app, status: 'withdrawn' },
      references,
      [{ id: 1, status: 'requested' }],
      [],
    );
    expect(waitingFor(d)).toEqual([]);
  });
});

describe('who was asked for consent, and who answered (issue 45)', () => {
  const asked = [{ id: 7, name: 'Morag Fraser' }];
  const day = (iso: string) => iso.slice(0, 10);
  test('a waiting consent names who was asked and when; an answer names who gave it', () => {
    const waiting = readApplicationDetail(
      { id: 1, name: 'Junior rangers', status: 'pending' },
      [],
      [{ id: 3, status: 'requested', requested_at: '2027-01-02T09:00:00Z', requested_of: asked }],
      [],
    );
    expect(consentPeopleWords(waiting, day)).toBe('asked of Morag Fraser on 2027-01-02');
    const given = readApplicationDetail(
      { id: 1, name: 'Junior rangers', status: 'pending' },
      [],
      [
        {
          id: 3,
          status: 'given',
          guardian_id: 7,
          decided_at: '2027-01-05T10:00:00Z',
          requested_of: asked,
        },
      ],
      [],
    );
    expect(consentPeopleWords(given, day)).toBe('Morag Fraser gave it on 2027-01-05');
    // Without the names (an older record), nothing is claimed.
    const bare = readApplicationDetail({ id: 1 }, [], [{ id: 3, status: 'requested' }], []);
    expect(consentPeopleWords(bare, day)).toBeNull();
  });
});
