import type { FieldMeta } from './fields.js';
import {
  activeFilterCount,
  buildListQuery,
  readTableState,
  writeTableState,
  type TableState,
} from './tableState.js';

const fields: FieldMeta[] = [
  { field: 'id', label: 'ID', type: 'number', sortable: true, filterable: true },
  { field: 'last_name', label: 'Last name', type: 'text', sortable: true, filterable: true },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    options: ['active', 'leaver'],
    sortable: true,
    filterable: true,
  },
  { field: 'start_date', label: 'Start date', type: 'date', sortable: true, filterable: true },
  { field: 'blocked', label: 'Blocked', type: 'boolean', sortable: true, filterable: true },
  { field: 'team.name', label: 'Team', type: 'text', sortable: false, filterable: false },
];

describe('URL state', () => {
  const states: [string, TableState][] = [
    ['defaults', { filters: {}, search: '', page: 1, perPage: 20 }],
    [
      'everything',
      {
        sort: { field: 'last_name', desc: true },
        filters: {
          status: { eq: 'leaver' },
          last_name: { like: 'smi' },
          start_date: { from: '2024-01-01', to: '2024-12-31' },
        },
        search: 'ann',
        page: 3,
        perPage: 100,
        columns: ['id', 'status', 'team.name'],
        view: '12',
      },
    ],
    [
      'ascending sort only',
      { sort: { field: 'id', desc: false }, filters: {}, search: '', page: 1, perPage: 20 },
    ],
  ];
  it.each(states)('read(write(s)) = s: %s', (_name, state) => {
    for (const prefix of ['', 'notes-']) {
      const url = writeTableState(new URLSearchParams('tab=2'), state, prefix);
      expect(url.get('tab')).toBe('2');
      expect(readTableState(url, prefix)).toEqual(state);
    }
  });

  it('writes readable keys and leaves defaults out', () => {
    const url = writeTableState(new URLSearchParams(), {
      sort: { field: 'start_date', desc: true },
      filters: { status: { eq: 'active' }, start_date: { from: '2024-01-01' } },
      search: '',
      page: 1,
      perPage: 20,
    });
    expect(url.toString()).toBe('sort=-start_date&f.status=active&f.start_date.from=2024-01-01');
  });

  it('replaces its own keys but keeps another table’s', () => {
    const prev = new URLSearchParams('sort=id&f.status=leaver&notes-page=2&page=4');
    const next = writeTableState(prev, { filters: {}, search: '', page: 1, perPage: 20 });
    expect(next.toString()).toBe('notes-page=2');
  });

  it.each([
    ['sort=name;drop', { filters: {}, search: '', page: 1, perPage: 20 }],
    ['page=-2&per_page=33', { filters: {}, search: '', page: 1, perPage: 20 }],
    ['page=2.5&per_page=500', { filters: {}, search: '', page: 1, perPage: 500 }],
    ['f.a%20b=1&f.status.between=x&f.ok=', { filters: {}, search: '', page: 1, perPage: 20 }],
    [
      'view=../../x&cols=id,bad%20col',
      { filters: {}, search: '', page: 1, perPage: 20, columns: ['id'] },
    ],
  ])('ignores malformed values: %s', (query, expected) => {
    expect(readTableState(new URLSearchParams(query))).toEqual(expected);
  });

  it('caps values at 100 characters', () => {
    const state = readTableState(new URLSearchParams(`search=${'x'.repeat(300)}`));
    expect(state.search).toHaveLength(100);
  });
});

describe('list query', () => {
  const base: TableState = { filters: {}, search: '', page: 2, perPage: 50 };
  it('pages, sorts and searches', () => {
    expect(
      buildListQuery({ ...base, search: 'ann', sort: { field: 'last_name', desc: true } }, fields),
    ).toEqual({ page: 2, per_page: 50, limit: 50, search: 'ann', s: 'last_name', o: 'desc' });
  });

  it.each<[string, TableState['filters'], Record<string, string>]>([
    ['text contains', { last_name: { like: 'smi' } }, { 'filter[last_name][like]': 'smi' }],
    [
      'text written as equals still contains',
      { last_name: { eq: 'smi' } },
      { 'filter[last_name][like]': 'smi' },
    ],
    [
      'a field not known yet is sent as written',
      { colour: { eq: 'red' }, size: { from: '2' } },
      { 'filter[colour]': 'red', 'filter[size][gte]': '2' },
    ],
    ['enum equals', { status: { eq: 'leaver' } }, { 'filter[status]': 'leaver' }],
    ['enum outside its options', { status: { eq: 'gone' } }, {}],
    ['boolean', { blocked: { eq: 'true' } }, { 'filter[blocked]': 'true' }],
    ['boolean that is not one', { blocked: { eq: 'yes' } }, {}],
    [
      'date range',
      { start_date: { from: '2024-01-01', to: '2024-06-30' } },
      { 'filter[start_date][gte]': '2024-01-01', 'filter[start_date][lte]': '2024-06-30' },
    ],
    [
      'open-ended date range',
      { start_date: { to: '2024-06-30' } },
      { 'filter[start_date][lte]': '2024-06-30' },
    ],
    ['impossible date', { start_date: { from: '2024-13-45' } }, {}],
    [
      'number range',
      { id: { from: '10', to: '20' } },
      { 'filter[id][gte]': '10', 'filter[id][lte]': '20' },
    ],
    ['number equals', { id: { eq: '7' } }, { 'filter[id]': '7' }],
    ['not a number', { id: { eq: 'seven' } }, {}],
    ['unfilterable field', { 'team.name': { eq: 'x' } }, {}],
  ])('filter: %s', (_name, filters, expected) => {
    const query = buildListQuery({ ...base, filters }, fields);
    const rest = Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('filter')));
    expect(rest).toEqual(expected);
  });

  it('leaves out a sort the server cannot do', () => {
    const query = buildListQuery({ ...base, sort: { field: 'team.name', desc: false } }, fields);
    expect(query).not.toHaveProperty('s');
    expect(
      buildListQuery({ ...base, sort: { field: 'colour', desc: false } }, fields),
    ).toMatchObject({
      s: 'colour',
      o: 'asc',
    });
  });

  it('counts the filters in force', () => {
    expect(activeFilterCount({ ...base, filters: { a: { eq: 'x' }, b: {}, c: { to: '1' } } })).toBe(
      2,
    );
  });
});
