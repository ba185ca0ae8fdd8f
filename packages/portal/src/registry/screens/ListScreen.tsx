import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, type Crumb } from '../../app/Page.js';
import type { FieldInput } from '../../app/ui/table/fields.js';
import type { AnyRecord } from '../infer.js';
import type { BulkContext } from '../../app/ui/table/BulkBar.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { ActionBar } from './ActionBar.js';
import { addLabelOf } from '../sections.js';
import { ListBody } from './ListBody.js';
import { OpenByIdForm } from './OpenByIdForm.js';
import { useWriteAccess } from '../writeAccess.js';
import { useListWords } from '../../app/ui/table/listWords.js';
import { ActionIcon } from '../../app/ui/ActionIcon.js';

/** Search box pause before the list reloads (spec 9). */
export const SEARCH_DELAY_MS = 500;

/**
 * The generic list screen: the portal's data table (server-side sort, filters
 * by field type, column chooser, selection with bulk actions, CSV export, saved
 * views, state in the URL) with a search box, columns from the resource's
 * override or inferred from the data, links to the record, and the create
 * button and collection actions the catalogue allows and the user's permissions
 * permit (a write the server would refuse is not offered).
 * Resources without a list operation get their create button, an "open by
 * id" form and their actions instead.
 */
export function ListScreen({
  def,
  params,
  crumbs,
  embedded = false,
  linkTo,
  title,
  rowExtras,
  rowDetails,
  readOnly = false,
  columns,
  columnExtras,
  bulkActions,
  beforeList,
  reloadKey = 0,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  crumbs: Crumb[];
  /** Rendered inside another screen (no page heading). */
  embedded?: boolean;
  /** Where a row links to; defaults to the generic record screen. */
  linkTo?: (id: string) => string;
  /** Heading instead of the resource's label. */
  title?: string;
  /** Extra controls per row (e.g. "Add sub-note"). */
  rowExtras?: (id: string) => ReactNode;
  /** Content shown under a row, across the table (e.g. a note's sub-notes). */
  rowDetails?: (row: AnyRecord, id: string) => ReactNode;
  /**
   * Only the rows: no create, edit, delete, actions or links to the generic
   * record screens (for users who may see the list but not those screens).
   */
  readOnly?: boolean;
  /** Default columns instead of the resource's override or the inferred ones. */
  columns?: readonly FieldInput[];
  /** Extra column settings (a type, choices, a badge renderer) by field. */
  columnExtras?: Readonly<Record<string, Partial<FieldInput>>>;
  /** The screen's own bulk actions on the selection (e.g. the people list's "Add to team"). */
  bulkActions?: (ctx: BulkContext) => ReactNode;
  /** The screen's own controls over the list (e.g. the people list's actions on its filter). */
  beforeList?: ReactNode;
  /** A change reads the list again (the screen changed a record shown in it). */
  reloadKey?: number;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Embedded lists (several on one screen) keep their own page and search in the URL.
  const prefix = embedded ? `${def.key.split('/').pop() ?? 'list'}-` : '';
  const pageParam = `${prefix}page`;
  const searchParam = `${prefix}search`;
  const search = (searchParams.get(searchParam) ?? '').slice(0, 100);
  const [draft, setDraft] = useState(search);
  const words = useListWords();
  useEffect(() => {
    if (draft === search) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (draft) next.set(searchParam, draft);
          else next.delete(searchParam);
          next.delete(pageParam);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, setSearchParams, pageParam, searchParam]);

  const canList = def.screens.has('list');
  const may = useWriteAccess(def);
  const canCreate = def.screens.has('create') && !readOnly && may.create;
  // The section's words for adding one ("Add a person"), else "Create".
  const addLabel = def.upload ? undefined : addLabelOf(def.accessor);
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((g) => g + 1);

  const actions = (
    <>
      {canCreate ? (
        <Link className="vkp-button vkp-primary" to={manageUrl(def, params, 'create')}>
          <ActionIcon action="add" />
          {addLabel ?? (
            <>
              {def.upload ? words.upload : words.create}
              <span className="vkp-visually-hidden"> {def.label.toLowerCase()}</span>
            </>
          )}
        </Link>
      ) : null}
    </>
  );

  const body = !canList ? (
    <>
      <p>
        This resource cannot be listed. {def.screens.has('show') ? 'Open a record by its id:' : ''}
      </p>
      {!readOnly && (def.screens.has('show') || def.screens.has('edit')) ? (
        <OpenByIdForm def={def} params={params} />
      ) : null}
    </>
  ) : (
    <ListBody
      key={`${generation}:${reloadKey}`}
      def={def}
      params={params}
      prefix={prefix}
      linkTo={linkTo}
      rowExtras={rowExtras}
      rowDetails={rowDetails}
      readOnly={readOnly}
      may={may}
      savedViews={!embedded}
      {...(title ? { title } : {})}
      {...(columns ? { columns } : {})}
      {...(columnExtras ? { columnExtras } : {})}
      {...(bulkActions ? { bulkActions } : {})}
    />
  );

  const content = (
    <>
      {readOnly ? null : (
        <ActionBar
          def={def}
          params={params}
          scope="collection"
          onDone={canList ? reload : undefined}
        />
      )}
      {canList && embedded ? (
        <div className="vkp-search">
          <label htmlFor={`search-${def.key}`}>{words.search}</label>
          <input
            id={`search-${def.key}`}
            type="search"
            placeholder={words.search}
            maxLength={100}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
      ) : null}
      {beforeList}
      {body}
    </>
  );

  if (embedded)
    return (
      <div className="vkp-embedded-list">
        <div className="vkp-page-actions">{actions}</div>
        {content}
      </div>
    );
  return (
    <Page
      title={title ?? def.fullLabel}
      crumbs={crumbs}
      {...(canCreate
        ? {
            primary: {
              label: addLabel ?? (def.upload ? 'Upload' : 'Create'),
              to: manageUrl(def, params, 'create'),
            },
          }
        : {})}
      {...(canList
        ? { search: { onSearch: setDraft, maxLength: 100, delay: 0, defaultValue: search } }
        : {})}
    >
      {content}
    </Page>
  );
}
