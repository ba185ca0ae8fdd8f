/**
 * Resolves the reference fields of a page of rows to names (react-admin's
 * `ReferenceField`, batched): one request per kind of reference per page,
 * cached per transport.
 *
 * @module
 */
import { useEffect, useMemo, useState } from 'react';
import type { AnyRecord } from '../app/records.js';
import { useServices } from '../app/services.js';
import { permissionLabel } from '../app/permissionNames.js';
import { describeField } from './describe.js';
import {
  createReferenceCache,
  type ReferenceCache,
  type ReferenceTransport,
} from './referenceCache.js';
import type { ReferenceTarget } from './references.js';

const caches = new WeakMap<object, ReferenceCache>();

/** The reference cache of the portal's transport (one per transport). */
export function useReferenceCache(): ReferenceCache {
  const { http } = useServices();
  let cache = caches.get(http);
  if (!cache) {
    cache = createReferenceCache(http as unknown as ReferenceTransport);
    caches.set(http, cache);
  }
  return cache;
}

/** A resolved reference: the name to show and where it opens. */
export interface ResolvedReference {
  /** The referenced record's name, or the target's "missing" words; `undefined` while loading. */
  text: string | undefined;
  /** The referenced record's page, when it has one and exists. */
  href?: string;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value)) return value;
  return undefined;
}

/**
 * What a reference reads when the user's role may not see what it points at:
 * "Hidden (needs ‘view people’)", not "Unknown person" (it may well exist).
 *
 * @example
 * hiddenReference(REFERENCE_TARGETS.person, []) // 'Hidden (needs ‘view people’)'
 */
export function hiddenReference(target: ReferenceTarget, missing: readonly string[]): string {
  const permission = missing[0] ?? target.permission;
  return permission
    ? `Hidden (needs ‘${permissionLabel(permission)}’)`
    : `Hidden (your role cannot see this ${target.singular})`;
}

/** Resolves one reference from the cache (no request). */
export function resolveReference(
  cache: ReferenceCache,
  target: ReferenceTarget,
  value: unknown,
  row: AnyRecord,
): ResolvedReference {
  const id = idOf(value);
  const listPath = target.listPath(row);
  if (!id || !listPath)
    return { text: value === null || value === undefined ? '—' : target.missing };
  const record = cache.peek(listPath, id);
  if (record === undefined) return { text: undefined };
  if (record === null) {
    const refused = cache.refusal(listPath);
    return { text: refused ? hiddenReference(target, refused) : target.missing };
  }
  const href = target.href?.(id, row);
  return { text: target.name(record) ?? target.missing, ...(href ? { href } : {}) };
}

/**
 * Loads the names every reference field of `rows` points at (one request per
 * list, for the whole page) and returns a reader that re-renders the screen
 * as they arrive.
 *
 * @example
 * const ref = useReferences('claims', rows, ['user_id', 'authoriser_id']);
 * ref(row, 'authoriser_id') // { text: 'Ada Admin', href: '/people/1' }
 */
export function useReferences(
  accessor: string,
  rows: readonly AnyRecord[],
  fields: readonly string[],
): (row: AnyRecord, field: string) => ResolvedReference {
  const cache = useReferenceCache();
  const [, setVersion] = useState(0);
  const refFields = useMemo(
    () =>
      fields
        .map((f) => ({ field: f, target: describeField(accessor, f).reference }))
        .filter((f): f is { field: string; target: ReferenceTarget } => f.target !== undefined),
    [accessor, fields],
  );
  const wanted = useMemo(() => {
    const byList = new Map<string, Set<string>>();
    for (const row of rows)
      for (const { field, target } of refFields) {
        const id = idOf(row[field]);
        const list = target.listPath(row);
        if (!id || !list || cache.peek(list, id) !== undefined) continue;
        if (!byList.has(list)) byList.set(list, new Set());
        byList.get(list)!.add(id);
      }
    return [...byList].map(([list, ids]) => [list, [...ids].sort()] as const);
  }, [rows, refFields, cache]);
  const wantedKey = JSON.stringify(wanted);
  useEffect(() => {
    if (wanted.length === 0) return;
    const controller = new AbortController();
    void Promise.all(wanted.map(([list, ids]) => cache.load(list, ids, controller.signal))).then(
      () => {
        if (!controller.signal.aborted) setVersion((v) => v + 1);
      },
    );
    return () => controller.abort();
    // `wantedKey` stands for `wanted`.
  }, [cache, wantedKey]);
  return (row, field) => {
    const target = describeField(accessor, field).reference;
    return target ? resolveReference(cache, target, row[field], row) : { text: undefined };
  };
}
