import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { ATTENDEE_STATUSES } from '@volunteerkit/api-client/models';
import { Harness, listPage } from '../../registry/screens/testSupport.js';
import AttendeesScreen from './AttendeesScreen.js';

/** A fake API with the bulk semantics of spec 7.7: the next read shows the change. */
function server() {
  let attendees = [4, 5, 6, 7, 8].map((id) => ({ id: id * 10, user_id: id, status: 'confirmed' }));
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      const body = options.body as { user_ids: number[]; status?: string } | undefined;
      let answer: unknown;
      if (path === 'events/') answer = listPage([{ id: 1, name: 'Highland games' }]);
      else if (path === 'events/1/sessions/') answer = listPage([{ id: 2, name: 'Saturday' }]);
      else if (path === 'users/')
        answer = listPage(
          [4, 5, 6, 7, 8].map((id) => ({ id, first_name: `Person`, last_name: String(id) })),
        );
      else if (path === 'events/1/sessions/2/attendees/') answer = listPage(attendees);
      else if (path === 'events/1/sessions/2/bulk-update-user-status/') {
        attendees = attendees.map((a) =>
          body!.user_ids.includes(a.user_id) ? { ...a, status: body!.status! } : a,
        );
        answer = { data: { updated: body!.user_ids.length } };
      } else if (path === 'events/1/sessions/2/bulk-delete-users/') {
        attendees = attendees.filter((a) => !body!.user_ids.includes(a.user_id));
        answer = { data: { deleted: body!.user_ids.length } };
      } else return Promise.reject(new Error(`unexpected ${options.method} ${path}`));
      return Promise.resolve(answer as T);
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls };
}

const statuses = () => screen.getAllByTestId('attendee-status').map((c) => c.textContent);

describe('session attendees screen', () => {
  it('changes the status of three selected attendees, then removes two, reading the list back each time', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/events/attendees?event=1&session=2" http={http}>
        <AttendeesScreen />
      </Harness>,
    );
    await screen.findByText('Person 4');
    expect(statuses()).toEqual(Array(5).fill('Confirmed'));
    for (const n of [4, 6, 8])
      fireEvent.click(screen.getByRole('checkbox', { name: `Select Person ${n}` }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Select all attendees' }) as HTMLInputElement)
        .indeterminate,
    ).toBe(true);
    fireEvent.change(screen.getByLabelText('New status'), { target: { value: 'attended' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(statuses()).toEqual(['Attended', 'Confirmed', 'Attended', 'Confirmed', 'Attended']),
    );
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      user_ids: [4, 6, 8],
      status: 'attended',
    });
    expect(screen.getByText('0 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 5' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 7' }));
    const bar = screen.getByRole('group', { name: 'Bulk actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Remove from session' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Are you sure?' }));
    await waitFor(() => expect(statuses()).toEqual(['Attended', 'Attended', 'Attended']));
    expect(screen.queryByText('Person 5')).toBeNull();
  });

  it('sends nothing for an unsafe id in the URL', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/events/attendees?event=../1&session=2" http={http}>
        <AttendeesScreen />
      </Harness>,
    );
    await screen.findByText('Choose an event and one of its sessions to see who is attending.');
    expect(calls.some((c) => c.path.includes('sessions'))).toBe(false);
  });

  it('offers only the statuses the server accepts for a bulk change', async () => {
    // The portal once kept its own list and offered 'absent', which the sandbox refuses.
    const { http } = server();
    render(
      <Harness path="/events/attendees?event=1&session=2" http={http}>
        <AttendeesScreen />
      </Harness>,
    );
    await screen.findByText('Person 4');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 4' }));
    const offered = Array.from(
      (screen.getByLabelText('New status') as HTMLSelectElement).options,
      (o) => o.value,
    );
    expect([...offered].sort()).toEqual([...ATTENDEE_STATUSES].sort());
  });
});
