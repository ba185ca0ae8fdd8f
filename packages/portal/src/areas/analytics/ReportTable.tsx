import type { ReactNode } from 'react';
import { formatMetric } from '@volunteerkit/api-client';
import type { DateSettings } from '../../app/format.js';
import { humanize } from '../../registry/labels.js';
import type { ReportData } from './reportData.js';
import { formatReportCell, formatReportLabel } from './reportFormat.js';
import { numericValue } from './charts/scale.js';
import { ShowMoreButton, useShown } from '../../app/ui/ShowMore.js';

/**
 * The report's figures as an accessible data table (caption, column and row
 * headers), beside the chart for `series` reports and alone for `rows`
 * reports. Figures follow the spec's display rules.
 */
export function ReportTable({
  report,
  caption,
  settings,
}: {
  report: ReportData;
  caption: string;
  settings: DateSettings;
}) {
  if (report.kind === 'rows')
    return <RowsTable report={report} caption={caption} settings={settings} />;
  return <SeriesTable report={report} caption={caption} settings={settings} />;
}

/** A `rows` report: the first 20 rows, and "Show 20 more" for the rest. */
function RowsTable({
  report,
  caption,
  settings,
}: {
  report: ReportData;
  caption: string;
  settings: DateSettings;
}) {
  const first = report.columns[0];
  const { shown, more } = useShown(`${caption}:${report.rows.length}`);
  return (
    <>
      <TableRegion
        caption={`${caption}${report.rows.length > shown ? ` (${shown} of ${report.rows.length} rows)` : ''}`}
      >
        <thead>
          <tr>
            {report.columns.map((c) => (
              <th key={c} scope="col">
                {humanize(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.slice(0, shown).map((row, i) => (
            <tr key={String(row.id ?? i)}>
              {report.columns.map((c) =>
                c === first ? (
                  <th key={c} scope="row">
                    {formatReportCell(c, row[c], settings)}
                  </th>
                ) : (
                  <td key={c} data-numeric={typeof row[c] === 'number' ? '' : undefined}>
                    {formatReportCell(c, row[c], settings)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <ShowMoreButton shown={shown} total={report.rows.length} onMore={more} />
    </>
  );
}

/** A `series` report's figures, with the total when there is one series. */
function SeriesTable({
  report,
  caption,
  settings,
}: {
  report: ReportData;
  caption: string;
  settings: DateSettings;
}) {
  const showTotal = report.series.length === 1 && report.total !== undefined;
  return (
    <TableRegion caption={caption}>
      <thead>
        <tr>
          <th scope="col">Label</th>
          {report.series.map((s) => (
            <th key={s.key} scope="col" data-numeric="">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row, i) => (
          <tr key={`${i}:${row.label}`}>
            <th scope="row">{formatReportLabel(row.label, settings)}</th>
            {report.series.map((s) => (
              <td key={s.key} data-numeric="">
                {formatMetric(numericValue(row, s.key), s.unit ?? report.unit)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {showTotal ? (
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-numeric="">{formatMetric(report.total, report.unit)}</td>
          </tr>
        </tfoot>
      ) : null}
    </TableRegion>
  );
}

/** A captioned table in a region that scrolls sideways on a narrow screen. */
function TableRegion({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="vka-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="vka-table">
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
