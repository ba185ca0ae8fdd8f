/**
 * Dedicated handlers by route key. A key is `<operation> <resource path>` for
 * resource operations (e.g. `list /residential-opportunities`) and
 * `<METHOD> <call path>` for calls (e.g. `POST /auth/api`), paths normalised.
 * Everything else gets the generic behaviour of resources.ts and calls.ts.
 *
 * @module
 */
import * as account from '../auth/account.js';
import * as auth from '../auth/routes.js';
import { genericCall } from './calls.js';
import { countryPolygonsList, geocodeRetrieve, geocodeSearch, geocodeShow } from './geocode.js';
import { normalisePath } from './match.js';
import * as misc from './misc.js';
import * as teams from './teams.js';
import * as org from './organisation.js';
import {
  residentialCounties,
  residentialCountries,
  searchResidential,
  showResidential,
} from './residential.js';
import { genericResourceHandler, listRecords, showRecord } from './resources.js';
import type { Handler, RequestCtx } from './types.js';
import { REPORT_HANDLERS } from '../domain/routes.js';
import * as attendees from '../domain/attendees.js';
import * as bulkEmail from '../domain/bulkEmail.js';
import * as eventLinks from '../domain/eventLinks.js';
import * as sessionsBulk from '../domain/sessionsBulk.js';
import * as inbox from '../domain/inbox.js';
import * as people from '../domain/people.js';
import * as expenses from '../domain/expenses.js';
import { listShifts } from '../domain/personShifts.js';
import * as rotas from '../domain/rotas.js';
import * as shifts from '../domain/shifts.js';
import * as recruitment from '../domain/recruitment.js';
import * as tasks from '../domain/tasks.js';

const usersGuarded: Handler = (ctx) => {
  misc.guardUsers(ctx);
  return listRecords(ctx);
};

const userShowGuarded: Handler = (ctx) => {
  if (String(ctx.session?.user.id) !== ctx.params.id) misc.guardUsers(ctx);
  return showRecord(ctx);
};

const safeguardingGet: Handler = async (ctx) => {
  const reply = await genericCall(ctx);
  const json = reply.json as { data?: unknown; meta?: unknown } | undefined;
  const stored = json && !('meta' in json) ? (json.data as Record<string, unknown>) : {};
  return { json: { data: { ...org.safeguardingDefaults, ...stored } } };
};

