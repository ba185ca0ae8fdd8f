import { Link, useParams } from 'react-router';
import { TeamNameLink } from '@volunteerkit/widgets';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useRequest } from '../../app/useRequest.js';
import { isRecord, normaliseRecord, recordTitle, type AnyRecord } from '../../registry/infer.js';
import { isSafeParam } from '../../registry/paths.js';
import { childParams, manageUrl, type ResourceDef } from '../../registry/registry.js';
import { ActionBar } from '../../registry/screens/ActionBar.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { RecordFields } from '../../registry/screens/RecordTable.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { DeleteRecordButton } from '../../registry/screens/DeleteRecordButton.js';
import { useNavigate } from 'react-router';
import { SubNotes } from './SubNotes.js';

/**
 * Records created under one row of a section through the generic create form:
 * sub-touchpoints of a touchpoint. (A note's sub-notes are shown and added
 * under the note itself, see `SubNotes`.)
 */
const SUB_RECORDS: Readonly<Record<string, string>> = {
  'users/:/touchpoints': 'users/:/touchpoints/:/sub-touchpoints',
};

/** The notes section and the sub-notes shown under each note. */
const NOTES_KEY = 'users/:/notes';
const SUB_NOTES_KEY = 'users/:/notes/:/sub-notes';

function subRecordLink(sub: ResourceDef | undefined, userId: string) {
  if (!sub || !sub.screens.has('create')) return undefined;
  const label = sub.tabLabel.replace(/s$/, '').toLowerCase();
  return (rowId: string) => (
    <Link className="vkp-button" to={manageUrl(sub, childParams(sub, { userId }, rowId), 'create')}>
      Add {label}
      <span className="vkp-visually-hidden"> to {rowId}</span>
    </Link>
  );
}

/** The sections of a user's record and the sub-resources each shows. */
export const USER_SECTIONS: ReadonlyArray<{ id: string; label: string; resources: string[] }> = [
  { id: 'profile', label: 'Profile', resources: [] },
  {
    id: 'contact',
    label: 'Contact details',
    resources: [
      'users/:/email-addresses',
      'users/:/phone-numbers',
      'users/:/postal-addresses',
      'users/:/emergency-contacts',
    ],
  },
  { id: 'roles', label: 'Roles', resources: ['users/:/role-profiles'] },
  { id: 'teams', label: 'Teams', resources: [] },
  { id: 'notes', label: 'Notes', resources: ['users/:/notes'] },
  { id: 'touchpoints', label: 'Touchpoints', resources: ['users/:/touchpoints'] },
  { id: 'messages', label: 'Messages', resources: ['users/:/messaging'] },
  { id: 'all', label: 'All records', resources: [] },
];

/**
 * A user's record: profile, contact details, roles, teams, notes (with
 * sub-notes on each note), touchpoints, messages, and every other
 * sub-record of the catalogue under "All records".
 */
export default function UserRecordScreen() {
  const { registry } = useServices();
  const navigate = useNavigate();
  const { userId = '', section = 'profile' } = useParams();
  const users = registry.byKey.get('users');
  const valid = isSafeParam(userId);
  const user = useRequest<unknown>(
    valid ? { method: 'GET', path: `users/${userId}`, template: '/users/' } : null,
    `user:${userId}`,
  );
  const current = USER_SECTIONS.find((s) => s.id === section);
  if (!valid || !users || !current) return <NotFound />;
  const record = user.status === 'success' ? normaliseRecord(user.data) : null;
  const title = record ? recordTitle(record, 'name') : `Person ${userId}`;
  const base = `/people/${encodeURIComponent(userId)}`;
  const subs = current.resources
    .map((k) => registry.byKey.get(k))
    .filter((d): d is ResourceDef => !!d);
  const children = users.children
    .map((k) => registry.byKey.get(k))
    .filter((d): d is ResourceDef => !!d);

  return (
    <Page
      title={title}
      crumbs={[{ label: 'People', to: '/people' }, { label: title }]}
      actions={
        <>
          {users.screens.has('edit') ? (
            <Link className="vkp-button" to={manageUrl(users, {}, 'edit', userId)}>
              Edit profile
            </Link>
          ) : null}
          {users.screens.has('delete') ? (
            <DeleteRecordButton
              def={users}
              params={{}}
              id={userId}
              onDeleted={() => navigate('/people')}
            />
          ) : null}
        </>
      }
    >
      <nav aria-label="Record sections" className="vkp-tabs">
        <ul>
          {USER_SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={s.id === 'profile' ? base : `${base}/${s.id}`}
                aria-current={s === current ? 'page' : undefined}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user.status === 'loading' ? (
        <Loading />
      ) : user.status === 'error' ? (
        <ErrorState error={user.error} onRetry={user.reload} />
      ) : current.id === 'profile' ? (
        record ? (
          <>
            <ActionBar def={users} params={{}} scope="item" id={userId} onDone={user.reload} />
            <RecordFields record={record} />
          </>
        ) : (
          <ErrorState error={new Error('The server sent a record the portal cannot read.')} />
        )
      ) : current.id === 'teams' ? (
        <UserTeams record={record} userId={userId} />
      ) : current.id === 'all' ? (
        <ul className="vkp-link-list">
          {children.map((c) => (
            <li key={c.key}>
              <Link to={`${manageUrl(users, {}, 'show', userId)}?tab=${encodeURIComponent(c.key)}`}>
                {c.tabLabel}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        subs.map((d) => {
          const subNotes = d.key === NOTES_KEY ? registry.byKey.get(SUB_NOTES_KEY) : undefined;
          return (
            <section key={d.key} aria-labelledby={`sec-${d.key}`}>
              <h2 id={`sec-${d.key}`}>{d.label}</h2>
              <ListScreen
                def={d}
                params={{ [d.parentParam ?? 'userId']: userId }}
                crumbs={[]}
                embedded
                rowExtras={subRecordLink(registry.byKey.get(SUB_RECORDS[d.key] ?? ''), userId)}
                rowDetails={
                  subNotes
                    ? (row, noteId) => (
                        <SubNotes
                          notes={d}
                          sub={subNotes}
                          userId={userId}
                          noteId={noteId}
                          row={row}
                        />
                      )
                    : undefined
                }
              />
            </section>
          );
        })
      )}
    </Page>
  );
}

function UserTeams({ record, userId }: { record: AnyRecord | null; userId: string }) {
  const user = useUser();
  const teams = record && Array.isArray(record.teams) ? record.teams.filter(isRecord) : [];
  const valid = teams.flatMap((t) =>
    (typeof t.id === 'number' || typeof t.id === 'string') && isSafeParam(t.id)
      ? [{ id: t.id, name: typeof t.name === 'string' ? t.name : `Team ${String(t.id)}` }]
      : [],
  );
  if (valid.length === 0) return <p>This person is not in any team.</p>;
  // Team names link to the team page only with 'view-related-hierarchy-touchpoints' (spec 2.6).
  return (
    <ul className="vkp-link-list">
      {valid.map((t) => (
        <li key={String(t.id)}>
          <TeamNameLink team={t} userId={userId} user={user} />
        </li>
      ))}
    </ul>
  );
}
