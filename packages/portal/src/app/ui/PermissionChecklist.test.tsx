import { fireEvent, render, screen, within } from '@testing-library/react';
import { PERMISSION_TABLE } from '@volunteerkit/api-client/permissions';
import { mayActOn } from '../access.js';
import { PermissionChecklist, PermissionSummary } from './PermissionChecklist.js';

describe('PermissionChecklist', () => {
  it('offers every permission of the shared table by area, in words, and ticks what is held', () => {
    render(<PermissionChecklist label="Permissions" value={['view-users']} onChange={() => {}} />);
    const people = screen.getByRole('group', { name: 'People' });
    const view = within(people).getByRole('checkbox', { name: 'View people' });
    expect((view as HTMLInputElement).checked).toBe(true);
    expect(view.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(PERMISSION_TABLE.length);
    expect(screen.queryByText('view-users')).toBeNull();
  });

  it('ticking a box gives the names in the table order; an unknown name can only be unticked', () => {
    const changes: string[][] = [];
    render(
      <PermissionChecklist
        label="Permissions"
        value={['edit-rotas', 'old-thing']}
        onChange={(names) => changes.push(names)}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'View people' }));
    expect(changes.at(-1)).toEqual(['view-users', 'edit-rotas', 'old-thing']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'old thing' }));
    expect(changes.at(-1)).toEqual(['edit-rotas']);
  });
});

describe('PermissionSummary', () => {
  it('says what each permission allows and through which group', () => {
    render(
      <PermissionSummary
        permissions={['view-rotas', 'export-rotas']}
        through={(n) => (n === 'view-rotas' ? ['Team leaders'] : [])}
      />,
    );
    expect(
      screen.getByText(/See rotas and who is on each shift\. Through Team leaders\./),
    ).toBeTruthy();
    expect(screen.getByText(/Given directly, not through a group\./)).toBeTruthy();
  });
});

describe('mayActOn', () => {
  const leader = { id: 7, permissions: ['view-users', 'edit-users', 'view-rotas'] };
  it('lets nobody act on someone who holds a permission they lack, except on themselves', () => {
    expect(
      mayActOn(leader, { id: 42, permissions: ['view-users', 'manage-email-templates'] }),
    ).toBe(false);
    expect(mayActOn(leader, { id: 9, permissions: ['view-rotas'] })).toBe(true);
    expect(mayActOn(leader, { id: 9 })).toBe(true);
    expect(mayActOn(leader, { id: '7', permissions: ['manage-permissions'] })).toBe(true);
    expect(mayActOn(null, { id: 9 })).toBe(false);
  });
});
