import { render, screen } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { adminState, Harness, staticAuth } from '../../registry/screens/testSupport.js';
import DashboardScreen, { statEntries } from './DashboardScreen.js';

function http(answers: Record<string, unknown>): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      const key = Object.keys(answers).find((k) => options.path.startsWith(k));
      return Promise.resolve((key ? answers[key] : { data: {} }) as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

describe('statEntries', () => {
  it.each([
    [
      {
        data: [
          { label: 'Volunteer', value: 12 },
          { label: 'Trustee', value: 3 },
        ],
      },
      [
        ['Volunteer', 12],
        ['Trustee', 3],
      ],
    ],
    [{ data: [{ name: 'North', count: 4 }, { nope: true }, 'x'] }, [['North', 4]]],
    [{ data: { active_volunteers: 7 } }, [['Active volunteers', 7]]],
    [{ data: { hours: { label: 'Hours given', value: 120 } } }, [['Hours given', 120]]],
    [{ data: [] }, []],
    [null, []],
  ])('%j -> %j', (payload, expected) => {
    expect(statEntries(payload)).toEqual(expected);
  });
});

describe('dashboard', () => {
  it("renders the sandbox's labelled stats and real recent actions, and the user's name", async () => {
    const minimal = { ...adminState, user: { ...adminState.user!, id: 40, name: 'User 40' } };
    render(
      <Harness
        path="/"
        auth={staticAuth(minimal)}
        http={http({
          'analytics/organisation-stats': {
            data: [{ label: 'Volunteer', value: 12 }],
            meta: { total: 12 },
          },
          'dashboard/recent-actions': {
            data: [{ id: 9, description: 'Created a note', created_at: '2026-01-05T09:00:00Z' }],
          },
          'users/40': { data: { id: 40, first_name: 'Ada', last_name: 'Admin' } },
        })}
      >
        <DashboardScreen />
      </Harness>,
    );
    expect(await screen.findByText('Volunteer')).toBeTruthy();
    expect(await screen.findByText('Created a note')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeTruthy();
    expect(await screen.findByText('Welcome, Ada Admin.')).toBeTruthy();
  });

  it('says clearly when there is nothing to show', async () => {
    render(
      <Harness
        path="/"
        http={http({
          'analytics/organisation-stats': { data: [] },
          'dashboard/recent-actions': { data: [] },
        })}
      >
        <DashboardScreen />
      </Harness>,
    );
    expect(await screen.findByText(/no organisation statistics to show yet/)).toBeTruthy();
    expect(await screen.findByText(/No recent actions to show/)).toBeTruthy();
  });
});
