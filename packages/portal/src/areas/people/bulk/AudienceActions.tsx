import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { downloadText } from '../../../app/csv.js';
import { isRecord } from '../../../app/records.js';
import { useNotify } from '../../../app/ui/toast.js';
import { rowsToCsv } from '../../../app/ui/table/exportCsv.js';
import type { FieldMeta } from '../../../app/ui/table/fields.js';
import { knownViews } from '../../../app/ui/table/savedViewStore.js';
import {
  buildListQuery,
  listFilter,
  readTableState,
  writeTableState,
} from '../../../app/ui/table/tableState.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { normaliseList } from '../../../registry/infer.js';
import type { Audience } from './audience.js';
import { BulkActionButtons } from './BulkActionButtons.js';
import '../people.css';

/**
 * Actions on everyone the people list shows now: when a filter or search is in
 * force, or a saved view is open, e-mail them, add to or remove from a team,
 * change status, export them or delete them (two steps, with the count). The
 * server resolves the people from the filter (or the view's) when the action
 * runs, so whoever matches then is reached.
 */
export function AudienceActions({
  fields,
  onDone,
}: {
  /** The people list's typed fields (to build the same filter the list asks). */
  fields: readonly FieldMeta[];
  /** After a change: the list reloads. */
  onDone: () => void;
}) {
  const api = useApi();
  const notify = useNotify();
  const [params] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const state = readTableState(params);
  const filter = listFilter(buildListQuery(state, fields));
  const viewId = state.view;
  const wanted = filter !== '' || viewId !== undefined;
  const filterQuery = Object.fromEntries(new URLSearchParams(filter));
  const first = useLoad(
    (signal) => api.users.list({ ...filterQuery, per_page: 1 }, { signal }),
    wanted ? `audience:${filter}` : null,
  );
  // The last count stays while a new one loads, so an open dialog is not unmounted.
  const [last, setLast] = useState<unknown>(null);
  if (first.status === 'success' && first.data !== last) setLast(first.data);
  if (!wanted || last === null) return null;
  const { rows, pagination } = normaliseList(last);
  const count = pagination?.total ?? rows.length;
  const sample = rows[0];
  const query = writeTableState(new URLSearchParams(), {
    ...state,
    page: 1,
    view: undefined,
  }).toString();
  const viewName = viewId ? knownViews('users').find((v) => v.id === viewId)?.name : undefined;
  const audience: Audience = viewId
    ? { kind: 'view', viewId, name: viewName ?? 'this view', count, ...(sample ? { sample } : {}) }
    : { kind: 'filter', filter, query, count, ...(sample ? { sample } : {}) };

  const exportAll = async () => {
    setExporting(true);
    try {
      const all = await api.users.listAll({ ...filterQuery, per_page: 200 }, { maxPages: 10 });
      const list = (Array.isArray(all) ? all : []).filter(isRecord);
      downloadText(rowsToCsv(fields, list), `people-${new Date().toISOString().slice(0, 10)}.csv`);
      notify({
        message: `Exported ${list.length} ${list.length === 1 ? 'person' : 'people'} to CSV.`,
      });
    } catch {
      notify({ type: 'danger', message: 'The export failed; try again.' });
    } finally {
      setExporting(false);
    }
  };

  const title = viewId
    ? `Everyone in “${viewName ?? 'this view'}”`
    : 'Everyone matching the filter';
  return (
    <section className="vkp-audience" aria-labelledby="vkp-audience-title">
      <h2 id="vkp-audience-title" className="vkp-audience-title">
        {title}: {count} {count === 1 ? 'person' : 'people'}
      </h2>
      <div className="vkp-audience-actions">
        {count > 0 ? (
          <BulkActionButtons
            audience={audience}
            onDone={onDone}
            withDelete
            exportButton={
              <button
                type="button"
                className="vkp-button"
                disabled={exporting}
                onClick={() => void exportAll()}
              >
                {exporting ? 'Exporting…' : `Export ${count}`}
              </button>
            }
          />
        ) : (
          <p>Nobody matches; change the filter to act on people.</p>
        )}
      </div>
    </section>
  );
}
