import { useEffect, useState } from 'react';
import { personName } from '../../app/displayName.js';
import { isRecord } from '../../registry/infer.js';
import { useApi } from '../../app/useApi.js';

/**
 * Names of the people with these ids, read one by one (`users.show`) and kept;
 * an id that cannot be read (no `view-users`, deleted) reads "Person {id}".
 */
export function usePeopleNames(ids: readonly string[]): (id: string) => string {
  const api = useApi();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(ids.filter((id) => /^\d{1,15}$/.test(id)))].sort().join(',');
  useEffect(() => {
    const controller = new AbortController();
    const missing = wanted ? wanted.split(',').filter((id) => !names.has(id)) : [];
    if (missing.length === 0) return;
    void Promise.all(
      missing.map((id) =>
        api.users
          .show(id, {}, { signal: controller.signal })
          .then((r) => {
            const data = isRecord(r) && isRecord(r.data) ? r.data : null;
            return [id, personName(data) ?? `Person ${id}`] as const;
          })
          .catch(() => [id, `Person ${id}`] as const),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setNames((old) => new Map([...old, ...found]));
    });
    return () => controller.abort();
    // `names` is read only to skip the known ones.
  }, [api, wanted]);
  return (id: string) => (id ? (names.get(id) ?? `Person ${id}`) : 'Unknown sender');
}
