import { useEffect, useState, useSyncExternalStore } from 'react';
import { filePath } from './StoredFile.js';
import { useServices } from '../services.js';
import './avatar.css';

/**
 * Profile photos (issue 49): a stored photo is a file of the API, read with the
 * signed-in session (`/api/_files/<token>`, never a bare `<img src>`), so each
 * is fetched once and kept as an object URL for the page's life; and the
 * signed-in person's own photo URL, shared by the header, the home screen and
 * the record, so an upload or a removal shows everywhere at once.
 *
 * @module
 */

const loaded = new Map<string, Promise<string>>();

/** The object URL of a stored file (fetched once per page). */
function photoSource(
  http: ReturnType<typeof useServices>['http'],
  url: string,
): Promise<string> | undefined {
  const path = filePath(url);
  if (!path) return undefined;
  let promise = loaded.get(path);
  if (!promise) {
    promise = http
      .request<Blob>({ method: 'GET', path, response: 'binary' })
      .then((blob) => URL.createObjectURL(blob));
    // A failed read is tried again next time.
    promise.catch(() => loaded.delete(path));
    loaded.set(path, promise);
  }
  return promise;
}

/** Two initials of a name ("Val Volunteer" → "VV"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((w) => [...w][0]!.toLocaleUpperCase()).join('');
}

/**
 * A person's photo in a circle, or their initials while there is none. It is
 * decoration beside the person's name (`alt=""`) unless `label` names it.
 */
export function Avatar({
  url,
  name,
  size = 'medium',
  label,
}: {
  /** The photo's file URL (`photo_url` of the user record); none: initials. */
  url?: string | null | undefined;
  name: string;
  size?: 'small' | 'medium' | 'large';
  /** The image's text alternative, when no name stands beside it. */
  label?: string;
}) {
  const { http } = useServices();
  const [shown, setShown] = useState<{ url: string; src: string } | null>(null);
  const src = url && shown?.url === url ? shown.src : null;
  useEffect(() => {
    if (!url) return;
    let live = true;
    photoSource(http, url)
      ?.then((s) => {
        if (live) setShown({ url, src: s });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, url]);
  return (
    <span className="vkp-avatar" data-size={size} data-photo={src ? 'shown' : 'none'}>
      {src ? (
        <img src={src} alt={label ?? ''} width={72} height={72} />
      ) : (
        // The initials as generated content: not part of the text beside it (a picker's option).
        <span aria-hidden="true" className="vkp-avatar-initials" data-initials={initialsOf(name)} />
      )}
    </span>
  );
}

type Listener = () => void;
const own = { userId: '', url: undefined as string | null | undefined };
const listeners = new Set<Listener>();

/** Tells every screen the signed-in person's photo changed (after an upload or a removal). */
export function setOwnPhoto(userId: string, url: string | null): void {
  own.userId = userId;
  own.url = url;
  for (const l of listeners) l();
}

/**
 * The signed-in person's photo URL: read from their record once, then what
 * {@link setOwnPhoto} says. `undefined` while unknown, `null` when they have none.
 */
export function useOwnPhoto(userId: string): string | null | undefined {
  const { http } = useServices();
  const known = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => (own.userId === userId ? own.url : undefined),
  );
  useEffect(() => {
    if (!userId || !/^\d{1,15}$/.test(userId) || (own.userId === userId && own.url !== undefined))
      return;
    const controller = new AbortController();
    http
      .request<{ data?: { photo_url?: unknown } }>({
        method: 'GET',
        path: `users/${userId}`,
        signal: controller.signal,
      })
      .then((reply) => {
        const url = reply.data?.photo_url;
        if (own.userId !== userId || own.url === undefined)
          setOwnPhoto(userId, typeof url === 'string' && url ? url : null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, userId]);
  return known;
}
