/**
 * Builds the `user` and `environment` claims of a session from the stored
 * user and organisation records.
 *
 * @module
 */
import { minorsInCare } from '../authz/guardianship.js';
import type { RecordStore, StoredRecord } from '../store/records.js';
import type { TokenEnvironment, TokenUser } from './tokens.js';
import { named } from '../store/collections.js';

/** Collection of users. */
export const USERS = named('users');
/** Collection holding the (single) organisation. */
export const ORGANISATION = named('organisation');

/** The organisation record (the first one). */
export function organisationRecord(store: RecordStore): StoredRecord | undefined {
  return store.all(ORGANISATION)[0];
}

/** The `user` claim for a user record; `minimal` leaves out name and e-mail. */
export function tokenUser(store: RecordStore, user: StoredRecord, minimal: boolean): TokenUser {
  const org: StoredRecord = organisationRecord(store) ?? { id: 0 };
  const organisation = {
    id: org.id,
    name: org.name,
    features: org.features ?? [],
    package_features: org.package_features ?? {},
    tech_features: org.tech_features ?? {},
    date_format: org.date_format ?? null,
  };
  const base: TokenUser = {
    id: user.id,
    timezone: typeof user.timezone === 'string' ? user.timezone : 'Europe/London',
    permissions: Array.isArray(user.permissions) ? (user.permissions as string[]) : [],
    organisation,
  };
  // A guardian's token names the minors in their care (ids), so the portal can offer them.
  const minors = minorsInCare(store.db, user.id).map((m) => m.id);
  if (minors.length > 0) base.guardian_of = minors;
  if (minimal) return base;
  return {
    ...base,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role: user.role,
  };
}

/** The `environment` claim. */
export function tokenEnvironment(extra: Record<string, unknown> = {}): TokenEnvironment {
  return { name: 'sandbox', api_version: 3, region: 'uk', ...extra };
}
