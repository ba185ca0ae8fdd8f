/**
 * Fields that are the API's business, never a person's: ids, etags, slugs,
 * internal URLs, secrets, and the bookkeeping timestamps (unless a resource
 * asks for one, see `ResourcePresentation.shown`).
 *
 * @module
 */

const TECHNICAL_NAMES = new Set([
  'id',
  'uuid',
  'etag',
  'slug',
  'key',
  'created_at',
  'updated_at',
  'deleted_at',
  'subject_type',
  'subject_id',
  'model_type',
  'model_id',
  'guard_name',
  'pivot',
  'meta',
  'links',
  'icon_site',
  'remember_token',
  'api_token',
]);

const SECRET = /(^|_)(password|token|secret|hash|salt)($|_)/i;
const ID_SUFFIX = /_(id|ids|uuid)$/;
const INTERNAL_URL = /(^|_)(url|uri|href|path|endpoint)$/;

/**
 * `true` for a field no screen shows: ids (a reference field is shown
 * resolved to a name instead, by its own rule), etags, slugs, internal URLs,
 * secrets and bookkeeping timestamps.
 *
 * @example
 * isTechnicalField('etag') // true
 * isTechnicalField('first_name') // false
 */
export function isTechnicalField(field: string): boolean {
  const name = field.toLowerCase();
  return (
    TECHNICAL_NAMES.has(name) ||
    SECRET.test(name) ||
    ID_SUFFIX.test(name) ||
    INTERNAL_URL.test(name) ||
    name.startsWith('_')
  );
}
