/**
 * Collection keys of the record store: every collection is named by the accessor of
 * its catalogue entry (`users.notes`), never by an API path. {@link collectionKey} is
 * the one place that turns an entry into its key; code that names a collection by
 * hand goes through {@link named} (a resource) or {@link namedCall} (a call's
 * documents), whose names the tests check against the catalogue.
 *
 * @module
 */
import {
  accessorIndex,
  catalogue,
  type CallEntry,
  type CatalogueEntry,
  type ResourceEntry,
} from '@volunteerkit/api-client/catalogue';
import { normalisePath } from '../routes/match.js';

/** Prefix of the keys that hold the documents of calls (not resource records). */
const CALL_PREFIX = 'call:';

const ENTRIES = accessorIndex(catalogue);

/**
 * The call whose accessor keys the documents of `entry`: the first call of the
 * catalogue at the same path, so the `GET`, `PUT` and `POST` calls of one path
 * (e.g. `teams.site.show`/`update`/`store`) share one document.
 */
function documentOwner(entry: CallEntry): CallEntry {
  const path = normalisePath(entry.path);
  return (
    catalogue.find((e): e is CallEntry => e.kind === 'call' && normalisePath(e.path) === path) ??
    entry
  );
}

/**
 * The store collection of a catalogue entry: a resource's records live under its
 * accessor (`users.notes`); a call's documents under `call:` and the accessor of
 * the first call at its path (`call:teams.site.show`).
 */
export function collectionKey(entry: CatalogueEntry): string {
  return entry.kind === 'resource'
    ? entry.accessor!
    : `${CALL_PREFIX}${documentOwner(entry).accessor!}`;
}

/**
 * The resources whose collections the sandbox names by hand (domain handlers, seeds,
 * hooks, schemas). Each is a resource accessor of the catalogue (checked by
 * `collections.test.ts`).
 */
export const NAMED_COLLECTIONS = [
  'applications',
  'auth.mobile',
  'bulk',
  'bulk.email',
  'bulk.tasks',
  'claims',
  'dashboard.recentActions',
  'documents',
  'events',
  'events.invitations',
  'events.sessions',
  'events.sessions.attendees',
  'events.supervisors',
  'exports',
  'integrations.service',
  'integrations.service.sync',
  'news',
  'opportunities',
  'opportunities.apply',
  'organisation',
  'organisation.blacklist',
  'organisation.clearanceFlags',
  'organisation.disclosureTypes',
  'organisation.emailLogGroups',
  'organisation.emailLogGroups.logs',
  'organisation.emailTemplates',
  'organisation.expenses.rates',
  'organisation.expenses.types',
  'organisation.inductionModules',
  'organisation.leavingReasons',
  'organisation.loginMessages',
  'organisation.loginMessages.logs',
  'organisation.motivations',
  'organisation.partners',
  'organisation.permissionCategories',
  'organisation.permissionGroups',
  'organisation.permissions',
  'organisation.recruitment.categories',
  'organisation.recruitment.categories.stages',
  'organisation.recruitment.questions',
  'organisation.recruitmentClosingReasons',
  'organisation.riskActivities',
  'organisation.roleFamilies',
  'organisation.roleProfiles',
  'organisation.rotas',
  'organisation.savedList',
  'organisation.skillCategories',
  'organisation.skills',
  'organisation.teams',
  'organisation.teams.changeoverDays',
  'organisation.teams.residentialRooms',
  'organisation.teams.residentialRooms.unavailablePeriods',
  'parentalConsent',
  'reference',
  'repeatingShifts',
  'residentialBookings',
  'residentialOpportunities',
  'shifts',
  'tasks',
  'tasks.history',
  'users',
  'users.applications',
  'users.applications.documents',
  'users.applications.parentalConsent',
  'users.applications.references',
  'users.blocked',
  'users.emailAddresses',
  'users.favourites',
  'users.emergencyContacts',
  'users.expenses',
  'users.expenses.authorisers',
  'users.forgotPassword',
  'users.guardians',
  'users.guardians.logs',
  'users.inductions',
  'users.interests',
  'users.logs',
  'users.messaging',
  'users.notificationSettings',
  'users.notifications',
  'users.parentalConsents',
  'users.phoneNumbers',
  'users.postalAddresses',
  'users.profilePhoto',
  'users.recognitions',
  'users.reminders',
  'users.requestAnonymisation',
  'users.residentialBookings',
  'users.skills',
  'users.skills.bio',
  'users.supervisors',
  'users.todos',
  'users.touchpoints',
  'users.twoFactor',
  'users.vetting',
  'vetting',
] as const;

/** A resource accessor whose collection the sandbox names by hand. */
export type CollectionName = (typeof NAMED_COLLECTIONS)[number];

/** The calls whose documents the sandbox reads by hand (checked like {@link NAMED_COLLECTIONS}). */
export const NAMED_CALLS = ['users.diversity.answers', 'teams.site.show'] as const;

/** A call accessor whose documents the sandbox reads by hand. */
export type CallName = (typeof NAMED_CALLS)[number];

/** The store collection of a resource named by its accessor, e.g. `named('users.notes')`. */
export function named(accessor: CollectionName): string {
  return accessor;
}

/** The store collection of a call's documents, named by the call's accessor. */
export function namedCall(accessor: CallName): string {
  return collectionKey(ENTRIES.get(accessor)!);
}

/** The catalogue resource of a collection named by hand. */
export function entryOf(accessor: CollectionName): ResourceEntry {
  return resourceOfCollection(accessor)!;
}

/** The catalogue resource whose records a collection key holds, if any. */
export function resourceOfCollection(key: string): ResourceEntry | undefined {
  const entry = ENTRIES.get(key);
  return entry?.kind === 'resource' ? entry : undefined;
}

/**
 * The keys earlier versions used (the normalised path, `call:` + path for calls),
 * each with its current key: what {@link migrateCollectionKeys} renames.
 */
export function legacyCollectionKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of catalogue) {
    const path = normalisePath(entry.path);
    keys.set(entry.kind === 'resource' ? path : `${CALL_PREFIX}${path}`, collectionKey(entry));
  }
  return keys;
}
