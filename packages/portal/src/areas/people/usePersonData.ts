/**
 * Loading and acting on a person's record through the typed accessors of
 * `@volunteerkit/api-client`: a load bound to the screen (aborted when it goes
 * away), the record itself, and readable messages for refused actions.
 *
 * @module
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@volunteerkit/api-client';
import { isStaleRecord, staleOn412 } from '../../app/stale.js';
import { errorMessage } from '../../app/states.js';
import type { ShellText } from '../../app/shell/shellMessages.js';
import type { RequestState } from '../../app/useRequest.js';
import { isRecord, normaliseRecord, type AnyRecord } from '../../registry/infer.js';
import { useApi } from '../../app/useApi.js';
import { readPerson, type Person } from './person.js';

export { useApi };

/** What {@link useLoad} returns. */
export type LoadResult<T> = RequestState<T> & {
  /** Loads again. */
  reload: () => void;
  /** Replaces the data shown (e.g. with what the server answered to a write). */
  replace: (data: T) => void;
};

/**
 * Runs `load` when the screen mounts and whenever `key` changes (or `reload`
 * is called), aborting the previous run. `load` null loads nothing.
 *
 * A reload keeps the data on screen until the new answer arrives; a new `key`
 * (another person's record opened from this one) does not: what was loaded for
 * the old key is never returned under the new one, so the screen shows "loading"
 * rather than the previous person, whose buttons would act on them.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): LoadResult<T> {
  const [state, setState] = useState<{ key: string; value: RequestState<T> }>({
    key,
    value: { status: 'loading' },
  });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const replace = useCallback(
    (data: T) => setState({ key, value: { status: 'success', data } }),
    [key],
  );
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((s) =>
      s.key === key && s.value.status === 'success' ? s : { key, value: { status: 'loading' } },
    );
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is rebuilt every render; `key` says when it changed.
  }, [key, generation]);
  const value: RequestState<T> = state.key === key ? state.value : { status: 'loading' };
  return { ...value, reload, replace };
}

/** The rows of a list answer (`{data: [...]}` or a bare array). */
export function rowsOf(reply: unknown): AnyRecord[] {
  if (Array.isArray(reply)) return reply.filter(isRecord);
  if (isRecord(reply) && Array.isArray(reply.data)) return reply.data.filter(isRecord);
  return [];
}

/** The record of a show/store/update answer. */
export function recordOf(reply: unknown): AnyRecord | null {
  return normaliseRecord(reply);
}

/**
 * A message for a refused action: the server's own message for a conflict or
 * refusal (it says why), otherwise the portal's usual wording (in `text`'s
 * language: `useShellText().text`; English by default).
 */
export function actionError(error: unknown, text?: ShellText): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
    const body = error.body;
    if (isRecord(body) && typeof body.message === 'string' && body.message) {
      return error.status === 403 && isRecord(body) && body.code === 'forbidden'
        ? errorMessage(error, text)
        : body.message;
    }
  }
  return errorMessage(error, text);
}

/**
 * Reads a person as the server stores them (`GET /users/{id}`): on opening the
 * record, and after a change, to show what was stored.
 */
export async function showPerson(
  api: ReturnType<typeof useApi>,
  userId: string,
  signal?: AbortSignal,
): Promise<Person> {
  const record = recordOf(await api.users.show(userId, undefined, signal ? { signal } : undefined));
  if (!record) throw new Error('The server sent a record the portal cannot read.');
  return readPerson(record, userId);
}

/** The person's record: `GET /users/{id}`, read into a {@link Person}. */
export function usePerson(userId: string): LoadResult<Person> {
  const api = useApi();
  return useLoad<Person>(
    userId ? (signal) => showPerson(api, userId, signal) : null,
    `person:${userId}`,
  );
}

/** The answer of {@link updatePerson}. */
export interface PersonUpdate {
  /** The person as the server now stores them. */
  person: Person;
  /** True when the change was refused because someone changed the record first (412). */
  conflict: boolean;
}

/**
 * Updates fields of a person with optimistic concurrency (`If-Match` of the
 * version read): answers the stored person, or, when someone else changed the
 * record first, the newer record with `conflict` (nothing was written).
 */
export async function updatePerson(
  api: ReturnType<typeof useApi>,
  person: Person,
  patch: Record<string, unknown>,
): Promise<PersonUpdate> {
  try {
    const reply = await staleOn412(
      () => api.users.update(person.id, patch, person.etag ? { ifMatch: person.etag } : undefined),
      async (current) => current ?? recordOf(await api.users.show(person.id)),
      CONFLICT_MESSAGE,
    );
    const saved = recordOf(reply);
    if (!saved) throw new Error('The server sent a record the portal cannot read.');
    return { person: readPerson(saved, person.id), conflict: false };
  } catch (error) {
    if (!isStaleRecord<AnyRecord>(error)) throw error;
    if (!error.newer) throw error.refused;
    return { person: readPerson(error.newer, person.id), conflict: true };
  }
}

/** What a panel says after a save that met a newer record. */
export const CONFLICT_MESSAGE =
  'Someone else changed this record since you opened it. Their newer version is shown; your change was not saved. Make it again if it is still needed.';
