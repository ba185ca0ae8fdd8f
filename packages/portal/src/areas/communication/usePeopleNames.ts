import { useEffect, useState } from 'react';
import { personName } from '../../app/displayName.js';
import { isRecord } from '../../registry/infer.js';
import { useApi } from '../../app/useApi.js';
import { useCan } from '../../app/useCan.js';
import { HIDDEN_NAME } from '../../app/permissionNames.js';
import { UNKNOWN_PERSON } from '../../presentation/references.js';

/**
 * Names of the people with these ids, read one by one (`users.show`) and kept.
 * Never an id: without `view-users` a name reads "Name hidden" (nothing is
 * asked), a person who cannot be read reads "Unknown person", and a name still
 * loading reads "…".
 */
export function usePeopleNames(ids: readonly string[]): (id: string) => string {
  const api = useApi();
  const canSee = useCan('view-users');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(ids.filter((id) => /^\d{1,15}$/.test(id)))].sort().join(',');
  useEffect(() => {
    const controller = new AbortController();
    const missing = canSee && wanted ? wanted.split(',').filter((id) => !names.has(id)) : [];
    if (missing.length === 0) return;
    void Promise.all(
      missing.map((id) =>
        api.users
          .show(id, {}, { signal: controller.signal })
          .then((r) => {
            const data = isRecord(r) && isRecord(r.data) ? r.data : null;
            return [id, personName(data) ?? UNKNOWN_PERSON] as const;
          })
          .catch(() => [id, UNKNOWN_PERSON] as const),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setNames((old) => new Map([...old, ...found]));
    });
    return () => controller.abort();
    // `names` is read only to skip the known ones.
  }, [api, wanted, canSee]);
  return (id: string) => (!id ? 'Unknown sender' : !canSee ? HIDDEN_NAME : (names.get(id) ?? '…'));
}
