import { useCallback, useState } from 'react';
import { useUser } from '../../../app/hooks.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import type { AnyRecord } from '../../../registry/infer.js';
import { recordOf } from '../../people/usePersonData.js';

/**
 * The signed-in person's own user record (`GET /users/{id}`), and `save(patch)`
 * that writes fields of it (`PUT /users/{id}`, with its etag) and then reads
 * the record back, so the screen shows what the server stored (`data`; `save`
 * resolves to it).
 */
export function useMyRecord() {
  const me = useUser();
  const api = useApi();
  const userId = me?.id === undefined ? '' : String(me.id);
  const record = useLoad(
    async (signal) => {
      const stored = recordOf(await api.users.show(userId, undefined, { signal }));
      if (!stored) throw new Error('The server sent a record the portal cannot read.');
      return stored;
    },
    userId ? `my-record:${userId}` : null,
  );
  const [fresh, setFresh] = useState<AnyRecord | null>(null);
  const data = fresh ?? (record.status === 'success' ? record.data : null);
  const save = useCallback(
    async (patch: AnyRecord) => {
      const etag = typeof data?.etag === 'string' ? data.etag : undefined;
      await api.users.update(userId, patch, etag ? { ifMatch: etag } : undefined);
      const stored = recordOf(await api.users.show(userId));
      if (stored) setFresh(stored);
      return stored ?? null;
    },
    [api, userId, data],
  );
  /** Reads the record again (after a change made through another resource). */
  const reload = useCallback(async () => {
    const stored = recordOf(await api.users.show(userId));
    if (stored) setFresh(stored);
  }, [api, userId]);
  return { userId, record, data, save, reload };
}
