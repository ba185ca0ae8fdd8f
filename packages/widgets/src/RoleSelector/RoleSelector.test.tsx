import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, RoleFamilyItem } from '@volunteerkit/api-client';
import { generateRoles } from '@volunteerkit/api-client/testing';
import { RoleSelector } from './RoleSelector.js';

const roles: (Role | RoleFamilyItem)[] = [
  {
    id: 'f1',
    name: 'Drivers',
    type: 'family',
    roles: [
      { id: 1, name: 'Van driver', type: 'volunteer' },
      { id: 2, name: 'Car driver', type: 'volunteer', status: 'inactive' },
    ],
  },
  { id: 4, name: 'Greeter', type: 'volunteer' },
  { id: 3, name: 'Fleet manager', type: 'non-volunteer' },
  { id: 5, name: 'Admin', type: 'system' },
];

const item = (name: string | RegExp) => screen.getByRole('treeitem', { name });
const tree = () => screen.getByRole('tree', { name: 'Roles' });
const active = () => document.getElementById(tree().getAttribute('aria-activedescendant')!)!;

describe('RoleSelector', () => {
  it('groups by type headings, then family', () => {
    render(<RoleSelector roles={roles} />);
    const texts = screen
      .getAllByRole('treeitem')
      .map((el) => el.querySelector('.vk-tree__label')!.textContent);
    expect(texts).toEqual([
      'Volunteer Roles',
      'Drivers',
      'Van driver',
      'Car driver (Inactive)',
      'Greeter',
      'Non-volunteer Roles',
      'Fleet manager',
      'System Roles',
      'Admin',
    ]);
    expect(item('Drivers').getAttribute('aria-level')).toBe('2');
    expect(item('Van driver').getAttribute('aria-level')).toBe('3');
  });

  it('shows partly selected groups and families as partly checked', async () => {
    const onValueChange = vi.fn();
    render(<RoleSelector roles={roles} onValueChange={onValueChange} />);
    await userEvent.click(item('Van driver'));
    expect(onValueChange).toHaveBeenLastCalledWith([1]);
    expect(item('Drivers').getAttribute('aria-checked')).toBe('mixed');
    expect(item('Volunteer Roles').getAttribute('aria-checked')).toBe('mixed');
    await userEvent.click(item('Drivers'));
    expect(item('Drivers').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(item('Volunteer Roles'));
    expect(onValueChange).toHaveBeenLastCalledWith([1, 2, 4]);
    expect(item('Volunteer Roles').getAttribute('aria-checked')).toBe('true');
  });

  it('keeps preselected roles checked and locked', async () => {
    const onValueChange = vi.fn();
    render(<RoleSelector roles={roles} preselected={[5]} onValueChange={onValueChange} />);
    expect(item('Admin').getAttribute('aria-checked')).toBe('true');
    expect(item('Admin').getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(item('Admin'));
    expect(item('Admin').getAttribute('aria-checked')).toBe('true');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows an "Inactive" tooltip on hover and while the row is active', async () => {
    render(<RoleSelector roles={roles} />);
    const icon = item(/Car driver/).querySelector('.vk-role-selector__inactive')!;
    await userEvent.hover(icon);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Inactive');
    await userEvent.unhover(icon);
    tree().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active().textContent).toContain('Car driver');
    expect((await screen.findByRole('tooltip')).textContent).toBe('Inactive');
  });

  it('is keyboard-operable: collapse, move, check', async () => {
    const onValueChange = vi.fn();
    render(<RoleSelector roles={roles} onValueChange={onValueChange} />);
    tree().focus();
    await userEvent.keyboard('{ArrowLeft}'); // collapse Volunteer Roles
    expect(item('Volunteer Roles').getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight} ');
    expect(active().textContent).toBe('▸Fleet manager');
    expect(onValueChange).toHaveBeenLastCalledWith([3]);
  });

  it('reports only real selection changes, not collapsing or filtering', async () => {
    const onValueChange = vi.fn();
    render(<RoleSelector roles={roles} onValueChange={onValueChange} />);
    tree().focus();
    await userEvent.keyboard('{ArrowLeft}'); // collapse Volunteer Roles
    await userEvent.type(screen.getByLabelText('Search roles'), 'fle');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.click(item('Fleet manager'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith([3]);
    await userEvent.clear(screen.getByLabelText('Search roles'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('filters by role name', async () => {
    render(<RoleSelector roles={roles} />);
    await userEvent.type(screen.getByLabelText('Search roles'), 'fleet');
    expect(screen.getAllByRole('treeitem')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search roles'), 'zz');
    expect(screen.getByText('No roles found')).not.toBeNull();
  });

  it('virtualises 2,000 roles', () => {
    const h = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('vk-tree') ? 384 : 36;
    });
    const ch = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: Element,
    ) {
      return this.classList.contains('vk-tree') ? 384 : 36;
    });
    render(<RoleSelector roles={generateRoles(2000)} />);
    expect(tree().getAttribute('data-virtual')).toBe('true');
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(80);
    act(() => {});
    h.mockRestore();
    ch.mockRestore();
  });
});
