import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { Team } from '@volunteerkit/api-client';
import { generateTeams } from '@volunteerkit/api-client/testing';
import { TeamTreeSelector } from './TeamTreeSelector.js';

const long = 'Regionalheadquarterscoordinationgroupnorth'; // 42 chars, no space
const teams: Team[] = [
  {
    id: 1,
    name: 'North',
    icon: 'map',
    children: [
      {
        id: 2,
        name: 'Camden',
        children: [
          { id: 4, name: 'Camden Youth' },
          { id: 5, name: 'Camden Seniors', disabled: true },
        ],
      },
      { id: 3, name: long, disabled: true, children: [{ id: 6, name: 'Islington Pantry' }] },
    ],
  },
  { id: 7, name: 'South', children: [{ id: 8, name: 'Lambeth' }] },
];

const items = () => screen.getAllByRole('treeitem');
const names = () => items().map((i) => i.querySelector('.vk-tree__label')!.textContent);
const tree = () => screen.getByRole('tree', { name: 'Teams' });
const active = () => document.getElementById(tree().getAttribute('aria-activedescendant')!)!;

// happy-dom has no layout: give the scroll container and rows a size so the virtualiser renders a window.
function fakeLayout() {
  const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('vk-tree') ? 384 : 36;
  });
  const spyH = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: Element,
  ) {
    return this.classList.contains('vk-tree') ? 384 : 36;
  });
  const spyW = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  return () => {
    spy.mockRestore();
    spyH.mockRestore();
    spyW.mockRestore();
  };
}

