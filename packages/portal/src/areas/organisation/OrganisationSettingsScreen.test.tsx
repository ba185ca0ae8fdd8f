import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@volunteerkit/widgets';
import { ApiError, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { routes } from '../../routes.js';
import { ServicesProvider } from '../../app/services.js';
import type { AuthState } from '../../auth/types.js';
import {
  adminState,
  listPage,
  staticAuth,
  testRegistry,
} from '../../registry/screens/testSupport.js';
import { offerHoursError } from './WaitlistSettingsCard.js';

// The waitlist's field group on the organisation settings screen (issue 48): shown to
// those who manage the organisation, with the stored (or default) values; saved with
// PUT /organisation/{id} and read back; a refused value shows under its field.

function http(calls: RequestOptions[], refuse = false): HttpClient {
  const org: Record<string, unknown> = {
    id: 1,
    name: 'Highlands and Hills Volunteers',
    waitlist_mode: 'offer',
    waitlist_offer_hours: 12,
    etag: '"1-a"',
  };
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '').replace(/\/$/, '');
      if (options.method === 'PUT' && p === 'organisation/1') {
        if (refuse)
          return Promise.reject(
            new ApiError({
              method: 'PUT',
              url: '/api/organisation/1',
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { waitlist_offer_hours: ['must be a whole number of hours from 1 to 168'] },
              },
            }),
          );
        Object.assign(org, options.body as object, { etag: '"2-b"' });
        return Promise.resolve({ data: org } as T);
      }
      return Promise.resolve((p === 'organisation' ? listPage([{ ...org }]) : listPage([])) as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

function renderAt(state: AuthState, client: HttpClient) {
  const router = createMemoryRouter(routes, { initialEntries: ['/manage/organisation'] });
  render(
    <ServicesProvider services={{ http: client, auth: staticAuth(state), registry: testRegistry }}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ServicesProvider>,
  );
}

describe('organisation settings: the waitlist', () => {
  it('an administrator chooses to give freed places at once and a shorter offer, saved and read back', async () => {
    const calls: RequestOptions[] = [];
    renderAt(adminState, http(calls));
    const card = await screen.findByRole('region', { name: 'Waitlist' }, { timeout: 15_000 });
    const offer = await within(card).findByRole('radio', { name: /Offer it to the first person/ });
    expect((offer as HTMLInputElement).checked).toBe(true);
    const hours = within(card).getByLabelText('Hours an offer waits for an answer');
    expect((hours as HTMLInputElement).value).toBe('12');
    fireEvent.change(hours, { target: { value: '2' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the waitlist settings' }));
    await within(card).findByText('The waitlist settings are saved.');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path.replace(/^\//, '')).toBe('organisation/1');
    expect(put.body).toEqual({ waitlist_mode: 'offer', waitlist_offer_hours: 2 });
    expect(put.headers?.['If-Match'] ?? (put as { ifMatch?: string }).ifMatch).toBeTruthy();
    // Read back after the save.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && /organisation\/?$/.test(c.path)).length,
      ).toBeGreaterThan(1),
    );
    // The record's row below is read again and shows the new hours.
    await waitFor(() =>
      expect(screen.getAllByRole('cell').some((c) => c.textContent?.trim() === '2')).toBe(true),
    );
    // In words, as the field group says them (it read the raw "offer" and "12").
    const cells = () => screen.getAllByRole('cell').map((c) => c.textContent?.trim());
    expect(cells()).toContain('Offered to the first person waiting');
    expect(cells()).not.toContain('offer');
    expect(
      screen.getByRole('columnheader', { name: /Hours an offer waits for an answer/ }),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('radio', { name: /Give it to the first person/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save the waitlist settings' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({
      waitlist_mode: 'assign',
    });
    await waitFor(() => expect(cells()).toContain('Given to the first person waiting'));
  });

  it('a typed value out of range is refused before sending; the server refusal shows under its field', async () => {
    const calls: RequestOptions[] = [];
    renderAt(adminState, http(calls, true));
    const card = await screen.findByRole('region', { name: 'Waitlist' }, { timeout: 15_000 });
    const hours = await within(card).findByLabelText('Hours an offer waits for an answer');
    fireEvent.change(hours, { target: { value: '200' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the waitlist settings' }));
    expect(await within(card).findByText(/whole number of hours from 1 to 168/)).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the waitlist settings' }));
    expect(
      await within(card).findByText('The hours must be a whole number of hours from 1 to 168.'),
    ).toBeTruthy();
    expect(offerHoursError('1.5')).toMatch(/whole number/);
    expect(offerHoursError('168')).toBeNull();
  });

  it('is not offered to someone who does not manage the organisation', async () => {
    const calls: RequestOptions[] = [];
    const reader: AuthState = {
      ...adminState,
      user: { ...adminState.user!, permissions: ['view-users', 'edit-rotas', 'view-rotas'] },
    };
    renderAt(reader, http(calls));
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull();
  });
});
