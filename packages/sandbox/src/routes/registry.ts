/**
 * Dedicated handlers by route name, the catalogue's accessor names: the accessor
 * of a call (e.g. `auth.login`) or the accessor and operation of a resource
 * operation (e.g. `residentialOpportunities list`), as `routeName` of the
 * api-client catalogue builds them; registry.test.ts checks that every name
 * resolves. Everything else gets the generic behaviour of resources.ts and calls.ts.
 *
 * @module
 */
import { minorsInCare } from '../authz/guardianship.js';
import { routeName } from '@volunteerkit/api-client/catalogue';
import * as account from '../auth/account.js';
import * as passwordLinks from '../auth/passwordLinks.js';
import * as auth from '../auth/routes.js';
import { genericCall } from './calls.js';
import { countryPolygonsList, geocodeRetrieve, geocodeSearch, geocodeShow } from './geocode.js';
import * as misc from './misc.js';
import * as vettingChecks from '../domain/vettingChecks.js';
import * as clearanceReads from '../domain/clearanceReads.js';
import * as atRisk from '../domain/atRisk.js';
import * as teams from './teams.js';
import { contactUsRoute } from '../teamSite/routes.js';
import * as org from './organisation.js';
import {
  residentialCounties,
  residentialCountries,
  searchResidential,
  showResidential,
} from './residential.js';
import { genericResourceHandler, listRecords, showRecord, updateRecord } from './resources.js';
import { ApiError } from '../errors.js';
import type { Handler, Reply, RequestCtx } from './types.js';
import { REPORT_HANDLERS } from '../domain/routes.js';
import * as attendees from '../domain/attendees.js';
import * as bulkEmail from '../domain/bulkEmail.js';
import * as bulkPeople from '../domain/bulkPeople.js';
import * as eventLinks from '../domain/eventLinks.js';
import * as sessionsBulk from '../domain/sessionsBulk.js';
import * as inbox from '../domain/inbox.js';
import * as people from '../domain/people.js';
import * as expenses from '../domain/expenses.js';
import * as myExpenses from '../domain/myExpenses.js';
import {
  applicationFormRoute,
  applicationFormShowRoute,
  applyRoute,
} from '../publicApply/routes.js';
import * as calendarFeed from '../calendar/feed.js';
import * as checkIn from '../domain/checkIn.js';
import { withdrawOwnApplication } from '../domain/withdrawApplication.js';
import * as residentialBooking from '../domain/residentialBooking.js';
import { listWithSenders, showWithSender, storeMessage } from '../domain/messageSenders.js';
import * as rotas from '../domain/rotas.js';
import * as shifts from '../domain/shifts.js';
import * as recruitment from '../domain/recruitment.js';
import * as tasks from '../domain/tasks.js';
import * as consent from '../domain/consentNotices.js';
import * as diversity from '../domain/diversity.js';
import * as profilePhoto from '../domain/profilePhoto.js';
import { listRecognitions } from '../domain/milestones.js';
import { checkListQuery, redact } from '../authz/policy.js';
import { named } from '../store/collections.js';

/** A user record as the caller may read it (authz/policy.ts HIDDEN_FIELDS: diversity answers). */
function readableUser(ctx: RequestCtx, reply: Reply): Reply {
  const json = reply.json as { data?: unknown } | undefined;
  if (!json || typeof json.data !== 'object' || json.data === null) return reply;
  const viewer = ctx.session?.user;
  const one = (r: Record<string, unknown>) => redact(named('users'), r, viewer);
  const data = Array.isArray(json.data)
    ? (json.data as Record<string, unknown>[]).map(one)
    : one(json.data as Record<string, unknown>);
  return { ...reply, json: { ...json, data } };
}

const usersGuarded: Handler = async (ctx) => {
  misc.guardUsers(ctx);
  checkListQuery(named('users'), ctx.query, ctx.session?.user);
  return readableUser(ctx, await listRecords(ctx));
};

