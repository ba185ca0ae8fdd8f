import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services.js';
import { ListView } from '../../app/ui/table/ListView.js';
import type { FieldInput } from '../../app/ui/table/fields.js';
import { presentColumn } from '../../presentation/PresentedValue.js';
import { useReferenceCache } from '../../presentation/useReferences.js';
import { ReferenceLinks } from '../../presentation/ReferenceField.js';
import type { BulkContext } from '../../app/ui/table/BulkBar.js';
import { presentationOf } from '../../presentation/resources.js';
import type { AnyRecord } from '../infer.js';
import { isSafeParam } from '../paths.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { collectionPath, recordPath } from '../requests.js';
import { BulkCallActions } from './BulkCallActions.js';
import { bulkCallsFor } from './bulkCalls.js';
import { DeleteRecordButton } from './DeleteRecordButton.js';
import type { WriteKind } from '../writeAccess.js';
import { useListWords } from '../../app/ui/table/listWords.js';
import { ActionIcon } from '../../app/ui/ActionIcon.js';

/**
 * The rows of a generic list: the data table wired to the resource (its list
 * request, links to its records, edit and delete per row, the two-step bulk
 * delete and the catalogue's bulk calls on the selection).
 */
export function ListBody({
  def,
  params,
  prefix,
  title,
  linkTo,
  rowExtras,
  rowDetails,
  readOnly,
  may = { create: true, edit: true, delete: true },
  savedViews,
  columns,
  columnExtras,
  bulkActions,
}: {
  def: ResourceDef;
  params: Record<string, string>;
  prefix: string;
  title?: string;
  linkTo?: ((id: string) => string) | undefined;
  rowExtras?: ((id: string) => ReactNode) | undefined;
  rowDetails?: ((row: AnyRecord, id: string) => ReactNode) | undefined;
  readOnly: boolean;
  /** The writes the user may make (registry/writeAccess.ts); the others are not offered. */
  may?: Record<WriteKind, boolean>;
  savedViews: boolean;
  columns?: readonly FieldInput[];
  columnExtras?: Readonly<Record<string, Partial<FieldInput>>>;
  /** A screen's own bulk actions, shown before the catalogue's bulk calls. */
  bulkActions?: ((ctx: BulkContext) => ReactNode) | undefined;
}) {
  const { http, registry } = useServices();
  const path = collectionPath(def, params);
  const idOf = (row: AnyRecord) => {
    const id = row[def.entry.idParam ?? 'id'] ?? row.id;
    const text = typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    return text !== undefined && isSafeParam(text) ? text : undefined;
  };
  const openable =
    !readOnly &&
    (def.screens.has('show') ||
      def.children.length > 0 ||
      def.actions.some((a) => a.scope === 'item'));
  const canEdit = !readOnly && may.edit && def.screens.has('edit');
  const canDelete = !readOnly && may.delete && def.screens.has('delete');
  const editable = canEdit || canDelete;
  const calls = readOnly ? [] : bulkCallsFor(registry, def);
  const cols = columns ?? def.overrides.columns;
  const references = useReferenceCache();
  const noun = (title ?? def.label).toLowerCase();
  const words = useListWords();

  return (
    <ListView
      tableKey={def.key}
      prefix={prefix}
      caption={title ?? def.fullLabel}
      noun={noun}
      request={(query) => ({ method: 'GET', path, query, template: def.path })}
      {...(cols ? { columns: cols } : {})}
      present={(field) => presentColumn(def.accessor, field, references)}
      {...(presentationOf(def.accessor).columns
        ? { fieldOrder: presentationOf(def.accessor).columns! }
        : {})}
      {...(columnExtras ? { columnExtras } : {})}
      rowId={idOf}
      savedViews={savedViews}
      renderFirst={(row, content) => {
        const id = idOf(row);
        return openable && id ? (
          <ReferenceLinks.Provider value={false}>
            <Link to={linkTo ? linkTo(id) : manageUrl(def, params, 'show', id)}>{content}</Link>
          </ReferenceLinks.Provider>
        ) : (
          content
        );
      }}
      {...(rowDetails
        ? {
            renderDetails: (row: AnyRecord) => {
              const id = idOf(row);
              return id ? rowDetails(row, id) : null;
            },
          }
        : {})}
      {...(editable || rowExtras
        ? {
            renderActions: (row: AnyRecord, reload: () => void) => {
              const id = idOf(row);
              if (!id) return null;
              return (
                <>
                  {canEdit ? (
                    <Link className="vkp-button" to={manageUrl(def, params, 'edit', id)}>
                      <ActionIcon action="edit" />
                      {words.edit}
                      <span className="vkp-visually-hidden">
                        {' '}
                        this {presentationOf(def.accessor, noun).singular}
                      </span>
                    </Link>
                  ) : null}
                  {canDelete ? (
                    <DeleteRecordButton def={def} params={params} id={id} onDeleted={reload} />
                  ) : null}
                  {rowExtras?.(id)}
                </>
              );
            },
          }
        : {})}
      {...(canDelete
        ? {
            deleteRow: (id: string) =>
              http.request({
                method: 'DELETE',
                path: recordPath(def, params, id, 'delete'),
                template: def.path,
              }),
          }
        : {})}
      {...(calls.length > 0 || bulkActions
        ? {
            bulkActions: (ctx: BulkContext) => (
              <>
                {bulkActions?.(ctx)}
                {calls.length > 0 ? (
                  <BulkCallActions calls={calls} params={params} ctx={ctx} fields={ctx.fields} />
                ) : null}
              </>
            ),
          }
        : {})}
      {...(def.screens.has('create') && !readOnly && may.create
        ? {
            emptyAction: (
              <Link className="vkp-button vkp-primary" to={manageUrl(def, params, 'create')}>
                <ActionIcon action="add" />
                {def.upload ? words.uploadFirst : words.addFirst}
                <span className="vkp-visually-hidden"> ({def.label.toLowerCase()})</span>
              </Link>
            ),
          }
        : {})}
    />
  );
}
