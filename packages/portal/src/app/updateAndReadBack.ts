/**
 * The portal's one conditional update of a board record (a task, an
 * application): written with the version it was read from, then read back.
 *
 * @module
 */
import { staleOn412 } from './stale.js';

/** What {@link updateAndReadBack} needs to write and read one record. */
export interface UpdateAndReadBack<T> {
  /** The update, sent with `If-Match` of the version the record was read from. */
  update: () => Promise<unknown>;
  /** Reads the record again (`show`). */
  show: () => Promise<{ data: Record<string, unknown> }>;
  /** Reads a raw record into the screen's type (`null` when it cannot be read). */
  read: (raw: Record<string, unknown>) => T | null;
  /** What the record is called in messages ("task", "application"). */
  noun: string;
}

/**
 * Updates a record and answers it as the server stored it. A 412 rejects with a
 * `StaleRecordError<T>` carrying the newer record (from the 412 body); a record
 * that cannot be read back rejects with an `Error`.
 *
 * @example
 * ```ts
 * const stored = await updateAndReadBack({
 *   update: () => api.tasks.update(task.id, body, task.etag ? { ifMatch: task.etag } : {}),
 *   show: () => api.tasks.show(task.id),
 *   read: readTask,
 *   noun: 'task',
 * });
 * ```
 */
export async function updateAndReadBack<T>({
  update,
  show,
  read,
  noun,
}: UpdateAndReadBack<T>): Promise<T> {
  await staleOn412(
    update,
    (current) => (current ? read(current) : null),
    `Someone else changed this ${noun} first. Its newer version is shown.`,
  );
  // Read back what was stored: the screen shows the server's record.
  const stored = read((await show()).data);
  if (!stored) throw new Error(`The ${noun} could not be read back.`);
  return stored;
}