const userShowGuarded: Handler = async (ctx) => {
  // One's own record, or (grant `guardian`) that of a minor in one's care.
  const own = String(ctx.session?.user.id) === ctx.params.id;
  if (!own && ctx.grant !== 'guardian') misc.guardUsers(ctx);
  const reply = readableUser(ctx, await showRecord(ctx));
  if (!own || !ctx.session) return reply;
  // One's own record names the minors in one's care (authz/guardianship.ts).
  const json = reply.json as { data: Record<string, unknown> };
  const minors = minorsInCare(ctx.services.db, ctx.session.user.id).map((m) => ({
    id: m.id,
    name: [m.first_name, m.last_name].filter((p) => typeof p === 'string' && p).join(' '),
  }));
  return { ...reply, json: { ...json, data: { ...json.data, minors_in_care: minors } } };
};

/**
 * `PUT /users/{id}` by someone who may edit but not read people ('edit-users'
 * without 'view-users'): the answer, a 412's included, shows only what they
 * sent and the new version, never the rest of the record.
 */
const userUpdateGuarded: Handler = async (ctx) => {
  const reader =
    String(ctx.session?.user.id) === ctx.params.id ||
    ctx.session?.user.permissions.includes('view-users') === true;
  if (reader) return readableUser(ctx, await updateRecord(ctx));
  const sent =
    typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
      ? Object.keys(ctx.body)
      : [];
  const visible = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record).filter(([k]) => ['id', 'etag', 'updated_at', ...sent].includes(k)),
    );
  try {
    const reply = await updateRecord(ctx);
    const data = (reply.json as { data: Record<string, unknown> }).data;
    return { ...reply, json: { data: visible(data) } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 412)
      throw new ApiError(412, error.code, error.message, {
        headers: error.headers,
        extra: { etag: error.extra.etag },
      });
    throw error;
  }
};

const safeguardingGet: Handler = async (ctx) => {
  const reply = await genericCall(ctx);
  const json = reply.json as { data?: unknown; meta?: unknown } | undefined;
  const stored = json && !('meta' in json) ? (json.data as Record<string, unknown>) : {};
  return {
    json: { data: { ...org.safeguardingDefaults, ...stored } },
    ...(reply.headers ? { headers: reply.headers } : {}),
  };
};

