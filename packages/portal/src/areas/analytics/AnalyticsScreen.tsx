import { Link, useParams } from 'react-router';
import { AreaGate } from '../../app/AreaGate.js';
import { Page } from '../../app/Page.js';
import { AnalyticsHome } from './AnalyticsHome.js';
import { findReport, accessOf } from './reportCatalogue.js';
import { ReportScreen } from './ReportScreen.js';
import './analytics.css';

/**
 * The analytics area (its own lazily loaded chunk, charts included): the
 * landing page at `/analytics`, one report at `/analytics/<id>`. An unknown id
 * is a "not found" page; a report outside the user's permissions a "not
 * available" page (the server checks every call as well).
 */
export default function AnalyticsScreen() {
  const { reportId } = useParams();
  if (reportId === undefined) return <AnalyticsHome />;
  const report = findReport(reportId);
  if (!report)
    return (
      <Page
        title="Report not found"
        crumbs={[{ label: 'Analytics and reports', to: '/analytics' }]}
      >
        <p>There is no report at this address.</p>
        <p>
          <Link to="/analytics">See every report</Link>
        </p>
      </Page>
    );
  return (
    <AreaGate rule={accessOf(report)} label={report.title}>
      <ReportScreen key={report.id} report={report} />
    </AreaGate>
  );
}
