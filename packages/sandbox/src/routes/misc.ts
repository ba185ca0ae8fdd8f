/**
 * Handlers of rotas, exports, integrations, logs, the heartbeat and other one-off calls.
 *
 * @module
 */
import { ANONYMOUS_LOG_LIMIT, takeRate } from '../authz/rateLimit.js';
import { clientAddress } from '../auth/security.js';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ApiError, notFound, validationError } from '../errors.js';
import { requirePermission } from './organisation.js';
import { TEAMS } from './teams.js';
import type { Handler, RequestCtx } from './types.js';
import { named, namedCall } from '../store/collections.js';
import { sendEmail } from '../outbox/outbox.js';
import { teamScopeOf } from '../authz/teamScope.js';
import { VOLUNTEER_PERMISSIONS } from '../seed/permissions.js';

/** `GET /rota/{params}pdf/`: the rota as a real PDF document. */
export const rotaPdf: Handler = async (ctx) => {
  const params = (ctx.params.params ?? '').replace(/\/$/, '');
  const doc = await PDFDocument.create();
  doc.setTitle(`Rota ${params}`.trim());
  doc.setProducer('VolunteerKit Sandbox');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText('Rota', { x: 50, y: 780, size: 24, font: bold, color: rgb(0.1, 0.1, 0.2) });
  page.drawText(params ? `For ${params}` : 'All rotas', { x: 50, y: 755, size: 12, font });
  const rotas = ctx.services.store.all(named('organisation.rotas')).slice(0, 30);
  const teams = ctx.services.store.all(TEAMS).slice(0, 30);
  let y = 720;
  const rows = rotas.length
    ? rotas.map(
        (r) =>
          `${String(r.name ?? `Rota ${r.id}`)}  ${String(r.start_time ?? '')}-${String(r.end_time ?? '')}`,
      )
    : teams.map((t) => `${String(t.name)}: no shifts scheduled`);
  for (const line of rows) {
    page.drawText(line.replace(/[^\x20-\x7e]/g, '?').slice(0, 90), { x: 50, y, size: 11, font });
    y -= 18;
    if (y < 60) break;
  }
  const bytes = await doc.save();
  return {
    bytes,
    contentType: 'application/pdf',
    headers: { 'content-disposition': `attachment; filename="rota.pdf"` },
  };
};

/** `GET /rota/{params}teams/`: the teams of the rota. */
export const rotaTeams: Handler = (ctx) => {
  const teams = ctx.services.store.all(TEAMS).filter((t) => t.disabled !== true);
  return {
    json: { data: teams.map((t) => ({ id: t.id, name: t.name, parent_id: t.parent_id ?? null })) },
  };
};

/** `POST /exports/{id}/resend`: resends a stored export (a new entry in its `sends`). */
export const exportResend: Handler = (ctx) => {
  const raw = ctx.params.id ?? '';
  const store = ctx.services.store;
  const record = /^\d{1,15}$/.test(raw) ? store.get(named('exports'), {}, Number(raw)) : undefined;
  if (!record) throw notFound(`Export ${raw}`);
  const now = new Date().toISOString();
  const sends = Array.isArray(record.sends) ? record.sends : [];
  const updated = store.update(named('exports'), {}, record.id, {
    resent_count: Number(record.resent_count ?? 0) + 1,
    last_sent_at: now,
    status: 'sent',
    sends: [...sends, { sent_at: now, user_id: ctx.session?.user.id ?? null, resend: true }],
  });
  ctx.services.log('export_resend', { export_id: record.id }, ctx.session?.user.id);
  // The export goes again to the person who asked for it: their e-mail is in the outbox.
  const to = ctx.session ? store.getAnyScope(named('users'), ctx.session.user.id) : undefined;
  if (to && typeof to.email === 'string' && to.email)
    sendEmail(
      ctx.services.db,
      {
        to: to.email,
        toName: [to.first_name, to.last_name].filter((p) => typeof p === 'string' && p).join(' '),
        subject: `Your export #${record.id}`,
        text: `Hello ${typeof to.first_name === 'string' ? to.first_name : ''},\n\nHere is the export #${record.id} you asked for again (sent ${now}).\n`,
        kind: 'export',
        userId: to.id,
      },
      Date.parse(now),
    );
  return { json: { data: updated } };
};

const SYNC = named('integrations.service.sync');

