/**
 * An application's references and parental consent, one truth on both sides
 * (issue 28). Staff read and write them as lists over every application
 * (`/reference`, `/parental-consent`: the recruitment board), naming the
 * pipeline application (`application_id`, domain/applicationCopy.ts); the
 * applicant and their guardian read and answer them under the applicant's
 * copy (`/users/{userId}/applications/{applicationId}/references/`,
 * `.../parental-consent/`). Each record is stored on both sides, and a write
 * on either side is mirrored onto the other in the same transaction (write
 * hooks, like the applicant's copy itself). The staff-side record carries the
 * id of its applicant-side twin (`own_id`), so the applicant's records keep
 * their ids and etags whichever side wrote first.
 *
 * @module
 */
import type { WriteHook } from '../routes/types.js';
import { named } from '../store/collections.js';
import type { Db } from '../store/db.js';
import { RecordStore, type Scope, type StoredRecord } from '../store/records.js';
import { APPLICATIONS, copiesOf } from './applicationCopy.js';

/** One kind of record kept on both sides: the staff-side list and the applicant-side one. */
interface Pair {
  staff: string;
  own: string;
}

/** References and parental consent. */
export const MIRRORED: readonly Pair[] = [
  { staff: named('reference'), own: named('users.applications.references') },
  { staff: named('parentalConsent'), own: named('users.applications.parentalConsent') },
];

/** Fields that locate a record rather than describe it: never copied across. */
const LOCAL = new Set([
  'id',
  'etag',
  'created_at',
  'updated_at',
  'application_id',
  'user_id',
  'own_id',
]);

function content(record: StoredRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) if (!LOCAL.has(k)) out[k] = v;
  return out;
}

function scopeOfRow(db: Db, id: number): Scope | undefined {
  const row = db.prepare('SELECT scope FROM records WHERE id = ?').get(id) as
    { scope: string } | undefined;
  if (!row) return undefined;
  return Object.fromEntries(new URLSearchParams(row.scope));
}

/** The staff-side records twinned with applicant-side record `ownId`. */
function staffTwins(db: Db, pair: Pair, ownId: number): StoredRecord[] {
  const rows = db
    .prepare(`SELECT id FROM records WHERE collection = ? AND json_extract(data, '$.own_id') = ?`)
    .all(pair.staff, ownId) as { id: number }[];
  const store = new RecordStore(db);
  return rows.flatMap((r) => store.get(pair.staff, {}, r.id) ?? []);
}

/** Where the applicant-side twin of a staff-side record belongs, if its application has a copy. */
function ownScopeOf(store: RecordStore, record: StoredRecord): Scope | undefined {
  const application = store.get(APPLICATIONS, {}, Number(record.application_id));
  const copy = application ? copiesOf(store, application)[0] : undefined;
  if (!application || !copy) return undefined;
  return { userId: String(Number(application.user_id)), applicationId: String(copy.id) };
}

/** Writes the applicant-side twin of a staff-side record and links it (`own_id`). */
function twinOwn(store: RecordStore, pair: Pair, record: StoredRecord): void {
  const scope = ownScopeOf(store, record);
  if (!scope) return;
  const own = store.insert(pair.own, scope, content(record));
  store.update(pair.staff, {}, record.id, { own_id: own.id });
}

/** Writes the staff-side twin of an applicant-side record, if its copy is linked to an application. */
function twinStaff(store: RecordStore, pair: Pair, record: StoredRecord, scope: Scope): void {
  const copy = store.get(
    named('users.applications'),
    { userId: scope.userId ?? '' },
    Number(scope.applicationId),
  );
  if (!copy || copy.application_id === undefined || copy.application_id === null) return;
  store.insert(
    pair.staff,
    {},
    {
      ...content(record),
      application_id: Number(copy.application_id),
      user_id: Number(scope.userId),
      own_id: record.id,
    },
  );
}

function staffHook(pair: Pair): WriteHook {
  return (db, op, record) => {
    const store = new RecordStore(db);
    const ownId = Number(record.own_id);
    const ownScope = Number.isInteger(ownId) ? scopeOfRow(db, ownId) : undefined;
    if (op === 'delete') {
      if (ownScope) store.delete(pair.own, ownScope, ownId);
      return;
    }
    if (op === 'update' && ownScope) {
      const target = ownScopeOf(store, record);
      const same =
        target !== undefined &&
        target.userId === ownScope.userId &&
        target.applicationId === ownScope.applicationId;
      if (same) {
        store.update(pair.own, ownScope, ownId, content(record));
        return;
      }
      // Moved to another application: the old twin goes, a new one is written.
      store.delete(pair.own, ownScope, ownId);
    }
    twinOwn(store, pair, record);
  };
}

function ownHook(pair: Pair): WriteHook {
  return (db, op, record) => {
    const store = new RecordStore(db);
    const twins = staffTwins(db, pair, record.id);
    if (op === 'delete') {
      for (const t of twins) store.delete(pair.staff, {}, t.id);
      return;
    }
    if (twins.length > 0) {
      for (const t of twins) store.update(pair.staff, {}, t.id, content(record));
      return;
    }
    const scope = scopeOfRow(db, record.id);
    if (scope) twinStaff(store, pair, record, scope);
  };
}

/** The write hooks that keep both sides in step, by collection. */
export const applicationRecordHooks: readonly [string, WriteHook][] = MIRRORED.flatMap((pair) => [
  [pair.staff, staffHook(pair)] as [string, WriteHook],
  [pair.own, ownHook(pair)] as [string, WriteHook],
]);

/**
 * Twins every record written without the hooks (the demo seed) that has no
 * twin yet: staff-side records of an application with a copy, and
 * applicant-side records of a copy linked to an application. Run after
 * {@link linkOwnApplications}. Answers how many twins it wrote.
 */
export function linkApplicationRecords(store: RecordStore): number {
  let written = 0;
  for (const pair of MIRRORED) {
    const linked = new Set<number>();
    for (const record of store.all(pair.staff)) {
      if (record.own_id !== undefined) {
        linked.add(Number(record.own_id));
        continue;
      }
      const before = store.count(pair.own);
      twinOwn(store, pair, record);
      const fresh = store.get(pair.staff, {}, record.id);
      if (fresh?.own_id !== undefined) linked.add(Number(fresh.own_id));
      written += store.count(pair.own) - before;
    }
    const rows = store.db
      .prepare('SELECT id, scope FROM records WHERE collection = ? ORDER BY id')
      .all(pair.own) as { id: number; scope: string }[];
    for (const { id } of rows) {
      if (linked.has(id)) continue;
      const scope = scopeOfRow(store.db, id);
      const record = scope ? store.get(pair.own, scope, id) : undefined;
      if (!scope || !record) continue;
      const before = store.count(pair.staff);
      twinStaff(store, pair, record, scope);
      written += store.count(pair.staff) - before;
    }
  }
  return written;
}

/**
 * Mirrors a record a handler wrote straight into an applicant-side collection
 * (the parental consent a minor's application asks for, domain/applyOpportunity.ts),
 * inside the handler's transaction.
 */
export function mirrorOwnWrite(db: Db, collection: string, record: StoredRecord): void {
  const pair = MIRRORED.find((p) => p.own === collection);
  if (pair) ownHook(pair)(db, 'store', record);
}
