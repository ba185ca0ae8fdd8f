import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { AnyRecord } from '../app/records.js';
import { describeField } from './describe.js';
import { resolveReference, useReferenceCache } from './useReferences.js';

/**
 * `false` inside something that is already a link (a table's first cell links
 * to its record): a reference there shows its name without a link of its own.
 */
export const ReferenceLinks = createContext(true);

/**
 * A reference field shown as the referenced record's name, linked to it
 * (react-admin's `ReferenceField`). The names of a page of rows are read
 * together (one request per list), cached; a reference that no longer
 * exists reads "Unknown person" / "Deleted team", never an id.
 */
export function ReferenceField({
  accessor,
  field,
  row,
}: {
  /** The resource the row belongs to (catalogue accessor). */
  accessor: string;
  /** The reference field (`user_id`). */
  field: string;
  /** The row. */
  row: AnyRecord;
}) {
  const cache = useReferenceCache();
  useSyncExternalStore(cache.subscribe, cache.version, cache.version);
  const links = useContext(ReferenceLinks);
  const target = describeField(accessor, field).reference;
  const value = row[field];
  const resolved = target ? resolveReference(cache, target, value, row) : { text: '—' };
  const list = target?.listPath(row);
  const id = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
  useEffect(() => {
    if (resolved.text === undefined && list && id) cache.want(list, id);
  }, [cache, resolved.text, list, id]);
  if (resolved.text === undefined)
    return (
      <span className="vkp-ref-loading" aria-busy="true">
        …<span className="vkp-visually-hidden">Loading {target?.singular ?? 'name'}</span>
      </span>
    );
  if (links && 'href' in resolved && resolved.href)
    return <Link to={resolved.href}>{resolved.text}</Link>;
  return <>{resolved.text}</>;
}
