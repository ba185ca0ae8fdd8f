/**
 * Request paths of a resource's operations, filled from validated params.
 *
 * @module
 */
import { idParamOf, itemPathOf, type Operation } from '@volunteerkit/api-client';
import { fillTemplate } from './paths.js';
import type { ResourceDef } from './registry.js';

/** The collection path (list, store) of a resource. */
export function collectionPath(def: ResourceDef, params: Record<string, string>): string {
  return fillTemplate(def.path, params);
}

/**
 * The item path (show, update, delete) of a record: the catalogue's item template
 * (`itemPathOf`, honouring `itemPath`/`idParam`) filled with validated params and id.
 */
export function recordPath(
  def: ResourceDef,
  params: Record<string, string>,
  id: string | number,
  operation: Extract<Operation, 'show' | 'update' | 'delete'>,
): string {
  return fillTemplate(itemPathOf(def.entry, operation), {
    ...params,
    [idParamOf(def.entry)]: String(id),
  });
}

/** The default page size of generic lists. */
export const PAGE_SIZE = 20;
