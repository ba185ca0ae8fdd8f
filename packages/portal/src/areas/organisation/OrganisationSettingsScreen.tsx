import { useState } from 'react';
import { useCan } from '../../app/useCan.js';
import { useServices } from '../../app/services.js';
import { ListScreen } from '../../registry/screens/ListScreen.js';
import { resourceCrumbs } from '../../registry/screens/ResourceScreen.js';
import { resolveManagePath } from '../../registry/registry.js';
import { WaitlistSettingsCard } from './WaitlistSettingsCard.js';

/**
 * The organisation settings screen (`/manage/organisation`): the organisation's record as
 * the generic list shows it, and, for those who manage the organisation, the field group
 * of the waitlist's settings (issue 48) above it.
 */
export default function OrganisationSettingsScreen() {
  const { registry } = useServices();
  const manages = useCan('manage-organisation');
  const route = resolveManagePath(registry, ['organisation'])!;
  // A save of the waitlist's settings reads the record below again (a new list).
  const [saves, setSaves] = useState(0);
  return (
    <ListScreen
      def={route.resource}
      reloadKey={saves}
      params={route.params}
      crumbs={resourceCrumbs(registry, route.resource, route.params)}
      beforeList={manages ? <WaitlistSettingsCard onSaved={() => setSaves((n) => n + 1)} /> : null}
    />
  );
}
