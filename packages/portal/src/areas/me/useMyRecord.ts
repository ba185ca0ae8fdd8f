import { useCallback } from 'react';
import { useUser } from '../../app/hooks.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import type { AnyRecord } from '../../registry/infer.js';
import { recordOf } from '../people/usePersonData.js';

/**
 * The signed-in person's own user record (`GET /users/{id}`), and `save(patch)`
 * that writes fields of it (`PUT /users/{id}`, with its etag) and then reads
 * the record back, so the screen shows what the server stored.
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
  const { reload } = record;
  const current = record.status === 'success' ? record.data : null;
  const save = useCallback(
    async (patch: AnyRecord) => {
      const etag = typeof current?.etag === 'string' ? current.etag : undefined;
      await api.users.update(userId, patch, etag ? { ifMatch: etag } : undefined);
      reload();
    },
    [api, userId, current, reload],
  );
  return { userId, record, save };
}
