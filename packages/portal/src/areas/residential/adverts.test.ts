import {
  availabilityText,
  draftBody,
  draftOf,
  draftProblems,
  portalMediaUrl,
  previewOpportunity,
  readAdverts,
} from './adverts.js';

const [advert] = readAdverts({
  data: [
    {
      id: 12,
      display_name: 'Bothy keeper',
      type: 'Residential-long',
      short_advert: 'Hello',
      advert_target: 'internal',
      available_timeslots: [{ start: '2031-06-01T00:00:00Z', end: '2031-06-14' }],
      image_thumbnail_url: 'https://x.test/a.svg',
      partner: { name: 'Trust' },
      etag: '"v1"',
    },
    { id: 'no good!' },
  ],
});

describe('residential adverts', () => {
  it('reads adverts: only an explicit false is a draft', () => {
    expect(advert).toMatchObject({
      id: '12',
      title: 'Bothy keeper',
      published: true,
      target: 'internal',
      slots: [{ start: '2031-06-01', end: '2031-06-14' }],
      etag: '"v1"',
    });
    expect(readAdverts([{ id: 1, published: false }])[0]!.published).toBe(false);
  });

  it('checks a draft field by field', () => {
    const draft = draftOf(advert!);
    expect(draftProblems(draft)).toEqual({});
    expect(
      draftProblems({
        ...draft,
        display_name: ' ',
        short_advert: 'x'.repeat(2001),
        available_timeslots: [
          { start: '2031-01-05', end: '2031-01-01' },
          { start: '', end: '' },
        ],
      }),
    ).toEqual({
      display_name: 'Enter a title.',
      short_advert: 'Use at most 2000 characters.',
      'available_timeslots.0': 'The last day cannot be before the first.',
      'available_timeslots.1': 'Enter the first day.',
    });
  });

  it('sends only the edited fields', () => {
    expect(draftBody({ ...draftOf(advert!), display_name: ' New ', image_alt: ' ' })).toEqual({
      display_name: 'New',
      type: 'Residential-long',
      short_advert: 'Hello',
      advert_target: 'internal',
      image_alt: null,
      available_timeslots: [{ start: '2031-06-01', end: '2031-06-14' }],
    });
  });

  it('previews the draft over the stored record, leaving half-typed periods out', () => {
    const draft = {
      ...draftOf(advert!),
      display_name: '',
      available_timeslots: [{ start: '2031-01-01', end: '' }],
    };
    const o = previewOpportunity(advert!, draft);
    expect(o).toMatchObject({
      id: 12,
      display_name: 'Untitled advert',
      image_thumbnail_url: 'https://x.test/a.svg',
      partner: { name: 'Trust' },
      available_timeslots: [],
    });
    expect(previewOpportunity(null, draftOf(null)).type).toBe('Residential-short');
  });

  it('loads API media from the portal’s own /api/, leaving other URLs alone', () => {
    expect(portalMediaUrl('http://127.0.0.1:4010/api/_media/opportunities/3-thumb.svg')).toBe(
      '/api/_media/opportunities/3-thumb.svg',
    );
    expect(portalMediaUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(portalMediaUrl(null)).toBe(null);
  });

  it.each([
    [[], 'Full up'],
    [[{ start: '2031-01-01', end: '2031-01-01' }], '1 Jan 2031'],
    [
      [
        { start: '2031-01-01', end: '2031-01-02' },
        { start: '2031-02-01', end: '2031-02-02' },
        { start: '2031-03-01', end: '2031-03-02' },
      ],
      '1 – 2 Jan 2031, 1 – 2 Feb 2031 and 1 more',
    ],
    [[{ start: '2026-07-29', end: '2026-08-09' }], '29 Jul – 9 Aug 2026'],
  ])('says the availability %#', (slots, text) => {
    expect(availabilityText(slots)).toBe(text);
  });
});
