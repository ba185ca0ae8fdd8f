/**
 * What a guardian reads about one minor in their care: the minor's profile,
 * their shifts (`/shifts/?user_id=`) and their guardian log, through the
 * typed accessors; the sandbox lets a linked guardian read these and nothing
 * else of the minor's (authz/guardianship.ts).
 *
 * @module
 */
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { isRecord } from '../../../registry/infer.js';
import { recordOf, rowsOf } from '../../people/usePersonData.js';
import { readShift, type MyShift } from '../shifts/shifts.js';

/** A minor as their guardian sees them. */
export interface Minor {
  id: string;
  firstName: string;
  name: string;
  dateOfBirth: string | null;
}

/** The minor's profile, shifts and guardian log (newest first). */
export function useMinor(minorId: string) {
  const api = useApi();
  const profile = useLoad<Minor>(async (signal) => {
    const r = recordOf(await api.users.show(minorId, undefined, { signal })) ?? {};
    const first = typeof r.first_name === 'string' ? r.first_name : '';
    const last = typeof r.last_name === 'string' ? r.last_name : '';
    return {
      id: minorId,
      firstName: first || 'They',
      name: [first, last].filter(Boolean).join(' ') || 'A person in your care',
      dateOfBirth: typeof r.date_of_birth === 'string' ? r.date_of_birth : null,
    };
  }, `minor:${minorId}`);
  const shifts = useLoad<MyShift[]>(
    async (signal) =>
      rowsOf(await api.shifts.listAll({ user_id: minorId, per_page: 200 }, { signal })).map((r) =>
        readShift(r, minorId),
      ),
    `minor-shifts:${minorId}`,
  );
  const log = useLoad(
    async (signal) =>
      rowsOf(await api.users.guardians(minorId).logs.listAll({ per_page: 100 }, { signal }))
        .filter(isRecord)
        .sort((a, b) => Number(b.id) - Number(a.id)),
    `minor-log:${minorId}`,
  );
  return { profile, shifts, log };
}
