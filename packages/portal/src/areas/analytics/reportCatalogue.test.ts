import { catalogue } from '@volunteerkit/api-client/catalogue';
import { createApi, type HttpClient, type RequestOptions } from '@volunteerkit/api-client';
import { accessOf, ALL_REPORTS, findReport, permissionsOf } from './reportCatalogue.js';
import { reportLoaders } from './reportAccessor.js';
import { REPORT_GROUPS } from './reportTypes.js';

// Every dataset of spec 7.5 and report of 7.14 in the client's catalogue has a page.
const specPaths = catalogue
  .filter(
    (e) =>
      (e.area === 'reports' && e.kind === 'call') ||
      (e.area === 'analytics' && e.kind === 'call' && e.method === 'GET') ||
      e.accessor === 'analytics.organisationStats',
  )
  .map((e) => e.path)
  .sort();

/** The catalogue path of a report: its accessor's entry (the only place the path is written). */
function pathOf(report: { accessor: string }): string {
  const entry = catalogue.find((e) => e.accessor === report.accessor);
  if (!entry) throw new Error(`no catalogue entry for ${report.accessor}`);
  return entry.path;
}

function recordingApi() {
  const sent: RequestOptions[] = [];
  const http = {
    request: (options: RequestOptions) => {
      sent.push(options);
      return Promise.resolve({ data: [] });
    },
  } as unknown as HttpClient;
  return { api: createApi(http), sent };
}

describe('the report catalogue', () => {
  it('covers every analytics dataset and report of the spec, once', () => {
    expect(ALL_REPORTS.map(pathOf).sort()).toEqual(specPaths);
    expect(specPaths.length).toBe(45);
    expect(new Set(ALL_REPORTS.map((r) => r.id)).size).toBe(ALL_REPORTS.length);
    for (const r of ALL_REPORTS) {
      expect(r.id).toMatch(/^[a-z0-9-]+$/);
      expect(REPORT_GROUPS.some((g) => g.id === r.group)).toBe(true);
    }
  });

  it.each(ALL_REPORTS.map((r) => [r.id, r] as const))(
    '%s loads its own path through the typed client, with the filters as query',
    async (_id, report) => {
      const { api, sent } = recordingApi();
      const params = (report.params ?? []).map((_, i) => String(40 + i));
      await report.load(api, { from: '2026-01-01', to: '2026-06-30', team_id: 7 }, params, {});
      expect(sent).toHaveLength(1);
      expect(sent[0]!.method).toBe('GET');
      const expected = pathOf(report)
        .replace('{categoryId}', '40')
        .replace('{userId}', '41')
        .replace(/^\//, '');
      expect(sent[0]!.path.replace(/^\//, '')).toBe(expected);
      expect(sent[0]!.query).toEqual({ from: '2026-01-01', to: '2026-06-30', team_id: 7 });
    },
  );

  it('asks for server exports with POST .../export and the same filters', async () => {
    const exporting = ALL_REPORTS.filter((r) => r.requestExport);
    expect(exporting.map((r) => r.id)).toHaveLength(8);
    for (const r of exporting) {
      const { api, sent } = recordingApi();
      await r.requestExport!(api, { from: '2026-01-01' });
      expect(sent[0]!.method).toBe('POST');
      expect(sent[0]!.path).toMatch(/export$/);
      expect(sent[0]!.query).toEqual({ from: '2026-01-01' });
    }
  });

  it('finds reports by id and gates analytics and reports by their permission', () => {
    expect(pathOf(findReport('users-by-role')!)).toBe('/reports/users/by-role/');
    expect(findReport('nope')).toBeUndefined();
    expect(findReport(undefined)).toBeUndefined();
    expect(permissionsOf(findReport('starters')!)).toEqual(['view-analytics']);
    expect(permissionsOf(findReport('users-logins')!)).toEqual(['view-reports']);
    // A report made of diversity answers also needs the right to read them (the sandbox's rule).
    expect(accessOf(findReport('overview-diversity')!)).toEqual({
      permissions: ['view-reports'],
      allPermissions: ['view-user-diversity'],
    });
    expect(accessOf(findReport('overview-status')!)).toEqual({ permissions: ['view-reports'] });
  });
});

describe('reportLoaders', () => {
  it('lists a resource, calls a call and offers an export only beside an export call', async () => {
    const { api, sent } = recordingApi();
    const stats = reportLoaders('analytics.organisationStats');
    await stats.load(api, { from: '2026-01-01' }, [], {});
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/analytics/organisation-stats' });
    expect(stats.requestExport).toBeUndefined();
    expect(reportLoaders('analytics.training.byUser').requestExport).toBeTypeOf('function');
  });

  it('names only the typed accessors of analytics and reports', () => {
    // @ts-expect-error: not an accessor of the client
    expect(() => reportLoaders('reports.users.nope')).toThrow(/no accessor/);
    // @ts-expect-error: an export call is not a report
    reportLoaders('analytics.training.byUserExport');
    // @ts-expect-error: outside the analytics and reports groups
    reportLoaders('users.notes');
  });
});
