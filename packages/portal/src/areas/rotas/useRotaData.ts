import { useCallback, useEffect, useState } from 'react';
import { useCan } from '../../app/useCan.js';
import { overlapsWindow, type RotaChange, type Shift } from '@volunteerkit/api-client/scheduling';
import { staleOn412 } from '../../app/stale.js';
import { useApi } from '../../app/useApi.js';
import { readPeople, readShift, readShifts, shiftBody, type RotaPerson } from './records.js';
import { readRecheck, type Recheck } from '../safety/recheck.js';

/** Page size asked of the lists (the sandbox takes `per_page`; `limit` for older servers). */
const PAGE = { limit: 200, per_page: 200 } as const;
/** At most this many pages of shifts or people are read. */
const MAX_PAGES = 10;

/**
 * Optimistic concurrency: the update carries the version the form was read from,
 * the record's ETag (or, from a server without ETags, its `updated_at` quoted).
 */
function versionOf(shift: Pick<Shift, 'etag' | 'updated_at'>): { ifMatch?: string } {
  if (shift.etag) return { ifMatch: shift.etag };
  return shift.updated_at ? { ifMatch: `"${shift.updated_at}"` } : {};
}

const DAY_MS = 86_400_000;

/**
 * The server-side filter of the shifts near the window (a day either side, so
 * instants written with or without milliseconds compare safely as text); the
 * exact overlap is checked here.
 */
export function windowFilter(window: { start: string; end: string }): Record<string, string> {
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return {};
  return {
    'filter[start][lt]': new Date(end + DAY_MS).toISOString(),
    'filter[end][gt]': new Date(start - DAY_MS).toISOString(),
  };
}

/**
 * The rota's data: every shift overlapping the window (the screens show the
 * chosen teams; conflicts are checked against all), the people, and the
 * actions that change shifts, each followed by a reload.
 */
export function useRotaData(window: { start: string; end: string }) {
  const api = useApi();
  const [shifts, setShifts] = useState<Shift[] | null>(null);
  const [people, setPeople] = useState<RotaPerson[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    api.shifts
      .listAll({ ...PAGE, sort: 'start', ...windowFilter(window) }, { maxPages: MAX_PAGES, signal })
      .then((rows) => {
        if (!signal.aborted) {
          setShifts(readShifts(rows).filter((s) => overlapsWindow(s, window)));
          setError(null);
        }
      })
      .catch((e: unknown) => {
        if (!signal.aborted) setError(e);
      });
    return () => controller.abort();
  }, [api, window.start, window.end, generation]);

  const canSeePeople = useCan('view-users');
  useEffect(() => {
    // Without 'view-users' nobody is listed and the shift drawer says why; no request is made.
    if (!canSeePeople) {
      setPeople([]);
      return;
    }
    const controller = new AbortController();
    api.users
      .listAll({ ...PAGE }, { maxPages: MAX_PAGES, signal: controller.signal })
      .then((rows) => {
        if (!controller.signal.aborted) setPeople(readPeople(rows));
      })
      // People are optional (a coordinator without 'view-users' still plans shifts).
      .catch(() => {
        if (!controller.signal.aborted) setPeople([]);
      });
    return () => controller.abort();
  }, [api, canSeePeople]);

  /** Creates a shift; resolves to the stored record. */
  const createShift = useCallback(
    async (draft: Omit<Shift, 'id'>): Promise<Shift> => {
      const answer = await api.shifts.store(shiftBody(draft));
      reload();
      return readShift((answer as { data?: unknown })?.data ?? answer) ?? { ...draft, id: '' };
    },
    [api, reload],
  );

  /**
   * Updates a shift read at `base.updated_at`; a 412 rejects with a
   * `StaleRecordError<Shift>` carrying the server's newer record (null when it has gone).
   */
  const updateShift = useCallback(
    (
      base: Shift,
      next: Omit<Shift, 'id'>,
      extra?: Record<string, unknown>,
      onRecheck?: (recheck: Recheck | null) => void,
    ): Promise<Shift> =>
      staleOn412(
        async () => {
          const answer = await api.shifts.update(
            base.id!,
            { ...shiftBody(next), ...extra },
            versionOf(base),
          );
          onRecheck?.(readRecheck(answer));
          reload();
          return (
            readShift((answer as { data?: unknown })?.data ?? answer) ?? { ...next, id: base.id }
          );
        },
        async () => {
          const fresh = await api.shifts.show(base.id!).catch(() => null);
          reload();
          return readShift((fresh as { data?: unknown } | null)?.data ?? fresh);
        },
        'Someone else changed this shift. The newer version is shown.',
      ),
    [api, reload],
  );

  /** Deletes a shift. */
  const deleteShift = useCallback(
    async (shift: Shift): Promise<void> => {
      await api.shifts.delete(shift.id!);
      reload();
    },
    [api, reload],
  );

  /**
   * Applies a bulk preview change by change (creates, updates with the version
   * read, deletes), then reloads once; resolves to how many were applied. A
   * failure stops the run and rejects with the count so far in the message.
   */
  const applyChanges = useCallback(
    async (
      changes: readonly RotaChange[],
      onProgress?: (done: number) => void,
    ): Promise<number> => {
      let done = 0;
      try {
        for (const change of changes) {
          if (change.kind === 'add') await api.shifts.store(shiftBody(change.after));
          else if (change.kind === 'remove') await api.shifts.delete(change.before.id!);
          else {
            await api.shifts.update(
              change.before.id!,
              shiftBody(change.after),
              versionOf(change.before),
            );
          }
          done += 1;
          onProgress?.(done);
        }
      } catch (e) {
        throw new Error(
          `${done} of ${changes.length} changes were made before an error: ${e instanceof Error ? e.message : String(e)}`,
          { cause: e },
        );
      } finally {
        reload();
      }
      return done;
    },
    [api, reload],
  );

  return {
    api,
    shifts,
    people,
    error,
    reload,
    createShift,
    updateShift,
    deleteShift,
    applyChanges,
  };
}

/** What {@link useRotaData} returns. */
export type RotaData = ReturnType<typeof useRotaData>;
