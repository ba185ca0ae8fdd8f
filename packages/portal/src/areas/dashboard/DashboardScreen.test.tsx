import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { adminState, Harness, listPage, staticAuth } from '../../registry/screens/testSupport.js';
import type { AuthState } from '../../auth/types.js';
import DashboardScreen from './DashboardScreen.js';
import { dashboardQueries, isoDay } from './useDashboardData.js';
import { quickActionsFor } from './QuickActions.js';
import { subjectLink } from './RecentPanel.js';
import { dayHeading, groupByDay, timeOf } from './when.js';

const report = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  data: rows,
  meta: { kind: 'series', unit: 'count', total: 0, filters: {}, ...extra },
});

const ANSWERS: Record<string, unknown> = {
  'analytics/organisation-stats': report(
    [
      { label: 'Active volunteers', value: 254 },
      { label: 'New starters', value: 0 },
      { label: 'Hours volunteered', value: 2815 },
    ],
    { filters: { from: '2026-10-26', to: '2026-11-24' } },
  ),
  'analytics/starters-leavers/chart/': report(
    [
      { label: '2026-09', value: 3, leavers: 1 },
      { label: '2026-10', value: 5, leavers: 2 },
      { label: '2026-11', value: 2, leavers: 4 },
    ],
    {
      series: [
        { key: 'value', label: 'Starters' },
        { key: 'leavers', label: 'Leavers' },
      ],
    },
  ),
  'analytics/activities/upcoming/': {
    data: [
      {
        id: 7,
        type: 'shift',
        title: 'Fence building',
        team: 'Callander base',
        start: '2030-01-02T09:00:00Z',
        end: '2030-01-02T12:00:00Z',
        places: 3,
        filled: 2,
      },
    ],
  },
  'analytics/starters-leavers/starters/': {
    data: [{ id: 938, name: 'Oliver Smith', team: 'Hexham base', start_date: '2026-11-15' }],
  },
  'analytics/starters-leavers/leavers/': { data: [] },
  'dashboard/recent-actions/': listPage([
    {
      id: 9,
      action: 'Created team',
      subject: 'Shore crew',
      subject_type: '/organisation/teams',
      subject_id: 4,
      user_id: 1,
      at: '2026-11-20T09:00:00Z',
    },
  ]),
};

