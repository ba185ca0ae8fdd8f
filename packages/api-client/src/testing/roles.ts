import type { Role, RoleFamilyItem } from '../headless/roles/roles.js';

/**
 * Generates a deterministic role list of `count` roles (a mix of family items and
 * loose roles of the three types), for demos, tests and benchmarks.
 *
 * @example
 * generateRoles(2000);
 */
export function generateRoles(count: number, familySize = 8): (Role | RoleFamilyItem)[] {
  const types = ['volunteer', 'non-volunteer', 'system'] as const;
  const items: (Role | RoleFamilyItem)[] = [];
  let family: RoleFamilyItem | null = null;
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const role: Role = {
      id,
      name: `Role ${id}`,
      type: types[i % 5 === 4 ? 2 : i % 2]!,
      status: i % 11 === 10 ? 'inactive' : 'active',
    };
    if (i % 4 === 3) {
      items.push(role);
      continue;
    }
    if (!family || (family.roles?.length ?? 0) >= familySize) {
      family = { id: `f${id}`, name: `Family ${id}`, type: 'family', roles: [] };
      items.push(family);
    }
    (family.roles as Role[]).push(role);
  }
  return items;
}
