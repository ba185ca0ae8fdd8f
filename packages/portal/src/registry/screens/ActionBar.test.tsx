import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import UserRecordScreen from '../../areas/people/UserRecordScreen.js';
import { ListScreen } from './ListScreen.js';
import { ShowScreen } from './ShowScreen.js';
import { fakeHttp, Harness, testRegistry } from './testSupport.js';

const changes = (calls: RequestOptions[]) => calls.filter((c) => c.method !== 'GET');

/** A transport that answers GETs like {@link fakeHttp} and refuses every change. */
function refusingHttp(calls: RequestOptions[]): HttpClient {
  const inner = fakeHttp(calls);
  return {
    ...inner,
    request<T>(options: RequestOptions): Promise<T> {
      if (options.method === 'GET') return inner.request<T>(options);
      calls.push(options);
      return Promise.reject(Object.assign(new Error('nope'), { status: 403 }));
    },
  };
}

describe('extra actions as buttons', () => {
  it('"Hide team" on a team asks first, then posts to the catalogue path and toasts', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={fakeHttp(calls)}>
        <ShowScreen
          def={testRegistry.byKey.get('organisation/teams')!}
          params={{}}
          id="1"
          crumbs={[]}
        />
      </Harness>,
    );
    await screen.findByText('Row one', { selector: 'h1' });
    const button = screen.getByRole('button', { name: 'Hide team' });
    fireEvent.click(button);
    // Destructive: the first click only asks.
    expect(button.textContent).toBe('Hide this team?');
    expect(changes(calls)).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText('Hide team: done.')).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/organisation/teams/1/hide',
        body: {},
        template: '/organisation/teams/{teamId}/hide',
      }),
    ]);
    // The record is read again after the change.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/1'))).toHaveLength(2),
    );
  });

  it('"Mark messages read" on a user\'s messages runs in one click and reloads the list', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={fakeHttp(calls)}>
        <ListScreen
          def={testRegistry.byKey.get('users/:/messaging')!}
          params={{ userId: '7' }}
          crumbs={[]}
        />
      </Harness>,
    );
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Mark messages read' }));
    expect(await screen.findByText('Mark messages read: done.')).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/users/7/messaging/mark-read/',
        body: {},
      }),
    ]);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('"Bulk update rotas" reads the rotas list again after the change (not only its result)', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={fakeHttp(calls)}>
        <ListScreen def={testRegistry.byKey.get('organisation/rotas')!} params={{}} crumbs={[]} />
      </Harness>,
    );
    await screen.findByRole('table');
    const listReads = () =>
      calls.filter((c) => c.method === 'GET' && c.path === '/organisation/rotas/').length;
    fireEvent.click(screen.getByRole('button', { name: 'Bulk update rotas' }));
    fireEvent.click(await screen.findByLabelText('Row one'));
    const before = listReads();
    fireEvent.click(screen.getByRole('button', { name: /Run bulk update rotas/ }));
    expect(await screen.findByText('Bulk update rotas: done.')).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/organisation/rotas/bulk' }),
    ]);
    // The list under the panel is read again, so it shows what the result table shows.
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });

  it('"Acknowledge" on a login message toasts the failure when the server refuses', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={refusingHttp(calls)}>
        <ShowScreen
          def={testRegistry.byKey.get('users/:/login-messages')!}
          params={{ userId: '3' }}
          id="9"
          crumbs={[]}
        />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(
      await screen.findByText(/^Acknowledge failed: Your role does not allow this\./),
    ).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/users/3/login-messages/9/acknowledge',
      }),
    ]);
    // Usable again once the refusal is handled (the toast may show a render before).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Acknowledge' })).toHaveProperty('disabled', false),
    );
  });

  it('"Start sync" and "Cancel sync" on an integration', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={fakeHttp(calls)}>
        <ShowScreen
          def={testRegistry.byKey.get('integrations/service')!}
          params={{}}
          id="4"
          crumbs={[]}
        />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start sync' }));
    expect(await screen.findByText('Start sync: done.')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel sync' });
    fireEvent.click(cancel);
    expect(cancel.textContent).toBe('Cancel the sync?');
    fireEvent.click(cancel);
    expect(await screen.findByText('Cancel sync: done.')).toBeTruthy();
    expect(changes(calls).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /integrations/service/4/sync',
      'DELETE /integrations/service/4/sync',
    ]);
  });

  it('"Request anonymisation" on the person\'s record asks for the name and checks the result', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/people/1" route="/people/:userId/:section?" http={fakeHttp(calls)}>
        <UserRecordScreen />
      </Harness>,
    );
    // The person's own record (user 1): a purpose-built dialog, not the generic action.
    fireEvent.click(await screen.findByRole('button', { name: 'Request anonymisation…' }));
    const go = screen.getByRole('button', { name: 'Anonymise permanently' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/to confirm/), { target: { value: 'Row one' } });
    fireEvent.click(go);
    // The fake server stores nothing: the record read back is not anonymised, and it says so.
    expect(await screen.findByText('The server does not show the record anonymised.')).toBeTruthy();
    expect(changes(calls)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/users/1/request-anonymisation/' }),
    ]);
  });
});
