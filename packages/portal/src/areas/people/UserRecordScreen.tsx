import { Link, useNavigate, useParams } from 'react-router';
import { useUser } from '../../app/hooks.js';
import { mayActOn } from '../../app/access.js';
import { Page } from '../../app/Page.js';
import { Tabs } from '../../app/ui/Tabs.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { isSafeParam } from '../../registry/paths.js';
import { manageUrl } from '../../registry/registry.js';
import { DeleteRecordButton } from '../../registry/screens/DeleteRecordButton.js';
import { NotFound } from '../../registry/screens/ResourceScreen.js';
import { AnonymiseControl } from './AnonymiseControl.js';
import { BlockControl } from './BlockControl.js';
import { PasswordResetControl } from './PasswordResetControl.js';
import { needsGuardian, statusLabel, type Person } from './person.js';
import { SectionPanel } from './SectionPanel.js';
import { statusText } from './statusText.js';
import { USER_SECTIONS, findSection, sectionPath } from './sections.js';
import { usePerson } from './usePersonData.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';
import { useRecordText } from '../me/useRecordText.js';
import './people.css';

export { USER_SECTIONS } from './sections.js';

function StatusBadge({ person, minor }: { person: Person; minor: boolean }) {
  const { text, fill } = useRecordText();
  return (
    <p className="vkp-person-status-line">
      <span className="vkp-person-status" data-status={person.status} data-testid="person-status">
        <span className="vkp-visually-hidden">{text.statusPrefix}</span>
        {statusText(person.status, text) ?? statusLabel(person.status)}
      </span>
      {person.anonymised ? <span className="vkp-person-status">{text.anonymised}</span> : null}
      {minor ? <span className="vkp-person-status">{text.needsGuardian}</span> : null}
      {person.blocked && person.blockedReason ? (
        <span className="vkp-person-reason">
          {fill(text.blockedBecause, { reason: person.blockedReason })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * A person's record (`/people/{id}`, or one's own at `/me`): a header with their status and the people actions
 * (block/unblock after the can-be-blocked check, anonymisation, edit, delete),
 * and their sections as tabs, each at its own URL (`/people/{id}/{section}`).
 */
export default function UserRecordScreen() {
  const { registry } = useServices();
  const navigate = useNavigate();
  const me = useUser();
  const params = useParams();
  // `/me` and `/me/:section`: the signed-in user's own record.
  const self = params.userId === undefined;
  const userId = self ? String(me?.id ?? '') : params.userId;
  const section = params.section ?? 'profile';
  const users = registry.byAccessor.get('users');
  const valid = isSafeParam(userId);
  const person = usePerson(valid ? userId : '');
  const { text } = useRecordText();
  const current = findSection(section);
  if (!valid || !users || !current) return <NotFound />;

  const loaded = person.status === 'success' ? person.data : null;
  // Never the id as a name: "Person" while the record loads, "Unknown person" if it cannot be read.
  const title = loaded?.name ?? (person.status === 'error' ? UNKNOWN_PERSON : text.person);
  const perms = new Set(me?.permissions ?? []);
  const staff = perms.has('view-users');
  const own = me?.id !== undefined && String(me.id) === userId;
  const minor = loaded ? needsGuardian(loaded, new Date()) : false;
  // Nobody is offered what they may not do to the people above them (a leader on their coordinator).
  const above = loaded
    ? !mayActOn(me, { id: loaded.id, permissions: loaded.record.permissions })
    : false;
  const sections = USER_SECTIONS.filter(
    (s) => (!s.minorsOnly || minor || s === current) && (!s.staffOnly || staff),
  );
  if (current.staffOnly && !staff) return <NotFound />;

  return (
    <Page
      title={title}
      crumbs={self && !staff ? [] : [{ label: 'People', to: '/people' }, { label: title }]}
      actions={
        loaded ? (
          <>
            {users.screens.has('edit') && staff && !above ? (
              <Link className="vkp-button" to={manageUrl(users, {}, 'edit', userId)}>
                Edit profile
              </Link>
            ) : null}
            {perms.has('block-users') && !above && !loaded.anonymised ? (
              <BlockControl person={loaded} onChanged={person.replace} />
            ) : null}
            {perms.has('edit-users') && !own && !above && !loaded.anonymised ? (
              <PasswordResetControl person={loaded} />
            ) : null}
            {((perms.has('edit-users') && !above) || own) && !loaded.anonymised ? (
              <AnonymiseControl person={loaded} onChanged={person.replace} />
            ) : null}
            {users.screens.has('delete') && perms.has('delete-users') && !above ? (
              <DeleteRecordButton
                def={users}
                params={{}}
                id={userId}
                onDeleted={() => navigate('/people')}
              />
            ) : null}
          </>
        ) : null
      }
    >
      {person.status === 'loading' ? (
        <Loading />
      ) : person.status === 'error' ? (
        <ErrorState error={person.error} onRetry={person.reload} />
      ) : (
        <>
          <StatusBadge person={person.data} minor={minor} />
          <div className="vkp-person-record">
            <Tabs
              label={text.recordSections}
              selectedId={current.id}
              onSelect={(id) =>
                navigate(sectionPath(userId, id, self), { state: { keepFocus: true } })
              }
              tabs={sections.map((s) => ({
                id: s.id,
                label: text[s.labelKey],
                content: (
                  <SectionPanel section={s} person={person.data} onPersonChanged={person.replace} />
                ),
              }))}
            />
          </div>
        </>
      )}
    </Page>
  );
}
