/**
 * Generic persistent records: JSON documents keyed by collection (the accessor of
 * the catalogue entry, e.g. `users.notes`; see `collectionKey`) and scope (the
 * values of the entry's path parameters), with integer ids.
 *
 * @module
 */
import { stmt, type Db } from './db.js';

/** A stored record as the API returns it. */
export type StoredRecord = Record<string, unknown> & { id: number };

/** Path parameter values that scope a nested collection, e.g. `{ userId: '5' }`. */
export type Scope = Record<string, string>;

/** Serialises a scope into its stored key (`userId=5&x=y`, sorted). */
export function scopeKey(scope: Scope): string {
  return Object.keys(scope)
    .sort()
    .map((k) => `${k}=${scope[k] ?? ''}`)
    .join('&');
}

interface Row {
  id: number;
  data: string;
  created_at: string;
  updated_at: string;
}

/**
 * The ETag of a record version: its id and the instant of its last write. Writes
 * keep `updated_at` strictly increasing per record, so every write makes a new ETag.
 */
export function etagOf(id: number, updatedAt: string): string {
  return `"${id}-${Date.parse(updatedAt).toString(36)}"`;
}

function withMeta(id: number, data: Record<string, unknown>, created: string, updated: string) {
  return { id, ...data, created_at: created, updated_at: updated, etag: etagOf(id, updated) };
}

function toRecord(row: Row): StoredRecord {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  return withMeta(row.id, data, row.created_at, row.updated_at);
}

const READ_ONLY = new Set(['id', 'created_at', 'updated_at', 'etag']);

/** A write instant later than `previous` (ISO), so a record's versions never share one. */
function after(previous: string, now: string): string {
  const p = Date.parse(previous);
  return Date.parse(now) > p ? now : new Date(p + 1).toISOString();
}

function strip(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (!READ_ONLY.has(k)) out[k] = v;
  return out;
}

/** Options of {@link RecordStore.list}. */
export interface ListOptions {
  /** Page from 1. */
  page: number;
  /** Page size. */
  limit: number;
  /** Case-insensitive substring over name-like fields. */
  q?: string;
  /** Equality filters on top-level fields (`filter[field]=value`). */
  filters?: Record<string, string>;
  /**
   * Operator filters on top-level fields: `in` (a comma-separated list of ids or words that the
   * field, or an element of a list field, must be one of), `like` (case-insensitive contains),
   * `gte`, `gt`, `lte` and `lt` (numbers compare as numbers; a `YYYY-MM-DD` value compares
   * with the date part of dates and datetimes).
   */
  conditions?: ListCondition[];
  /** Field to sort by; `id` by default. */
  sort?: string;
  /** Descending order. */
  desc?: boolean;
}

const COMPARE = { gte: '>=', gt: '>', lte: '<=', lt: '<' } as const;

/** One operator filter of a list (`filter[field][op]=value`). */
export interface ListCondition {
  /** Top-level field. */
  field: string;
  /**
   * Operator. `isnot` (the field is absent or not the value) is the server's
   * own, for the policy's narrowing (authz/policy.ts); requests cannot send it.
   */
  op: 'like' | 'gte' | 'gt' | 'lte' | 'lt' | 'in' | 'isnot' | 'ids';
  /** Value as sent. */
  value: string;
}

/** A page of records. */
export interface Page {
  data: StoredRecord[];
  total: number;
}

const SAFE_FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** CRUD over the `records` table. All writes are single statements or run in the caller's transaction. */
export class RecordStore {
  constructor(readonly db: Db) {}

  /** A clock; replaceable so seeds are deterministic. */
  now = (): string => new Date().toISOString();

