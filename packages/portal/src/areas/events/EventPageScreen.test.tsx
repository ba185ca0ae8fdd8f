import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness, listPage } from '../../registry/screens/testSupport.js';
import EventPageScreen from './EventPageScreen.js';

/** An in-memory events API: writes change what the next read shows. */
function server() {
  const tables: Record<string, Record<string, unknown>[]> = {
    'events/1/sessions/': [
      {
        id: 2,
        name: 'Morning',
        start: '2031-03-14T09:30:00Z',
        end: '2031-03-14T12:00:00Z',
        places: 20,
      },
    ],
    'events/1/invitations/': [],
    'events/1/supervisors/': [],
    'events/1/attachments/': [],
  };
  let next = 100;
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      const reply = (v: unknown) => Promise.resolve(v as T);
      if (path === 'events/1')
        return reply({
          data: {
            id: 1,
            name: 'Beach clean',
            team_id: 3,
            start: '2031-03-14T09:00:00Z',
            end: '2031-03-14T15:00:00Z',
            etag: '"e1"',
          },
        });
      if (path === 'organisation/teams/recursive/')
        return reply({ data: [{ id: 3, name: 'Coast team', children: [] }] });
      if (path === 'users/')
        return reply(
          listPage([
            { id: 7, first_name: 'Ann', last_name: 'Lee' },
            { id: 8, first_name: 'Bo', last_name: 'Ng' },
          ]),
        );
      const table = Object.keys(tables).find((k) => path.startsWith(k));
      if (!table) return Promise.reject(new Error(`unexpected ${options.method} ${path}`));
      const rows = tables[table]!;
      const id = path.slice(table.length).replace(/\/$/, '');
      if (options.method === 'GET') return reply(listPage(rows));
      if (options.method === 'POST') {
        const body =
          options.body instanceof FormData
            ? {
                file: {
                  file_name: (options.body.get('file') as File).name,
                  mime_type: 'application/pdf',
                  size: 3,
                  url: '/api/_files/abcdefgh12',
                },
              }
            : (options.body as Record<string, unknown>);
        const row = { id: next++, ...body };
        rows.push(row);
        return reply({ data: row });
      }
      const index = rows.findIndex((r) => String(r.id) === id);
      if (options.method === 'PUT') rows[index] = { ...rows[index], ...(options.body as object) };
      if (options.method === 'DELETE') rows.splice(index, 1);
      return reply({ data: rows[index] ?? null });
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls, tables };
}

function renderPage(http: HttpClient) {
  render(
    <Harness path="/events/1" route="/events/:eventId" http={http}>
      <EventPageScreen />
    </Harness>,
  );
}

describe('event page', () => {
  it('shows the event with its session and the link to its attendees', async () => {
    const { http } = server();
    renderPage(http);
    await screen.findByText('Friday 14 March 2031, 09:00–15:00');
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toContain('Coast team');
    const link = await screen.findByRole('link', { name: 'Attendees of Morning' });
    expect(link.getAttribute('href')).toBe('/events/attendees?event=1&session=2');
  });

  it('invites a person, changes the status, adds a supervisor and uploads a file, reading each back', async () => {
    const { http, calls, tables } = server();
    renderPage(http);
    await screen.findByText('Nobody is invited yet.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Person to invite' }), {
      target: { value: 'ann' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /Ann Lee/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    const cell = await screen.findByTestId('invitation-status');
    expect(cell.textContent).toBe('Invited');
    expect(tables['events/1/invitations/']).toMatchObject([{ user_id: 7 }]);
    fireEvent.change(screen.getByLabelText('New status for Ann Lee'), {
      target: { value: 'declined' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set status of Ann Lee' }));
    await waitFor(() =>
      expect(screen.getByTestId('invitation-status').textContent).toBe('Declined'),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Supervisor' }), {
      target: { value: 'bo' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /Bo Ng/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add supervisor' }));
    const list = await screen.findByRole('list', { name: 'Supervisors' });
    expect(within(list).getByText('Bo Ng')).toBeTruthy();

    const file = new File(['abc'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('File (up to 5 MB)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('cell', { name: 'plan.pdf' });
    expect(screen.getByRole('cell', { name: 'PDF' })).toBeTruthy();
    const upload = calls.find((c) => c.method === 'POST' && c.path.includes('attachments'));
    expect(upload?.body).toBeInstanceOf(FormData);
  });

  it('refuses to invite nobody, and checks a session before sending it', async () => {
    const { http, calls } = server();
    renderPage(http);
    await screen.findByText('Nobody is invited yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a person to invite.');
    fireEvent.click(screen.getByRole('button', { name: 'Add session' }));
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save session' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
