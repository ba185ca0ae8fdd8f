import {
  bulkDeleteBody,
  bulkStatusBody,
  readAttendees,
  selectionState,
  toggleAll,
  toggleOne,
} from './attendees.js';

const rows = readAttendees(
  {
    data: [
      {
        id: 10,
        user_id: 4,
        status: 'confirmed',
        user: { first_name: 'Isla', last_name: 'Campbell' },
      },
      { id: 11, user_id: 5 },
      { id: 12, user_id: 4, status: 'attended' }, // duplicate user: dropped
      { id: 13, user_id: '../6' }, // unsafe id: dropped
      'nonsense',
      { id: 14, user_id: 7, first_name: 'Rhys', last_name: 'Evans', status: 'absent' },
    ],
  },
  new Map([['5', 'Aoife Byrne']]),
);

describe('session attendees', () => {
  it('reads rows keyed by user id, with names from the user, the people list or the row', () => {
    expect(rows).toEqual([
      { userId: '4', name: 'Isla Campbell', status: 'confirmed' },
      { userId: '5', name: 'Aoife Byrne', status: 'invited' },
      { userId: '7', name: 'Rhys Evans', status: 'absent' },
    ]);
  });

  it.each([
    [[], 'none'],
    [['4'], 'some'],
    [['4', '5', '7'], 'all'],
    [['4', '5', '7', '99'], 'all'],
  ])('selection %j is %s', (ids, state) => {
    expect(selectionState(rows, new Set(ids))).toBe(state);
  });

  it('toggles all and one', () => {
    expect([...toggleAll(rows, new Set(['4']))]).toEqual(['4', '5', '7']);
    expect([...toggleAll(rows, new Set(['4', '5', '7']))]).toEqual([]);
    expect([...toggleOne(new Set(['4']), '5')]).toEqual(['4', '5']);
    expect([...toggleOne(new Set(['4', '5']), '4')]).toEqual(['5']);
  });

  it('builds the bulk bodies with numeric ids', () => {
    expect(bulkStatusBody(['4', '7', 'u-9'], 'attended')).toEqual({
      user_ids: [4, 7, 'u-9'],
      status: 'attended',
    });
    expect(bulkDeleteBody(['4'])).toEqual({ user_ids: [4] });
  });
});
