import { AvailabilityPanel } from './AvailabilityPanel.js';
import { ExpensesPanel } from './ExpensesPanel.js';
import { GuardiansPanel } from './GuardiansPanel.js';
import { InductionsPanel } from './InductionsPanel.js';
import type { Person } from './person.js';
import { ProfilePanel } from './ProfilePanel.js';
import { PersonPermissions } from './PersonPermissions.js';
import { useCan } from '../../app/useCan.js';
import { AllRecords, ResourceLists } from './ResourceLists.js';
import { RolesPanel } from './RolesPanel.js';
import type { PersonSection } from './sections.js';
import { TeamsPanel } from './TeamsPanel.js';
import { PersonAtRisk } from '../safety/PersonAtRisk.js';

/** The content of one tab of a person's record. */
export function SectionPanel({
  section,
  person,
  onPersonChanged,
}: {
  section: PersonSection;
  person: Person;
  /** The person as the server stored them after a change made in the panel. */
  onPersonChanged: (person: Person) => void;
}) {
  // Staff see what a person may do; a volunteer reading their own record does not need it.
  const staff = useCan('view-users');
  switch (section.id) {
    case 'profile':
      return (
        <>
          <ProfilePanel person={person} />
          {staff ? <PersonPermissions person={person} /> : null}
        </>
      );
    case 'roles':
      return <RolesPanel person={person} onSaved={onPersonChanged} />;
    case 'teams':
      return <TeamsPanel person={person} onSaved={onPersonChanged} />;
    case 'availability':
      return <AvailabilityPanel person={person} />;
    case 'inductions':
      return <InductionsPanel person={person} />;
    case 'expenses':
      return <ExpensesPanel person={person} />;
    case 'guardians':
      return <GuardiansPanel person={person} />;
    case 'all':
      return <AllRecords userId={person.id} />;
    case 'consents':
      return (
        <>
          {staff ? <PersonAtRisk userId={person.id} /> : null}
          <ResourceLists userId={person.id} resources={section.resources} />
        </>
      );
    default:
      return <ResourceLists userId={person.id} resources={section.resources} />;
  }
}
