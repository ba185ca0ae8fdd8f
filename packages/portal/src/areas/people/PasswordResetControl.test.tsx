import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { Harness, listPage } from '../../registry/screens/testSupport.js';
import type { Person } from './person.js';
import { PasswordResetControl } from './PasswordResetControl.js';

const PERSON = { id: '7', name: 'Val Volunteer' } as Person;

/** A server that stores the reset as a notification, as the sandbox does; `refuse` answers 409. */
function server({ refuse = false } = {}) {
  const calls: RequestOptions[] = [];
  const notes: Array<Record<string, unknown>> = [{ id: 1, title: 'Rota updated' }];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '');
      if (options.method === 'POST' && p === 'users/7/forgot-password') {
        if (refuse)
          return Promise.reject(
            new ApiError({
              method: 'POST',
              url: '/api/users/7/forgot-password',
              status: 409,
              body: { code: 'no_login', message: 'This user has no login to reset.' },
            }),
          );
        notes.unshift({ id: 2, title: 'Password reset' });
        return Promise.resolve({ data: { id: 2, email: 'val@example.org' } } as T);
      }
      if (p === 'users/7/notifications/') return Promise.resolve(listPage(notes) as T);
      return Promise.reject(new Error(`unexpected ${options.method} ${p}`));
    },
    cancel() {},
  } as unknown as HttpClient;
  return { http, calls };
}

test('sends the reset after a confirmation and says where it went, read back from the server', async () => {
  const { http, calls } = server();
  render(
    <Harness path="/" http={http}>
      <PasswordResetControl person={PERSON} />
    </Harness>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send password reset…' }));
  expect(calls).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
  await screen.findByText('Password reset sent to val@example.org.');
  expect(calls.map((c) => `${c.method} ${c.path.replace(/^\//, '')}`)).toEqual([
    'POST users/7/forgot-password',
    'GET users/7/notifications/',
  ]);
});

test('a person without a login: the server’s reason, and no success', async () => {
  const { http } = server({ refuse: true });
  render(
    <Harness path="/" http={http}>
      <PasswordResetControl person={PERSON} />
    </Harness>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send password reset…' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
  await waitFor(() => expect(screen.getByText('This user has no login to reset.')).toBeTruthy());
  expect(screen.queryByText(/Password reset sent/)).toBeNull();
});
