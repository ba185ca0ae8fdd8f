import { describe, expect, it } from 'vitest';
import { editorLink, filterOpportunities, readOpportunities } from './opportunityRows.js';

describe('opportunity rows', () => {
  const residential = readOpportunities(
    {
      data: [
        {
          id: 1,
          display_name: 'Trail crew',
          type: 'Residential-short',
          team_id: 7,
          published: true,
          available_timeslots: [],
        },
        {
          id: 2,
          display_name: 'Hut warden',
          type: 'Residential-long',
          team_id: 8,
          published: false,
          available_timeslots: [{ start: '2027-01-01', end: '2027-02-01' }],
        },
      ],
    },
    'residential',
  );
  const general = readOpportunities(
    [{ id: 3, name: 'Shop helper', team_id: 7 }, { name: 'no id' }],
    'opportunity',
  );

  it('reads both kinds, with full meaning no timeslot left', () => {
    expect(residential.map((r) => [r.title, r.full, r.published])).toEqual([
      ['Trail crew', true, true],
      ['Hut warden', false, false],
    ]);
    expect(general).toEqual([
      {
        kind: 'opportunity',
        id: '3',
        title: 'Shop helper',
        type: 'Opportunity',
        teamId: '7',
        published: false,
        full: false,
      },
    ]);
  });

  it.each([
    [{ type: 'Residential-short', teamId: '', published: '', full: '' }, ['1']],
    [{ type: '', teamId: '7', published: '', full: '' }, ['1', '3']],
    [{ type: '', teamId: '', published: 'no', full: '' }, ['2', '3']],
    [{ type: '', teamId: '', published: '', full: 'yes' }, ['1']],
  ] as const)('filters %j', (f, ids) => {
    expect(filterOpportunities([...residential, ...general], f).map((r) => r.id)).toEqual(ids);
  });

  it('links residential rows to the advert editor', () => {
    expect(editorLink(residential[0]!)).toBe('/residential/adverts?team=7&advert=1');
    expect(editorLink(general[0]!)).toBe('/manage/opportunities/3');
  });
});
