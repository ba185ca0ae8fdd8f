/**
 * Whether a user and their organisation may see something: permissions are
 * checked by name (spec 6) and features by the client's package rules
 * (`hasFeature`: a non-zero package amount per spec 3.1, the legacy feature
 * list, or a tech feature switched on).
 *
 * @module
 */
import { hasFeature, hasPermission, type FeatureHolder } from '@volunteerkit/api-client';
import type { PortalUser } from '../auth/types.js';

/** What a user and their organisation need before something is offered. */
export interface AccessRule {
  /** Any one of these permissions is enough; omitted means no permission needed. */
  permissions?: readonly string[];
  /** Every one of these permissions is needed as well (e.g. an administrator's pair). */
  allPermissions?: readonly string[];
  /** The package feature that must be granted (amount rule of spec 3.1: amount != 0). */
  feature?: string;
}

/** `true` when the organisation has the feature. */
export function organisationHasFeature(user: PortalUser | null, feature: string): boolean {
  return hasFeature(user?.organisation as FeatureHolder | undefined, feature);
}

/**
 * `true` when the user satisfies the rule: any one of its permissions, and its feature.
 *
 * @example
 * canAccess({ permissions: ['view-users'] }, user)
 */
export function canAccess(rule: AccessRule, user: PortalUser | null): boolean {
  if (!user) return false;
  if (
    rule.permissions &&
    rule.permissions.length > 0 &&
    !rule.permissions.some((p) => hasPermission(user, p))
  )
    return false;
  if (rule.allPermissions && !rule.allPermissions.every((p) => hasPermission(user, p)))
    return false;
  if (rule.feature && !organisationHasFeature(user, rule.feature)) return false;
  return true;
}

/**
 * Whether `viewer` may act on another person's account (edit it, reset its
 * password, ask for its erasure, block or delete it): only on someone who holds
 * no permission the viewer lacks, so nobody acts on the people above them (a
 * team leader on their coordinator, a coordinator on an administrator). The
 * viewer's own account is theirs to act on.
 *
 * @example
 * mayActOn(leader, { id: 42, permissions: ['manage-email-templates'] }) // false
 */
export function mayActOn(
  viewer: Pick<PortalUser, 'id' | 'permissions'> | null,
  person: { id: unknown; permissions?: unknown },
): boolean {
  if (!viewer) return false;
  if (viewer.id !== undefined && String(viewer.id) === String(person.id)) return true;
  const held = new Set(viewer.permissions ?? []);
  const theirs = Array.isArray(person.permissions) ? person.permissions : [];
  return theirs.every((p) => typeof p !== 'string' || held.has(p));
}