/** Dedicated handlers, by route key. */
export const HANDLERS: Record<string, Handler> = {
  // Analytics datasets (7.5) and reports (7.14), computed by SQL.
  ...REPORT_HANDLERS,
  // Authentication (7.2).
  'auth.login': auth.login,
  'auth.refresh': auth.refresh,
  'auth.exchangeToken': auth.exchangeToken,
  'auth.logout': auth.logout,
  'auth.mobile.requestToken': auth.mobileRequestToken,
  'auth.mobile.verifyToken': auth.mobileVerifyToken,
  'auth.mobile.organisations': auth.mobileOrganisations,
  'auth.mobile store': auth.mobileStore,
  'auth.mobile show': auth.mobileShow,
  'auth.mobile delete': auth.mobileDelete,
  // Public residential search (7.3).
  'residentialOpportunities list': searchResidential,
  'residentialOpportunities show': showResidential,
  'residentialOpportunities update': atRisk.updateResidentialOpportunity,
  'events update': atRisk.updateEvent,
  'organisation.teams update': atRisk.updateTeam,
  'organisation.rotas update': atRisk.updateRota,
  'residentialOpportunities.countries list': residentialCountries,
  'residentialOpportunities.counties list': residentialCounties,
  'geocode list': geocodeSearch,
  'geocode show': geocodeShow,
  'geocode.retrieve list': geocodeRetrieve,
  'geocode.retrieve show': geocodeShow,
  'geocode.countryPolygons list': countryPolygonsList,
  'geocode.countryPolygons show': geocodeShow,
  'organisation.timezones': org.timezones,
  'opportunities.logSearch': misc.logSearch,
  'opportunities.logApplyAction': misc.logApplyAction,
  'users.twoFactor store': account.twoFactorStart,
  'users.twoFactor update': account.twoFactorConfirm,
  'users.twoFactor.trustComputer store': account.trustComputer,
  'users.password update': account.changePassword,
  'users.forgotPassword store': account.sendPasswordReset,
  'users.forgotPassword update': passwordLinks.setPasswordWithLink,
  'auth.forgotPassword': passwordLinks.requestPasswordReset,
  'calendar.availableTypes': misc.calendarTypes,
  'mobileDashboard.stats': misc.mobileStats,
  // Heartbeat, users.
  'heartbeat list': misc.heartbeat,
  'users list': usersGuarded,
  'users show': userShowGuarded,
  'users update': userUpdateGuarded,
  'users.selfCompleteInduction': misc.selfCompleteInduction,
  'users.diversity.hasAnswers': misc.diversityHasAnswers,
  'users.calendarFeed.show': calendarFeed.showCalendarFeed,
  'users.calendarFeed.reset': calendarFeed.resetCalendarFeed,
  'users.calendarFeed.stop': calendarFeed.stopCalendarFeed,
  'users.diversity.answers': diversity.showDiversityAnswers,
  'users.diversity update': diversity.updateDiversityAnswer,
  'users.profilePhoto store': profilePhoto.storeProfilePhoto,
  'users.profilePhoto delete': profilePhoto.deleteProfilePhoto,
  'users.recognitions list': listRecognitions,
  'shifts.checkInCode': checkIn.showCheckInCode,
  'shifts.checkIn': checkIn.selfCheckIn,
  'checkIns.record': checkIn.recordCheckIn,
  // Organisation.
  'organisation.countries list': org.organisationCountries,
  'organisation.detailed': org.organisationDetailed,
  'organisation list': org.organisationList,
  'organisation update': org.organisationUpdate,
  'organisation.emailTemplates.newUserPreview': org.emailPreview,
  'organisation.queryBuilder.validate': org.queryValidate,
  'organisation.queryBuilder.preview': org.queryPreview,
  'organisation.diversity.categories': org.diversityCategories,
  'organisation.diversity.questions': org.diversityQuestions,
  'organisation.diversity.reports.user': org.diversityReport,
  'organisation.diversity.reports.applicant': org.diversityReport,
  'organisation.diversity.reports.clearedApplicant': org.diversityReport,
  'organisation.diversity.reports.userDob': org.diversityReport,
  'organisation.safeguarding.show': safeguardingGet,
  'organisation.safeguarding.update': vettingChecks.safeguardingUpdate,
  'users.vetting list': vettingChecks.listPersonChecks,
  'vetting update': vettingChecks.updateCheck,
  'vetting list': clearanceReads.listChecksOrConfirmations,
  'organisation.recruitment.categories.duplicate': misc.duplicateCategory,
  'organisation.roleProfiles.accountCodes': misc.accountCodes,
  'organisation.roleProfiles.bulkUpdate': misc.roleProfilesBulkUpdate,
  // Teams.
  'organisation.teams.recursive': teams.teamsRecursive,
  'organisation.teams.teamRecursive': teams.teamsRecursive,
  'teams list': teams.teamsList,
  'teams show': teams.teamShow,
  'teams.site.contactUs': contactUsRoute,
  // Actions of spec 4 with real effects (../domain/).
  'events.sessions.bulkUpdateUserStatus': attendees.bulkUpdateUserStatus,
  'events.sessions.bulkDeleteUsers': attendees.bulkDeleteUsers,
  'events.sessions.bulkUpdate': sessionsBulk.bulkUpdateSessions,
  'events.sessions.bulkUpdateLocation': sessionsBulk.bulkUpdateLocation,
  'events.sessions.attendees show': attendees.showAttendee,
  'events.sessions.attendees store': attendees.storeAttendee,
  'events.sessions.attendees update': attendees.updateAttendee,
  'events.sessions.attendees delete': attendees.deleteAttendee,
  'events.invitations store': eventLinks.storeInvitation,
  'events.invitations update': eventLinks.updateInvitation,
  'events.supervisors store': eventLinks.storeSupervisor,
  'users.notifications list': inbox.listNotifications,
  'users.notifications.dismiss store': inbox.dismissNotifications,
  'users.notifications.dismiss update': inbox.dismissNotifications,
  'users.messaging list': listWithSenders,
  'users.messaging show': showWithSender,
  'users.messaging store': storeMessage,
  'users.messaging.reply list': listWithSenders,
  'users.messaging.reply show': showWithSender,
  'users.messaging.markRead store': inbox.markMessagesRead,
  'users.messaging.markRead update': inbox.markMessagesRead,
  'users.loginMessages list': inbox.listLoginMessages,
  'users.loginMessages.acknowledge store': inbox.acknowledgeLoginMessage,
  'organisation.savedList store': bulkEmail.storeSavedList,
  'organisation.savedList show': bulkEmail.showSavedList,
  'bulk.email store': bulkEmail.sendBulkEmail,
  'bulk store': bulkPeople.storeBulkAction,
  'users.blocked.canBeBlocked list': people.canBeBlocked,
  'users.blocked.canBeBlocked show': people.canBeBlocked,
  'users.blocked store': people.blockUser,
  'users.blocked delete': people.unblockUser,
  'users.requestAnonymisation store': people.requestAnonymisation,
  'claims store': expenses.storeClaim,
  'claims update': expenses.updateClaim,
  'shifts list': clearanceReads.listShiftsWithClearance,
  'shifts show': clearanceReads.showShiftWithClearance,
  'users.expenses list': myExpenses.listOwnClaims,
  'users.expenses store': myExpenses.submitClaim,
  'opportunities.apply store': applyRoute,
  'opportunities list': clearanceReads.listOpportunitiesWithClearance,
  'opportunities show': clearanceReads.showOpportunityWithClearance,
  'users.applications update': withdrawOwnApplication,
  'opportunities.applicationForm list': applicationFormRoute,
  'opportunities.applicationForm show': applicationFormShowRoute,
  'applications list': clearanceReads.listApplicationsWithClearance,
  'applications store': recruitment.storeApplication,
  'applications update': atRisk.orRemind('application', recruitment.updateApplication),
  'users.applications.parentalConsent store': consent.storeOwnConsent,
  'users.applications.parentalConsent update': consent.updateOwnConsent,
  'tasks store': tasks.storeTask,
  'tasks update': tasks.updateTask,
  'bulk.tasks store': tasks.storeBulkTasks,
  'shifts store': shifts.storeShift,
  'shifts update': clearanceReads.updateShiftOrRemind,
  'shifts delete': shifts.deleteShift,
  'residentialAvailability list': residentialBooking.listAvailability,
  'residentialBookings store': residentialBooking.storeBooking,
  'residentialBookings update': atRisk.orRemind('residential', residentialBooking.updateBooking),
  'organisation.rotas.bulk': rotas.rotasBulk,
  'organisation.rotas.replace': rotas.rotasReplace,
  'organisation.teams.hide store': rotas.teamHide,
  'organisation.teams.hide show': rotas.teamHiddenShow,
  // Rotas, exports, integrations.
  'rota.pdf': misc.rotaPdf,
  'rota.teams': misc.rotaTeams,
  'exports.resend': misc.exportResend,
  'integrations.service.sync store': misc.syncStart,
  'integrations.service.sync.remove': misc.syncCancel,
};

/** The route name of a request (its handler key). */
export function routeKey(ctx: Pick<RequestCtx, 'target'>): string {
  const t = ctx.target;
  return t.kind === 'call' ? routeName(t.entry) : routeName(t.entry, t.operation);
}

/** The handler of a request: dedicated, else generic. */
export function handlerFor(ctx: RequestCtx): Handler {
  return (
    HANDLERS[routeKey(ctx)] ??
    (ctx.target.kind === 'call' ? genericCall : genericResourceHandler(ctx))
  );
}
