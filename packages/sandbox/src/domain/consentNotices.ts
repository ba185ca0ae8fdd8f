/**
 * Parental consent, both ways (issue 45): when a minor's application asks for
 * consent, the guardians on the minor's guardians list who have a login are
 * named on the consent (`requested_of`: id and name) and told; when a guardian
 * gives or refuses it, the minor and the staff who acted on the application
 * are told who decided and what.
 *
 * @module
 */
import { storeRecord, updateRecord } from '../routes/resources.js';
import type { Handler, Reply, RequestCtx } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import { APPLICATIONS } from './applicationCopy.js';
import { notify, personName, type NotifyServices } from './notify.js';

/** One person asked for consent. */
export interface AskedGuardian {
  id: number;
  name: string;
}

/** The guardians of `minorId` who can sign in (their guardians list's `guardian_id`). */
export function guardiansOf(store: RecordStore, minorId: number): AskedGuardian[] {
  const seen = new Set<number>();
  return store.all(named('users.guardians'), { userId: String(minorId) }).flatMap((g) => {
    const id = Number(g.guardian_id);
    if (!Number.isInteger(id) || id <= 0 || seen.has(id)) return [];
    seen.add(id);
    const fallback = typeof g.name === 'string' && g.name ? g.name : 'A guardian';
    return [{ id, name: personName(store, id, fallback) }];
  });
}

/** The first name of a person ("Ewan"). */
function firstName(store: RecordStore, userId: number): string {
  const p = store.get(named('users'), {}, userId);
  return typeof p?.first_name === 'string' && p.first_name
    ? p.first_name
    : personName(store, userId, 'Someone');
}

/**
 * Tells the minor's guardians that `applicationName` waits for their consent;
 * answers who was asked (to store on the consent as `requested_of`).
 */
export function askGuardians(
  services: NotifyServices,
  minorId: number,
  applicationName: string,
): AskedGuardian[] {
  const { store } = services;
  const asked = guardiansOf(store, minorId);
  const minor = firstName(store, minorId);
  for (const g of asked)
    notify(services, g.id, {
      kind: 'consent_requested',
      topic: 'applications',
      title: `${minor}’s application needs your consent`,
      body: `${minor}’s application to ${applicationName} needs your consent.`,
      link: '/my',
      params: { minor, name: applicationName },
    });
  return asked;
}

/**
 * Tells the minor and the staff who acted on the application that a guardian
 * gave or refused consent (`consent` as stored after the write, under the
 * minor's copy `copy`).
 */
export function tellConsentAnswered(
  services: NotifyServices,
  minorId: number,
  copy: StoredRecord | undefined,
  consent: StoredRecord,
  guardianId: number,
): void {
  const { store } = services;
  const status = consent.status;
  if (status !== 'given' && status !== 'refused') return;
  const name = String(copy?.name ?? 'your application');
  const guardian = personName(store, guardianId, 'Your guardian');
  const minor = personName(store, minorId, 'a young person');
  const verb = status === 'given' ? 'gave' : 'refused';
  const kind = status === 'given' ? 'consent_given' : 'consent_refused';
  notify(services, minorId, {
    kind,
    topic: 'applications',
    title: `${guardian} ${verb} consent for ${name}`,
    body: `${guardian} ${verb} parental consent for your application to ${name}.`,
    link: '/my/opportunities',
    params: { guardian, name, minor },
  });
  const pipeline =
    copy?.application_id !== undefined && copy.application_id !== null
      ? store.get(APPLICATIONS, {}, Number(copy.application_id))
      : undefined;
  const history = Array.isArray(pipeline?.history) ? (pipeline.history as unknown[]) : [];
  const staff = new Set<number>();
  for (const h of history) {
    const id = Number((h as { user_id?: unknown } | null)?.user_id);
    if (Number.isInteger(id) && id > 0 && id !== minorId && id !== guardianId) staff.add(id);
  }
  for (const id of staff)
    notify(services, id, {
      kind,
      topic: 'applications',
      title: `${guardian} ${verb} consent for ${minor}`,
      body: `${guardian} ${verb} parental consent for ${minor}’s application to ${name}.`,
      link: pipeline ? `/recruitment/applications/${pipeline.id}` : '/recruitment',
      params: { guardian, name, minor },
    });
}

const OWN_CONSENT = named('users.applications.parentalConsent');

function afterAnswer(ctx: RequestCtx, before: unknown, reply: Reply): Reply {
  const after = (reply.json as { data?: StoredRecord } | undefined)?.data;
  if (!after || after.status === before) return reply;
  const minorId = Number(ctx.params.userId);
  const copy = ctx.services.store.get(
    named('users.applications'),
    { userId: String(minorId) },
    Number(ctx.params.applicationId),
  );
  const guardianId = Number(after.guardian_id ?? ctx.session?.user.id);
  tellConsentAnswered(ctx.services, minorId, copy, after, guardianId);
  return reply;
}

/** `PUT /users/{userId}/applications/{applicationId}/parental-consent/{id}`: the answer is passed on. */
export const updateOwnConsent: Handler = async (ctx) => {
  const raw = ctx.params.id ?? '';
  const before = /^\d{1,15}$/.test(raw)
    ? ctx.services.store.get(
        OWN_CONSENT,
        { userId: ctx.params.userId ?? '', applicationId: ctx.params.applicationId ?? '' },
        Number(raw),
      )?.status
    : undefined;
  return afterAnswer(ctx, before, await updateRecord(ctx));
};

/** `POST /users/{userId}/applications/{applicationId}/parental-consent/`: an answer is passed on. */
export const storeOwnConsent: Handler = async (ctx) =>
  afterAnswer(ctx, undefined, await storeRecord(ctx));
