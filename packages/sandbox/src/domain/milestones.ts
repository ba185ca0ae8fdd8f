/**
 * Hour milestones (issue 49, SPEC 1 "keep their own record"): ★ 10, 50, 100 and
 * 250 hours, computed from the person's attended shifts (the hours between each
 * attended shift's start and end, cancelled shifts left out, as the reports
 * count them). Each milestone reached is written once as a recognition of the
 * person (`/users/{userId}/recognitions/`, `milestone_hours` set) and notified
 * once (domain/notify.ts, kind `milestone`): the recognition written is what
 * says it was awarded, so a milestone is never awarded or notified twice.
 *
 * Awarded when staff record attendance on a shift (domain/shifts.ts) and when
 * the person's recognitions are listed (catching up with attendance recorded
 * before, or by the demo seed).
 *
 * @module
 */
import { ensureViews } from './report.js';
import { notify, type NotifyServices } from './notify.js';
import { listRecords } from '../routes/resources.js';
import type { Handler } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';

/** The hour milestones, in order. */
export const HOUR_MILESTONES = [10, 50, 100, 250] as const;

const RECOGNITIONS = named('users.recognitions');

/** The hours a person attended, from their attended shifts (one decimal). */
export function attendedHours(services: Pick<NotifyServices, 'db'>, userId: number): number {
  ensureViews(services.db);
  const row = services.db
    .prepare(
      `SELECT COALESCE(SUM(minutes), 0) AS minutes FROM v_assignments WHERE status = 'attended' AND CAST(user_id AS INTEGER) = ?`,
    )
    .get(userId) as { minutes: number };
  return Math.round((row.minutes / 60) * 10) / 10;
}

/**
 * Writes (and notifies) every milestone `userId` has reached and not yet been
 * given; answers the recognitions written. Call it inside the change's transaction.
 */
export function awardMilestones(services: NotifyServices, userId: number): StoredRecord[] {
  const { store } = services;
  if (!store.get(named('users'), {}, userId)) return [];
  const hours = attendedHours(services, userId);
  const scope = { userId: String(userId) };
  const given = new Set(
    store
      .all(RECOGNITIONS, scope)
      .map((r) => Number(r.milestone_hours))
      .filter((n) => Number.isFinite(n)),
  );
  const written: StoredRecord[] = [];
  for (const milestone of HOUR_MILESTONES) {
    if (hours < milestone || given.has(milestone)) continue;
    const record = store.insert(RECOGNITIONS, scope, {
      name: `★ ${milestone} hours`,
      kind: 'milestone',
      milestone_hours: milestone,
      description: `${milestone} hours volunteered on attended shifts.`,
      awarded_at: store.now(),
    });
    written.push(record);
    notify(services, userId, {
      kind: 'milestone',
      topic: 'news',
      title: `★ ${milestone} hours volunteered`,
      body: `You have volunteered ${milestone} hours on the shifts you attended. Thank you!`,
      link: '/my/recognitions',
      params: { hours: milestone },
    });
  }
  return written;
}

/**
 * `GET /users/{userId}/recognitions/`: the milestones reached are awarded first,
 * then listed, with the person's attended hours in `meta.attended_hours`.
 */
export const listRecognitions: Handler = async (ctx) => {
  const raw = ctx.params.userId ?? '';
  if (!/^\d{1,15}$/.test(raw)) return listRecords(ctx);
  ctx.services.db.transaction(() => awardMilestones(ctx.services, Number(raw)))();
  const reply = await listRecords(ctx);
  const json = reply.json as { data: unknown; meta?: Record<string, unknown> };
  return {
    ...reply,
    json: {
      ...json,
      meta: { ...json.meta, attended_hours: attendedHours(ctx.services, Number(raw)) },
    },
  };
};
