import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TEAM_LINK_PERMISSION, ToastProvider } from '@volunteerkit/widgets';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { routes } from '../../routes.js';
import { ServicesProvider } from '../../app/services.js';
import type { AuthState } from '../../auth/types.js';
import {
  listPage,
  adminState,
  staticAuth,
  testRegistry,
} from '../../registry/screens/testSupport.js';

/** Holds only the permission that turns team names into links (spec 2.6, 6). */
const linkOnly: AuthState = {
  expired: false,
  user: {
    id: 5,
    name: 'Tess Teamlead',
    permissions: [TEAM_LINK_PERMISSION],
    timezone: 'Europe/London',
    organisation: { package_features: {} },
  },
};

const adminWithLinks: AuthState = {
  expired: false,
  user: {
    ...adminState.user!,
    permissions: [...adminState.user!.permissions, TEAM_LINK_PERMISSION],
  },
};

function http(calls: RequestOptions[]): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const p = options.path.replace(/^\//, '');
      let body: unknown = listPage([]);
      if (p === 'organisation/teams/3') body = { data: { id: 3, name: 'Wales', parent_id: 1 } };
      else if (/^users\/\w+\/touchpoints\/$/.test(p))
        body = listPage([{ id: 21, subject: `Call with person ${p.split('/')[1]}`, team_id: 3 }]);
      else if (p === 'users/7')
        body = {
          data: {
            id: 7,
            first_name: 'Val',
            last_name: 'Volunteer',
            teams: [{ id: 3, name: 'Wales' }],
          },
        };
      return Promise.resolve(body as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

function renderPortal(path: string, state: AuthState, calls: RequestOptions[] = []) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ServicesProvider
      services={{ http: http(calls), auth: staticAuth(state), registry: testRegistry }}
    >
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ServicesProvider>,
  );
  return { router, calls };
}

const tabs = () => screen.getByRole('navigation', { name: 'Team page tabs' });
const touchpointCalls = (calls: RequestOptions[]) =>
  calls.filter((c) => c.path.includes('/touchpoints/')).map((c) => c.path.replace(/^\//, ''));

describe('team page (the spec team link /portal/team/{id}#tab=1&user_id={userId})', () => {
  it("opens the team's touchpoints tab for the link's person, for a user holding only the link permission", async () => {
    const { router, calls } = renderPortal('/portal/team/3#tab=1&user_id=7', linkOnly);
    // The first render loads the signed-in portal's chunk (catalogue, registry) lazily.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wales' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Not available')).toBeNull();
    expect(
      within(tabs()).getByRole('link', { name: 'Touchpoints' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByText('Call with person 7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Touchpoints of person 7' })).toBeTruthy();
    expect(touchpointCalls(calls)).toEqual(['users/7/touchpoints/']);
    // Without People access the list is read-only: no screens they could not open.
    expect(screen.queryByRole('link', { name: /Create/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '21' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Team hierarchy/ })).toBeNull();
    // The fragment stays, so a reload lands on the same tab and person.
    expect(router.state.location.pathname).toBe('/portal/team/3');
    expect(router.state.location.hash).toBe('#tab=1&user_id=7');

    // Tab 0 is the team; switching tabs keeps the person.
    fireEvent.click(within(tabs()).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { name: 'Team details' })).toBeTruthy();
    expect(router.state.location.hash).toBe('#tab=0&user_id=7');
    expect(screen.getByText('Part of', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText(/\bID\b/, { selector: 'dt' })).toBeNull();
    fireEvent.click(within(tabs()).getByRole('link', { name: 'Touchpoints' }));
    expect(await screen.findByText('Call with person 7')).toBeTruthy();
    expect(router.state.location.hash).toBe('#tab=1&user_id=7');
  });

  it("lands there from a team name link on a person's record (admin: full list, link back to the hierarchy)", async () => {
    const { router, calls } = renderPortal('/people/7/teams', adminWithLinks);
    const link = await screen.findByRole('link', { name: 'Wales' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/portal/team/3#tab=1&user_id=7');
    fireEvent.click(link);
    expect(await screen.findByText('Call with person 7')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/team/3');
    expect(router.state.location.hash).toBe('#tab=1&user_id=7');
    expect(touchpointCalls(calls)).toEqual(['users/7/touchpoints/']);
    expect(screen.getByRole('link', { name: "Open person 7's record" }).getAttribute('href')).toBe(
      '/people/7/touchpoints',
    );
    expect(screen.getByRole('link', { name: /Create/ })).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Team hierarchy' })
        .getAttribute('href'),
    ).toBe('/teams?team=3');
  });

  it('ignores an invalid person id and tab (no request with them) and says so', async () => {
    const { calls } = renderPortal('/portal/team/3#tab=9&user_id=..%2F..%2Fadmin', linkOnly);
    expect(await screen.findByRole('heading', { name: 'Team details' })).toBeTruthy();
    expect(screen.getByText(/does not have; showing Team/)).toBeTruthy();
    expect(screen.getByText(/person id is not valid/)).toBeTruthy();
    expect(calls.some((c) => c.path.includes('..') || c.path.includes('admin'))).toBe(false);
    expect(touchpointCalls(calls)).toEqual([]);
  });

  it('asks for the person when the touchpoints tab has none, refusing unsafe ids', async () => {
    const { router, calls } = renderPortal('/portal/team/3#tab=1', linkOnly);
    const input = await screen.findByLabelText("Person's user id");
    fireEvent.change(input, { target: { value: '8/../1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show touchpoints' }));
    expect(screen.getByText(/Enter an id made of/)).toBeTruthy();
    expect(touchpointCalls(calls)).toEqual([]);
    fireEvent.change(input, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show touchpoints' }));
    expect(await screen.findByText('Call with person 8')).toBeTruthy();
    expect(router.state.location.hash).toBe('#tab=1&user_id=8');
    expect(touchpointCalls(calls)).toEqual(['users/8/touchpoints/']);
  });

  it('answers "Page not found" for an unsafe team id', async () => {
    renderPortal('/portal/team/a.b#tab=1&user_id=7', linkOnly);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('is "Not available" to a user with neither the link permission nor team access', async () => {
    const calls: RequestOptions[] = [];
    renderPortal(
      '/portal/team/3#tab=1&user_id=7',
      { expired: false, user: { ...linkOnly.user!, permissions: ['view-users'] } },
      calls,
    );
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(touchpointCalls(calls)).toEqual([]);
  });
});
