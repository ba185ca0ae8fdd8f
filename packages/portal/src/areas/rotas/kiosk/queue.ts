/**
 * The kiosk's offline queue (issue 48): a check-in scanned while the kiosk has no
 * connection is kept on the device (IndexedDB, the platform's own, no library) with the
 * time it was scanned and an idempotency key made once, then sent when the kiosk is back
 * online, oldest first, each with its key as `Idempotency-Key`: a send whose answer was
 * lost and is sent again is applied once by the server. A check-in the server refuses on
 * catch-up (a changed code, someone already checked in, a shift over) leaves the queue
 * and is reported, so it can be shown; one that meets no connection again stays.
 *
 * @module
 */

/** One check-in kept on the kiosk. */
export interface QueuedCheckIn {
  /** The idempotency key, made when it was scanned (also the record's key). */
  key: string;
  /** The code as scanned or typed. */
  code: string;
  /** When it was scanned (ISO). */
  scanned_at: string;
  /** The signed-in staff member who scanned it: only they send it. */
  by: number;
}

/** Where the queue is kept. */
export interface QueueStore {
  /** Every queued check-in of `by`, oldest first. */
  list(by: number): Promise<QueuedCheckIn[]>;
  /** Keeps one. */
  put(item: QueuedCheckIn): Promise<void>;
  /** Forgets one. */
  remove(key: string): Promise<void>;
}

/** A queue in memory (tests; a browser without IndexedDB keeps it for the page's life). */
export function memoryQueue(): QueueStore {
  const items = new Map<string, QueuedCheckIn>();
  return {
    list: (by) =>
      Promise.resolve(
        [...items.values()]
          .filter((i) => i.by === by)
          .sort((a, b) => a.scanned_at.localeCompare(b.scanned_at)),
      ),
    put: (item) => {
      items.set(item.key, item);
      return Promise.resolve();
    },
    remove: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}

const DB_NAME = 'vk-kiosk';
const STORE = 'check-ins';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

/** The queue in the browser's IndexedDB (database `vk-kiosk`), or in memory without one. */
export function indexedDbQueue(): QueueStore {
  if (typeof indexedDB === 'undefined') return memoryQueue();
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(DB_NAME, 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
    }));
  const store = async (mode: IDBTransactionMode) =>
    (await db()).transaction(STORE, mode).objectStore(STORE);
  return {
    async list(by) {
      const all = await request((await store('readonly')).getAll() as IDBRequest<QueuedCheckIn[]>);
      return all
        .filter((i) => i.by === by)
        .sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
    },
    async put(item) {
      await request((await store('readwrite')).put(item));
    },
    async remove(key) {
      await request((await store('readwrite')).delete(key));
    },
  };
}

/** A fresh idempotency key. */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** What became of one queued check-in on catch-up. */
export type CatchUpResult<T> =
  { item: QueuedCheckIn; sent: T } | { item: QueuedCheckIn; refused: unknown };

/**
 * Sends `by`'s queued check-ins, oldest first, with `send` (which passes the key on as
 * `Idempotency-Key`). A sent or refused one leaves the queue; the first that meets no
 * connection (`isTransient`) stops the catch-up and stays, with those after it.
 */
export async function catchUp<T>(
  queue: QueueStore,
  by: number,
  send: (item: QueuedCheckIn) => Promise<T>,
  isTransient: (error: unknown) => boolean,
): Promise<CatchUpResult<T>[]> {
  const results: CatchUpResult<T>[] = [];
  for (const item of await queue.list(by)) {
    try {
      const sent = await send(item);
      await queue.remove(item.key);
      results.push({ item, sent });
    } catch (error) {
      if (isTransient(error)) break;
      await queue.remove(item.key);
      results.push({ item, refused: error });
    }
  }
  return results;
}