/** Dedicated handlers, by route key. */
export const HANDLERS: Record<string, Handler> = {
  // Analytics datasets (7.5) and reports (7.14), computed by SQL.
  ...REPORT_HANDLERS,
  // Authentication (7.2).
  'POST /auth/api': auth.login,
  'POST /auth/api/refresh': auth.refresh,
  'POST /auth/api/token': auth.exchangeToken,
  'POST /auth/mobile/request-token': auth.mobileRequestToken,
  'POST /auth/mobile/verify-token': auth.mobileVerifyToken,
  'GET /auth/mobile/organisations': auth.mobileOrganisations,
  'store /auth/mobile': auth.mobileStore,
  'show /auth/mobile': auth.mobileShow,
  'delete /auth/mobile': auth.mobileDelete,
  // Public residential search (7.3).
  'list /residential-opportunities': searchResidential,
  'show /residential-opportunities': showResidential,
  'list /residential-opportunities/countries': residentialCountries,
  'list /residential-opportunities/counties': residentialCounties,
  'list /geocode': geocodeSearch,
  'show /geocode': geocodeShow,
  'list /geocode/retrieve': geocodeRetrieve,
  'show /geocode/retrieve': geocodeShow,
  'list /geocode/country-polygons': countryPolygonsList,
  'show /geocode/country-polygons': geocodeShow,
  'GET /organisation/timezones': org.timezones,
  'POST /opportunities/log/search': misc.logSearch,
  'POST /opportunities/log-apply-action': misc.logApplyAction,
  'store /users/{userId}/two-factor': account.twoFactorStart,
  'update /users/{userId}/two-factor': account.twoFactorConfirm,
  'store /users/{userId}/two-factor/trust-computer': account.trustComputer,
  'update /users/{userId}/password': account.changePassword,
  'GET /calendar/available-types': misc.calendarTypes,
  'GET /mobile/dashboard/stats': misc.mobileStats,
  // Heartbeat, users.
  'list /heartbeat': misc.heartbeat,
  'list /users': usersGuarded,
  'show /users': userShowGuarded,
  'PUT /users/{currentUserId}/inductions/self-complete/{inductionId}': misc.selfCompleteInduction,
  'GET /users/{userId}/diversity/has-answers': misc.diversityHasAnswers,
  // Organisation.
  'list /organisation/countries': org.organisationCountries,
  'GET /organisation/detailed': org.organisationDetailed,
  'GET /organisation/email-templates/new-user/preview': org.emailPreview,
  'POST /organisation/query-builder/validate': org.queryValidate,
  'POST /organisation/query-builder/preview': org.queryPreview,
  'GET /organisation/diversity/categories': org.diversityCategories,
  'GET /organisation/diversity/questions': org.diversityQuestions,
  'GET /organisation/diversity/reports/user': org.diversityReport,
  'GET /organisation/diversity/reports/applicant': org.diversityReport,
  'GET /organisation/diversity/reports/cleared-applicant': org.diversityReport,
  'GET /organisation/diversity/reports/user-dob': org.diversityReport,
  'GET /organisation/safeguarding': safeguardingGet,
  'POST /organisation/recruitment/categories/{id}/duplicate': misc.duplicateCategory,
  'GET /organisation/role-profiles/account-codes': misc.accountCodes,
  'PUT /organisation/role-profiles/bulk-update': misc.roleProfilesBulkUpdate,
  // Teams.
  'GET /organisation/teams/recursive': teams.teamsRecursive,
  'GET /organisation/teams/{teamId}/recursive': teams.teamsRecursive,
  'list /teams': teams.teamsList,
  'show /teams': teams.teamShow,
  // Actions of spec 4 with real effects (../domain/).
  'PUT /events/{eventId}/sessions/{sessionId}/bulk-update-user-status':
    attendees.bulkUpdateUserStatus,
  'PUT /events/{eventId}/sessions/{sessionId}/bulk-delete-users': attendees.bulkDeleteUsers,
  'PUT /events/{eventId}/sessions/bulk-update': sessionsBulk.bulkUpdateSessions,
  'PUT /events/{eventId}/sessions/bulk-update-location': sessionsBulk.bulkUpdateLocation,
  'show /events/{eventId}/sessions/{sessionId}/attendees': attendees.showAttendee,
  'store /events/{eventId}/sessions/{sessionId}/attendees': attendees.storeAttendee,
  'update /events/{eventId}/sessions/{sessionId}/attendees': attendees.updateAttendee,
  'delete /events/{eventId}/sessions/{sessionId}/attendees': attendees.deleteAttendee,
  'store /events/{eventId}/invitations': eventLinks.storeInvitation,
  'update /events/{eventId}/invitations': eventLinks.updateInvitation,
  'store /events/{eventId}/supervisors': eventLinks.storeSupervisor,
  'list /users/{userId}/notifications': inbox.listNotifications,
  'store /users/{userId}/notifications/dismiss': inbox.dismissNotifications,
  'update /users/{userId}/notifications/dismiss': inbox.dismissNotifications,
  'store /users/{userId}/messaging/mark-read': inbox.markMessagesRead,
  'update /users/{userId}/messaging/mark-read': inbox.markMessagesRead,
  'list /users/{userId}/login-messages': inbox.listLoginMessages,
  'store /users/{userId}/login-messages/{messageId}/acknowledge': inbox.acknowledgeLoginMessage,
  'store /organisation/saved-list': bulkEmail.storeSavedList,
  'show /organisation/saved-list': bulkEmail.showSavedList,
  'store /bulk/email': bulkEmail.sendBulkEmail,
  'list /users/{userId}/blocked/can-be-blocked': people.canBeBlocked,
  'show /users/{userId}/blocked/can-be-blocked': people.canBeBlocked,
  'store /users/{userId}/blocked': people.blockUser,
  'delete /users/{userId}/blocked': people.unblockUser,
  'store /users/{userId}/request-anonymisation': people.requestAnonymisation,
  'update /claims': expenses.updateClaim,
  'list /shifts': listShifts,
  'store /applications': recruitment.storeApplication,
  'update /applications': recruitment.updateApplication,
  'store /tasks': tasks.storeTask,
  'update /tasks': tasks.updateTask,
  'store /bulk/tasks': tasks.storeBulkTasks,
  'store /shifts': shifts.storeShift,
  'update /shifts': shifts.updateShift,
  'PUT /organisation/rotas/bulk': rotas.rotasBulk,
  'POST /organisation/rotas/replace': rotas.rotasReplace,
  'store /organisation/teams/{teamId}/hide': rotas.teamHide,
  'show /organisation/teams/{teamId}/hide': rotas.teamHiddenShow,
  // Rotas, exports, integrations.
  'GET /rota/{params}pdf': misc.rotaPdf,
  'GET /rota/{params}teams': misc.rotaTeams,
  'POST /exports/{id}/resend': misc.exportResend,
  'store /integrations/service/{integrationId}/sync': misc.syncStart,
  'DELETE /integrations/service/{integrationId}/sync': misc.syncCancel,
};

/** The route key of a request. */
export function routeKey(ctx: Pick<RequestCtx, 'target'>): string {
  const t = ctx.target;
  return t.kind === 'call'
    ? `${t.entry.method} ${normalisePath(t.entry.path)}`
    : `${t.operation} ${normalisePath(t.entry.path)}`;
}

/** The handler of a request: dedicated, else generic. */
export function handlerFor(ctx: RequestCtx): Handler {
  return (
    HANDLERS[routeKey(ctx)] ??
    (ctx.target.kind === 'call' ? genericCall : genericResourceHandler(ctx))
  );
}
