import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness, adminState, listPage, staticAuth } from '../../registry/screens/testSupport.js';
import CommunicationScreen from './CommunicationScreen.js';
import { EmailPreview } from './EmailPreview.js';

type Rec = Record<string, unknown> & { id: number };

/** A fake inbox with the sandbox's semantics: the next read shows each change. */
function server() {
  const messages: Rec[] = [
    { id: 1, subject: 'Kit list', body: 'Bring *boots*', read: false, sent_at: '2026-03-02' },
    { id: 2, subject: 'Thanks', body: 'Well done', read: true, sent_at: '2026-03-01' },
  ];
  const notifications: Rec[] = [
    { id: 5, title: 'Rota updated', body: 'See rota', dismissed: false, sent_at: '2026-03-02' },
    { id: 6, title: 'Expense approved', body: 'Paid', dismissed: false, sent_at: '2026-03-01' },
  ];
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      const body = options.body as { ids?: number[]; read?: boolean } | undefined;
      let answer: unknown = listPage([]);
      if (path === 'users/1/messaging/' && options.method === 'GET') answer = listPage(messages);
      else if (path === 'users/1/messaging/mark-read/') {
        for (const m of messages) if (body?.ids?.includes(m.id)) m.read = true;
        answer = { data: [] };
      } else if (/^users\/1\/messaging\/\d+$/.test(path) && options.method === 'PUT') {
        const m = messages.find((x) => `users/1/messaging/${x.id}` === path)!;
        Object.assign(m, body);
        answer = { data: m };
      } else if (path === 'users/1/notifications/')
        answer = listPage(notifications.filter((n) => !n.dismissed));
      else if (path === 'users/1/notifications/dismiss/') {
        for (const n of notifications) if (body?.ids?.includes(n.id)) n.dismissed = true;
        answer = { data: [] };
      } else if (/^users\/\d+$/.test(path)) answer = { data: { id: 1, first_name: 'Ada' } };
      return Promise.resolve(answer as T);
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls, messages, notifications };
}

const view = (path: string, http: HttpClient, permissions?: string[]) =>
  render(
    <Harness
      path={path}
      route="/communication/:section?"
      http={http}
      auth={staticAuth(
        permissions ? { ...adminState, user: { ...adminState.user!, permissions } } : adminState,
      )}
    >
      <CommunicationScreen />
    </Harness>,
  );

describe('communication screen', () => {
  it('opens an unread thread, marks it read once, and "Mark as unread" sticks', async () => {
    const { http, calls, messages } = server();
    view('/communication/messages?message=1', http);
    await screen.findByRole('heading', { level: 2, name: 'Kit list' });
    await waitFor(() => expect(messages[0]!.read).toBe(true));
    await screen.findByText('(No unread messages)');
    expect(screen.getByText('boots').tagName).toBe('EM');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await screen.findByText('(1 unread)');
    expect(messages[0]!.read).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path.includes('mark-read'))).toHaveLength(1);
  });

  it('dismisses one notification and reads the list back', async () => {
    const { http, calls } = server();
    view('/communication/notifications', http);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    fireEvent.click(within(list).getByRole('button', { name: 'Dismiss Rota updated' }));
    await waitFor(() => expect(screen.queryByText('Rota updated')).toBeNull());
    expect(calls.find((c) => c.path.includes('dismiss'))!.body).toEqual({ ids: [5] });
    expect(screen.getByText('Expense approved')).toBeTruthy();
  });

  it('offers bulk e-mail only with both permissions, and refuses unknown sections', async () => {
    const { http } = server();
    const { unmount } = view('/communication/bulk-email', http);
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Bulk e-mail' })).toBeNull();
    unmount();
    view('/communication/bulk-email', http, ['edit-users', 'manage-email-templates']);
    expect(await screen.findByRole('link', { name: 'Bulk e-mail' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Bulk e-mail' })).toBeTruthy();
  });
});

describe('e-mail preview', () => {
  it('renders a hostile template as inert elements', () => {
    const { container } = render(
      <EmailPreview
        subject={'Hi {first_name} <img src=x onerror="alert(1)">'}
        body={[
          '<script>alert(1)</script> **Hello** {first_name}',
          '<img src=x onerror=alert(2)> <iframe src="https://evil.test"></iframe>',
          '[x](javascript:alert(3)) <a href="javascript:alert(4)" onclick="alert(5)">y</a>',
          '<style>*{display:none}</style><svg onload=alert(6)></svg><form><input></form>',
        ].join('\n\n')}
        sample={{ first_name: '<b>Ann</b>' }}
        sampleName="Ann"
      />,
    );
    expect(container.querySelectorAll('script, img, iframe, style, svg, form, input')).toHaveLength(
      0,
    );
    const attrs = [...container.querySelectorAll('*')].flatMap((e) =>
      [...e.attributes].map((a) => `${a.name}=${a.value}`),
    );
    expect(attrs.filter((a) => a.startsWith('on') || /javascript:/i.test(a))).toEqual([]);
    expect(screen.getByText('Hello').tagName).toBe('STRONG');
    expect(screen.getByText('Hi <b>Ann</b> <img src=x onerror="alert(1)">')).toBeTruthy();
  });
});
