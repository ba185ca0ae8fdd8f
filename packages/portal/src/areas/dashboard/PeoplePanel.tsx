import { Link } from 'react-router';
import { useFormatValue } from '../../app/hooks.js';
import type { AnyRecord } from '../../registry/infer.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';
import { ADD_PERSON, Panel, PanelBody, type PanelEmptyState } from './Panel.js';
import { RECENT_DAYS, type DashboardData } from './useDashboardData.js';

/** At most this many people per list. */
const SHOWN = 6;

function PersonList({
  rows,
  dateField,
  label,
  extra,
}: {
  rows: AnyRecord[];
  dateField: string;
  label: string;
  extra?: (row: AnyRecord) => string | null;
}) {
  const format = useFormatValue();
  return (
    <ul className="vkd-list" aria-label={label}>
      {rows.slice(0, SHOWN).map((row) => {
        const note = extra?.(row);
        return (
          <li key={String(row.id)} className="vkd-item">
            <span className="vkd-main">
              <Link to={`/people/${encodeURIComponent(String(row.id))}`}>
                {typeof row.name === 'string' && row.name ? row.name : UNKNOWN_PERSON}
              </Link>
              <span className="vkd-sub">
                {typeof row.team === 'string' ? row.team : 'No team'}
                {note ? ` · ${note}` : ''}
              </span>
            </span>
            <span className="vkd-date">{format(row[dateField])}</span>
          </li>
        );
      })}
    </ul>
  );
}

function countText(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/** One list of people under its heading and head count, or its empty state. */
function PeopleColumn({
  label,
  load,
  empty,
  ...list
}: {
  label: string;
  load: DashboardData['starters'];
  empty: PanelEmptyState;
  dateField: string;
  extra?: (row: AnyRecord) => string | null;
}) {
  return (
    <div>
      <h3 className="vkd-day-head">
        {label}
        {load.status === 'success' ? ` (${countText(load.data.length, 'person', 'people')})` : ''}
      </h3>
      <PanelBody load={load} label={label} empty={empty}>
        {(rows) => <PersonList rows={rows} label={label} {...list} />}
      </PanelBody>
    </div>
  );
}

/** Who started and who left in the last days, side by side. */
export function PeoplePanel({
  starters,
  leavers,
}: {
  starters: DashboardData['starters'];
  leavers: DashboardData['leavers'];
}) {
  return (
    <Panel
      title={`Starters and leavers, last ${RECENT_DAYS} days`}
      more={{ label: 'Starters and leavers report', to: '/analytics/starters-leavers-overview' }}
    >
      <div className="vkd-columns">
        <PeopleColumn
          label="Starters"
          load={starters}
          dateField="start_date"
          empty={{ title: `No one started in the last ${RECENT_DAYS} days`, action: ADD_PERSON }}
        />
        <PeopleColumn
          label="Leavers"
          load={leavers}
          dateField="leave_date"
          empty={{ title: `No one left in the last ${RECENT_DAYS} days` }}
          extra={(r) =>
            typeof r.leaving_reason === 'string' && r.leaving_reason ? r.leaving_reason : null
          }
        />
      </div>
    </Panel>
  );
}