/** `POST /integrations/service/{integrationId}/sync`: starts a sync (status `running`). */
export const syncStart: Handler = (ctx) => {
  const integrationId = ctx.params.integrationId ?? '';
  const store = ctx.services.store;
  if (
    !/^\d{1,15}$/.test(integrationId) ||
    !store.get(named('integrations.service'), {}, Number(integrationId))
  ) {
    throw notFound(`Integration ${integrationId}`);
  }
  const scope = { integrationId };
  const running = store.all(SYNC, scope).find((s) => s.status === 'running');
  if (running)
    throw new ApiError(
      409,
      'sync_running',
      'A sync of this integration is already running; cancel it first.',
      { extra: { data: running } },
    );
  const record = store.insert(SYNC, scope, {
    status: 'running',
    started_at: new Date().toISOString(),
    started_by: ctx.session?.user.id ?? null,
    ...(typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
      ? (ctx.body as Record<string, unknown>)
      : {}),
  });
  return { status: 201, json: { data: record } };
};

/** `DELETE /integrations/service/{integrationId}/sync`: cancels the running sync. */
export const syncCancel: Handler = (ctx) => {
  const scope = { integrationId: ctx.params.integrationId ?? '' };
  const store = ctx.services.store;
  const running = store.all(SYNC, scope).find((s) => s.status === 'running');
  if (!running) throw notFound('A running sync');
  const updated = store.update(SYNC, scope, running.id, {
    status: 'cancelled',
    cancelled_at: new Date().toISOString(),
  });
  return { json: { data: updated } };
};

/** `GET /heartbeat/`: needs 'view-users'. */
export const heartbeat: Handler = (ctx) => {
  requirePermission(ctx, 'view-users');
  return {
    json: {
      data: {
        status: 'ok',
        server_time: new Date().toISOString(),
        user_id: ctx.session?.user.id,
        token_expires_at: ctx.session?.exp ? new Date(ctx.session.exp * 1000).toISOString() : null,
      },
    },
  };
};

/** `GET /users/`: needs 'view-users'. */
export function guardUsers(ctx: RequestCtx): void {
  requirePermission(ctx, 'view-users');
}

/** Anonymous log writes are rate-limited per client address (429 past the limit). */
function limitAnonymous(ctx: RequestCtx): void {
  if (ctx.session) return;
  takeRate(
    ctx.services.db,
    `anonymous-log:${clientAddress(ctx)}`,
    ANONYMOUS_LOG_LIMIT,
    ctx.services.tokens.now(),
  );
}

/** `POST /opportunities/log/search` `{opportunities_ids}`. */
export const logSearch: Handler = (ctx) => {
  const body = ctx.body as { opportunities_ids?: unknown } | undefined;
  const ids = body && typeof body === 'object' ? body.opportunities_ids : undefined;
  if (
    !Array.isArray(ids) ||
    ids.length > 1000 ||
    !ids.every(
      (x) =>
        (typeof x === 'number' && Number.isInteger(x)) ||
        (typeof x === 'string' && /^\d{1,15}$/.test(x)),
    )
  ) {
    throw validationError({
      opportunities_ids: ['must be a list of opportunity ids (at most 1000)'],
    });
  }
  limitAnonymous(ctx);
  const entry = { opportunities_ids: ids.map(Number), public: !ctx.session };
  ctx.services.log('search', entry, ctx.session?.user.id);
  return { status: 201, json: { data: entry } };
};

/** `POST /opportunities/log-apply-action` `{slug}`. */
export const logApplyAction: Handler = (ctx) => {
  const body = ctx.body as { slug?: unknown } | undefined;
  const slug = body && typeof body === 'object' ? body.slug : undefined;
  if (typeof slug !== 'string' || !/^[a-z0-9][a-z0-9-]{0,199}$/i.test(slug)) {
    throw validationError({ slug: ['must be an opportunity slug (letters, digits and dashes)'] });
  }
  limitAnonymous(ctx);
  ctx.services.log('apply_action', { slug, public: !ctx.session }, ctx.session?.user.id);
  return { status: 201, json: { data: { slug } } };
};

/** `PUT /users/{currentUserId}/inductions/self-complete/{inductionId}`: only for the logged-in user's own id. */
export const selfCompleteInduction: Handler = (ctx) => {
  const userId = ctx.params.currentUserId ?? '';
  if (String(ctx.session?.user.id) !== userId) {
    throw new ApiError(
      403,
      'forbidden',
      'An induction can only be self-completed by the user it belongs to.',
    );
  }
  const inductionId = ctx.params.inductionId ?? '';
  const collection = named('users.inductions');
  const scope = { userId };
  const record = /^\d{1,15}$/.test(inductionId)
    ? ctx.services.store.get(collection, scope, Number(inductionId))
    : undefined;
  if (!record) throw notFound(`Induction ${inductionId}`);
  const extra =
    typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
      ? (ctx.body as Record<string, unknown>)
      : {};
  const updated = ctx.services.store.update(collection, scope, record.id, {
    ...extra,
    status: 'completed',
    completed_at: new Date().toISOString(),
  });
  return { json: { data: updated } };
};

