/**
 * The signed-in user's display name: the name the token carries, or (for a
 * minimal token, which carries only an id) the one read from `GET users/{id}`.
 *
 * @module
 */
import { isRecord, normaliseRecord, type AnyRecord } from './records.js';
import { isSafeParam } from './safeParam.js';
import { useAuth } from './services.js';
import { useRequest } from './useRequest.js';

/**
 * A person's name from a user record: first and last name, else `name` or
 * `display_name`, else the e-mail address; `undefined` when none is there.
 *
 * @example
 * personName({ first_name: 'Ada', last_name: 'Admin' }) // 'Ada Admin'
 * personName({ email: 'ada@example.org' }) // 'ada@example.org'
 */
export function personName(record: AnyRecord | null | undefined): string | undefined {
  if (!isRecord(record)) return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : '');
  const full = [text(record.first_name), text(record.last_name)].filter(Boolean).join(' ');
  return full || text(record.name) || text(record.display_name) || text(record.email) || undefined;
}

/** `true` for the placeholder name the portal gives a user whose token carries no name. */
export function isPlaceholderName(name: string | undefined): boolean {
  return !name || /^User \S+$/.test(name) || name === 'Signed in';
}

/**
 * The name to show for the signed-in user. Reads `users/{id}` only when the
 * token carried no name; while it loads (or when it is not allowed) there is
 * no name (`undefined`), never a placeholder such as "User 41".
 */
export function useDisplayName(): string | undefined {
  const { user } = useAuth();
  const needName =
    !!user && isPlaceholderName(user.name) && user.id !== undefined && isSafeParam(user.id);
  const me = useRequest<unknown>(
    needName ? { method: 'GET', path: `users/${String(user?.id)}` } : null,
    `me:${String(user?.id)}`,
  );
  const fromRecord = me.status === 'success' ? personName(normaliseRecord(me.data)) : undefined;
  if (fromRecord) return fromRecord;
  return user && !isPlaceholderName(user.name) ? user.name : undefined;
}
