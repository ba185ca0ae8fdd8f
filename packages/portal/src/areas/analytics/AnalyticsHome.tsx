import { Link } from 'react-router';
import { Page } from '../../app/Page.js';
import { useUser } from '../../app/hooks.js';
import { Empty, ErrorState, Loading } from '../../app/states.js';
import { canAccess } from '../../registry/access.js';
import { StatChart } from './charts/StatChart.js';
import { ALL_REPORTS, findReport, accessOf } from './reportCatalogue.js';
import { REPORT_GROUPS } from './reportTypes.js';
import { useReport } from './useReport.js';

const NO_FILTERS = {};

/** The key organisation stats as a dashboard-style tile (the same chart as the report pages). */
function KeyFigures() {
  const report = findReport('organisation-stats')!;
  const state = useReport(report, NO_FILTERS, []);
  return (
    <section className="vka-tile" aria-labelledby="vka-key-figures">
      <h2 id="vka-key-figures">Key organisation stats</h2>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={state.reload} />
      ) : state.status !== 'success' ? (
        <Loading />
      ) : state.data.kind !== 'series' || state.data.rows.length === 0 ? (
        <Empty>There are no organisation stats yet.</Empty>
      ) : (
        <StatChart title="Key organisation stats" rows={state.data.rows} unit={state.data.unit} />
      )}
      <p>
        <Link to="/analytics/organisation-stats">Open the full report</Link>
      </p>
    </section>
  );
}

/**
 * The analytics and reports landing page: every dataset of spec 7.5 and report
 * of spec 7.14 the user may open, grouped as the spec groups them.
 */
export function AnalyticsHome() {
  const user = useUser();
  const visible = ALL_REPORTS.filter((r) => canAccess(accessOf(r), user));
  const showStats = visible.some((r) => r.id === 'organisation-stats');
  return (
    <Page title="Analytics and reports">
      <p className="vka-description">
        Each report opens as a chart with its figures in a table, filtered by period and team, ready
        to download as CSV or print.
      </p>
      {showStats ? <KeyFigures /> : null}
      <div className="vka-groups">
        {REPORT_GROUPS.map((group) => {
          const reports = visible.filter((r) => r.group === group.id);
          if (reports.length === 0) return null;
          return (
            <section
              key={group.id}
              id={group.id}
              aria-labelledby={`vka-g-${group.id}`}
              className="vka-group"
            >
              <h2 id={`vka-g-${group.id}`}>{group.label}</h2>
              <ul>
                {reports.map((r) => (
                  <li key={r.id}>
                    <Link to={`/analytics/${r.id}`}>{r.title}</Link>
                    <span className="vka-muted">{r.description}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Page>
  );
}
