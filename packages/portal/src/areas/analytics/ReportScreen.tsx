import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMetric, type QueryParams } from '@volunteerkit/api-client';
import { Page } from '../../app/Page.js';
import { useDateSettings } from '../../app/hooks.js';
import { formatDateValue } from '../../app/format.js';
import { Empty, ErrorState, Loading, errorMessage } from '../../app/states.js';
import { isSafeParam } from '../../registry/paths.js';
import { flattenTeams } from '../teams/teamTree.js';
import { ReportChart } from './charts/ReportChart.js';
import { csvFileName, downloadText, reportToCsv } from './csv.js';
import {
  filtersToQuery,
  filtersToSearch,
  periodLabel,
  readFilters,
  type ReportFilters,
} from './filters.js';
import { groupOf } from './reportCatalogue.js';
import { chartGroups, formatReportLabel } from './reportFormat.js';
import { ReportFiltersForm } from './ReportFiltersForm.js';
import { ReportParamsForm } from './ReportParamsForm.js';
import { ReportTable } from './ReportTable.js';
import type { ReportDef } from './reportTypes.js';
import { useReport } from './useReport.js';
import { useApi } from '../../app/useApi.js';
import { useTeamTree } from '../teams/useTeamTree.js';

/**
 * One dataset or report: filters (period, team, and any path parameter), the
 * chart with its data table beside it (or the table alone for record lists),
 * CSV download, print, and the server export where the spec has one.
 */
export function ReportScreen({ report }: { report: ReportDef }) {
  const [search, setSearch] = useSearchParams();
  const settings = useDateSettings();
  const today = useMemo(() => new Date(), []);
  const filters = useMemo(() => readFilters(search, today), [search, today]);
  const params = (report.params ?? []).map((p) => search.get(p.name) ?? '');
  const paramsReady = params.every((p) => isSafeParam(p));
  const query = useMemo(() => filtersToQuery(filters), [filters]);
  const state = useReport(report, paramsReady ? query : null, params);
  const teams = useTeamTree();
  const teamNodes = teams.status === 'success' ? teams.nodes : null;
  const group = groupOf(report);

  const apply = (next: ReportFilters) => {
    const out = filtersToSearch(next);
    for (const p of report.params ?? []) {
      const v = search.get(p.name);
      if (v) out.set(p.name, v);
    }
    setSearch(out);
  };
  const setParams = (values: Record<string, string>) => {
    const out = filtersToSearch(filters);
    for (const [k, v] of Object.entries(values)) if (v) out.set(k, v);
    setSearch(out);
  };

  const data = state.data ?? null;
  const busy = state.status === 'loading';
  const charts = data ? chartGroups(data) : [];
  const formatLabel = (l: string) => formatReportLabel(l, settings);
  const period = periodLabel(filters);
  const teamName = filters.teamId
    ? (flattenTeams(teamNodes ?? []).find((t) => String(t.node.id) === filters.teamId)?.node.name ??
      `Team ${filters.teamId}`)
    : 'All teams';

  return (
    <Page
      title={report.title}
      crumbs={[
        { label: 'Analytics and reports', to: '/analytics' },
        { label: group.label, to: `/analytics#${group.id}` },
        { label: report.title },
      ]}
      actions={
        <div className="vka-toolbar vka-no-print">
          <button
            type="button"
            className="vkp-button"
            disabled={!data || data.rows.length === 0}
            onClick={() =>
              data &&
              downloadText(reportToCsv(data), csvFileName(report.id, filters.from, filters.to))
            }
          >
            Download CSV
          </button>
          <button type="button" className="vkp-button" onClick={() => window.print()}>
            Print
          </button>
          {report.requestExport ? <ServerExport report={report} query={query} /> : null}
        </div>
      }
    >
      <p className="vka-description">{report.description}</p>
      {report.params ? (
        <ReportParamsForm params={report.params} values={params} onApply={setParams} />
      ) : null}
      <ReportFiltersForm
        key={filtersToSearch(filters).toString()}
        value={filters}
        teams={teamNodes}
        onApply={apply}
        today={today}
      />
      <p className="vka-summary" aria-live="polite">
        <span>
          Period: <strong>{period}</strong>
        </span>
        <span>
          Team: <strong>{teamName}</strong>
        </span>
        {data?.generatedAt ? (
          <span>Generated {formatDateValue(data.generatedAt, settings)}</span>
        ) : null}
      </p>
      {!paramsReady ? (
        <Empty>
          Choose the {report.params?.map((p) => p.label.toLowerCase()).join(' and ')} to see this
          report.
        </Empty>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={state.reload} />
      ) : !data ? (
        <Loading label="Loading the report…" />
      ) : data.rows.length === 0 ? (
        <Empty>There are no figures for this period and team.</Empty>
      ) : data.kind === 'series' ? (
        <div className="vka-report" aria-busy={busy || undefined}>
          {/* One chart per unit: pounds and counts never share an axis. */}
          <div className="vka-charts">
            {charts.map((chart) => {
              const named =
                charts.length > 1
                  ? `${report.title}: ${chart.series.map((x) => x.label).join(' and ')}`
                  : report.title;
              return (
                <figure className="vka-figure" key={chart.unit}>
                  <figcaption>{named}</figcaption>
                  <ReportChart
                    title={`${named}, ${period}, ${teamName}`}
                    rows={chart.rows}
                    series={chart.series}
                    variant={report.chart ?? 'auto'}
                    integer={chart.unit === 'count'}
                    formatValue={(v) => formatMetric(v, chart.unit)}
                    formatLabel={formatLabel}
                  />
                </figure>
              );
            })}
          </div>
          <ReportTable report={data} caption={`${report.title}: figures`} settings={settings} />
        </div>
      ) : (
        <div aria-busy={busy || undefined}>
          <ReportTable report={data} caption={report.title} settings={settings} />
        </div>
      )}
      {busy && data ? <Loading label="Updating the figures…" /> : null}
    </Page>
  );
}

/** Asks the server for the export file (spec 7.5 `POST .../export`) and says what it answered. */
function ServerExport({ report, query }: { report: ReportDef; query: QueryParams }) {
  const api = useApi();
  const [status, setStatus] = useState<{ busy: boolean; message: string }>({
    busy: false,
    message: '',
  });
  const run = () => {
    setStatus({ busy: true, message: '' });
    report.requestExport!(api, query)
      .then((answer) => {
        const data = (answer as { data?: { status?: unknown } } | null)?.data;
        const st = typeof data?.status === 'string' ? data.status : 'accepted';
        setStatus({
          busy: false,
          message: `Export requested: ${st}. The file is prepared on the server.`,
        });
      })
      .catch((error: unknown) => setStatus({ busy: false, message: errorMessage(error) }));
  };
  return (
    <>
      <button type="button" className="vkp-button" disabled={status.busy} onClick={run}>
        Request export file
      </button>
      <span role="status" className="vka-status">
        {status.message}
      </span>
    </>
  );
}
