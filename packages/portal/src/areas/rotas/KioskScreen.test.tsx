import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '@volunteerkit/widgets';
import { ApiError, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { routes } from '../../routes.js';
import { ServicesProvider } from '../../app/services.js';
import {
  adminState,
  listPage,
  staticAuth,
  testRegistry,
} from '../../registry/screens/testSupport.js';
import { isTransient } from './KioskScreen.js';

// The check-in kiosk offline (issue 48): a code scanned with no connection is kept, counted
// as waiting to send, and sent when the kiosk is back online with the key it was given
// when scanned; one the server refuses then is listed in words; the kiosk speaks Welsh
// at the press of a button.

const GOOD = 'VK-1-AAAA-BBBB-CCCC-DDDD-EEEE';
const BAD = 'VK-1-AAAA-BBBB-CCCC-DDDD-EEEF';

function http(calls: RequestOptions[]): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '');
      if (options.method === 'POST' && p === 'check-ins') {
        const code = (options.body as { code: string }).code;
        if (code === GOOD)
          return Promise.resolve({
            data: { first_name: 'Val', shift_title: 'Morning litter pick' },
          } as T);
        return Promise.reject(
          new ApiError({
            method: 'POST',
            url: '/api/check-ins',
            status: 422,
            body: {
              code: 'check_in_unknown',
              message: 'This code is not valid: it may have been mistyped.',
            },
          }),
        );
      }
      if (p === 'users/1') return Promise.resolve({ data: { id: 1, locale: 'en-GB' } } as T);
      return Promise.resolve(listPage([]) as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => {
  online = true;
});

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

async function scan(code: string) {
  fireEvent.change(screen.getByLabelText('Check-in code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
}

describe('the check-in kiosk', () => {
  it('keeps check-ins offline, sends them once back online with their keys, and lists a refusal', async () => {
    const calls: RequestOptions[] = [];
    const router = createMemoryRouter(routes, { initialEntries: ['/kiosk'] });
    render(
      <ServicesProvider
        services={{ http: http(calls), auth: staticAuth(adminState), registry: testRegistry }}
      >
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ServicesProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Check-in kiosk' }, { timeout: 15_000 });

    // Online: greeted by name.
    await scan(GOOD);
    await screen.findByText('Welcome, Val! You are checked in to Morning litter pick.');
    const first = calls.find((c) => c.method === 'POST')!;
    expect(first.idempotencyKey).toMatch(/.{8,}/);

    // Offline: two scans kept, nothing sent.
    setOnline(false);
    await screen.findByText(/This kiosk is offline/);
    const before = calls.filter((c) => c.method === 'POST').length;
    await scan(GOOD);
    await screen.findByText(/Your check-in is saved on this kiosk/);
    await waitFor(() => expect(screen.getByText('Waiting to send (1)')).toBeTruthy());
    await scan(BAD);
    await waitFor(() => expect(screen.getByText('Waiting to send (2)')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(before);

    // Back online: both sent, oldest first, each with its own key; the refusal listed.
    setOnline(true);
    await screen.findByText('1 check-in kept while offline has been recorded.');
    const sent = calls.filter((c) => c.method === 'POST').slice(before);
    expect(sent.map((c) => (c.body as { code: string }).code)).toEqual([GOOD, BAD]);
    expect(new Set([first, ...sent].map((c) => c.idempotencyKey)).size).toBe(3);
    expect(
      sent.every((c) => typeof (c.body as { scanned_at?: unknown }).scanned_at === 'string'),
    ).toBe(true);
    const refused = screen.getByRole('region', { name: 'Not recorded when sent' });
    expect(within(refused).getByRole('alert').textContent).toContain(`${BAD}, scanned at`);
    expect(within(refused).getByRole('alert').textContent).toContain('This code is not valid');
    expect(screen.queryByText(/Waiting to send/)).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'Clear this list' }));
    expect(screen.queryByRole('region', { name: 'Not recorded when sent' })).toBeNull();

    // In Welsh for the volunteers in front of it.
    fireEvent.click(screen.getByRole('button', { name: 'Cymraeg' }));
    await screen.findByRole('heading', { level: 1, name: 'Ciosg cofrestru' }, { timeout: 15_000 });
    expect(screen.getByLabelText('Cod cofrestru')).toBeTruthy();
    // What it said before is said again in Welsh.
    expect(screen.getByText("Mae 1 cofrestriad a gadwyd all-lein wedi'i gofnodi.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cofrestru fi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cymraeg' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('keeps a check-in for later only when the failure says nothing about the code', () => {
    const error = (status: number) =>
      new ApiError({ method: 'POST', url: '/api/check-ins', status, body: null });
    expect(isTransient(new TypeError('fetch failed'))).toBe(true);
    expect(isTransient(error(503))).toBe(true);
    expect(isTransient(error(429))).toBe(true);
    expect(isTransient(error(422))).toBe(false);
    expect(isTransient(error(409))).toBe(false);
  });
});
