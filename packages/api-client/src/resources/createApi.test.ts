/**
 * Hand-written tests of the typed accessors: one per spec area for its extra
 * actions, plus pagination, validation, path parameters and createClient.
 */
import type { HttpClient, RequestOptions } from '../http/types.js';
import { createClient } from '../client.js';
import { createApi } from './createApi.js';
import { OperationNotAllowedError, PathParamError, ResponseValidationError } from './errors.js';

function fakeHttp(reply: (o: RequestOptions) => unknown = () => ({ data: [] })) {
  const calls: RequestOptions[] = [];
  const http: HttpClient = {
    request: async <T>(o: RequestOptions) => {
      calls.push(o);
      return reply(o) as T;
    },
    cancel: () => {},
    cancelAll: () => {},
  };
  return { http, calls, api: createApi(http) };
}

const pick = (o: RequestOptions) => ({
  method: o.method,
  path: o.path,
  ...(o.query ? { query: o.query } : {}),
  ...(o.body !== undefined ? { body: o.body } : {}),
  ...(o.response ? { response: o.response } : {}),
  ...(o.public ? { public: true } : {}),
});

describe('extra actions, one test per spec area', () => {
  it('7.2 auth: login, refresh, token exchange, mobile tokens', async () => {
    const { api, calls } = fakeHttp();
    await api.auth.login({ email: 'a@b.c', password: 'pw', minimal: true, device: 'x' });
    await api.auth.refresh({ minimal: true });
    await api.auth.exchangeToken({ token: 't' });
    await api.auth.mobile.requestToken({ email: 'a@b.c' });
    await api.auth.mobile.verifyToken({ email: 'a@b.c', code: '2' });
    await api.auth.mobile.organisations();
    expect(calls.map(pick)).toEqual([
      {
        method: 'POST',
        path: '/auth/api/',
        body: { email: 'a@b.c', password: 'pw', minimal: true, device: 'x' },
      },
      { method: 'POST', path: '/auth/api/refresh', body: { minimal: true } },
      { method: 'POST', path: '/auth/api/token', body: { token: 't' } },
      { method: 'POST', path: '/auth/mobile/request-token', body: { email: 'a@b.c' } },
      { method: 'POST', path: '/auth/mobile/verify-token', body: { email: 'a@b.c', code: '2' } },
      { method: 'GET', path: '/auth/mobile/organisations' },
    ]);
  });

  it('7.3 public search: public lists, search log, timezones', async () => {
    const { api, calls } = fakeHttp();
    await api.residentialOpportunities.list({ limit: 8, include: 'image', page: 1, date: 'any' });
    await api.residentialOpportunities.counties.list({ limit: 8, country: 'Wales' });
    await api.residentialOpportunities.countries.list();
    await api.geocode.list({ q: 'Leeds', type: 'geojson' });
    await api.geocode.countryPolygons.list();
    await api.teams.list({ q: 'north' });
    await api.organisation.timezones();
    await api.opportunities.logSearch({ opportunities_ids: [1, 2] });
    expect(calls.every((c) => c.public === true)).toBe(true);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/opportunities/log/search',
      body: { opportunities_ids: [1, 2] },
    });
    // The same resources are not public for writes.
    await api.residentialOpportunities.store({ display_name: 'x', type: 'Regular' });
    await api.geocode.show(3);
    expect(calls.slice(-2).map((c) => c.public)).toEqual([false, false]);
  });

  it('7.4 dashboard: calendar types, mobile stats, telemetry store only', async () => {
    const { api, calls } = fakeHttp();
    await api.calendar.availableTypes();
    await api.mobileDashboard.stats();
    await api.telemetry.store({ name: 'x' });
    await api.contactUs.store({ message: 'hi' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /calendar/available-types/',
      'GET /mobile/dashboard/stats/',
      'POST /telemetry/',
      'POST /contact-us/',
    ]);
    expect(() => (api.telemetry as unknown as { list(): void }).list()).toThrow(
      OperationNotAllowedError,
    );
  });

  it('7.5 analytics: datasets and exports with query', async () => {
    const { api, calls } = fakeHttp();
    await api.analytics.activities.upcoming({ from: '2024-01-01' });
    await api.analytics.activities.upcomingExport({ from: '2024-01-01' });
    await api.analytics.startersLeavers.leaversExport({ year: 2024 });
    await api.analytics.training.usersByModuleExport();
    await api.analytics.organisationStats.list();
    expect(calls.map(pick)).toEqual([
      { method: 'GET', path: '/analytics/activities/upcoming/', query: { from: '2024-01-01' } },
      {
        method: 'POST',
        path: '/analytics/activities/upcoming/export',
        query: { from: '2024-01-01' },
      },
      { method: 'POST', path: '/analytics/starters-leavers/leavers/export', query: { year: 2024 } },
      { method: 'POST', path: '/analytics/training/users-by-module/export' },
      { method: 'GET', path: '/analytics/organisation-stats' },
    ]);
  });

  it('7.6 activities: overlapping show/store, bulk import records', async () => {
    const { api, calls } = fakeHttp();
    await api.activities.overlapping.show(5);
    await api.bulk.imports.records(9).update(3, { status: 'imported' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /activities/overlapping/5',
      'PUT /bulk/imports/9/records/3',
    ]);
  });

  it('7.7 events: bulk updates and the attendee update with a trailing slash', async () => {
    const { api, calls } = fakeHttp();
    await api.events.usersSavedList(4);
    await api.events.sessions(4).bulkUpdate({ ids: [1] });
    await api.events.sessions(4).bulkUpdateLocation({ ids: [1], location: 'x' });
    await api.events.sessions(4).bulkUpdateAttendees({ attendees: [] });
    await api.events.sessions(4).bulkUpdateUserStatus(8, { user_ids: [1], status: 'attended' });
    await api.events.sessions(4).bulkDeleteUsers(8, { user_ids: [1] });
    await api.events.sessions(4).attendees(8).update(12, { status: 'attended' });
    await api.events.sessions(4).attendees(8).delete(12);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /events/4/get-users-saved-list',
      'PUT /events/4/sessions/bulk-update/',
      'PUT /events/4/sessions/bulk-update-location/',
      'PUT /events/4/sessions/bulk-update-attendees/',
      'PUT /events/4/sessions/8/bulk-update-user-status/',
      'PUT /events/4/sessions/8/bulk-delete-users/',
      'PUT /events/4/sessions/8/attendees/12/',
      'DELETE /events/4/sessions/8/attendees/12',
    ]);
    expect(calls[6]!.template).toBe('/events/{eventId}/sessions/{sessionId}/attendees/{userId}/');
  });

  it('7.8 exports, integrations, multi-region: resend, sync remove, logs', async () => {
    const { api, calls } = fakeHttp();
    await api.exports.resend(7);
    await api.integrations.service.sync(2).remove();
    await api.multiRegion.logs(3, { page: 2 });
    await api.multiRegion.show(3);
    expect(calls.map(pick)).toEqual([
      { method: 'POST', path: '/exports/7/resend' },
      { method: 'DELETE', path: '/integrations/service/2/sync' },
      { method: 'GET', path: '/multi-region/3/logs/', query: { page: 2 } },
      { method: 'GET', path: '/multi-region/3' },
    ]);
  });

  it('7.9 opportunities: apply action log and nested residential rooms', async () => {
    const { api, calls } = fakeHttp();
    await api.opportunities.logApplyAction({ slug: 'beach-clean' });
    await api.organisation.teams.residentialRooms(5).unavailablePeriods(6).list();
    await api.teams.changeoverDays(5).store({ name: 'Saturday' });
    expect(calls.map(pick)).toEqual([
      {
        method: 'POST',
        path: '/opportunities/log-apply-action',
        body: { slug: 'beach-clean' },
        public: true,
      },
      { method: 'GET', path: '/organisation/teams/5/residential/rooms/6/unavailable-periods/' },
      { method: 'POST', path: '/teams/5/residential/changeover-days/', body: { name: 'Saturday' } },
    ]);
  });

  it('7.9 check-ins: an idempotency key and a call without retries go through to the transport', async () => {
    const { api, calls } = fakeHttp(() => ({ data: { first_name: 'Val' } }));
    await api.checkIns.record(
      { code: 'VK-1-AAAA', scanned_at: '2026-12-07T10:00:00Z' },
      { idempotencyKey: 'scan-1', retry: false },
    );
    await api.checkIns.record({ code: 'VK-1-BBBB' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/check-ins',
      idempotencyKey: 'scan-1',
      retry: false,
    });
    expect(calls[1]!.idempotencyKey).toBeUndefined();
    expect(calls[1]!.retry).toBeUndefined();
  });

  it('7.10 rotas: pdf as binary, teams, timeslots, bulk and replace', async () => {
    const { api, calls } = fakeHttp();
    await api.rota.pdf('2024-05-01/3/', { view: 'week' });
    await api.rota.teams('2024-05-01/', { days: 1 });
    await api.rota.timeslots(9, { timeslots: [] }, { query: { notify: false } });
    await api.rota.update(9, { notes: 'x' }, { query: { v: 1 } });
    await api.rota.byDate('2024-05-01').dayRota('north').delete(2);
    await api.organisation.rotas.bulk({ ids: [1] });
    await api.organisation.rotas.replace({ rotas: [{ name: 'x' }] });
    expect(calls.map(pick)).toEqual([
      {
        method: 'GET',
        path: '/rota/2024-05-01/3/pdf/',
        query: { view: 'week' },
        response: 'binary',
      },
      { method: 'GET', path: '/rota/2024-05-01/teams/', query: { days: 1 } },
      {
        method: 'PUT',
        path: '/rota/9/timeslots',
        query: { notify: false },
        body: { timeslots: [] },
      },
      { method: 'PUT', path: '/rota/9', query: { v: 1 }, body: { notes: 'x' } },
      { method: 'DELETE', path: '/rota/2024-05-01/north/2' },
      { method: 'PUT', path: '/organisation/rotas/bulk', body: { ids: [1] } },
      { method: 'POST', path: '/organisation/rotas/replace', body: { rotas: [{ name: 'x' }] } },
    ]);
    expect(() => api.rota.pdf('../admin/', {})).toThrow(PathParamError);
  });

  it('7.11 organisation: preview text, safeguarding, query builder, helpdesk, diversity', async () => {
    const { api, calls } = fakeHttp(() => '<p>hi</p>');
    const html = await api.organisation.emailTemplates.newUserPreview({ first_name: 'Ada' });
    expect(html).toBe('<p>hi</p>');
    await api.organisation.safeguarding.show();
    await api.organisation.safeguarding.update({ contact_email: 'x' });
    await api.organisation.queryBuilder.delete(4);
    await api.organisation.queryBuilder.preview({ query: { a: 1 } });
    await api.organisation.queryBuilder.validate({ query: {} });
    await api.organisation.recruitment.categories.duplicate(3, { name: 'copy' });
    await api.organisation.roleProfiles.bulkUpdate({ ids: [1, 2] });
    await api.organisation.roleProfiles.accountCodes();
    await api.organisation.helpdeskTickets('zendesk').tags();
    await api.organisation.diversity.reports.clearedApplicant({ year: 2024 });
    await api.organisation.loginMessages.logs(5).show(6);
    expect(calls.map(pick)).toEqual([
      {
        method: 'GET',
        path: '/organisation/email-templates/new-user/preview',
        query: { first_name: 'Ada' },
        response: 'text',
      },
      { method: 'GET', path: '/organisation/safeguarding/' },
      { method: 'PUT', path: '/organisation/safeguarding/', body: { contact_email: 'x' } },
      { method: 'DELETE', path: '/organisation/query-builder/4' },
      { method: 'POST', path: '/organisation/query-builder/preview', body: { query: { a: 1 } } },
      { method: 'POST', path: '/organisation/query-builder/validate/', body: { query: {} } },
      {
        method: 'POST',
        path: '/organisation/recruitment/categories/3/duplicate',
        body: { name: 'copy' },
      },
      { method: 'PUT', path: '/organisation/role-profiles/bulk-update/', query: { ids: [1, 2] } },
      { method: 'GET', path: '/organisation/role-profiles/account-codes/' },
      { method: 'GET', path: '/organisation/zendesk-tickets/tags/' },
      {
        method: 'GET',
        path: '/organisation/diversity/reports/cleared-applicant',
        query: { year: 2024 },
      },
      { method: 'GET', path: '/organisation/login-messages/5/logs/6' },
    ]);
  });

  it('7.12 teams: recursive, hide, team public site, uploads', async () => {
    const { api, calls } = fakeHttp();
    const file = new FormData();
    file.append('file', new Blob(['x'], { type: 'text/plain' }), 'a.txt');
    await api.organisation.teams.recursive({ q: 'north' });
    await api.organisation.teams.teamRecursive(5, { include_hidden: true });
    await api.organisation.teams.hide(5).store({ hidden: true });
    await api.teams.site.list({ q: 'x' });
    await api.teams.site.show(5);
    await api.teams.site.store(5, { title: 't' });
    await api.teams.site.update(5, { title: 'u' });
    await api.teams.site.file(5, file);
    await api.teams.site.contactUs(5, { name: 'A', email: 'a@b.c', message: 'hi' });
    await api.teams.site.logFileDownload(5);
    await api.tasks.attachments(2).store(file);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /organisation/teams/recursive/',
      'GET /organisation/teams/5/recursive/',
      'POST /organisation/teams/5/hide',
      'GET /teams/site',
      'GET /teams/5/site',
      'POST /teams/5/site',
      'PUT /teams/5/site',
      'POST /teams/5/site/file',
      'POST /teams/5/site/contact-us',
      'POST /teams/5/site/log-file-download',
      'POST /tasks/2/attachments/',
    ]);
    expect(calls[7]!.body).toBe(file);
    expect(calls[10]!.body).toBe(file);
  });

  it('7.13 users: self-complete induction, diversity, sub-notes, nested messaging', async () => {
    const { api, calls } = fakeHttp();
    await api.users.selfCompleteInduction(1, 2, { notes: 'done' });
    await api.users.diversity(1).answers();
    await api.users.diversity(1).hasAnswers();
    await api.users.diversity(1).url({ url: 'x' });
    await api.users.diversity(1).update(3, { answer: 'y' });
    await api.users.notes(1).subNotes(4).store({ content: 'n' });
    await api.users.messaging(1).attachments(2).forward(3).store({ email: 'x@example.org' });
    await api.users.loginMessages(1).acknowledge(9).store({});
    await api.users.twoFactor(1).trustComputer.update(2, { trust: true });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /users/1/inductions/self-complete/2',
      'GET /users/1/diversity/',
      'GET /users/1/diversity/has-answers',
      'POST /users/1/diversity/url/',
      'PUT /users/1/diversity/3',
      'POST /users/1/notes/4/sub-notes',
      'POST /users/1/messaging/2/attachments/3/forward/',
      'POST /users/1/login-messages/9/acknowledge',
      'PUT /users/1/two-factor/trust-computer/2',
    ]);
  });

  it('7.14 reports: GET-only sub-reports with parameters', async () => {
    const { api, calls } = fakeHttp();
    await api.reports.users.dynamicSkillCategoryUser(3, 4, { from: 'x' });
    await api.reports.expenses.byExpenseType();
    await api.reports.overview.diversity();
    expect(calls.map(pick)).toEqual([
      {
        method: 'GET',
        path: '/reports/users/skills/dynamic-skill-category/3/user/4/',
        query: { from: 'x' },
      },
      { method: 'GET', path: '/reports/expenses/by-expense-type' },
      { method: 'GET', path: '/reports/overview/diversity/' },
    ]);
  });

  it('7.15 heartbeat: list only', async () => {
    const { api, calls } = fakeHttp();
    await api.heartbeat.list();
    expect(calls.map(pick)).toEqual([{ method: 'GET', path: '/heartbeat/' }]);
    expect(Object.keys(api.heartbeat).sort()).toEqual(['list', 'listAll', 'paginate']);
  });
});

