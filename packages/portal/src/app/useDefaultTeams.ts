import { useEffect, useRef } from 'react';
import { isRecord } from './records.js';
import { useUser } from './hooks.js';
import { useApi } from './useApi.js';

const storageKey = (area: string, userId: string) => `vkp:teams:${area}:${userId}`;
const ID = /^\d{1,15}$/;

/** The teams last chosen on `area`'s screen by this user in this browser ([] when none). */
export function lastTeams(area: string, userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(area, userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String).filter((id) => ID.test(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Opens a team screen on sensible teams instead of an empty "choose a team": when
 * the URL names none, applies (once) the user's last choice on this screen, else the
 * teams the user belongs to (their own record's `team_ids`), else `fallback`'s.
 * Every choice the URL shows is remembered per user and screen.
 *
 * @param area The screen's key (`rota`, `occupancy`, `adverts`).
 * @param chosen The teams the URL names now.
 * @param apply Puts teams in the URL (replacing the history entry).
 * @param fallback Teams to open on when the user has no teams of their own.
 * @example
 * useDefaultTeams('rota', query.teams, (teams) => setParams(write({ ...query, teams }), { replace: true }));
 */
export function useDefaultTeams(
  area: string,
  chosen: readonly string[],
  apply: (teams: string[]) => void,
  fallback?: (signal: AbortSignal) => Promise<string[]>,
): void {
  const api = useApi();
  const user = useUser();
  const userId = String(user?.id ?? '');
  const decided = useRef(false);
  const applyRef = useRef(apply);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    applyRef.current = apply;
    fallbackRef.current = fallback;
  });
  const key = chosen.join(',');

  useEffect(() => {
    if (!userId) return;
    if (key) {
      decided.current = true;
      try {
        localStorage.setItem(storageKey(area, userId), JSON.stringify(key.split(',')));
      } catch {
        // Storage blocked: the screen still works, without remembering.
      }
      return;
    }
    if (decided.current) return;
    decided.current = true;
    const remembered = lastTeams(area, userId);
    if (remembered.length > 0) {
      applyRef.current(remembered);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      let own: string[] = [];
      if (ID.test(userId)) {
        const reply = await api.users.show(userId, {}, { signal }).catch(() => null);
        const record = isRecord(reply) && isRecord(reply.data) ? reply.data : null;
        own = Array.isArray(record?.team_ids)
          ? record.team_ids.map(String).filter((id) => ID.test(id))
          : [];
      }
      if (own.length === 0 && fallbackRef.current)
        own = await fallbackRef.current(signal).catch(() => []);
      if (!signal.aborted && own.length > 0) applyRef.current(own);
    })();
    return () => {
      controller.abort();
      // Opened again (StrictMode, or a remount): decide again.
      decided.current = false;
    };
  }, [api, area, userId, key]);
}