describe('TeamTreeSelector', () => {
  it('renders a WAI-ARIA tree with level-1 nodes expanded (openLevel 2)', () => {
    render(<TeamTreeSelector teams={teams} />);
    expect(tree().getAttribute('aria-multiselectable')).toBe('true');
    expect(items()).toHaveLength(5);
    const north = items()[0]!;
    expect(north.getAttribute('aria-level')).toBe('1');
    expect(north.getAttribute('aria-expanded')).toBe('true');
    expect(north.getAttribute('aria-posinset')).toBe('1');
    expect(north.getAttribute('aria-setsize')).toBe('2');
    expect(items()[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(items()[4]!.getAttribute('aria-expanded')).toBeNull();
  });

  it('soft-wraps labels without spaces longer than 30 characters', () => {
    render(<TeamTreeSelector teams={teams} />);
    const label = items()[2]!.querySelector('.vk-tree__label')!;
    expect(label.querySelectorAll('wbr')).toHaveLength(1);
    expect(label.textContent).toBe(long);
    expect(items()[0]!.querySelector('wbr')).toBeNull();
  });

  it('selects with click, Space and Enter; disabled teams stay unselected', async () => {
    const onValueChange = vi.fn();
    render(<TeamTreeSelector teams={teams} onValueChange={onValueChange} />);
    await userEvent.click(items()[1]!);
    expect(onValueChange).toHaveBeenLastCalledWith([2]);
    expect(items()[1]!.getAttribute('aria-checked')).toBe('true');
    expect(items()[0]!.getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(items()[2]!); // disabled
    expect(onValueChange).toHaveBeenLastCalledWith([2]);
    expect(items()[2]!.getAttribute('aria-disabled')).toBe('true');
    tree().focus();
    await userEvent.keyboard('{End}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([2, 8]);
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([2]);
  });

  it('lets disabled teams be selected when mine is false', async () => {
    render(<TeamTreeSelector teams={teams} mine={false} />);
    await userEvent.click(items()[2]!);
    expect(items()[2]!.getAttribute('aria-checked')).toBe('true');
  });

  it('follows the tree keyboard pattern', async () => {
    render(<TeamTreeSelector teams={teams} />);
    tree().focus();
    expect(active().textContent).toContain('North');
    await userEvent.keyboard('{ArrowDown}');
    expect(active().textContent).toContain('Camden');
    await userEvent.keyboard('{ArrowRight}'); // expand Camden
    expect(active().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowRight}'); // first child
    expect(active().textContent).toContain('Camden Youth');
    await userEvent.keyboard('{ArrowLeft}'); // to parent
    expect(active().textContent).toMatch(/Camden$/);
    await userEvent.keyboard('{ArrowLeft}'); // collapse
    expect(active().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{End}');
    expect(active().textContent).toContain('Lambeth');
    await userEvent.keyboard('{Home}');
    expect(active().textContent).toContain('North');
    await userEvent.keyboard('{ArrowUp}');
    expect(active().textContent).toContain('North');
    await userEvent.keyboard('s'); // type-ahead
    expect(active().textContent).toContain('South');
  });

  it('runs the four bulk actions on the active team', async () => {
    const onValueChange = vi.fn();
    render(<TeamTreeSelector teams={teams} onValueChange={onValueChange} mine={false} />);
    const actions = within(screen.getByRole('group', { name: 'Actions for North' }));
    await userEvent.click(actions.getByRole('button', { name: 'Select all sub-teams' }));
    expect(onValueChange).toHaveBeenLastCalledWith([2, 3]);
    await userEvent.click(
      actions.getByRole('button', { name: 'Select all sub-teams recursively' }),
    );
    expect(onValueChange).toHaveBeenLastCalledWith([2, 4, 5, 3, 6]);
    await userEvent.click(actions.getByRole('button', { name: 'Deselect all sub-teams' }));
    expect(onValueChange).toHaveBeenLastCalledWith([4, 5, 6]);
    await userEvent.click(
      actions.getByRole('button', { name: 'Deselect all sub-teams recursively' }),
    );
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('disables bulk actions on a team without sub-teams', async () => {
    render(<TeamTreeSelector teams={teams} />);
    tree().focus();
    await userEvent.keyboard('{End}');
    expect(
      (screen.getByRole('button', { name: 'Select all sub-teams' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('searches and announces the number of matches', async () => {
    render(<TeamTreeSelector teams={teams} />);
    await userEvent.type(screen.getByLabelText('Search teams'), 'pantry');
    expect(names()).toEqual([`North`, long, 'Islington Pantry']);
    expect(screen.getByText('1 team found')).not.toBeNull();
    await userEvent.clear(screen.getByLabelText('Search teams'));
    await userEvent.type(screen.getByLabelText('Search teams'), 'zzz');
    expect(screen.getByText('No teams found')).not.toBeNull();
  });

  it('is controllable', () => {
    const { rerender } = render(<TeamTreeSelector teams={teams} value={[7]} />);
    expect(items()[3]!.getAttribute('aria-checked')).toBe('true');
    rerender(<TeamTreeSelector teams={teams} value={[1]} />);
    expect(items()[0]!.getAttribute('aria-checked')).toBe('true');
    expect(items()[3]!.getAttribute('aria-checked')).toBe('false');
  });

  it('settles when the host passes a new teams array on every render and stores the selection', async () => {
    const user = userEvent.setup();
    let renders = 0;
    function Host() {
      const [ids, setIds] = useState<(string | number)[]>([]);
      renders += 1;
      // A fresh copy of the tree on every render, as an inline prop would be.
      return (
        <>
          <TeamTreeSelector
            teams={teams.map((t) => ({ ...t }))}
            value={ids}
            onValueChange={setIds}
          />
          <output>{ids.join(',')}</output>
        </>
      );
    }
    render(<Host />);
    await user.click(items()[0]!);
    expect(document.querySelector('output')!.textContent).toBe('1');
    expect(renders).toBeLessThan(20);
  });

  it('virtualises 10,000 teams, rendering only a window and always the active row', async () => {
    const restore = fakeLayout();
    const big = generateTeams(10_000, 6);
    render(<TeamTreeSelector teams={big} openLevel={4} />);
    expect(tree().getAttribute('data-virtual')).toBe('true');
    expect(items().length).toBeLessThan(80);
    tree().focus();
    await userEvent.keyboard('{End}');
    expect(active()).not.toBeNull();
    expect(active().getAttribute('aria-level')).toBe('4');
    restore();
  });

  it('renders no style attribute in markup (positions are set through the CSSOM only)', () => {
    const html = renderToString(<TeamTreeSelector teams={generateTeams(500, 6)} openLevel={3} />);
    expect(html).toContain('role="treeitem"');
    expect(html).not.toMatch(/ style=/);
  });
});
