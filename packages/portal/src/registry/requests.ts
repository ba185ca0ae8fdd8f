/**
 * Request paths of a resource's operations, filled from validated params.
 *
 * @module
 */
import type { Operation } from '@volunteerkit/api-client';
import { fillTemplate, itemPath } from './paths.js';
import type { ResourceDef } from './registry.js';

/** The collection path (list, store) of a resource. */
export function collectionPath(def: ResourceDef, params: Record<string, string>): string {
  return fillTemplate(def.path, params);
}

/** The item path (show, update, delete) of a record, honouring the catalogue's `itemPath`/`idParam`. */
export function recordPath(
  def: ResourceDef,
  params: Record<string, string>,
  id: string | number,
  operation: Extract<Operation, 'show' | 'update' | 'delete'>,
): string {
  const special = def.entry.itemPath?.[operation];
  if (special) return fillTemplate(special, { ...params, [def.entry.idParam ?? 'id']: String(id) });
  return itemPath(collectionPath(def, params), id);
}

/** The default page size of generic lists. */
export const PAGE_SIZE = 20;
