/**
 * Whether a user and their organisation may see something: permissions are
 * checked by name (spec 6); features follow the amount rule of spec 3.1
 * (legacy organisation: -1, package amount when present, otherwise 0) plus
 * `tech_features` on/off.
 *
 * @module
 */
import type { PortalUser } from '../auth/types.js';
import type { AccessRule } from './navigation.js';

/** `true` when the user holds the permission. */
export function userHasPermission(user: PortalUser | null, permission: string): boolean {
  return !!user && user.permissions.includes(permission);
}

/** The amount of a feature for the user's organisation (spec 3.1). */
export function organisationFeatureAmount(user: PortalUser | null, feature: string): number {
  const org = user?.organisation;
  if (!org) return 0;
  const packageFeatures = org.package_features;
  const hasPackage =
    !!packageFeatures &&
    typeof packageFeatures === 'object' &&
    Object.keys(packageFeatures).length > 0;
  const legacy = Array.isArray(org.features)
    ? org.features.length > 0
    : !!org.features && typeof org.features === 'object';
  if (legacy && !hasPackage) return -1;
  const amount = packageFeatures?.[feature];
  return typeof amount === 'number' ? amount : 0;
}

/** `true` when the organisation has the feature: a non-zero amount, or the tech feature switched on. */
export function organisationHasFeature(user: PortalUser | null, feature: string): boolean {
  if (organisationFeatureAmount(user, feature) !== 0) return true;
  return user?.organisation.tech_features?.[feature] === true;
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
    !rule.permissions.some((p) => userHasPermission(user, p))
  )
    return false;
  if (rule.feature && !organisationHasFeature(user, rule.feature)) return false;
  return true;
}
