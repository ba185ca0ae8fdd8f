/**
 * One application, two views (issues 28 and 30): staff work on the pipeline's
 * record (`/applications/`, the recruitment board) and the applicant follows
 * their own copy (`/users/{id}/applications/`, "My applications"), which
 * carries the pipeline record's id as `application_id`. The copy is kept in
 * step in the same transaction as every pipeline write, like the residential
 * search index (routes/residential.ts): a volunteer's application
 * (domain/applyOpportunity.ts) writes both; a stage move, a status change or
 * a closing by staff is what the applicant then sees; an application staff
 * add for someone gives them their copy; deleting it deletes the copy. The
 * copy's own records (documents, references, parental consent) stay under it.
 *
 * @module
 */
import type { WriteHook } from '../routes/types.js';
import { named } from '../store/collections.js';
import { RecordStore, type StoredRecord } from '../store/records.js';

/** The pipeline's applications. */
export const APPLICATIONS = named('applications');
/** The applicants' own copies. */
const OWN = named('users.applications');

/** The fields staff decide on the pipeline and the applicant follows on their copy. */
export const FOLLOWED_FIELDS = [
  'category_id',
  'stage',
  'status',
  'closed_at',
  'closing_reason_id',
] as const;

function pick(record: StoredRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FOLLOWED_FIELDS) if (record[f] !== undefined) out[f] = record[f];
  return out;
}

function ownerScope(application: StoredRecord): { userId: string } | undefined {
  const userId = Number(application.user_id);
  return Number.isInteger(userId) && userId > 0 ? { userId: String(userId) } : undefined;
}

/** The applicant's copies of a pipeline application (normally one). */
export function copiesOf(store: RecordStore, application: StoredRecord): StoredRecord[] {
  const scope = ownerScope(application);
  if (!scope) return [];
  return store.all(OWN, scope).filter((c) => Number(c.application_id) === application.id);
}

/**
 * Writes the applicant's copy of a pipeline application (inside the caller's
 * transaction), with `extra` fields only the applicant's view keeps.
 */
export function storeCopy(
  store: RecordStore,
  application: StoredRecord,
  extra: Record<string, unknown> = {},
): StoredRecord | undefined {
  const scope = ownerScope(application);
  if (!scope) return undefined;
  return store.insert(OWN, scope, {
    application_id: application.id,
    ...(application.opportunity_id !== undefined
      ? { opportunity_id: application.opportunity_id }
      : {}),
    ...(application.name !== undefined ? { name: application.name } : {}),
    ...(application.applied_at !== undefined ? { applied_at: application.applied_at } : {}),
    ...pick(application),
    ...extra,
  });
}

/** Write hook of `/applications/`: the applicant's copy follows (see the module comment). */
export const applicationsHook: WriteHook = (db, op, record) => {
  const store = new RecordStore(db);
  const scope = ownerScope(record);
  if (!scope) return;
  const copies = copiesOf(store, record);
  if (op === 'store') {
    if (copies.length === 0) storeCopy(store, record);
    return;
  }
  for (const copy of copies)
    if (op === 'delete') store.delete(OWN, scope, copy.id);
    else store.update(OWN, scope, copy.id, pick(record));
};

/**
 * Writes the pipeline record of every applicant's own application that has
 * none (the demo seed writes the copies of Val's and the demo minor's), and
 * links the copy to it. Run last, so the other records keep their ids.
 */
export function linkOwnApplications(store: RecordStore): number {
  const rows = store.db
    .prepare('SELECT id, scope FROM records WHERE collection = ? ORDER BY id')
    .all(OWN) as { id: number; scope: string }[];
  let linked = 0;
  for (const { id, scope } of rows) {
    const userId = /userId=(\d+)/.exec(scope)?.[1];
    const copy = userId ? store.get(OWN, { userId }, id) : undefined;
    if (!userId || !copy || copy.application_id !== undefined) continue;
    const opportunity =
      copy.opportunity_id !== undefined
        ? store.get(named('opportunities'), {}, Number(copy.opportunity_id))
        : undefined;
    const pipeline = store.insert(
      APPLICATIONS,
      {},
      {
        ...copy,
        user_id: Number(userId),
        ...(opportunity?.team_id !== undefined ? { team_id: opportunity.team_id } : {}),
      },
    );
    store.update(OWN, { userId }, id, { application_id: pipeline.id });
    linked++;
  }
  return linked;
}
