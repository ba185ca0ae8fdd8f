import { Link } from 'react-router';
import { useFormatValue, useUser } from '../../app/hooks.js';
import { Page } from '../../app/Page.js';
import { useDisplayName } from '../../app/displayName.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { useRequest } from '../../app/useRequest.js';
import { inferColumns, isRecord, normaliseList, normaliseRecord } from '../../registry/infer.js';
import { humanize } from '../../registry/labels.js';
import { RecordTable } from '../../registry/screens/RecordTable.js';
import { canAccess } from '../../registry/access.js';
import { findNavArea } from '../../registry/navigation.js';

const LABEL_KEYS = ['label', 'name', 'title', 'key'] as const;
const VALUE_KEYS = ['value', 'count', 'total', 'amount'] as const;

/** The label/value pair of a row like `{label: 'Volunteer', value: 12}` (or name/count...). */
function statRow(row: unknown): [string, number] | null {
  if (!isRecord(row)) return null;
  const labelKey = LABEL_KEYS.find((k) => typeof row[k] === 'string' && String(row[k]).trim());
  const valueKey = VALUE_KEYS.find((k) => typeof row[k] === 'number' && Number.isFinite(row[k]));
  if (!labelKey || !valueKey) return null;
  return [String(row[labelKey]), row[valueKey] as number];
}

/**
 * Numeric statistics of a stats payload, as label/value pairs. Reads a list of
 * labelled rows (`{data: [{label, value}]}`, the sandbox's report shape), an
 * object of numbers (`{data: {volunteers: 12}}`) or of labelled values
 * (`{data: {volunteers: {label, value}}}`); anything else is skipped.
 *
 * @example
 * statEntries({ data: [{ label: 'Volunteer', value: 12 }] }) // [['Volunteer', 12]]
 */
export function statEntries(payload: unknown): [string, string | number][] {
  const data = isRecord(payload) && 'data' in payload ? payload.data : payload;
  if (Array.isArray(data))
    return data.map(statRow).filter((r): r is [string, number] => r !== null);
  const record = normaliseRecord(payload);
  if (!record) return [];
  const out: [string, string | number][] = [];
  for (const [k, v] of Object.entries(record)) {
    if (typeof v === 'number' && Number.isFinite(v)) out.push([humanize(k), v]);
    else if (isRecord(v) && typeof v.value === 'number')
      out.push([typeof v.label === 'string' ? v.label : humanize(k), v.value]);
  }
  return out;
}

/** The dashboard: organisation stats and recent actions. */
export default function DashboardScreen() {
  const user = useUser();
  const displayName = useDisplayName();
  // Organisation stats belong to Analytics: only asked for when the user may see that area.
  const analytics = findNavArea('analytics');
  const showStats = !!analytics && canAccess(analytics, user);
  const stats = useRequest<unknown>(
    showStats ? { method: 'GET', path: 'analytics/organisation-stats' } : null,
    'dashboard:stats',
  );
  const recent = useRequest<unknown>(
    { method: 'GET', path: 'dashboard/recent-actions/', query: { limit: 10, per_page: 10 } },
    'dashboard:recent',
  );
  const format = useFormatValue();
  const entries = stats.status === 'success' ? statEntries(stats.data) : [];
  const rows = recent.status === 'success' ? normaliseList(recent.data).rows : [];
  return (
    <Page title="Dashboard">
      <p>Welcome{displayName ? `, ${displayName}` : ''}.</p>
      <section aria-labelledby="dash-stats">
        <h2 id="dash-stats">Organisation stats</h2>
        {!showStats ? (
          <Empty>
            Organisation stats are part of Analytics, which your role or package does not include.
          </Empty>
        ) : stats.status === 'loading' ? (
          <Loading />
        ) : stats.status === 'error' ? (
          <ErrorState error={stats.error} onRetry={stats.reload} />
        ) : entries.length === 0 ? (
          <Empty>There are no organisation statistics to show yet.</Empty>
        ) : (
          <ul className="vkp-cards">
            {entries.map(([label, value]) => (
              <li className="vkp-card" key={label}>
                <span className="vkp-card-value">{format(value)}</span>
                {label}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="dash-recent">
        <h2 id="dash-recent">Recent actions</h2>
        {recent.status === 'loading' ? (
          <Loading />
        ) : recent.status === 'error' ? (
          <ErrorState error={recent.error} onRetry={recent.reload} />
        ) : rows.length === 0 ? (
          <Empty>
            No recent actions to show. Actions the server records (creating or changing records)
            appear here.
          </Empty>
        ) : (
          <RecordTable
            caption="Recent actions"
            rows={rows}
            columns={inferColumns(rows, 5)}
            rowKey={(r, i) => String(r.id ?? i)}
          />
        )}
        <p>
          <Link to="/manage/dashboard/recent-actions">All recent actions</Link>
        </p>
      </section>
    </Page>
  );
}
