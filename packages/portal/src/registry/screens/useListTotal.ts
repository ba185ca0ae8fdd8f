import { collectionPath } from '../requests.js';
import type { ResourceDef } from '../registry.js';
import { useRequest } from '../../app/useRequest.js';

/** What {@link useListTotal} knows about a list's size. */
export type ListTotal =
  | { status: 'loading' }
  | { status: 'known'; total: number }
  | { status: 'unknown' }
  | { status: 'error'; error: unknown };

/**
 * The number of records in a top-level list, read from the server's
 * pagination (`meta.pagination.total`) of a one-row page; `unknown` when the
 * list answers without pagination.
 */
export function useListTotal(def: ResourceDef): ListTotal {
  const result = useRequest<unknown>(
    {
      method: 'GET',
      path: collectionPath(def, {}),
      query: { page: 1, per_page: 1, limit: 1 },
    },
    `total:${def.key}`,
  );
  if (result.status === 'loading') return { status: 'loading' };
  if (result.status === 'error') return { status: 'error', error: result.error };
  const total = (result.data as { meta?: { pagination?: { total?: unknown } } } | null)?.meta
    ?.pagination?.total;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0
    ? { status: 'known', total }
    : { status: 'unknown' };
}