  /** Inserts a record and returns it. */
  insert(
    collection: string,
    scope: Scope,
    data: Record<string, unknown>,
    id?: number,
  ): StoredRecord {
    const now = this.now();
    const json = JSON.stringify(strip(data));
    const info =
      id === undefined
        ? stmt(
            this.db,
            'INSERT INTO records (collection, scope, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
          ).run(collection, scopeKey(scope), json, now, now)
        : stmt(
            this.db,
            'INSERT INTO records (id, collection, scope, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(id, collection, scopeKey(scope), json, now, now);
    return withMeta(Number(info.lastInsertRowid), strip(data), now, now);
  }

  /** Reads one record of a collection and scope, or undefined. */
  get(collection: string, scope: Scope, id: number): StoredRecord | undefined {
    const row = stmt(
      this.db,
      'SELECT id, data, created_at, updated_at FROM records WHERE id = ? AND collection = ? AND scope = ?',
    ).get(id, collection, scopeKey(scope)) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** Reads one record of a collection in any scope. */
  getAnyScope(collection: string, id: number): StoredRecord | undefined {
    const row = stmt(
      this.db,
      'SELECT id, data, created_at, updated_at FROM records WHERE id = ? AND collection = ?',
    ).get(id, collection) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** Replaces a record's fields with `data` (keeps id and created_at); returns it or undefined. */
  replace(
    collection: string,
    scope: Scope,
    id: number,
    data: Record<string, unknown>,
  ): StoredRecord | undefined {
    const current = this.get(collection, scope, id);
    if (!current) return undefined;
    const now = after(current.updated_at as string, this.now());
    stmt(this.db, 'UPDATE records SET data = ?, updated_at = ? WHERE id = ?').run(
      JSON.stringify(strip(data)),
      now,
      id,
    );
    return withMeta(id, strip(data), current.created_at as string, now);
  }

  /** Shallow-merges `patch` into a record; returns the new record or undefined. */
  update(
    collection: string,
    scope: Scope,
    id: number,
    patch: Record<string, unknown>,
  ): StoredRecord | undefined {
    const current = this.get(collection, scope, id);
    if (!current) return undefined;
    const merged = { ...strip(current), ...strip(patch) };
    const now = after(current.updated_at as string, this.now());
    stmt(this.db, 'UPDATE records SET data = ?, updated_at = ? WHERE id = ?').run(
      JSON.stringify(merged),
      now,
      id,
    );
    return withMeta(id, merged, current.created_at as string, now);
  }

  /** Deletes a record; true when it existed. */
  delete(collection: string, scope: Scope, id: number): boolean {
    const info = stmt(
      this.db,
      'DELETE FROM records WHERE id = ? AND collection = ? AND scope = ?',
    ).run(id, collection, scopeKey(scope));
    return info.changes > 0;
  }

  /** Every record of a collection and scope, in id order. */
  all(collection: string, scope?: Scope): StoredRecord[] {
    const rows = (
      scope === undefined
        ? stmt(
            this.db,
            'SELECT id, data, created_at, updated_at FROM records WHERE collection = ? ORDER BY id',
          ).all(collection)
        : stmt(
            this.db,
            'SELECT id, data, created_at, updated_at FROM records WHERE collection = ? AND scope = ? ORDER BY id',
          ).all(collection, scopeKey(scope))
    ) as Row[];
    return rows.map(toRecord);
  }

  /** Counts records of a collection (any scope). */
  count(collection: string): number {
    return (
      stmt(this.db, 'SELECT COUNT(*) AS n FROM records WHERE collection = ?').get(collection) as {
        n: number;
      }
    ).n;
  }

  /** A filtered, sorted page of a collection and scope. */
  list(collection: string, scope: Scope, options: ListOptions): Page {
    const where = ['collection = ?', 'scope = ?'];
    const args: unknown[] = [collection, scopeKey(scope)];
    if (options.q) {
      where.push(
        `(LOWER(COALESCE(json_extract(data, '$.name'), '') || ' ' || COALESCE(json_extract(data, '$.display_name'), '') || ' ' || COALESCE(json_extract(data, '$.title'), '') || ' ' || COALESCE(json_extract(data, '$.email'), '') || ' ' || COALESCE(json_extract(data, '$.first_name'), '') || ' ' || COALESCE(json_extract(data, '$.last_name'), '')) LIKE ? ESCAPE '\\')`,
      );
      args.push(`%${options.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    }
    for (const [field, value] of Object.entries(options.filters ?? {})) {
      if (!SAFE_FIELD.test(field)) continue;
      where.push(`CAST(json_extract(data, '$.${field}') AS TEXT) = ?`);
      args.push(value === 'true' ? '1' : value === 'false' ? '0' : value);
    }
    for (const { field, op, value } of options.conditions ?? []) {
      if (!SAFE_FIELD.test(field)) continue;
      const column = `json_extract(data, '$.${field}')`;
      if (op === 'in') {
        // The field's value, or any element of a list field, is one of the ids or words.
        const ids = value.split(',').filter((v) => /^[\w-]{1,64}$/.test(v));
        where.push(
          `EXISTS (SELECT 1 FROM json_each(data, '$.${field}') WHERE CAST(json_each.value AS TEXT) IN (${ids.map(() => '?').join(', ') || 'NULL'}))`,
        );
        args.push(...ids);
        continue;
      }
      if (op === 'ids') {
        // The record's own id is one of them (the policy's narrowing).
        const ids = value.split(',').filter((v) => /^\d{1,15}$/.test(v));
        where.push('id IN (SELECT value FROM json_each(?))');
        args.push(JSON.stringify(ids.map(Number)));
        continue;
      }
      if (op === 'isnot') {
        where.push(`(${column} IS NULL OR CAST(${column} AS TEXT) <> ?)`);
        args.push(value === 'true' ? '1' : value === 'false' ? '0' : value);
        continue;
      }
      if (op === 'like') {
        where.push(`LOWER(CAST(${column} AS TEXT)) LIKE ? ESCAPE '\\'`);
        args.push(`%${value.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        continue;
      }
      const cmp = COMPARE[op];
      if (/^-?\d+(\.\d+)?$/.test(value)) {
        where.push(`${column} IS NOT NULL AND ${column} ${cmp} ?`);
        args.push(Number(value));
      } else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        where.push(`${column} IS NOT NULL AND substr(CAST(${column} AS TEXT), 1, 10) ${cmp} ?`);
        args.push(value);
      } else {
        where.push(`${column} IS NOT NULL AND CAST(${column} AS TEXT) ${cmp} ?`);
        args.push(value);
      }
    }
    const clause = where.join(' AND ');
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM records WHERE ${clause}`).get(...args) as {
        n: number;
      }
    ).n;
    const dir = options.desc ? 'DESC' : 'ASC';
    const order =
      !options.sort || options.sort === 'id' || !SAFE_FIELD.test(options.sort)
        ? `id ${dir}`
        : options.sort === 'created_at' || options.sort === 'updated_at'
          ? `${options.sort} ${dir}, id ${dir}`
          : `json_extract(data, '$.${options.sort}') ${dir}, id ${dir}`;
    const rows = this.db
      .prepare(
        `SELECT id, data, created_at, updated_at FROM records WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...args, options.limit, (options.page - 1) * options.limit) as Row[];
    return { data: rows.map(toRecord), total };
  }

  /** Finds records of a collection whose top-level `field` equals `value`. */
  findBy(collection: string, field: string, value: string | number): StoredRecord[] {
    if (!SAFE_FIELD.test(field)) return [];
    const rows = this.db
      .prepare(
        `SELECT id, data, created_at, updated_at FROM records WHERE collection = ? AND json_extract(data, '$.${field}') = ? ORDER BY id`,
      )
      .all(collection, value) as Row[];
    return rows.map(toRecord);
  }
}
