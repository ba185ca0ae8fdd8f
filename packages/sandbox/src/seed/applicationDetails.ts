/**
 * What makes each demo application on the recruitment board a record a
 * coordinator can read (issue 45): the opportunity applied for, the answer to
 * the form's question, the stage history up to its stage, the applicant's own
 * copy (so the person's Applications tab lists it) and, where the
 * opportunity's form asks for documents, the documents (a scan and a PDF),
 * stored like uploaded ones (authz/files.ts). Run after every other demo
 * record, so their ids stay as they were. Deterministic (derived from ids).
 *
 * @module
 */
import { storeBlob } from '../authz/files.js';
import { copiesOf, storeCopy, APPLICATIONS } from '../domain/applicationCopy.js';
import { named } from '../store/collections.js';
import type { StoredRecord } from '../store/records.js';
import { DEMO_LOGINS, type SeedContext } from './context.js';
import { receiptPdf, receiptPng } from './receipts.js';

/** The question every application form asks first (domain/applicationForm.ts). */
const WHY = 'Why would you like to do this?';

/** What applicants answer to it, in turn. */
const ANSWERS = [
  'I walk these hills every weekend and would like to give something back.',
  'I have just retired and want to spend more time outdoors, with other people.',
  'I am studying ecology and want practical experience of survey work.',
  'A friend volunteers with you and says it is the best part of her week.',
  'I would like to meet people in the area after moving here last year.',
  'I enjoy physical work and want to help look after the paths I use.',
];

/** The opportunities the generated applicants applied for (the demo's own, by name). */
const APPLIED_FOR = ['Trail team volunteer', 'Visitor centre welcomer', 'Wildlife survey helper'];

