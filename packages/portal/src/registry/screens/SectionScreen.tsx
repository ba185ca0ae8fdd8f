import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { canAccess } from '../access.js';
import { findNavArea } from '../navigation.js';
import { BESPOKE_SCREENS, callUrl, isStaffScreen, screenLabel } from '../navModel.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { findSection, SECTIONS, type NavSection } from '../sections.js';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { useServices } from '../../app/services.js';
import { Card } from '../../app/ui/Card.js';
import { EmptyState } from '../../app/ui/EmptyState.js';
import { StatGrid, StatTile } from '../../app/ui/StatTile.js';
import { LatestRecords, listHref } from './LatestRecords.js';
import { useListTotal } from './useListTotal.js';
import '../../app/shell/shell.css';

const NUMBER = new Intl.NumberFormat('en-GB');
/** Reports and views listed on the card; the rest are under the disclosure. */
const SHOWN_VIEWS = 8;

function ListTile({ def, label }: { def: ResourceDef; label: string }) {
  const total = useListTotal(def);
  const value =
    total.status === 'known' ? NUMBER.format(total.total) : total.status === 'loading' ? '…' : null;
  const hint =
    total.status === 'error'
      ? 'Not available to you'
      : total.status === 'loading'
        ? 'Counting…'
        : undefined;
  return <StatTile label={label} value={value} href={listHref(def)} {...(hint ? { hint } : {})} />;
}

/**
 * A section's landing page (`/area/<id>`): what staff do there, its key lists
 * with their live totals, its bespoke screens, its reports, and every other
 * record type of its areas behind a disclosure (the generic catalogue screens).
 */
export function SectionScreen() {
  const id = useParams().areaId ?? '';
  const section = findSection(id);
  if (!section) return <UnknownSection id={id} />;
  if (section.id === 'home') return <Navigate to="/" replace />;
  if (section.id === 'explorer') return <Navigate to="/explorer" replace />;
  return <SectionLanding section={section} />;
}

function UnknownSection({ id }: { id: string }) {
  return (
    <Page title="Section not found">
      <EmptyState
        title={`There is no section called “${id.slice(0, 40)}”`}
        action={<a href="/">Go to the dashboard</a>}
      >
        <p>Choose a section from the menu, or search with Ctrl+K.</p>
      </EmptyState>
    </Page>
  );
}

function SectionLanding({ section }: { section: NavSection }) {
  const { registry } = useServices();
  const user = useUser();
  if (!canAccess(section, user))
    return (
      <Page title={section.label}>
        <EmptyState title="Not available" action={<a href="/">Go to the dashboard</a>}>
          <p>Your role or your organisation’s package does not include {section.label}.</p>
        </EmptyState>
      </Page>
    );
  const areas = section.areas.filter((a) => {
    const area = findNavArea(a);
    return area ? canAccess(area, user) : false;
  });
  const screens = BESPOKE_SCREENS.filter(
    (b) => areas.includes(b.area) && b.to !== section.to && canAccess(b, user),
  ).map((b) => ({ ...b, label: screenLabel(b.label, section) }));
  const lists = section.lists.flatMap((l) => {
    const def = registry.byAccessor.get(l.resource);
    return def && areas.includes(def.navArea) && def.operations.has('list')
      ? [{ def, label: l.label, ...(l.add ? { add: l.add } : {}) }]
      : [];
  });
  const keyed = new Set(lists.map((l) => l.def.key));
  const others = registry.resources.filter(
    (r) =>
      areas.includes(r.navArea) &&
      r.params.length === 0 &&
      !keyed.has(r.key) &&
      isStaffScreen(r.accessor),
  );
  const views = registry.actions.filter(
    (a) =>
      areas.includes(a.navArea) && a.view && a.params.length === 0 && isStaffScreen(a.accessor),
  );
  const creatable = lists.filter((l) => l.def.screens.has('create'));
  const explorer = SECTIONS.find((s) => s.id === 'explorer')!;
  return (
    <Page title={section.label}>
      <p className="vkp-lead">{section.summary}</p>
      {lists.length > 0 ? (
        <StatGrid label={`${section.label} at a glance`}>
          {lists.map((l) => (
            <ListTile key={l.def.key} def={l.def} label={l.label} />
          ))}
        </StatGrid>
      ) : null}
      {lists[0] ? <LatestRecords def={lists[0].def} label={lists[0].label} /> : null}
      <div className="vkp-landing-grid">
        <LinksCard
          title="Screens"
          links={screens.map((sc) => ({ key: sc.to, href: sc.to, label: sc.label }))}
        />
        <LinksCard
          title="Quick actions"
          links={creatable.map((l) => ({
            key: l.def.key,
            href: manageUrl(l.def, {}, 'create'),
            label: l.add ?? `New: ${l.label}`,
          }))}
        />
        <LinksCard
          title="Reports and views"
          links={views
            .slice(0, SHOWN_VIEWS)
            .map((a) => ({ key: a.key, href: callUrl(a), label: a.label }))}
        >
          {views.length > SHOWN_VIEWS ? (
            <p className="vkp-muted">
              {views.length - SHOWN_VIEWS} more under “All {section.label.toLowerCase()} records”.
            </p>
          ) : null}
        </LinksCard>
      </div>
      {others.length > 0 || views.length > SHOWN_VIEWS ? (
        <details className="vkp-landing-more">
          <summary>
            All {section.label.toLowerCase()} records (
            {others.length + lists.length + Math.max(0, views.length - SHOWN_VIEWS)})
          </summary>
          <ul className="vkp-landing-columns">
            {[...lists.map((l) => l.def), ...others].map((r) => (
              <li key={r.key}>
                <a href={manageUrl(r, {})}>{r.fullLabel}</a>
              </li>
            ))}
            {views.slice(SHOWN_VIEWS).map((a) => (
              <li key={a.key}>
                <a href={callUrl(a)}>{a.label}</a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {canAccess(explorer, user) ? (
        <p className="vkp-muted">
          Administrators: every call of this section is in the{' '}
          <a href={`/explorer/${areas[0] ?? ''}`}>Data explorer</a>.
        </p>
      ) : null}
    </Page>
  );
}

/** A card of links on a landing page, left out when it has none. */
function LinksCard({
  title,
  links,
  children,
}: {
  title: string;
  links: readonly { key: string; href: string; label: string }[];
  children?: ReactNode;
}) {
  if (links.length === 0) return null;
  return (
    <Card title={title}>
      <ul className="vkp-landing-links">
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}

export default SectionScreen;
