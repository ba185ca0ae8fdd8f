import {
  createRoleSelectorController,
  groupRoles,
  type Role,
  type RoleFamilyItem,
} from './roles.js';
import { generateRoles } from '../../testing/roles.js';

const list: (Role | RoleFamilyItem)[] = [
  {
    id: 'f1',
    name: 'Drivers',
    type: 'family',
    roles: [
      { id: 1, name: 'Van driver', type: 'volunteer' },
      { id: 2, name: 'Car driver', type: 'volunteer', status: 'inactive' },
      { id: 3, name: 'Fleet manager', type: 'non-volunteer' },
    ],
  },
  { id: 4, name: 'Greeter', type: 'volunteer' },
  { id: 5, name: 'Admin', type: 'system' },
  { id: 6, name: 'Coach', type: 'volunteer', family: { id: 'f1' } },
  { id: 7, name: 'Odd', type: 'alien' },
];

const keys = (c: ReturnType<typeof createRoleSelectorController>) =>
  c.getState().rows.map((r) => r.key);

describe('groupRoles', () => {
  it('groups by type in the spec order, then by family', () => {
    const groups = groupRoles(list);
    expect(groups.map((g) => g.label)).toEqual([
      'Volunteer Roles',
      'Non-volunteer Roles',
      'System Roles',
    ]);
    expect(groups[0]!.children.map((n) => n.label)).toEqual(['Drivers', 'Greeter']);
    expect(groups[0]!.children[0]!.children.map((n) => n.label)).toEqual([
      'Van driver',
      'Car driver',
      'Coach',
    ]);
    expect(groups[1]!.children[0]!.label).toBe('Drivers');
  });

  it('omits empty groups', () => {
    expect(groupRoles([{ id: 1, name: 'A', type: 'system' }]).map((g) => g.id)).toEqual(['system']);
  });
});

describe('role selector', () => {
  it('lists rows with levels and flags inactive roles', () => {
    const c = createRoleSelectorController({ roles: list });
    expect(keys(c)).toEqual([
      'group:volunteer',
      'family:volunteer:f1',
      'role:1',
      'role:2',
      'role:6',
      'role:4',
      'group:non-volunteer',
      'family:non-volunteer:f1',
      'role:3',
      'group:system',
      'role:5',
    ]);
    const rows = c.getState().rows;
    expect(rows.find((r) => r.key === 'role:2')).toMatchObject({ inactive: true, level: 3 });
    expect(rows.find((r) => r.key === 'role:4')).toMatchObject({
      level: 2,
      posInSet: 2,
      setSize: 2,
    });
  });

  it('shows partly selected groups and families as mixed', () => {
    const c = createRoleSelectorController({ roles: list });
    c.toggle('role:1');
    const checked = Object.fromEntries(c.getState().rows.map((r) => [r.key, r.checked]));
    expect(checked).toMatchObject({
      'group:volunteer': 'mixed',
      'family:volunteer:f1': 'mixed',
      'role:1': true,
      'group:system': false,
    });
    c.toggle('family:volunteer:f1');
    expect(c.getState().selectedIds).toEqual([1, 2, 6]);
    c.toggle('role:4');
    expect(c.getState().rows[0]!.checked).toBe(true);
    c.toggle('group:volunteer');
    expect(c.getState().selectedIds).toEqual([]);
  });

  it('keeps preselected roles checked and locked', () => {
    const c = createRoleSelectorController({ roles: list, preselected: [5, 1] });
    expect(c.getState().selectedIds).toEqual([1, 5]);
    c.toggle('role:1');
    expect(c.getState().selectedIds).toEqual([1, 5]);
    expect(c.getState().rows.find((r) => r.key === 'role:1')!.locked).toBe(true);
    expect(c.getState().rows.find((r) => r.key === 'group:system')).toMatchObject({
      locked: true,
      checked: true,
    });
    c.toggle('group:volunteer'); // selects the rest
    expect(c.getState().selectedIds).toEqual([1, 2, 6, 4, 5]);
    c.toggle('group:volunteer'); // deselects all but the locked one
    expect(c.getState().selectedIds).toEqual([1, 5]);
    expect(c.getState().rows[0]!.checked).toBe('mixed');
    c.setSelection([]);
    expect(c.getState().selectedIds).toEqual([1, 5]);
  });

  it('collapses and filters', () => {
    const c = createRoleSelectorController({ roles: list });
    c.toggleExpanded('group:volunteer');
    expect(keys(c).slice(0, 2)).toEqual(['group:volunteer', 'group:non-volunteer']);
    c.setQuery('DRIV');
    expect(keys(c)).toEqual(['group:volunteer', 'family:volunteer:f1', 'role:1', 'role:2']);
    c.setQuery('');
    expect(keys(c)[1]).toBe('group:non-volunteer');
    c.setExpanded('group:volunteer', true);
    expect(keys(c)[1]).toBe('family:volunteer:f1');
  });

  it('scales to 2,000 roles', () => {
    const c = createRoleSelectorController({ roles: generateRoles(2000) });
    expect(c.getState().roleCount).toBe(2000);
    c.toggle('group:volunteer');
    expect(c.getState().selectedIds.length).toBeGreaterThan(500);
  });
});
