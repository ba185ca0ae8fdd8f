import { describe, expect, it } from 'vitest';
import {
  PERMISSION_AREAS,
  PERMISSION_TABLE,
  permissionWords,
  permissionsByArea,
} from './permissionTable.js';

describe('the permissions in words', () => {
  it('names each permission once, with a plain name and one sentence of what it allows', () => {
    const names = PERMISSION_TABLE.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
    for (const w of PERMISSION_TABLE) {
      expect(w.name).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(w.label).toMatch(/^[A-Z][^.]*$/);
      expect(w.label).not.toContain('-users');
      expect(w.description).toMatch(/^[A-Z].*\.$/);
      expect(PERMISSION_AREAS).toContain(w.area);
    }
    expect(new Set(PERMISSION_TABLE.map((w) => w.label)).size).toBe(names.length);
  });

  it('groups them by area in the checklist order, every permission once', () => {
    const grouped = permissionsByArea();
    expect(grouped.map((g) => g.area)).toEqual([...PERMISSION_AREAS]);
    expect(grouped.flatMap((g) => g.permissions.map((p) => p.name))).toEqual(
      PERMISSION_TABLE.map((w) => w.name),
    );
    expect(permissionWords('view-users')?.label).toBe('View people');
    expect(permissionWords('view-user')).toBeUndefined();
  });
});
