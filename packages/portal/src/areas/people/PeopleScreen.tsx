import { useMemo, useState } from 'react';
import { Page } from '../../app/Page.js';
import { humanize } from '../../app/text.js';
import { resolveFields } from '../../app/ui/table/fields.js';
import { useServices } from '../../app/services.js';
import type { FieldInput } from '../../app/ui/table/fields.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { PERSON_STATUSES, StatusBadge, statusLabel } from './StatusBadge.js';
import { PeopleBulkActions } from './bulk/PeopleBulkActions.js';
import { AudienceActions } from './bulk/AudienceActions.js';
import { useLedTeams } from '../teams/useLedTeams.js';
import { useTeamTree } from '../teams/useTeamTree.js';

/** The people list's default columns; the column chooser offers the person's other fields. */
export const PEOPLE_COLUMNS: readonly FieldInput[] = [
  { field: 'id', label: 'ID', type: 'number' },
  { field: 'first_name', label: 'First name', type: 'text' },
  { field: 'last_name', label: 'Last name', type: 'text' },
  { field: 'email', label: 'E-mail', type: 'text' },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    options: PERSON_STATUSES,
    optionLabel: statusLabel,
    render: (value) => <StatusBadge status={value} />,
  },
  { field: 'start_date', label: 'Started', type: 'date' },
];

/** Other people fields whose type the rows alone do not tell. */
const EXTRAS: Readonly<Record<string, Partial<FieldInput>>> = {
  role: { type: 'enum', options: ['volunteer', 'team leader', 'coordinator', 'administrator'] },
  leave_date: { type: 'date', label: 'Left on' },
  last_scheduled_at: { type: 'date', label: 'Last scheduled' },
};

/**
 * The people list: every user in the portal's data table (sort, filters,
 * status badges, selection with e-mail, team and status changes, export of the
 * selection and the two-step bulk delete, CSV export, saved views), each opening
 * their record; with a filter in force or a saved view open, the same actions on
 * everyone it matches, resolved by the server when they run.
 */
export default function PeopleScreen() {
  const { registry } = useServices();
  const users = registry.byAccessor.get('users');
  const [generation, setGeneration] = useState(0);
  // A team leader's list holds only their teams' people (the server narrows it); say so.
  const led = useLedTeams(useTeamTree().nodes);
  // The typed columns, as the list builds its query from them (app/ui/table/ListView.tsx).
  const fields = useMemo(() => resolveFields(PEOPLE_COLUMNS, [], humanize), []);
  if (!users)
    return (
      <Page title="People">
        <p>The catalogue has no users resource.</p>
      </Page>
    );
  return (
    <ListScreen
      key={generation}
      def={users}
      params={{}}
      title="People"
      crumbs={[{ label: 'People', to: '/area/people' }]}
      linkTo={(id) => `/people/${encodeURIComponent(id)}`}
      columns={PEOPLE_COLUMNS}
      columnExtras={EXTRAS}
      bulkActions={(ctx) => <PeopleBulkActions ctx={ctx} />}
      beforeList={
        <>
          {led.note ? <p className="vkr-help">{led.note}</p> : null}
          <AudienceActions fields={fields} onDone={() => setGeneration((g) => g + 1)} />
        </>
      }
    />
  );
}
