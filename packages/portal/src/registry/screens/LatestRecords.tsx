import { ReferenceLinks } from '../../presentation/ReferenceField.js';
import { inferColumns, isRecord } from '../infer.js';
import { collectionPath } from '../requests.js';
import { manageUrl, type ResourceDef } from '../registry.js';
import { RecordTable } from './RecordTable.js';
import { Card } from '../../app/ui/Card.js';
import { InlineError } from '../../app/ui/InlineError.js';
import { Skeleton } from '../../app/ui/Skeleton.js';
import { useRequest } from '../../app/useRequest.js';
import { useDateSettings } from '../../app/hooks.js';
import { DEFAULT_TIMEZONE } from '../../app/format.js';
import { dateKeyIn } from '@volunteerkit/api-client/scheduling';

/** How many of the newest records a landing page previews. */
export const LATEST_COUNT = 5;

/** Resources with a purpose-built screen: their list and record URLs. */
const BESPOKE_URLS: Record<string, { list: string; record: (id: string) => string }> = {
  users: { list: '/people', record: (id) => `/people/${encodeURIComponent(id)}` },
};

/** Where a key list opens: its purpose-built screen, else the generic list. */
export function listHref(def: ResourceDef): string {
  return BESPOKE_URLS[def.key]?.list ?? manageUrl(def, {});
}

function recordHref(def: ResourceDef, id: string): string {
  return BESPOKE_URLS[def.key]?.record(id) ?? manageUrl(def, {}, 'show', id);
}

/**
 * A landing page's preview of its key list: the five newest records (highest id
 * first) in the list's own columns, each opening its record, and a link to the
 * whole list. Renders nothing when the list answers with no records.
 */
export function LatestRecords({ def, label }: { def: ResourceDef; label: string }) {
  // A resource may preview something more useful than its newest records (overrides.ts).
  const preview = def.overrides.preview;
  const { timezone = DEFAULT_TIMEZONE } = useDateSettings();
  const result = useRequest<unknown>(
    {
      method: 'GET',
      path: collectionPath(def, {}),
      query: {
        page: 1,
        per_page: LATEST_COUNT,
        ...(preview?.query(dateKeyIn(new Date(), timezone)) ?? { s: 'id', o: 'desc' }),
      },
    },
    `latest:${def.key}`,
  );
  const title = preview?.title ?? `Latest: ${label.toLowerCase()}`;
  if (result.status === 'loading')
    return (
      <Card title={title}>
        <Skeleton variant="rows" count={LATEST_COUNT} />
      </Card>
    );
  if (result.status === 'error')
    return (
      <Card title={title}>
        <InlineError error={result.error} onRetry={result.reload} />
      </Card>
    );
  const data = (result.data as { data?: unknown } | null)?.data;
  const rows = Array.isArray(data) ? data.filter(isRecord).slice(0, LATEST_COUNT) : [];
  if (rows.length === 0) return null;
  const columns = def.overrides.columns?.length
    ? def.overrides.columns.slice(0, 4)
    : inferColumns(rows, 4, def.accessor);
  const canShow = def.screens.has('show') || def.key in BESPOKE_URLS;
  return (
    <Card title={title}>
      <RecordTable
        caption={
          preview
            ? preview.caption.replace('{count}', String(rows.length))
            : `The ${rows.length} newest ${label.toLowerCase()}`
        }
        rows={rows}
        columns={columns}
        rowKey={(row, i) => String(row.id ?? i)}
        accessor={def.accessor}
        cards
        {...(canShow
          ? {
              renderFirst: (row, content) =>
                row.id !== undefined && row.id !== null ? (
                  <ReferenceLinks.Provider value={false}>
                    <a href={recordHref(def, String(row.id))}>{content}</a>
                  </ReferenceLinks.Provider>
                ) : (
                  content
                ),
            }
          : {})}
      />
      <p>
        <a href={listHref(def)}>All {label.toLowerCase()}</a>
      </p>
    </Card>
  );
}
