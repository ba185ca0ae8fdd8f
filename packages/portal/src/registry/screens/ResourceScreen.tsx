import { Link, useParams } from 'react-router';
import { NotAllowed } from '../../app/AreaGate.js';
import { Page, type Crumb } from '../../app/Page.js';
import { useServices } from '../../app/services.js';
import { useUser } from '../../app/hooks.js';
import { canAccess } from '../access.js';
import { findNavArea } from '../navigation.js';
import { manageUrl, resolveManagePath, type Registry, type ResourceDef } from '../registry.js';
import { FormScreen } from './FormScreen.js';
import { ListScreen } from './ListScreen.js';
import { ShowScreen } from './ShowScreen.js';

/** Breadcrumbs of a resource: its area, then each parent list and record. */
export function resourceCrumbs(
  registry: Registry,
  def: ResourceDef,
  params: Record<string, string>,
): Crumb[] {
  const chain: Crumb[] = [];
  let child: ResourceDef = def;
  let parentKey = def.parent;
  while (parentKey) {
    const parent = registry.byKey.get(parentKey);
    if (!parent || !child.parentParam) break;
    const parentId = params[child.parentParam];
    if (parentId === undefined) break;
    chain.unshift(
      { label: parent.fullLabel, to: manageUrl(parent, params) },
      {
        label: `${parent.label} ${parentId}`,
        to: `${manageUrl(parent, params, 'show', parentId)}?tab=${encodeURIComponent(child.key)}`,
      },
    );
    child = parent;
    parentKey = parent.parent;
  }
  const area = findNavArea(def.navArea);
  return [{ label: area?.label ?? 'Portal', to: `/area/${def.navArea}` }, ...chain];
}

/** The `/manage/*` route: resolves the URL to a resource and one of its generic screens. */
export function ResourceScreen() {
  const { registry } = useServices();
  const splat = useParams()['*'] ?? '';
  let parts: string[];
  try {
    parts = splat
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    parts = [];
  }
  const route = parts.length > 0 ? resolveManagePath(registry, parts) : null;
  const user = useUser();
  if (!route) return <NotFound />;
  const area = findNavArea(route.resource.navArea);
  if (area && !canAccess(area, user)) return <NotAllowed area={area.label} />;
  const crumbs = resourceCrumbs(registry, route.resource, route.params);
  const key = `${route.screen}:${splat}`;
  switch (route.screen) {
    case 'list':
      return <ListScreen key={key} def={route.resource} params={route.params} crumbs={crumbs} />;
    case 'create':
      return (
        <FormScreen
          key={key}
          def={route.resource}
          params={route.params}
          mode="create"
          crumbs={crumbs}
        />
      );
    case 'edit':
      return (
        <FormScreen
          key={key}
          def={route.resource}
          params={route.params}
          mode="edit"
          id={route.id}
          crumbs={crumbs}
        />
      );
    case 'show':
      return (
        <ShowScreen
          key={key}
          def={route.resource}
          params={route.params}
          id={route.id}
          crumbs={crumbs}
        />
      );
  }
}

/** The page for an unknown URL. */
export function NotFound() {
  return (
    <Page title="Page not found">
      <p>This address does not match any screen of the portal.</p>
      <p>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </Page>
  );
}