function http(answers: Record<string, unknown>, calls: RequestOptions[] = []): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      calls.push(options);
      const path = options.path.replace(/^\//, '');
      if (path in answers) {
        const a = answers[path];
        return a instanceof Error ? Promise.reject(a) : Promise.resolve(a as T);
      }
      return Promise.resolve({ data: {} } as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

describe('dashboard', () => {
  it('shows the figures, upcoming activities, starters, recent actions and quick actions', async () => {
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={http(ANSWERS, calls)}>
        <DashboardScreen />
      </Harness>,
    );
    const stats = await screen.findByRole('group', { name: 'Organisation stats' });
    const tiles = [...stats.children].map((tile) => tile.textContent);
    // Spec 9: zero reads "-"; thousands are grouped.
    expect(tiles).toEqual(['Active volunteers254', 'New starters-', 'Hours volunteered2,815']);
    expect(
      within(stats)
        .getByRole('link', { name: /Active volunteers/ })
        .getAttribute('href'),
    ).toBe('/people');
    expect(await screen.findByRole('link', { name: 'Fence building' })).toBeTruthy();
    expect(screen.getByText('2 of 3 filled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oliver Smith' }).getAttribute('href')).toBe(
      '/people/938',
    );
    expect(screen.getByText(/No one left in the last 30 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shore crew' }).getAttribute('href')).toBe(
      '/portal/team/4',
    );
    expect(screen.getByText('By you')).toBeTruthy();
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/manage/users/new');
    // The lists are read with the documented queries.
    const upcoming = calls.find((c) => c.path.includes('activities/upcoming'));
    expect(upcoming?.query).toMatchObject(dashboardQueries(new Date()).upcoming);
    const recent = calls.find((c) => c.path.includes('recent-actions'));
    expect(recent?.query).toMatchObject({ s: 'at', o: 'desc' });
  });

  it('shows an inline error with a retry that reloads only that panel', async () => {
    let fail = true;
    const answers = { ...ANSWERS };
    const base = http(answers);
    const flaky: HttpClient = {
      ...base,
      request<T>(options: RequestOptions): Promise<T> {
        if (options.path.includes('activities/upcoming') && fail)
          return Promise.reject(
            new ApiError(
              {
                status: 500,
                method: 'GET',
                url: '/api/x',
                body: { message: 'The server failed.' },
              },
              'The server failed.',
            ),
          );
        return base.request<T>(options);
      },
    };
    render(
      <Harness path="/" http={flaky}>
        <DashboardScreen />
      </Harness>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service had a problem. Try again in a moment.');
    expect(await screen.findByRole('group', { name: 'Organisation stats' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fence building' })).toBeTruthy();
  });

  it('offers the next action when a panel is empty', async () => {
    const empty = Object.fromEntries(
      Object.keys(ANSWERS).map((k) => [k, k.includes('recent') ? listPage([]) : report([])]),
    );
    render(
      <Harness path="/" http={http(empty)}>
        <DashboardScreen />
      </Harness>,
    );
    expect(await screen.findByText(/Nothing is scheduled for the coming days/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Plan a rota' }).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Nothing has been changed yet/)).toBeTruthy();
  });

  it('leaves out what the role does not include, and asks for nothing it may not read', async () => {
    const volunteer: AuthState = {
      ...adminState,
      user: { ...adminState.user!, permissions: [] },
    };
    const calls: RequestOptions[] = [];
    render(
      <Harness path="/" http={http(ANSWERS, calls)} auth={staticAuth(volunteer)}>
        <DashboardScreen />
      </Harness>,
    );
    expect(await screen.findByText(/part of Analytics/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recent actions' })).toBeNull();
    expect(calls.filter((c) => /analytics|recent-actions/.test(c.path))).toEqual([]);
    expect(quickActionsFor(volunteer.user).map((a) => a.label)).toEqual([]);
  });
});

describe('dashboard helpers', () => {
  it.each([
    [{ subject_type: '/users', subject_id: 5 }, '/people/5'],
    [{ subject_type: 'user', subject_id: '5' }, '/people/5'],
    [{ subject_type: '/organisation/teams', subject_id: 4 }, '/portal/team/4'],
    [{ subject_type: '/users', subject_id: '../x' }, null],
    [{ subject_type: '/shifts', subject_id: 5 }, null],
  ])('subjectLink(%j) = %s', (row, link) => {
    expect(subjectLink(row)).toBe(link);
  });

  it('groups activities by the day in the user timezone and names today and tomorrow', () => {
    const rows = [
      { start: '2030-01-01T23:30:00Z' },
      { start: '2030-01-02T08:00:00Z' },
      { start: 'nonsense' },
    ];
    expect(groupByDay(rows, 'Europe/London').map(([d, r]) => [d, r.length])).toEqual([
      ['2030-01-01', 1],
      ['2030-01-02', 1],
    ]);
    expect(groupByDay(rows, 'Asia/Tokyo').map(([d, r]) => [d, r.length])).toEqual([
      ['2030-01-02', 2],
    ]);
    expect(dayHeading('2030-01-01', '2030-01-01', '2030-01-02')).toBe('Today');
    expect(dayHeading('2030-01-02', '2030-01-01', '2030-01-02')).toBe('Tomorrow');
    expect(dayHeading('2030-01-04', '2030-01-01', '2030-01-02')).toBe('Fri 4 Jan');
    expect(timeOf('2030-07-01T08:00:00Z', 'Europe/London')).toBe('09:00');
    expect(timeOf('bad', 'Europe/London')).toBe('');
    expect(isoDay(new Date(2030, 0, 31), 1)).toBe('2030-02-01');
  });
});
