import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { formatMetric } from '../../packages/api-client/src/headless/format/metric.js';
import { normaliseReport } from '../../packages/portal/src/areas/analytics/reportData.js';
import {
  formatReportCell,
  formatReportLabel,
} from '../../packages/portal/src/areas/analytics/reportFormat.js';
import { numericValue } from '../../packages/portal/src/areas/analytics/charts/scale.js';
import { catalogue } from '../../packages/api-client/src/catalogue/index.js';
import type { ReportDef } from '../../packages/portal/src/areas/analytics/reportTypes.js';

/** The API path template of a report, from its catalogue accessor. */
export function pathOfReport(report: ReportDef): string {
  const entry = catalogue.find((e) => e.accessor === report.accessor);
  if (!entry) throw new Error(`no catalogue entry for ${report.accessor}`);
  return entry.path;
}

/** The demo organisation's date settings (date_format DD/MM/YYYY, Europe/London). */
const SETTINGS = { dateFormat: 'DD/MM/YYYY', timezone: 'Europe/London' };

/**
 * What the report table must show for a server answer: the body cells row by
 * row (labels in the organisation's date format, figures by the spec 9 rules),
 * and how many chart points there are (none for record lists).
 */
export function expectedTable(payload: unknown): {
  cells: string[][];
  points: number;
  /** Record lists show 20 rows at first ("Show 20 more" for the rest). */
  collapsed: boolean;
} {
  const report = normaliseReport(payload);
  if (report.kind === 'rows') {
    return {
      cells: report.rows.map((row) =>
        report.columns.map((c) => formatReportCell(c, row[c], SETTINGS)),
      ),
      points: 0,
      collapsed: true,
    };
  }
  return {
    collapsed: false,
    cells: report.rows.map((row) => [
      formatReportLabel(row.label, SETTINGS),
      // A series may carry its own unit (claims counted beside the amount: issue 46).
      ...report.series.map((s) => formatMetric(numericValue(row, s.key), s.unit ?? report.unit)),
    ]),
    points: report.rows.length * report.series.length,
  };
}

/** Saves a full-page screenshot when VK_SCREENSHOTS names a folder (for people to look at). */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.VK_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
