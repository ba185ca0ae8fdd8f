/**
 * Which API reads the service worker keeps for offline use (issue 48): the signed-in
 * person's own data that the volunteer's home and My shifts read, never anyone else's.
 * Shared by the service worker (`sw.ts`) and the page (which clears the copy on sign-out).
 *
 * @module
 */

/** The Cache Storage name of the person's own API reads. */
export const OWN_DATA_CACHE = 'vk-own-data-v1';

/** The header a kept copy carries: when it came from the server (ISO 8601). */
export const FETCHED_AT_HEADER = 'x-vk-fetched-at';

/** The worker's message: a kept copy was served, the network did not answer (`at`: its time). */
export const OFFLINE_COPY = 'VK_OFFLINE_COPY';

/** The worker's message: the network answered a read. */
export const NETWORK_OK = 'VK_NETWORK_OK';

/**
 * The person's id in a bearer token's claims (`user.id`, or `sub`), or `undefined`.
 * Read, not verified: it only decides which copy a response is kept under; the server
 * verifies the token on every request that reaches it.
 */
export function personOfToken(token: string): string | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { user?: { id?: unknown }; sub?: unknown };
    const id = claims.user?.id ?? claims.sub;
    return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `true` for a read of the person's own data that the home and My shifts screens need:
 * the person's record and its sub-resources (`/api/users/{own id}…`), their shifts
 * (`/api/shifts/?user_id={own id}`, each with its details and what to bring), the open
 * shifts, and the organisation's team names, disclosure types and recruitment stages
 * (organisation data every volunteer may read).
 */
export function ownRead(url: URL, person: string): boolean {
  const path = url.pathname;
  if (!path.startsWith('/api/')) return false;
  const user = /^\/api\/users\/([^/]+)(\/|$)/.exec(path);
  if (user) return decodeURIComponent(user[1]!) === person;
  if (path === '/api/shifts/' || path === '/api/shifts') {
    const owner = url.searchParams.get('user_id');
    return owner === person || (owner === null && url.searchParams.get('open') === '1');
  }
  return OWN_READS.some((re) => re.test(path));
}

/**
 * Further reads the volunteer's home and screens start with: organisation data every
 * volunteer may read, no other person's data in them.
 */
const OWN_READS: readonly RegExp[] = [
  /^\/api\/organisation\/teams\/?$/,
  // The person's own check-in code (the server answers only the caller's own): at the base,
  // where the signal often is not.
  /^\/api\/shifts\/\d+\/check-in-code$/,
  /^\/api\/organisation\/disclosure-types\/?$/,
  /^\/api\/organisation\/recruitment\/categories\/\d+\/stages\/?$/,
];
