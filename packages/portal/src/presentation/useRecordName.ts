/**
 * A record's name when it depends on its references (an application is
 * "applicant – category"): the referenced names are read through the shared,
 * batched cache, and the name is complete once they arrive.
 *
 * @module
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { AnyRecord } from '../app/records.js';
import { describeField, recordTitleOf } from './describe.js';
import { presentationOf } from './resources.js';
import { resolveReference, useReferenceCache } from './useReferences.js';

/**
 * The title of `record` of the resource `accessor` ("Ada Lovelace – Rangers"),
 * or `undefined` while there is no record.
 *
 * @example
 * const title = useRecordName('applications', data) ?? 'Application';
 */
export function useRecordName(accessor: string, record: AnyRecord | null): string | undefined {
  const cache = useReferenceCache();
  useSyncExternalStore(cache.subscribe, cache.version, cache.version);
  const wanted: Array<[string, string]> = [];
  const ref = (field: string) => {
    const target = describeField(accessor, field).reference;
    if (!target || !record || record[field] === null || record[field] === undefined)
      return undefined;
    const resolved = resolveReference(cache, target, record[field], record);
    const list = target.listPath(record);
    const value = record[field];
    if (
      resolved.text === undefined &&
      list &&
      (typeof value === 'number' || typeof value === 'string')
    )
      wanted.push([list, String(value)]);
    return resolved.text;
  };
  const title = record
    ? recordTitleOf(accessor, record, presentationOf(accessor).plural, ref)
    : undefined;
  const wantedKey = JSON.stringify(wanted);
  useEffect(() => {
    for (const [list, id] of JSON.parse(wantedKey) as Array<[string, string]>) cache.want(list, id);
  }, [cache, wantedKey]);
  return title;
}
