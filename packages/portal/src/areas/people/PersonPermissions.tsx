import { Link } from 'react-router';
import { useCan } from '../../app/useCan.js';
import { PermissionSummary } from '../../app/ui/PermissionChecklist.js';
import { isRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import { useApi, useLoad } from './usePersonData.js';

interface Group {
  id: string;
  name: string;
  permissions: string[];
}

/** The permission groups of a list payload. */
export function readGroups(rows: readonly unknown[]): Group[] {
  return rows.filter(isRecord).flatMap((r) =>
    (typeof r.id === 'number' || typeof r.id === 'string') && typeof r.name === 'string'
      ? [
          {
            id: String(r.id),
            name: r.name,
            permissions: Array.isArray(r.permissions)
              ? r.permissions.filter((p): p is string => typeof p === 'string')
              : [],
          },
        ]
      : [],
  );
}

/**
 * What a person may do, in words and grouped by area, and through which of
 * their permission groups each comes ("given directly" when none): shown to
 * staff on the person's profile. Without the right to read the groups, the
 * permissions are still listed, without where they come from.
 */
export function PersonPermissions({ person }: { person: Person }) {
  const api = useApi();
  const canEdit = useCan('edit-users');
  const canManage = useCan('manage-permissions');
  const canReadGroups = canEdit || canManage;
  const groups = useLoad(
    async (signal) =>
      canReadGroups
        ? readGroups(await api.organisation.permissionGroups.listAll({ per_page: 200 }, { signal }))
        : [],
    `permission-groups:${String(canReadGroups)}`,
  );
  const held = Array.isArray(person.record.permissions)
    ? person.record.permissions.filter((p): p is string => typeof p === 'string')
    : [];
  const ids = Array.isArray(person.record.permission_group_ids)
    ? person.record.permission_group_ids.map(String)
    : [];
  const theirs = groups.status === 'success' ? groups.data.filter((g) => ids.includes(g.id)) : [];
  const known = groups.status === 'success' && canReadGroups;
  // One group giving everything: said once above the list, not on every line.
  const oneSource = theirs.length === 1 && held.every((p) => theirs[0]!.permissions.includes(p));
  const through =
    known && !oneSource && theirs.length > 0
      ? (name: string) => theirs.filter((g) => g.permissions.includes(name)).map((g) => g.name)
      : undefined;
  return (
    <section aria-labelledby="permissions-heading" className="vkp-person-section">
      <h2 id="permissions-heading">What {person.name} may do</h2>
      {known ? (
        <p data-testid="permission-groups">
          {theirs.length === 0
            ? `${person.name} is in no permission group: what they may do was given to them directly.`
            : oneSource
              ? `Everything below comes through the permission group ${theirs[0]!.name}.`
              : `In the permission groups ${theirs.map((g) => g.name).join(' and ')}; each line says which gives it.`}{' '}
          {canManage && theirs.length > 0 ? (
            <Link to={`/manage/organisation/permission-groups/${theirs[0]!.id}/edit`}>
              Change what {theirs[0]!.name} may do
            </Link>
          ) : null}
        </p>
      ) : null}
      <PermissionSummary permissions={held} {...(through ? { through } : {})} />
    </section>
  );
}
