import { render, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeHttp, Harness } from '../registry/screens/testSupport.js';
import { lastTeams, useDefaultTeams } from './useDefaultTeams.js';

// The signed-in user of the harness (adminState) has no teams of their own: a screen
// without a remembered choice opens on the fallback's team, 3.
const USER = '1';
const http = fakeHttp();

function Probe(props: { chosen: string[]; refused: boolean; apply: (teams: string[]) => void }) {
  useDefaultTeams('occupancy', props.chosen, props.apply, async () => ['3'], props.refused);
  return null;
}

function visit(props: { chosen: string[]; refused: boolean; apply: (teams: string[]) => void }) {
  const view = render(
    <Harness path="/" http={http}>
      <Probe {...props} />
    </Harness>,
  );
  return {
    ...view,
    update: (next: Partial<typeof props>) =>
      view.rerender(
        <Harness path="/" http={http}>
          <Probe {...props} {...next} />
        </Harness>,
      ),
  };
}

beforeEach(() => localStorage.clear());

it('remembers a team the screen showed: the next visit opens on it', async () => {
  const apply = vi.fn();
  visit({ chosen: ['9'], refused: false, apply }).unmount();
  expect(lastTeams('occupancy', USER)).toEqual(['9']);
  visit({ chosen: [], refused: false, apply });
  await waitFor(() => expect(apply).toHaveBeenCalledWith(['9']));
});

it('forgets a team the server refused: the next visit does not open on the refusal', async () => {
  const apply = vi.fn();
  const first = visit({ chosen: ['9'], refused: false, apply });
  // The screen's load for team 9 answered 403.
  first.update({ refused: true });
  expect(lastTeams('occupancy', USER)).toEqual([]);
  first.unmount();
  visit({ chosen: [], refused: false, apply });
  await waitFor(() => expect(apply).toHaveBeenCalledWith(['3']));
  expect(apply).not.toHaveBeenCalledWith(['9']);
});

it('a refused choice puts back the one remembered before it', async () => {
  const apply = vi.fn();
  visit({ chosen: ['4'], refused: false, apply }).unmount();
  // Opened on 9 by a link, and refused.
  const second = visit({ chosen: ['9'], refused: false, apply });
  second.update({ refused: true });
  second.unmount();
  expect(lastTeams('occupancy', USER)).toEqual(['4']);
  visit({ chosen: [], refused: false, apply });
  await waitFor(() => expect(apply).toHaveBeenCalledWith(['4']));
});
