import { formatMetric } from '@volunteerkit/api-client';
import { useDateSettings } from '../../app/hooks.js';
import { StatGrid, StatTile } from '../../app/ui/StatTile.js';
import { ReportChart } from '../analytics/charts/index.js';
import { numericValue } from '../analytics/charts/scale.js';
import type { ReportData } from '../analytics/reportData.js';
import { formatReportLabel } from '../analytics/reportFormat.js';
import type { DashboardData } from './useDashboardData.js';
import { ADD_PERSON, LoadedPanel } from './Panel.js';

/** Where each headline figure leads (by its label, lower case). */
const STAT_LINKS: Readonly<Record<string, string>> = {
  'active volunteers': '/people',
  'new starters': '/analytics/starters',
  leavers: '/analytics/leavers',
  'hours volunteered': '/analytics/activities-overview',
  'upcoming shifts': '/rotas/planner',
  'pending applications': '/area/recruitment',
  'open tasks': '/area/tasks',
  'expenses pending': '/analytics/expenses-overview',
};

/** "26/10/2026 to 24/11/2026" for the range the server applied, or `null`. */
function rangeText(report: ReportData, format: (iso: string) => string): string | null {
  const { from, to } = report.filters;
  return from && to ? `${format(from)} to ${format(to)}` : null;
}

/** The headline figures as stat tiles, each leading to where the figure comes from. */
export function StatsPanel({ stats }: { stats: DashboardData['stats'] }) {
  const settings = useDateSettings();
  return (
    <LoadedPanel
      title="Organisation at a glance"
      wide
      load={stats}
      label="Organisation stats"
      shape="tiles"
      empty={{
        title: 'There are no figures yet',
        text: 'They fill in as people, shifts and applications are added.',
        action: ADD_PERSON,
      }}
    >
      {(report) => {
        const range = rangeText(report, (d) => formatReportLabel(d, settings));
        return (
          <>
            {range ? (
              <p className="vkd-caption">Figures for {range}, shifts ahead from today.</p>
            ) : null}
            <StatGrid label="Organisation stats">
              {report.rows.map((row) => (
                <StatTile
                  key={row.label}
                  label={row.label}
                  value={formatMetric(numericValue(row, 'value'), report.unit)}
                  href={STAT_LINKS[row.label.toLowerCase()]}
                />
              ))}
            </StatGrid>
          </>
        );
      }}
    </LoadedPanel>
  );
}

/** Starters and leavers per month over the last year: the analytics chart as a tile. */
export function TrendPanel({ chart }: { chart: DashboardData['chart'] }) {
  const settings = useDateSettings();
  return (
    <LoadedPanel
      title="Starters and leavers by month"
      more={{ label: 'Full report', to: '/analytics/starters-leavers-chart' }}
      load={chart}
      label="Starters and leavers"
      empty={{ title: 'No one has started or left in the last year', action: ADD_PERSON }}
    >
      {(report) => (
        <ReportChart
          compact
          title="Starters and leavers by month"
          rows={report.rows}
          series={report.series}
          formatValue={(v) => formatMetric(v, report.unit)}
          formatLabel={(l) => formatReportLabel(l, settings)}
        />
      )}
    </LoadedPanel>
  );
}
