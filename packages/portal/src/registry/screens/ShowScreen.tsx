import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page, type Crumb } from '../../app/Page.js';
import { ErrorState, Loading } from '../../app/states.js';
import { useServices } from '../../app/services.js';
import { useRequest } from '../../app/useRequest.js';
import { normaliseRecord, recordTitle } from '../infer.js';
import { childParams, manageUrl, type Registry, type ResourceDef } from '../registry.js';
import { recordPath } from '../requests.js';
import { ActionBar } from './ActionBar.js';
import { DeleteRecordButton } from './DeleteRecordButton.js';
import { ListScreen } from './ListScreen.js';
import { ReadableFields } from './ReadableValue.js';
import { presentationOf } from '../../presentation/resources.js';
import { recordListLabel } from '../../presentation/recordLists.js';
import { useRecordName } from '../../presentation/useRecordName.js';
import { useWriteAccess } from '../writeAccess.js';
import { ActionIcon } from '../../app/ui/ActionIcon.js';

/** The child resources of a record, as sections: named in the organisation's words, technical calls left out. */
export function childrenOf(registry: Registry, def: ResourceDef): ResourceDef[] {
  return def.children.flatMap((k) => {
    const d = registry.byKey.get(k);
    const label = d ? recordListLabel(d.accessor, d.tabLabel) : undefined;
    return d && label ? [label === d.tabLabel ? d : { ...d, tabLabel: label }] : [];
  });
}

/**
 * The generic record screen: its fields (when the catalogue allows `show`),
 * edit and delete buttons (only for a user who may make those writes), item actions, and a section per nested resource
 * with the parent's id filled in.
 */
export function ShowScreen({
  def,
  params,
  id,
  crumbs,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  id: string;
  crumbs: Crumb[];
}) {
  const { registry } = useServices();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const record = useRequest<unknown>(
    def.screens.has('show')
      ? { method: 'GET', path: recordPath(def, params, id, 'show'), template: def.path }
      : null,
    `${def.key}:${JSON.stringify(params)}:${id}`,
  );
  const children = childrenOf(registry, def);
  const tab = searchParams.get('tab');
  const activeChild = children.find((c) => c.key === tab);
  const data = record.status === 'success' ? normaliseRecord(record.data) : null;
  const named = useRecordName(def.accessor, data);
  const singular = presentationOf(def.accessor, def.label).singular;
  const title =
    data && def.overrides.titleField && typeof data[def.overrides.titleField] === 'string'
      ? recordTitle(data, def.overrides.titleField)
      : (named ?? singular.charAt(0).toUpperCase() + singular.slice(1));
  const here = manageUrl(def, params, 'show', id);
  // Only the writes the server would allow are offered (registry/writeAccess.ts).
  const may = useWriteAccess(def);

  return (
    <Page
      title={title}
      crumbs={[...crumbs, { label: def.fullLabel, to: manageUrl(def, params) }, { label: title }]}
      actions={
        <>
          {def.screens.has('edit') && may.edit ? (
            <Link className="vkp-button" to={manageUrl(def, params, 'edit', id)}>
              <ActionIcon action="edit" />
              Edit
            </Link>
          ) : null}
          {def.screens.has('delete') && may.delete ? (
            <DeleteRecordButton
              def={def}
              params={params}
              id={id}
              onDeleted={() => navigate(manageUrl(def, params))}
            />
          ) : null}
        </>
      }
    >
      <ActionBar
        def={def}
        params={params}
        scope="item"
        id={id}
        onDone={def.screens.has('show') ? record.reload : undefined}
      />
      {children.length > 0 ? (
        <nav aria-label="Sections" className="vkp-tabs">
          <ul>
            <li>
              <Link to={here} aria-current={!activeChild ? 'page' : undefined}>
                Details
              </Link>
            </li>
            {children.map((c) => (
              <li key={c.key}>
                <Link
                  to={`${here}?tab=${encodeURIComponent(c.key)}`}
                  aria-current={activeChild === c ? 'page' : undefined}
                >
                  {c.tabLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {activeChild ? (
        <section aria-label={activeChild.tabLabel} className="vkp-tab-panel">
          <h2>{activeChild.tabLabel}</h2>
          <ListScreen
            key={activeChild.key}
            def={activeChild}
            params={childParams(activeChild, params, id)}
            crumbs={[]}
            embedded
          />
          <p>
            <Link to={manageUrl(activeChild, childParams(activeChild, params, id))}>
              Open {activeChild.tabLabel.toLowerCase()} on their own page
            </Link>
          </p>
        </section>
      ) : !def.screens.has('show') ? (
        <p>This record's details cannot be shown; use its sections and actions.</p>
      ) : record.status === 'loading' ? (
        <Loading />
      ) : record.status === 'error' ? (
        <ErrorState error={record.error} onRetry={record.reload} />
      ) : data ? (
        <ReadableFields record={data} accessor={def.accessor} />
      ) : (
        <ErrorState
          error={new Error('The server sent a record the portal cannot read.')}
          onRetry={record.reload}
        />
      )}
    </Page>
  );
}
