import {
  answersOf,
  applicationTitle,
  historyEntries,
  readConsent,
  readDocuments,
} from './applicationRecord.js';

describe('the application record in words', () => {
  it('is titled by the person and what they applied for, never an id', () => {
    expect(applicationTitle('Grace Williams', 'Residential volunteers', 'General')).toBe(
      'Grace Williams – Residential volunteers',
    );
    expect(applicationTitle('Grace Williams', '', 'General volunteering')).toBe(
      'Grace Williams – General volunteering',
    );
    expect(applicationTitle('Grace Williams', '', '')).toBe('Grace Williams’s application');
  });

  it('tells the stage history as sentences with who and when', () => {
    const names = new Map([
      [7, 'Grace Williams'],
      [2, 'Cory Coordinator'],
    ]);
    const entries = historyEntries(
      [
        { action: 'stage', from: null, to: 'applied', at: '2026-11-01T09:00:00Z', user_id: 7 },
        {
          action: 'stage',
          from: 'applied',
          to: 'screening',
          at: '2026-11-02T09:00:00Z',
          user_id: 2,
        },
        { action: 'status', from: 'pending', to: 'withdrawn', closing_reason_id: 5, user_id: 2 },
        { action: 'status', from: 'withdrawn', to: 'pending', user_id: 99 },
        'nonsense',
      ],
      7,
      (id) => names.get(id) ?? '',
      (id) => (id === 5 ? 'Moved away' : ''),
    );
    expect(entries.map((e) => [e.what, e.who])).toEqual([
      ['Applied', 'Grace Williams'],
      ['Moved from Applied to Screening', 'Cory Coordinator'],
      ['Closed: withdrawn (Moved away)', 'Cory Coordinator'],
      ['Reopened', ''],
    ]);
    expect(historyEntries(undefined, 7, String, String)).toEqual([]);
  });

  it('reads answers (else the motivation), documents and the latest consent', () => {
    expect(
      answersOf({ answers: [{ question: 'Why?', answer: 'To help' }, { question: 'x' }] }),
    ).toEqual([{ question: 'Why?', answer: 'To help' }]);
    expect(answersOf({ motivation: 'Outdoors' })).toEqual([
      { question: 'Why would you like to do this?', answer: 'Outdoors' },
    ]);
    expect(
      readDocuments([
        {
          id: 1,
          name: 'Proof of identity',
          file_name: 'id.png',
          mime_type: 'image/png',
          size: 10,
          url: 'http://x/api/_files/abcdefghij',
        },
        { id: 2, name: 'No file' },
      ]).map((d) => [d.label, d.fileName, d.size]),
    ).toEqual([['Proof of identity', 'id.png', 10]]);
    expect(
      readConsent([
        { id: 1, status: 'refused' },
        { id: 3, status: 'given', requested_of: [{ id: 9, name: 'Morag Fraser' }] },
      ]),
    ).toMatchObject({ status: 'given', askedOf: ['Morag Fraser'] });
    expect(readConsent([])).toBeNull();
  });
});
