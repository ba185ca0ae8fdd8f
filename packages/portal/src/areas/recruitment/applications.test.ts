import {
  byApplication,
  compareApplications,
  consentSummary,
  readApplication,
  readStages,
  referenceSummary,
} from './applications.js';

describe('applications', () => {
  test('reads a record and refuses one without an id', () => {
    expect(
      readApplication({
        id: 7,
        user_id: '12',
        category_id: 2,
        name: 'Dry-stone walling in Keswick',
        stage: 'interview',
        applied_at: '2026-01-02',
        etag: '"x"',
        clearance_needed: [
          {
            code: 'disclosure_missing',
            message: 'No Enhanced disclosure',
            name: 'Enhanced disclosure',
          },
          'junk',
        ],
      }),
    ).toEqual({
      id: 7,
      userId: 12,
      categoryId: 2,
      opportunity: 'Dry-stone walling in Keswick',
      stage: 'interview',
      status: 'pending',
      appliedAt: '2026-01-02',
      closingReasonId: null,
      etag: '"x"',
      stillNeeded: ['No Enhanced disclosure'],
    });
    expect(readApplication({ stage: 'x' })).toBeNull();
    expect(readApplication({ id: 8, name: ' ' })?.opportunity).toBeNull();
  });

  test('orders the longest waiting first, then by id', () => {
    const a = readApplication({ id: 2, applied_at: '2026-02-01' })!;
    const b = readApplication({ id: 1, applied_at: '2026-02-01' })!;
    const c = readApplication({ id: 3, applied_at: '2026-01-01' })!;
    expect([a, b, c].sort(compareApplications).map((x) => x.id)).toEqual([3, 1, 2]);
  });

  test('stages in position order, labelled', () => {
    expect(
      readStages([
        { id: 1, name: 'interview', position: 3 },
        { id: 2, name: 'applied', position: 1 },
        { id: 3, name: '' },
        { id: 4, name: 'screening', position: 2 },
      ]),
    ).toEqual([
      { key: 'applied', label: 'Applied' },
      { key: 'screening', label: 'Screening' },
      { key: 'interview', label: 'Interview' },
    ]);
  });

  test.each([
    [[], 'No references requested'],
    [[{ status: 'requested' }], 'References: 0 of 1 received'],
    [[{ status: 'received' }, { status: 'requested' }], 'References: 1 of 2 received'],
  ])('references %j → %s', (refs, text) => {
    expect(referenceSummary(refs)).toBe(text);
  });

  test.each([
    [[], null],
    [[{ id: 1, status: 'requested' }], 'Parental consent requested'],
    [
      [
        { id: 2, status: 'given' },
        { id: 1, status: 'requested' },
      ],
      'Parental consent given',
    ],
    [[{ id: 1, status: 'refused' }], 'Parental consent refused'],
  ])('consent %j → %s', (rows, text) => {
    expect(consentSummary(rows)).toBe(text);
  });

  test('groups linked records by application', () => {
    const map = byApplication([
      { id: 1, application_id: 5 },
      { id: 2, application_id: '5' },
      { id: 3, application_id: 6 },
      { id: 4 },
    ]);
    expect([...map.entries()].map(([k, v]) => [k, v.length])).toEqual([
      [5, 2],
      [6, 1],
    ]);
  });
});
