import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness } from '../../../registry/screens/testSupport.js';
import { ListView } from './ListView.js';

const PEOPLE = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  status: i === 0 ? 'leaver' : 'active',
  start_date: `2024-0${i + 1}-01`,
}));

/** A fake server over three people that records every request. */
function server(calls: RequestOptions[]): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      if (options.method === 'DELETE') return Promise.resolve(undefined as T);
      return Promise.resolve({
        data: PEOPLE,
        meta: {
          pagination: { current_page: 1, total_pages: 1, per_page: 20, count: 3, total: 3 },
        },
      } as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

function renderList(calls: RequestOptions[], path = '/people') {
  return render(
    <Harness path={path} http={server(calls)}>
      <ListView
        tableKey="people-test"
        caption="People"
        noun="people"
        request={(query) => ({ method: 'GET', path: '/users/', query })}
        columns={[
          { field: 'id', label: 'ID', type: 'number' },
          { field: 'name', label: 'Name', type: 'text' },
          { field: 'status', label: 'Status', type: 'enum', options: ['active', 'leaver'] },
          { field: 'start_date', label: 'Started', type: 'date' },
        ]}
        rowId={(row) => String(row.id)}
        deleteRow={(id) => server(calls).request({ method: 'DELETE', path: `/users/${id}` })}
      />
    </Harness>,
  );
}

const lastQuery = (calls: RequestOptions[]) =>
  calls.filter((c) => c.method === 'GET').at(-1)?.query as Record<string, unknown>;

it('reads sort and filters from the URL into the request, and sorts from the header', async () => {
  const calls: RequestOptions[] = [];
  renderList(calls, '/people?sort=-name&f.status=leaver&f.start_date.from=2024-01-01');
  const table = await screen.findByRole('table', { name: 'People' });
  expect(lastQuery(calls)).toMatchObject({
    s: 'name',
    o: 'desc',
    'filter[status]': 'leaver',
    'filter[start_date][gte]': '2024-01-01',
    per_page: 20,
  });
  const name = within(table).getByRole('columnheader', { name: /Name/ });
  expect(name.getAttribute('aria-sort')).toBe('descending');
  expect(within(table).getByRole('columnheader', { name: /ID/ }).getAttribute('aria-sort')).toBe(
    'none',
  );
  fireEvent.click(
    within(within(table).getByRole('columnheader', { name: /Started/ })).getByRole('button'),
  );
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ s: 'start_date', o: 'asc' }));
  expect(screen.getByRole('button', { name: 'Remove filter Status: leaver' })).toBeTruthy();
});

it('refuses a filter value that does not fit its type, under its field', async () => {
  const calls: RequestOptions[] = [];
  renderList(calls);
  await screen.findByRole('table', { name: 'People' });
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const form = screen.getByRole('form', { name: 'Filters' });
  const started = within(form).getByRole('group', { name: 'Started' });
  fireEvent.change(within(started).getByLabelText('From'), { target: { value: '2024-05-01' } });
  fireEvent.change(within(started).getByLabelText('To'), { target: { value: '2024-01-01' } });
  const before = calls.length;
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  expect(within(form).getByText('The start must not be after the end.')).toBeTruthy();
  expect(calls.length).toBe(before);
});

it('filters by days typed day first, and refuses a month-first one', async () => {
  const calls: RequestOptions[] = [];
  renderList(calls);
  await screen.findByRole('table', { name: 'People' });
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const form = screen.getByRole('form', { name: 'Filters' });
  const from = within(within(form).getByRole('group', { name: 'Started' })).getByLabelText('From');
  expect(from.getAttribute('type')).toBe('text');
  fireEvent.change(from, { target: { value: '05/13/2024' } });
  const before = calls.length;
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  expect(within(form).getByText('Enter the days as dd/mm/yyyy.')).toBeTruthy();
  expect(calls.length).toBe(before);
  fireEvent.change(from, { target: { value: '13/05/2024' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
  await waitFor(() =>
    expect(lastQuery(calls)).toMatchObject({ 'filter[start_date][gte]': '2024-05-13' }),
  );
});

it('selects all on the page and deletes them in two steps, one DELETE each', async () => {
  const calls: RequestOptions[] = [];
  renderList(calls);
  const table = await screen.findByRole('table', { name: 'People' });
  fireEvent.click(within(table).getByLabelText('Select all rows on this page'));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByText('3 selected')).toBeTruthy();
  const remove = within(bar).getByRole('button', { name: 'Delete 3 selected' });
  fireEvent.click(remove);
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  fireEvent.click(within(bar).getByRole('button', { name: 'Are you sure? Delete 3' }));
  await screen.findByText('Deleted 3 people.');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
    '/users/1',
    '/users/2',
    '/users/3',
  ]);
});
