import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { useServices } from '../../app/services.js';
import { canAccess } from '../access.js';
import { findNavArea, NAV_AREAS } from '../navigation.js';
import { findSection, sectionOfArea } from '../sections.js';
import { BESPOKE_SCREENS, callUrl } from '../navModel.js';
import { isSafeParam } from '../paths.js';
import { manageUrl, type ActionDef, type ResourceDef } from '../registry.js';
import { ActionRunner } from './ActionRunner.js';
import { NotAllowed } from '../../app/AreaGate.js';
import { NotFound } from './ResourceScreen.js';

/** The Data explorer's own access rule (administrators). */
const EXPLORER = findSection('explorer')!;

/**
 * The Data explorer's index (`/explorer`, administrators): every catalogue
 * area with the number of record types and calls it holds.
 */
export function ExplorerHome() {
  const { registry } = useServices();
  const user = useUser();
  if (!canAccess(EXPLORER, user)) return <NotAllowed area={EXPLORER.label} />;
  const areas = NAV_AREAS.filter((a) => canAccess(a, user));
  return (
    <Page title={EXPLORER.label}>
      <p className="vkp-lead">{EXPLORER.summary}</p>
      <ul className="vkp-explorer-areas">
        {areas.map((a) => {
          const resources = registry.resources.filter((r) => r.navArea === a.id).length;
          const calls = registry.actions.filter((c) => c.navArea === a.id).length;
          return (
            <li key={a.id}>
              <Link to={`/explorer/${a.id}`}>{a.label}</Link>{' '}
              <span className="vkp-muted">
                {resources} record types, {calls} calls
              </span>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}

/**
 * An area's index in the Data explorer (`/explorer/<area>`): every screen of
 * the area, so nothing in the catalogue is unreachable: top-level resources,
 * nested resources that have no parent record to start from (asking for their
 * path parameters), and stand-alone calls (views and actions).
 */
export function AreaScreen() {
  const { registry } = useServices();
  const user = useUser();
  const area = findNavArea(useParams().areaId ?? '');
  if (!area) return <NotFound />;
  if (!canAccess(EXPLORER, user)) return <NotAllowed area={EXPLORER.label} />;
  if (!canAccess(area, user))
    return (
      <Page title={area.label} crumbs={[{ label: EXPLORER.label, to: EXPLORER.to }]}>
        <p>Your role or your organisation's package does not include this area.</p>
      </Page>
    );
  const resources = registry.resources.filter((r) => r.navArea === area.id);
  const top = resources.filter((r) => r.params.length === 0);
  const orphans = resources.filter((r) => r.params.length > 0 && !r.parent);
  const calls = registry.actions.filter((a) => a.navArea === area.id);
  const bespoke = BESPOKE_SCREENS.filter((b) => b.area === area.id && canAccess(b, user));
  return (
    <Page
      title={area.label}
      crumbs={[{ label: EXPLORER.label, to: EXPLORER.to }, { label: area.label }]}
    >
      <LinkSection id="area-screens" title="Screens" items={bespoke} keyOf={(b) => b.to}>
        {(b) => <Link to={b.to}>{b.label}</Link>}
      </LinkSection>
      <LinkSection id="area-resources" title="Records" items={top} keyOf={(r) => r.key}>
        {(r) => (
          <>
            <Link to={manageUrl(r, {})}>{r.fullLabel}</Link>{' '}
            <span className="vkp-muted">{r.path}</span>
          </>
        )}
      </LinkSection>
      <LinkSection
        id="area-nested"
        title="Records that need a starting point"
        items={orphans}
        keyOf={(r) => r.key}
      >
        {(r) => <ParamsForm def={r} />}
      </LinkSection>
      <LinkSection id="area-calls" title="Reports and actions" items={calls} keyOf={(a) => a.key}>
        {(a) => (
          <>
            <Link to={callUrl(a)}>{a.label}</Link>{' '}
            <span className="vkp-muted">
              {a.entry.method} {a.entry.path}
            </span>
          </>
        )}
      </LinkSection>
    </Page>
  );
}

/** A titled list of links of the Data explorer, left out when it has no items. */
function LinkSection<T>({
  id,
  title,
  items,
  keyOf,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="vkp-link-list">
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}

function ParamsForm({ def }: { def: ResourceDef }) {
  const navigate = useNavigate();
  const uid = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="vkp-inline-form"
      aria-label={def.fullLabel}
      onSubmit={(e) => {
        e.preventDefault();
        const bad = def.params.find((p) => !isSafeParam((values[p] ?? '').trim()));
        if (bad) {
          setError(`Enter a valid ${bad}.`);
          return;
        }
        const clean = Object.fromEntries(def.params.map((p) => [p, (values[p] ?? '').trim()]));
        navigate(manageUrl(def, clean));
      }}
    >
      <span className="vkp-inline-label">{def.fullLabel}</span>
      {def.params.map((p) => (
        <span key={p}>
          <label htmlFor={`${uid}-${p}`}>{p}</label>
          <input
            id={`${uid}-${p}`}
            value={values[p] ?? ''}
            onChange={(e) => setValues({ ...values, [p]: e.target.value })}
          />
        </span>
      ))}
      <button type="submit" className="vkp-button">
        Open
      </button>
      {error ? (
        <span className="vkp-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** The `/call/:key` route: a stand-alone call's screen (reports, analytics, previews). */
export function CallScreen() {
  const { registry } = useServices();
  const key = useParams().callKey ?? '';
  const user = useUser();
  const action: ActionDef | undefined = registry.actions.find((a) => a.key === key);
  if (!action) return <NotFound />;
  const area = findNavArea(action.navArea);
  if (area && !canAccess(area, user)) return <NotAllowed area={area.label} />;
  return (
    <Page
      title={action.label}
      crumbs={[
        { label: sectionOfArea(action.navArea).label, to: sectionOfArea(action.navArea).to },
        { label: action.label },
      ]}
    >
      <ActionRunner key={key} action={action} known={{}} autoRun={action.view} />
    </Page>
  );
}
