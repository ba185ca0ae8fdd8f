import { RoleSelector, type RoleSelectorProps } from '@volunteerkit/widgets';
import { useUser } from '../../app/hooks.js';
import { mayActOn } from '../../app/access.js';
import { ErrorState, Loading } from '../../app/states.js';
import { isRecord } from '../../registry/infer.js';
import type { Person } from './person.js';
import { SaveActions, usePersonSetEditor } from './personSave.js';
import { updatePerson, useApi, useLoad } from './usePersonData.js';
import { useRecordText } from '../me/useRecordText.js';

type RoleItem = RoleSelectorProps['roles'][number];
type RoleId = number | string;

/** The organisation's roles (role profiles) as the role selector takes them. */
export function readRoles(rows: readonly unknown[]): RoleItem[] {
  return rows.filter(isRecord).flatMap((r) => {
    const id = r.id;
    if ((typeof id !== 'number' && typeof id !== 'string') || typeof r.name !== 'string') return [];
    const family =
      isRecord(r.family) && (typeof r.family.id === 'number' || typeof r.family.id === 'string')
        ? { id: r.family.id, name: typeof r.family.name === 'string' ? r.family.name : null }
        : null;
    return [
      {
        id,
        name: r.name,
        type: typeof r.type === 'string' ? r.type : 'volunteer',
        status: typeof r.status === 'string' ? r.status : null,
        family,
      },
    ];
  });
}

/** Role ids of the names a person holds, and the names the organisation has no role for. */
export function matchRoles(roles: readonly RoleItem[], names: readonly string[]) {
  const byName = new Map(roles.map((r) => [r.name, r.id] as const));
  const ids: RoleId[] = [];
  const unknown: string[] = [];
  for (const n of names) {
    const id = byName.get(n);
    if (id === undefined) unknown.push(n);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/**
 * The person's roles in the widgets' role selector (grouped by type and
 * family). Saving writes the role names to the person with the version read
 * (`If-Match`) and shows what the server stored.
 */
export function RolesPanel({ person, onSaved }: { person: Person; onSaved: (p: Person) => void }) {
  const api = useApi();
  const me = useUser();
  const canEdit =
    (me?.permissions ?? []).includes('edit-users') &&
    mayActOn(me, { id: person.id, permissions: person.record.permissions });
  const roles = useLoad(
    async (signal) =>
      readRoles(await api.organisation.roleProfiles.listAll({ per_page: 500 }, { signal })),
    'role-profiles',
  );
  const editor = usePersonSetEditor<RoleId>(onSaved);
  const { text, fill } = useRecordText();

  if (roles.status === 'loading') return <Loading label={text.loadingRoles} />;
  if (roles.status === 'error') return <ErrorState error={roles.error} onRetry={roles.reload} />;
  const { ids: held, unknown } = matchRoles(roles.data, person.roles);
  const value = editor.draft ?? held;
  const names = (ids: readonly RoleId[]) =>
    roles.data.filter((r) => ids.includes(r.id)).map((r) => r.name);

  const save = () =>
    editor.save(
      () => updatePerson(api, person, { roles: [...names(value), ...unknown] }),
      ({ roles: stored }) =>
        fill(text.savedRoles, {
          name: person.name,
          roles: stored.length === 0 ? text.noRoles : stored.join(', '),
        }),
    );

  return (
    <section aria-labelledby="roles-heading" className="vkp-person-section">
      <h2 id="roles-heading">{text.sectionRoles}</h2>
      <p data-testid="held-roles">
        {person.roles.length === 0
          ? fill(text.holdsNoRoles, { name: person.name })
          : fill(text.holdsRoles, { name: person.name, roles: person.roles.join(', ') })}
      </p>
      {unknown.length > 0 ? <p>{fill(text.keptRoles, { names: unknown.join(', ') })}</p> : null}
      {canEdit ? (
        <>
          <RoleSelector
            key={`${person.etag ?? ''}`}
            roles={roles.data}
            value={value}
            label={fill(text.rolesOf, { name: person.name })}
            onValueChange={(ids) => editor.setDraft(ids)}
          />
          <SaveActions
            editor={editor}
            held={held}
            saveLabel={text.saveRoles}
            onSave={() => void save()}
          />
        </>
      ) : null}
    </section>
  );
}