describe('path parameters', () => {
  it('encodes values and rejects missing, empty and dot segments before any request', async () => {
    const { api, calls } = fakeHttp();
    await api.users.notes('a/b c').show('x?y');
    expect(calls[0]!.path).toBe('/users/a%2Fb%20c/notes/x%3Fy');
    expect(() => api.users.notes(undefined as unknown as string)).toThrow(PathParamError);
    expect(() => api.users.notes('')).toThrow(
      /"userId" of \/users\/\{userId\}\/notes\/ must not be empty/,
    );
    expect(() => api.users.notes('..')).toThrow(PathParamError);
    expect(() => api.users.show(Number.NaN)).toThrow(PathParamError);
    expect(() => api.exports.resend(null as unknown as number)).toThrow(PathParamError);
    expect(calls).toHaveLength(1);
  });
});

describe('paginate and listAll', () => {
  const pages = (total: number) => (o: RequestOptions) => {
    const page = Number(o.query?.page ?? 1);
    return {
      data: [page * 10 + 1, page * 10 + 2],
      meta: {
        pagination: {
          current_page: page,
          total_pages: total,
          per_page: 2,
          count: 2,
          total: total * 2,
        },
      },
    };
  };

  it('walks every page in order', async () => {
    const { api, calls } = fakeHttp(pages(3));
    const items = await api.users.listAll({ per_page: 2 });
    expect(items).toEqual([11, 12, 21, 22, 31, 32]);
    expect(calls.map((c) => c.query)).toEqual([
      { per_page: 2, page: 1 },
      { per_page: 2, page: 2 },
      { per_page: 2, page: 3 },
    ]);
  });

  it('stops at maxPages and on early exit', async () => {
    const { api, calls } = fakeHttp(pages(10));
    expect(await api.users.listAll({}, { maxPages: 2 })).toHaveLength(4);
    calls.length = 0;
    for await (const page of api.users.paginate({ page: 4 })) {
      expect(page.meta.pagination.current_page).toBe(4);
      break;
    }
    expect(calls).toHaveLength(1);
  });

  it('treats a list without pagination metadata as a single page', async () => {
    const { api, calls } = fakeHttp(() => [{ name: 'Wales' }]);
    expect(await api.residentialOpportunities.countries.listAll()).toEqual([{ name: 'Wales' }]);
    expect(calls).toHaveLength(1);
  });
});

