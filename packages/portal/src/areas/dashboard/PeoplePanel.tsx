import { Link } from 'react-router';
import { useFormatValue } from '../../app/hooks.js';
import type { AnyRecord } from '../../registry/infer.js';
import { Panel, PanelBody, PanelEmpty } from './Panel.js';
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
                {typeof row.name === 'string' && row.name ? row.name : `Person ${String(row.id)}`}
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
        <div>
          <h3 className="vkd-day-head">
            Starters
            {starters.status === 'success'
              ? ` (${countText(starters.data.length, 'person', 'people')})`
              : ''}
          </h3>
          <PanelBody
            load={starters}
            label="Starters"
            isEmpty={(rows) => rows.length === 0}
            empty={
              <PanelEmpty
                title={`No one started in the last ${RECENT_DAYS} days`}
                action={{ label: 'Add a person', to: '/manage/users/new' }}
              />
            }
          >
            {(rows) => <PersonList rows={rows} dateField="start_date" label="Starters" />}
          </PanelBody>
        </div>
        <div>
          <h3 className="vkd-day-head">
            Leavers
            {leavers.status === 'success'
              ? ` (${countText(leavers.data.length, 'person', 'people')})`
              : ''}
          </h3>
          <PanelBody
            load={leavers}
            label="Leavers"
            isEmpty={(rows) => rows.length === 0}
            empty={<PanelEmpty title={`No one left in the last ${RECENT_DAYS} days`} />}
          >
            {(rows) => (
              <PersonList
                rows={rows}
                dateField="leave_date"
                label="Leavers"
                extra={(r) =>
                  typeof r.leaving_reason === 'string' && r.leaving_reason ? r.leaving_reason : null
                }
              />
            )}
          </PanelBody>
        </div>
      </div>
    </Panel>
  );
}