/** `POST /organisation/recruitment/categories/{id}/duplicate`: copies a category and its stages (body fields override). */
export const duplicateCategory: Handler = (ctx) => {
  const raw = ctx.params.id ?? '';
  const collection = named('organisation.recruitment.categories');
  const record = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(collection, {}, Number(raw))
    : undefined;
  if (!record) throw notFound(`Recruitment category ${raw}`);
  const { id: _id, created_at: _c, updated_at: _u, etag: _e, ...rest } = record;
  const extra =
    typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body)
      ? (ctx.body as Record<string, unknown>)
      : {};
  const store = ctx.services.store;
  const stages = named('organisation.recruitment.categories.stages');
  const copy = ctx.services.db.transaction(() => {
    const inserted = store.insert(
      collection,
      {},
      {
        ...rest,
        name: `${String(rest.name ?? 'Category')} (copy)`,
        ...extra,
        duplicated_from: record.id,
      },
    );
    const copied = store
      .all(stages, { categoryId: String(record.id) })
      .map(({ id: _s, created_at: _sc, updated_at: _su, etag: _se, ...stage }) =>
        store.insert(stages, { categoryId: String(inserted.id) }, stage),
      );
    return { ...inserted, stages: copied };
  })();
  return { status: 201, json: { data: copy } };
};

/** `GET /organisation/role-profiles/account-codes/`: distinct account codes of the role profiles. */
export const accountCodes: Handler = (ctx) => {
  const codes = new Set<string>();
  for (const r of ctx.services.store.all(named('organisation.roleProfiles')))
    if (typeof r.account_code === 'string') codes.add(r.account_code);
  return { json: { data: [...codes].sort().map((code) => ({ code })) } };
};

/** `GET /users/{userId}/diversity/has-answers`. */
export const diversityHasAnswers: Handler = (ctx) => {
  const docs = ctx.services.store.all(namedCall('users.diversity.answers'), {
    userId: ctx.params.userId ?? '',
  });
  return { json: { data: { has_answers: docs.length > 0 } } };
};

/** `PUT /organisation/role-profiles/bulk-update/?ids[]=..&status=..`: updates role profiles from query parameters. */
export const roleProfilesBulkUpdate: Handler = (ctx) => {
  const ids = ctx.query
    .getAll('ids[]')
    .concat(ctx.query.getAll('ids'))
    .flatMap((s) => s.split(','));
  if (ids.length === 0 || !ids.every((i) => /^\d{1,15}$/.test(i)))
    throw validationError({ ids: ['must list role profile ids'] });
  const patch: Record<string, unknown> = {};
  for (const [k, v] of ctx.query)
    if (!k.startsWith('ids') && /^[a-z_]{1,40}$/.test(k)) patch[k] = v;
  const collection = named('organisation.roleProfiles');
  const updated = ctx.services.db.transaction(() =>
    ids.map((i) => {
      const r = ctx.services.store.update(collection, {}, Number(i), patch);
      if (!r) throw notFound(`Role profile ${i}`);
      return r;
    }),
  )();
  return { json: { data: updated } };
};

/** `GET /calendar/available-types/`: the kinds of calendar entry. */
export const calendarTypes: Handler = () => ({
  json: {
    data: [
      { id: 'event', name: 'Events' },
      { id: 'shift', name: 'Shifts' },
      { id: 'activity', name: 'Activities' },
      { id: 'residential', name: 'Residential bookings' },
      { id: 'reminder', name: 'Reminders' },
    ],
  },
});

/**
 * How many expense claims wait for a decision within the caller's reach (a team
 * leader's: their teams'), for staff only: a count names nobody, so a staff member
 * who may not see people still learns the true figure, never a false zero (issue 46).
 * `undefined` for a volunteer.
 */
function claimsWaiting(ctx: RequestCtx): number | undefined {
  const held = ctx.session?.user.permissions ?? [];
  if (!held.some((p) => !VOLUNTEER_PERMISSIONS.includes(p))) return undefined;
  const scope = teamScopeOf(ctx);
  return ctx.services.store
    .findBy(named('claims'), 'status', 'pending')
    .filter((c) => !scope || scope.teams.has(Number(c.team_id))).length;
}

/** `GET /mobile/dashboard/stats/`: counts for the signed-in user's dashboard. */
export const mobileStats: Handler = (ctx) => {
  const store = ctx.services.store;
  const userId = String(ctx.session?.user.id ?? '');
  const waiting = claimsWaiting(ctx);
  return {
    json: {
      data: {
        residential_opportunities: store.count(named('residentialOpportunities')),
        teams: store.count(TEAMS),
        my_applications: store.all(named('users.applications'), { userId }).length,
        my_notifications: store.all(named('users.notifications'), { userId }).length,
        ...(waiting === undefined ? {} : { claims_waiting: waiting }),
      },
    },
  };
};
