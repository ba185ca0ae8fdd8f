/**
 * Small builders the area modules use to declare their entries. They only fill
 * in `kind`, `area`, `name` (the last key of `accessor`) and default operations,
 * so every area module stays a plain table.
 *
 * @module
 */
import type { HttpMethod, ResponseKind } from '../http/types.js';
import type { CallEntry, Operation, ResourceEntry } from './types.js';

/** All five operations ("CRUD" in the spec). */
export const CRUD: readonly Operation[] = ['list', 'show', 'store', 'update', 'delete'];

/** Every operation except the given ones ("update disabled", "no delete", ...). */
export function without(...disabled: Operation[]): Operation[] {
  return CRUD.filter((op) => !disabled.includes(op));
}

/** Only the given operations ("list and show only", "store only", ...), in the spec's order. */
export function only(...allowed: Operation[]): Operation[] {
  return CRUD.filter((op) => allowed.includes(op));
}

/** Extra fields of a resource entry. */
export type ResourceExtra = Partial<
  Omit<ResourceEntry, 'kind' | 'area' | 'path' | 'operations' | 'accessor'>
>;

/** Extra fields of a call entry. */
export type CallExtra = Partial<
  Omit<CallEntry, 'kind' | 'area' | 'path' | 'method' | 'accessor' | 'response'>
> & { response?: ResponseKind };

function lastKey(accessor: string): string {
  const i = accessor.lastIndexOf('.');
  return i === -1 ? accessor : accessor.slice(i + 1);
}

/** Returns builders bound to one area and spec section. */
export function defineArea(area: string, spec: string) {
  return {
    /** A resource entry; `operations` defaults to CRUD. */
    resource(
      accessor: string,
      path: string,
      operations: readonly Operation[] = CRUD,
      extra: ResourceExtra = {},
    ): ResourceEntry {
      return {
        kind: 'resource',
        area,
        spec,
        accessor,
        name: lastKey(accessor),
        path,
        operations: [...operations],
        ...extra,
      };
    },
    /** A one-off call entry; `response` defaults to `json`, `body` to `json` for POST/PUT and `none` otherwise. */
    call(accessor: string, method: HttpMethod, path: string, extra: CallExtra = {}): CallEntry {
      return {
        kind: 'call',
        area,
        spec,
        accessor,
        name: lastKey(accessor),
        method,
        path,
        response: 'json',
        body: method === 'POST' || method === 'PUT' ? 'json' : 'none',
        ...extra,
      };
    },
  };
}
