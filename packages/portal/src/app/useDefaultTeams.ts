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
 * Every choice the URL shows is remembered per user and screen, unless the screen
 * says the server refused it: then the choice remembered before it comes back (or
 * none), so the next visit does not open on a refusal.
 *
 * @param area The screen's key (`rota`, `occupancy`, `adverts`).
 * @param chosen The teams the URL names now.
 * @param apply Puts teams in the URL (replacing the history entry).
 * @param fallback Teams to open on when the user has no teams of their own.
 * @param refused Whether the screen's data for `chosen` was refused for good (not
 *   allowed, gone, invalid: an error trying again cannot fix), as opposed to loading,
 *   shown, or failing for a while.
 * @example
 * useDefaultTeams('rota', query.teams, (teams) => setParams(write({ ...query, teams }), { replace: true }));
 */
export function useDefaultTeams(
  area: string,
  chosen: readonly string[],
  apply: (teams: string[]) => void,
  fallback?: (signal: AbortSignal) => Promise<string[]>,
  refused = false,
): void {
  const api = useApi();
  const user = useUser();
  const userId = String(user?.id ?? '');
  const decided = useRef(false);
  // The choice remembered before the URL's: what a refusal of the URL's puts back.
  const before = useRef<string[]>([]);
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
      const remembered = lastTeams(area, userId);
      if (remembered.join(',') !== key) before.current = remembered;
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

  // A team leader who once opened another team's rooms must not land on that refusal
  // every time they come back: the refused choice gives way to the one before it.
  useEffect(() => {
    if (!userId || !key || !refused) return;
    try {
      if (lastTeams(area, userId).join(',') !== key) return;
      const previous = before.current.filter((id) => id !== key);
      if (previous.length > 0)
        localStorage.setItem(storageKey(area, userId), JSON.stringify(previous));
      else localStorage.removeItem(storageKey(area, userId));
    } catch {
      // Storage blocked: nothing was remembered.
    }
  }, [area, userId, key, refused]);
}
