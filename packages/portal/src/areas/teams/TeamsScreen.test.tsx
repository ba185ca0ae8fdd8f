import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HttpClient, RequestOptions } from '@volunteerkit/api-client';
import { Harness } from '../../registry/screens/testSupport.js';
import TeamsScreen from './TeamsScreen.js';

const TREE = {
  data: [
    {
      id: 1,
      name: 'Highlands',
      children: [
        { id: 2, name: 'England', children: [{ id: 4, name: 'North', children: [] }] },
        { id: 3, name: 'Wales', children: [] },
      ],
    },
  ],
};

function http(): HttpClient {
  return {
    request<T>(options: RequestOptions): Promise<T> {
      if (options.path.replace(/^\//, '').startsWith('organisation/teams/recursive'))
        return Promise.resolve(TREE as T);
      const id = /organisation\/teams\/(\d+)/.exec(options.path)?.[1];
      return Promise.resolve({ data: { id: Number(id), name: `Record ${id}` } } as T);
    },
    cancel() {},
    cancelAll() {},
  };
}

describe('team hierarchy', () => {
  it('ticking gathers every ticked team (not only the last one) and "Show details" opens one with its sub-teams', async () => {
    render(
      <Harness path="/teams" http={http()}>
        <TeamsScreen />
      </Harness>,
    );
    const tree = await screen.findByRole('tree', { name: 'Teams' });
    expect(screen.getByRole('heading', { level: 2, name: 'No team open' })).toBeTruthy();
    const item = (name: string) =>
      within(tree)
        .getAllByRole('treeitem')
        .find((i) => i.textContent?.includes(name))!;
    // The tree reports its first active row from its mount effects, so this group's name says
    // the selector has finished mounting. A click before that is lost: widgets'
    // useSelectionBinding pushes the controlled `value` ([]) into its controller in a mount
    // effect, overwriting a tick made between the commit and the effects (the CI flake, issue 22).
    await within(tree.parentElement!).findByRole('group', { name: 'Actions for Highlands' });
    fireEvent.click(item('Highlands'));
    expect(await screen.findByRole('heading', { name: 'Ticked teams (1)' })).toBeTruthy();
    expect(item('Highlands').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(item('England'));
    // Every ticked team is listed, not only the last one ticked.
    expect(await screen.findByRole('heading', { name: 'Ticked teams (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show details of Highlands' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show details of England' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'England' })).toBeTruthy();
    const subTeams = screen.getByRole('list', { name: 'Sub-teams' });
    expect(within(subTeams).getByRole('link', { name: 'North' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Parent teams' })).getByRole('link', {
        name: 'Highlands',
      }),
    ).toBeTruthy();
    fireEvent.click(within(subTeams).getByRole('link', { name: 'North' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'North' })).toBeTruthy();
    expect(screen.getByText('This team has no sub-teams.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getByRole('heading', { name: 'Ticked teams (0)' })).toBeTruthy();
  });

  it('opens a deep-linked team', async () => {
    render(
      <Harness path="/teams?team=3" http={http()}>
        <TeamsScreen />
      </Harness>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Wales' })).toBeTruthy();
    expect(await screen.findByText('Record 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team page (touchpoints)' }).getAttribute('href')).toBe(
      '/portal/team/3#tab=1',
    );
  });
});
