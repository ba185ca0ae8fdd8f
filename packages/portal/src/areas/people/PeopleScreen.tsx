import { Page } from '../../app/Page.js';
import { useServices } from '../../app/services.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';

/** The people list: every user, searchable, each opening their record. */
export default function PeopleScreen() {
  const { registry } = useServices();
  const users = registry.byKey.get('users');
  if (!users)
    return (
      <Page title="People">
        <p>The catalogue has no users resource.</p>
      </Page>
    );
  return (
    <ListScreen
      def={users}
      params={{}}
      title="People"
      crumbs={[{ label: 'People', to: '/area/people' }]}
      linkTo={(id) => `/people/${encodeURIComponent(id)}`}
    />
  );
}
