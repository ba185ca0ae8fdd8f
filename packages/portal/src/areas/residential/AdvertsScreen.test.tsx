import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness, adminState, listPage, staticAuth } from '../../registry/screens/testSupport.js';
import AdvertsScreen from './AdvertsScreen.js';

function server() {
  let advert: Record<string, unknown> = {
    id: 12,
    team_id: 3,
    display_name: 'Bothy keeper',
    type: 'Residential-short',
    short_advert: 'Hello',
    advert_target: 'external',
    published: false,
    available_timeslots: [{ start: '2031-06-01', end: '2031-06-14' }],
    etag: '"v1"',
  };
  let created: Record<string, unknown> | null = null;
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      const reply = (v: unknown) => Promise.resolve(v as T);
      if (path === 'organisation/teams/recursive/')
        return reply({ data: [{ id: 3, name: 'Bothies', children: [] }] });
      if (path === 'residential-opportunities/' && options.method === 'POST') {
        created = { id: 13, published: false, ...(options.body as object) };
        return reply({ data: created });
      }
      if (path === 'residential-opportunities/')
        return reply(listPage(created ? [advert, created] : [advert]));
      if (path === 'residential-opportunities/13' && created) return reply({ data: created });
      if (path === 'residential-opportunities/12') {
        if (options.method === 'PUT')
          advert = { ...advert, ...(options.body as object), etag: '"v2"' };
        return reply({ data: advert });
      }
      return Promise.reject(new Error(`unexpected ${options.method} ${path}`));
    },
    cancel() {},
    cancelAll() {},
  };
  return { http, calls };
}

const withPublish = staticAuth({
  ...adminState,
  user: {
    ...adminState.user!,
    permissions: [...adminState.user!.permissions, 'publish-opportunities'],
  },
});

describe('residential adverts screen', () => {
  it('lists the team’s adverts (signed in, by team) and previews the draft as it is typed', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/residential/adverts?team=3&advert=12" http={http}>
        <AdvertsScreen />
      </Harness>,
    );
    const title = await screen.findByLabelText('Title');
    const list = calls.find((c) => c.path.includes('residential-opportunities/'));
    expect(list?.query).toMatchObject({ team_id: '3' });
    expect(list?.public).toBe(false);
    const preview = screen.getByTestId('advert-preview');
    await waitFor(() => expect(preview.shadowRoot?.textContent).toContain('Bothy keeper'));
    fireEvent.change(title, { target: { value: 'Bothy warden' } });
    await waitFor(() => expect(preview.shadowRoot?.textContent).toContain('Bothy warden'));
    // Without the permission, publishing is offered but disabled, with the reason.
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Publishing needs the publish-opportunities permission.')).toBeTruthy();
  });

  it('saves with the version read, then publishes and reads the advert back', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/residential/adverts?team=3&advert=12" http={http} auth={withPublish}>
        <AdvertsScreen />
      </Harness>,
    );
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Bothy warden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save advert' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ display_name: 'Bothy warden' });
    expect(put.body).not.toHaveProperty('published');
    expect(put.headers?.['If-Match'] ?? put.headers?.['if-match']).toBe('"v1"');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    await waitFor(() => expect((publish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(publish);
    await screen.findByRole('button', { name: 'Unpublish' });
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ published: true });
    expect(screen.getByTestId('advert-state').textContent).toBe('Published');
  });

  it('does not save a draft with problems', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/residential/adverts?team=3&advert=12" http={http} auth={withPublish}>
        <AdvertsScreen />
      </Harness>,
    );
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save advert' }));
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('The last day cannot be before the first.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('creates a draft advert for the team, reads it back and opens it', async () => {
    const { http, calls } = server();
    render(
      <Harness path="/residential/adverts?team=3" http={http} auth={withPublish}>
        <AdvertsScreen />
      </Harness>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New advert' }));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Hut warden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await screen.findByRole('heading', { name: 'Edit: Hut warden' });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ display_name: 'Hut warden', team_id: 3 });
    expect(post.body).not.toHaveProperty('published');
    expect(
      calls.some((c) => c.method === 'GET' && c.path.endsWith('residential-opportunities/13')),
    ).toBe(true);
    expect(screen.getByTestId('advert-state').textContent).toBe('Draft');
  });
});