/** An ISO time `days` after the date key `from`, at `hour`:00 UTC. */
function after(from: string, days: number, hour: number): string {
  const t = Date.parse(`${from.slice(0, 10)}T00:00:00Z`) + days * 86_400_000;
  return `${new Date(t).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
}

/** The stage moves from the category's first stage to `stage`, spread from `applied` to `anchor`. */
function historyTo(
  stages: readonly string[],
  stage: string,
  applied: string,
  anchor: string,
  applicant: number,
  staff: number,
): Record<string, unknown>[] {
  const upTo = Math.max(0, stages.indexOf(stage));
  const span = Math.max(
    1,
    Math.round(
      (Date.parse(`${anchor}T00:00:00Z`) - Date.parse(`${applied.slice(0, 10)}T00:00:00Z`)) /
        86_400_000,
    ),
  );
  const out: Record<string, unknown>[] = [
    {
      action: 'stage',
      from: null,
      to: stages[0] ?? stage,
      at: after(applied, 0, 9),
      user_id: applicant,
    },
  ];
  for (let i = 1; i <= upTo; i++)
    out.push({
      action: 'stage',
      from: stages[i - 1],
      to: stages[i],
      at: after(applied, Math.floor((span * i) / (upTo + 1)), 10 + i),
      user_id: staff,
    });
  return out;
}

/** Writes the details (see the module comment). */
export function seedApplicationDetails(ctx: SeedContext, anchor: string): void {
  const store = ctx.store;
  const opportunities = store
    .all(named('opportunities'))
    .filter((o) => APPLIED_FOR.includes(String(o.display_name)));
  const coordinator = store.all(named('users')).find((u) => u.email === DEMO_LOGINS.coordinator);
  const staff = coordinator?.id ?? 0;
  const stagesOf = new Map<number, string[]>();
  const stageNames = (categoryId: number): string[] => {
    const known = stagesOf.get(categoryId);
    if (known) return known;
    const names = store
      .all(named('organisation.recruitment.categories.stages'), { categoryId: String(categoryId) })
      .sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0) || a.id - b.id)
      .map((s) => String(s.name));
    stagesOf.set(categoryId, names);
    return names;
  };
  for (const app of store.all(APPLICATIONS)) {
    const userId = Number(app.user_id);
    if (!Number.isInteger(userId) || userId <= 0) continue;
    const opportunity: StoredRecord | undefined =
      app.opportunity_id !== undefined
        ? store.get(named('opportunities'), {}, Number(app.opportunity_id))
        : app.name === undefined
          ? opportunities[app.id % Math.max(1, opportunities.length)]
          : undefined;
    const applied = String(app.applied_at ?? anchor);
    const motivation =
      typeof app.motivation === 'string' ? app.motivation : ANSWERS[app.id % ANSWERS.length]!;
    const change: Record<string, unknown> = {};
    if (app.name === undefined && opportunity) {
      change.name = String(opportunity.display_name ?? opportunity.name);
      change.opportunity_id = opportunity.id;
    }
    if (!Array.isArray(app.answers)) {
      change.motivation = motivation;
      change.answers = [{ key: 'motivation', question: WHY, answer: motivation }];
    }
    if (!Array.isArray(app.history) && typeof app.stage === 'string')
      change.history = historyTo(
        stageNames(Number(app.category_id)),
        app.stage,
        applied,
        anchor,
        userId,
        staff,
      );
    const stored =
      Object.keys(change).length > 0 ? store.update(APPLICATIONS, {}, app.id, change) : app;
    if (!stored) continue;
    const scope = { userId: String(userId) };
    let copy = copiesOf(store, stored)[0];
    if (!copy)
      copy = storeCopy(store, stored, {
        motivation: stored.motivation,
        answers: stored.answers,
      });
    else if (change.answers || change.name)
      copy = store.update(named('users.applications'), scope, copy.id, {
        ...(change.name ? { name: change.name, opportunity_id: change.opportunity_id } : {}),
        ...(change.answers ? { motivation, answers: change.answers } : {}),
      });
    if (!copy || stored.status !== 'pending') continue;
    seedDocuments(ctx, stored, copy, opportunity, applied);
  }
}

/** The documents an open application's form asks for, if it has none yet. */
function seedDocuments(
  ctx: SeedContext,
  app: StoredRecord,
  copy: StoredRecord,
  opportunity: StoredRecord | undefined,
  applied: string,
): void {
  const form = opportunity?.application_form as { documents?: unknown } | undefined;
  const asked = Array.isArray(form?.documents)
    ? (form.documents as { key?: unknown; label?: unknown; required?: unknown }[])
    : [];
  if (asked.length === 0) return;
  const docs = named('users.applications.documents');
  const scope = { userId: String(app.user_id), applicationId: String(copy.id) };
  if (ctx.store.all(docs, scope).length > 0) return;
  const person = ctx.store.get(named('users'), {}, Number(app.user_id));
  const who = `${String(person?.first_name ?? '')} ${String(person?.last_name ?? '')}`.trim();
  let count = 0;
  asked.forEach((d, i) => {
    // The optional ones on every other application.
    if (d.required !== true && app.id % 2 === 0) return;
    const key = String(d.key);
    const pdf = i % 2 === 1;
    const file = pdf
      ? {
          name: `${key.replace(/_/g, '-')}.pdf`,
          type: 'application/pdf',
          content: receiptPdf([String(d.label ?? key), who, `Sent ${applied.slice(0, 10)}`]),
        }
      : { name: `${key.replace(/_/g, '-')}.png`, type: 'image/png', content: receiptPng(app.id) };
    const { url } = storeBlob(ctx.db, file, docs, scope, 'http://127.0.0.1');
    ctx.insert(
      docs,
      {
        key,
        name: String(d.label ?? key),
        file_name: file.name,
        mime_type: file.type,
        size: file.content.length,
        url,
        uploaded_at: after(applied, 0, 9),
      },
      scope,
    );
    count++;
  });
  if (count > 0) {
    ctx.store.update(APPLICATIONS, {}, app.id, { documents_received: count });
    ctx.store.update(named('users.applications'), { userId: scope.userId }, copy.id, {
      documents_received: count,
    });
  }
}
