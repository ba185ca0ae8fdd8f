import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { ActionRunner } from './ActionRunner.js';
import { Harness, listPage, testRegistry } from './testSupport.js';

const action = (key: string) => {
  const a = testRegistry.actions.find((x) => x.key === key);
  if (!a) throw new Error(`no action ${key}`);
  return a;
};

/** A transport answering GETs from `gets` (by path) and changes with `change`. */
function server(
  gets: Record<string, unknown>,
  change: (o: RequestOptions) => Promise<unknown> = () => Promise.resolve({ data: { ok: 1 } }),
) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      if (options.method === 'GET') return Promise.resolve((gets[path] ?? { data: [] }) as T);
      return change(options) as Promise<T>;
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls, changes: () => calls.filter((c) => c.method !== 'GET') };
}

const people = listPage([
  { id: 4, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 5, first_name: 'Grace', last_name: 'Hopper' },
  { id: 6, first_name: 'Alan', last_name: 'Turing' },
]);

const attendees = listPage([
  { id: 40, user_id: 4, status: 'confirmed' },
  { id: 50, user_id: 5, status: 'invited' },
  { id: 60, user_id: 6, status: 'confirmed' },
]);

beforeEach(() => sessionStorage.clear());

describe('typed action forms', () => {
  it('bulk attendee status: ticks people by name, picks a status in words and sends the typed body', async () => {
    const s = server({ 'events/1/sessions/2/attendees/': attendees, users: people });
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner
          action={action('PUT events/:/sessions/:/bulk-update-user-status')}
          known={{ eventId: '1', sessionId: '2' }}
        />
      </Harness>,
    );
    fireEvent.click(await screen.findByLabelText('Ada Lovelace (Confirmed)'));
    fireEvent.click(screen.getByLabelText('Alan Turing (Confirmed)'));
    expect(screen.getByLabelText('Grace Hopper (Invited)')).toBeTruthy();
    const status = screen.getByLabelText(/New status/);
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toContain(
      'Did not attend',
    );
    fireEvent.change(status, { target: { value: 'attended' } });
    expect(document.querySelector('textarea')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Run bulk update attendee status/ }));
    await waitFor(() => expect(s.changes()).toHaveLength(1));
    expect(s.changes()[0]).toMatchObject({
      method: 'PUT',
      path: '/events/1/sessions/2/bulk-update-user-status/',
      body: { user_ids: [4, 6], status: 'attended' },
    });
    // The result reads as fields, not JSON.
    expect(await screen.findByText('Ok')).toBeTruthy();
  });

  it('checks required fields with the engine before sending anything', async () => {
    const s = server({ 'events/1/sessions/2/attendees/': attendees, users: people });
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner
          action={action('PUT events/:/sessions/:/bulk-update-user-status')}
          known={{ eventId: '1', sessionId: '2' }}
        />
      </Harness>,
    );
    await screen.findByLabelText('Ada Lovelace (Confirmed)');
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    expect(screen.getByText('New status is required')).toBeTruthy();
    expect(s.changes()).toEqual([]);
  });

  it("shows a 422's field errors under their fields and the others above the buttons", async () => {
    const s = server(
      { 'organisation/rotas/': listPage([{ id: 3, name: 'Weekend rangers' }]) },
      (o) =>
        Promise.reject(
          new ApiError({
            status: 422,
            method: o.method,
            url: `http://x/api${o.path}`,
            body: {
              message: 'The given data was invalid.',
              errors: { start_time: ['must be a time HH:MM'], body: ['names no field to change'] },
            },
          }),
        ),
    );
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner action={action('PUT organisation/rotas/bulk')} known={{}} />
      </Harness>,
    );
    fireEvent.click(await screen.findByLabelText('Weekend rangers'));
    const start = screen.getByRole('group', { name: /Start time/ });
    fireEvent.change(within(start).getAllByRole('combobox')[0]!, { target: { value: '9' } });
    fireEvent.change(within(start).getAllByRole('combobox')[1]!, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: /Run bulk update rotas/ }));
    await waitFor(() => expect(s.changes()).toHaveLength(1));
    expect(s.changes()[0]!.body).toEqual({ ids: [3], start_time: '09:30' });
    expect(await screen.findByText('Start time must be a time HH:MM')).toBeTruthy();
    expect(screen.getByText('Body names no field to change')).toBeTruthy();
  });

  it('query builder preview: rules as a repeating group, "in" values as a list, the result as a table', async () => {
    const s = server({}, () =>
      Promise.resolve(listPage([{ id: 9, first_name: 'Ada', last_name: 'Lovelace' }])),
    );
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner action={action('POST organisation/query-builder/preview')} known={{}} />
      </Harness>,
    );
    fireEvent.change(screen.getByLabelText(/^Match/), { target: { value: 'AND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'status' } });
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'in' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'active, leaver' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(s.changes()).toHaveLength(1));
    expect(s.changes()[0]!.body).toEqual({
      query: {
        condition: 'AND',
        rules: [{ field: 'status', operator: 'in', value: ['active', 'leaver'] }],
      },
    });
    expect(await screen.findByRole('cell', { name: 'Lovelace' })).toBeTruthy();
  });

  it('a call that changes a document is a form of that document, filled with its values', async () => {
    const s = server({
      'organisation/safeguarding/': { data: { lead_name: 'Sam', policy: { reviewed: true } } },
    });
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner action={action('PUT organisation/safeguarding')} known={{}} />
      </Harness>,
    );
    const lead = (await screen.findByLabelText(/^Lead name/)) as HTMLInputElement;
    expect(lead.value).toBe('Sam');
    expect((screen.getByLabelText(/Policy: reviewed/) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(lead, { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(s.changes()).toHaveLength(1));
    expect(s.changes()[0]!.body).toEqual({ lead_name: 'Jo', policy: { reviewed: true } });
  });

  it('asks for unknown path parameters and refuses unsafe ones', async () => {
    const s = server({});
    render(
      <Harness path="/" http={s.http}>
        <ActionRunner action={action('POST exports/:/resend')} known={{}} />
      </Harness>,
    );
    fireEvent.change(screen.getByLabelText(/^Id\b/i), { target: { value: '../x' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(s.changes()).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Id\b/i), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /Run/ }));
    await waitFor(() => expect(s.changes()).toHaveLength(1));
    expect(s.changes()[0]).toMatchObject({ method: 'POST', path: '/exports/12/resend', body: {} });
  });

  it('closing a panel with unsaved changes asks first', async () => {
    const onClose = vi.fn();
    render(
      <Harness path="/" http={server({}).http}>
        <ActionRunner action={action('POST exports/:/resend')} known={{}} onClose={onClose} />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText(/^Id\b/i), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes?' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('no action of the catalogue asks for JSON', async () => {
    const withBody = testRegistry.actions.filter(
      (a) =>
        a.entry.method !== 'GET' && (a.entry.body ?? 'json') === 'json' && a.payload === undefined,
    );
    expect(withBody.length).toBeGreaterThan(10);
    for (const a of withBody) {
      const { unmount } = render(
        <Harness path="/" http={server({}).http}>
          <ActionRunner action={a} known={Object.fromEntries(a.params.map((p) => [p, '1']))} />
        </Harness>,
      );
      await screen.findByRole('button', { name: /Run|Show/ });
      expect(screen.queryByLabelText(/JSON/i), a.key).toBeNull();
      // Prose fields may be text areas; none holds JSON.
      for (const t of document.querySelectorAll('textarea'))
        expect(t.value.trim().startsWith('{') || t.value.trim().startsWith('['), a.key).toBe(false);
      unmount();
    }
  });
});
