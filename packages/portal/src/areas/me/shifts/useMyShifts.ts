/**
 * The signed-in volunteer's shifts, the open shifts they can sign up for and
 * the names of the teams, read through the typed accessors.
 *
 * @module
 */
import { useEffect } from 'react';
import { useUser } from '../../../app/hooks.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { isRecord } from '../../../registry/infer.js';
import { rowsOf } from '../../people/usePersonData.js';
import { connection } from '../../../pwa/connection.js';
import { markUpdated } from '../../../pwa/offlineData.js';
import { readShift, type MyShift } from './shifts.js';

/**
 * The volunteer's shifts (`mine`), the open ones with a place left (`open`),
 * the full ones whose waitlist they may join or are on (`full`) and team names.
 */
export function useMyShifts() {
  const api = useApi();
  const me = useUser();
  const userId = me?.id === undefined ? '' : String(me.id);
  const mine = useLoad<MyShift[]>(
    async (signal) =>
      rowsOf(
        await api.shifts.listAll({ user_id: userId, per_page: 200, clearance: 'mine' }, { signal }),
      ).map((r) => readShift(r, userId)),
    userId ? `mine:${userId}` : null,
  );
  const open = useLoad<MyShift[]>(
    async (signal) =>
      rowsOf(await api.shifts.list({ open: 1, per_page: 50, clearance: 'mine' }, { signal })).map(
        (r) => readShift(r, userId),
      ),
    userId ? `open:${userId}` : null,
  );
  // When the shifts came from the server (the "last updated" line shown offline).
  useEffect(() => {
    if (mine.status === 'success' && userId && !connection().offline) markUpdated(userId, 'shifts');
  }, [mine.status, mine.data, userId]);
  const full = useLoad<MyShift[]>(
    async (signal) =>
      rowsOf(await api.shifts.list({ open: 1, waitlist: 'only', per_page: 50 }, { signal })).map(
        (r) => readShift(r, userId),
      ),
    userId ? `full:${userId}` : null,
  );
  const teams = useLoad<Map<string, string>>(async (signal) => {
    const rows = rowsOf(await api.organisation.teams.listAll({ per_page: 200 }, { signal }));
    return new Map(
      rows.filter(isRecord).map((t) => [String(t.id), typeof t.name === 'string' ? t.name : '']),
    );
  }, 'teams');
  const teamName = (id: string) => teams.data?.get(id) || 'your team';
  return { userId, mine, open, full, teamName };
}