describe('response validation', () => {
  const bad = () => ({
    data: [{ id: 1, display_name: 42 }],
    meta: { pagination: { current_page: 1, total_pages: 1, per_page: 8, count: 1, total: 1 } },
  });

  it('is off by default', async () => {
    const { api } = fakeHttp(bad);
    await expect(api.residentialOpportunities.list()).resolves.toEqual(bad());
  });

  it('rejects with strict, naming the request, model and field', async () => {
    const { http } = fakeHttp(bad);
    const api = createApi(http, { validate: 'strict' });
    const error = await api.residentialOpportunities.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).message).toMatch(
      /GET \/residential-opportunities\/ does not match the Opportunity model \(data\.0\.display_name/,
    );
  });

  it('reports with warn and still resolves; per-call override wins', async () => {
    const { http } = fakeHttp(bad);
    const seen: ResponseValidationError[] = [];
    const api = createApi(http, { validate: 'warn', onValidationError: (e) => seen.push(e) });
    await expect(api.residentialOpportunities.list()).resolves.toEqual(bad());
    expect(seen).toHaveLength(1);
    await api.residentialOpportunities.list({}, { validate: 'off' });
    expect(seen).toHaveLength(1);
  });

  it('accepts matching bodies and checks single items in { data }', async () => {
    const { http } = fakeHttp(() => ({
      data: { id: 1, name: 'Root', children: [{ id: 2, name: 'Leaf', children: [] }] },
    }));
    const api = createApi(http, { validate: 'strict' });
    await expect(api.organisation.teams.show(1)).resolves.toBeTruthy();
    const broken = createApi(
      fakeHttp(() => ({ data: { id: 1, name: 'Root', children: [{ id: 2 }] } })).http,
      {
        validate: 'strict',
      },
    );
    await expect(broken.organisation.teams.show(1)).rejects.toThrow(/data\.children\.0\.name/);
  });
});

describe('createClient', () => {
  it('assigns the accessor tree onto the core client without clashes', async () => {
    const fetched: string[] = [];
    const client = createClient({
      baseURL: 'http://127.0.0.1:9/api/',
      token: 't',
      fetch: async (input) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ data: [] }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    expect(typeof client.request).toBe('function');
    expect(typeof client.login).toBe('function');
    await client.users.messaging(12).list({ page: 2 });
    expect(fetched).toEqual(['http://127.0.0.1:9/api/users/12/messaging/?page=2']);
  });
});
