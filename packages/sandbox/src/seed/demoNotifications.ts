/**
 * The demo's notifications say what they are about (issue 45): the generic
 * ones the activity seed writes for the administrator and Val ("Rota updated:
 * Open VolunteerKit for details") are rewritten in place, once the records
 * they can name exist, as the server writes real ones (domain/notify.ts): a
 * kind, its params, an English title and body and a link to the claim, shift,
 * application or message. Rewritten rather than written anew, so every
 * record keeps its id.
 *
 * @module
 */
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { DEMO_LOGINS, type SeedContext } from './context.js';

const NOTIFICATIONS = named('users.notifications');
/** The body of the activity seed's generic notifications. */
const GENERIC = 'Open VolunteerKit for details.';

/** A notification's content (see domain/notify.ts). */
interface Content {
  kind: string;
  topic: string;
  title: string;
  body: string;
  link: string;
  params: Record<string, string>;
  sent_at: string;
  read: boolean;
}

const pounds = (v: unknown) => `£${Number(v).toFixed(2)}`;
const whenOf = (shift: StoredRecord) =>
  typeof shift.start === 'string' ? shift.start.slice(0, 16).replace('T', ' ') : '';

function nameOf(ctx: SeedContext, id: unknown): string {
  const u = ctx.store.get(named('users'), {}, Number(id));
  return u ? `${String(u.first_name ?? '')} ${String(u.last_name ?? '')}`.trim() : 'A colleague';
}

/** What Val is told: her application, a shift, a message and her claims' decisions. */
function valNotices(ctx: SeedContext, val: StoredRecord, anchor: string): Content[] {
  const out: Content[] = [];
  const scope = { userId: String(val.id) };
  const app = ctx.store
    .all(named('users.applications'), scope)
    .find((a) => a.status === 'pending' && typeof a.name === 'string');
  if (app) {
    const name = String(app.name);
    // The stage as the board heads it ("References").
    const raw = String(app.stage ?? '');
    const stage = raw.charAt(0).toUpperCase() + raw.slice(1);
    out.push({
      kind: 'application_stage',
      topic: 'applications',
      title: `Your application to ${name} moved on`,
      body: `Your application to ${name} is now at “${stage}”.`,
      link: '/my/opportunities',
      params: { name, stage },
      sent_at: `${anchor}T08:30:00.000Z`,
      read: false,
    });
  }
  const shift = ctx.store
    .all(named('shifts'))
    .filter(
      (s) =>
        Array.isArray(s.assignments) &&
        (s.assignments as { user_id?: unknown }[]).some((a) => Number(a.user_id) === val.id) &&
        s.status !== 'cancelled' &&
        String(s.start ?? '') >= anchor,
    )
    .sort((a, b) => String(a.start).localeCompare(String(b.start)))[0];
  if (shift) {
    const title = String(shift.title ?? 'A shift');
    const when = whenOf(shift);
    out.push({
      kind: 'shift_changed',
      topic: 'shift_changes',
      title: `${title} has changed`,
      body: `${title} is now on ${when}.`,
      link: '/my/shifts',
      params: { title, when },
      sent_at: `${anchor}T07:45:00.000Z`,
      read: false,
    });
  }
  out.push(...messageNotices(ctx, val, 1));
  for (const claim of ctx.store.all(named('claims')).filter((c) => c.user_id === val.id)) {
    const status = String(claim.status);
    if (status !== 'approved' && status !== 'paid' && status !== 'rejected') continue;
    const type = String(claim.expense_type ?? 'expense');
    const amount = pounds(claim.amount);
    const by = nameOf(ctx, claim.authoriser_id);
    const reason = String(claim.decision_reason ?? '');
    const date = String(claim.paid_at ?? '').slice(0, 10);
    out.push({
      kind: `claim_${status}`,
      topic: 'expenses',
      title: `Your expense claim was ${status}`,
      body:
        status === 'approved'
          ? `${by} approved your ${amount} ${type} claim.`
          : status === 'rejected'
            ? `${by} rejected your ${amount} ${type} claim: ${reason}`
            : `Your ${amount} ${type} claim was paid on ${date}.`,
      link: `/my/expenses#claim-${claim.id}`,
      params: { amount, type, by, reason, date },
      sent_at: String((status === 'paid' ? claim.paid_at : claim.decided_at) ?? anchor),
      read: true,
    });
  }
  return out;
}

/** The person's latest messages, as the notifications of their arrival. */
function messageNotices(ctx: SeedContext, person: StoredRecord, count: number): Content[] {
  return ctx.store
    .all(named('users.messaging'), { userId: String(person.id) })
    .sort((a, b) => String(b.sent_at).localeCompare(String(a.sent_at)))
    .slice(0, count)
    .map((m) => {
      const from = nameOf(ctx, m.from_id);
      const subject = String(m.subject ?? '');
      return {
        kind: 'message',
        topic: 'messages',
        title: `${from} wrote to you`,
        body: `${from} wrote to you: “${subject}”.`,
        link: '/my/messages',
        params: { from, subject },
        sent_at: String(m.sent_at),
        read: m.read === true,
      };
    });
}

/** What the administrator is told: the claims waiting for a decision, and messages. */
function adminNotices(ctx: SeedContext, admin: StoredRecord): Content[] {
  const waiting = ctx.store
    .all(named('claims'))
    .filter((c) => c.status === 'pending' && typeof c.submitted_at === 'string')
    .sort((a, b) => String(b.submitted_at).localeCompare(String(a.submitted_at)))
    .slice(0, 3)
    .map((c, i) => {
      const name = nameOf(ctx, c.user_id);
      const amount = pounds(c.amount);
      const type = String(c.expense_type ?? 'expense');
      return {
        kind: 'claim_submitted',
        topic: 'expenses',
        title: `${name} sent an expense claim`,
        body: `${name} claimed ${amount} for ${type}.`,
        link: '/expenses/approvals',
        params: { name, amount, type },
        sent_at: String(c.submitted_at),
        read: i > 0,
      };
    });
  return [...waiting, ...messageNotices(ctx, admin, 3)];
}

/** Rewrites the generic notifications (see the module comment). */
export function seedDemoNotifications(ctx: SeedContext, anchor: string): void {
  const users = ctx.store.all(named('users'));
  for (const [email, notices] of [
    [DEMO_LOGINS.volunteer, valNotices],
    [DEMO_LOGINS.admin, (c: SeedContext, u: StoredRecord) => adminNotices(c, u)],
  ] as const) {
    const person = users.find((u) => u.email === email);
    if (!person) continue;
    const scope = { userId: String(person.id) };
    const generic = ctx.store
      .all(NOTIFICATIONS, scope)
      .filter((n) => n.body === GENERIC)
      .sort((a, b) => a.id - b.id);
    const content = notices(ctx, person, anchor);
    generic.forEach((n, i) => {
      const c = content[i];
      if (c) ctx.store.update(NOTIFICATIONS, scope, n.id, { ...c, dismissed: false });
      // Nothing specific left to say: a generic notice is removed, not kept vague.
      else ctx.store.delete(NOTIFICATIONS, scope, n.id);
    });
  }
}
