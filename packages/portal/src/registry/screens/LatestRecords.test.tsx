import { render, screen, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness, listPage, testRegistry } from './testSupport.js';
import { LatestRecords } from './LatestRecords.js';

const tags = testRegistry.byKey.get('organisation/tags')!;

function answering(body: unknown, calls: RequestOptions[] = []): HttpClient {
  return {
    request: <T,>(options: RequestOptions) => {
      calls.push(options);
      return Promise.resolve(body as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

describe('LatestRecords (a landing page preview of its key list)', () => {
  it('asks for the five newest and links each to its record and the whole list', async () => {
    const calls: RequestOptions[] = [];
    const rows = [
      { id: 9, name: 'Minibus drivers' },
      { id: 7, name: 'First aiders' },
    ];
    render(
      <Harness path="/" http={answering(listPage(rows), calls)}>
        <LatestRecords def={tags} label="Tags" />
      </Harness>,
    );
    const table = await screen.findByRole('table', { name: 'The 2 newest tags' });
    // Named, never by id: the first cell is the tag's name, linked to it.
    expect(within(table).getByRole('link', { name: 'Minibus drivers' }).getAttribute('href')).toBe(
      '/manage/organisation/tags/9',
    );
    expect(within(table).queryByText('9')).toBeNull();
    expect(screen.getByRole('link', { name: 'All tags' }).getAttribute('href')).toBe(
      '/manage/organisation/tags',
    );
    expect(calls[0]?.query).toMatchObject({ per_page: 5, s: 'id', o: 'desc' });
  });

  it('previews what is still to do for tasks: open ones, soonest due first', async () => {
    const tasks = testRegistry.byAccessor.get('tasks')!;
    const calls: RequestOptions[] = [];
    render(
      <Harness
        path="/"
        http={answering(listPage([{ id: 3, title: 'Check signage', status: 'open' }]), calls)}
      >
        <LatestRecords def={tasks} label="Tasks" />
      </Harness>,
    );
    await screen.findByRole('table', { name: 'Open tasks, soonest due first' });
    expect(screen.queryByRole('heading', { name: /^Latest/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Due next: open tasks' })).toBeTruthy();
    expect(calls[0]?.query).toMatchObject({
      per_page: 5,
      'filter[status][in]': 'open,in_progress',
      s: 'due_date',
      o: 'asc',
    });
  });

  it('previews the events coming up from today, soonest first', async () => {
    const events = testRegistry.byAccessor.get('events')!;
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={answering(listPage([{ id: 4, name: 'Beach clean' }]), calls)}>
        <LatestRecords def={events} label="Events" />
      </Harness>,
    );
    await screen.findByRole('table', { name: 'Events from today, soonest first' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect(calls[0]?.query).toMatchObject({ 'filter[start][gte]': today, s: 'start', o: 'asc' });
  });

  it('opens people in the person record, not the generic screen', async () => {
    const users = testRegistry.byKey.get('users')!;
    render(
      <Harness path="/" http={answering(listPage([{ id: 12, first_name: 'Ava' }]))}>
        <LatestRecords def={users} label="Volunteers and staff" />
      </Harness>,
    );
    const table = await screen.findByRole('table', { name: 'The 1 newest volunteers and staff' });
    expect(within(table).getByRole('link', { name: 'Ava' }).getAttribute('href')).toBe(
      '/people/12',
    );
    expect(
      screen.getByRole('link', { name: 'All volunteers and staff' }).getAttribute('href'),
    ).toBe('/people');
  });

  it('shows nothing for an empty list and an inline error with a retry on failure', async () => {
    const { container, unmount } = render(
      <Harness path="/" http={answering(listPage([]))}>
        <LatestRecords def={tags} label="Tags" />
      </Harness>,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
    unmount();
    const failing: HttpClient = {
      request: () => Promise.reject(new Error('Server unavailable')),
      cancel() {},
      cancelAll() {},
    };
    render(
      <Harness path="/" http={failing}>
        <LatestRecords def={tags} label="Tags" />
      </Harness>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
