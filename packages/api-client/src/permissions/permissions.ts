/**
 * Permissions and package features (spec 3.1, 6, 9).
 *
 * @module
 */

/** Anything with a list of permission names (a session user). */
export interface PermissionHolder {
  /** Permission names. */
  permissions?: readonly string[] | null;
}

/** A legacy feature entry: a name, or an object carrying one. */
export type LegacyFeature = string | { name?: string; slug?: string; key?: string };

/** The package fields of an organisation (spec 3.1). */
export interface FeatureHolder {
  /** The legacy feature list. */
  features?: readonly LegacyFeature[] | Record<string, unknown> | null;
  /** Feature -> amount granted by the package. */
  package_features?: Record<string, number | null | undefined> | null;
  /** Feature -> on/off. */
  tech_features?: Record<string, boolean | null | undefined> | null;
}

/**
 * Whether `user` holds the permission `name` (spec 6). `false` for no user.
 *
 * @example
 * ```ts
 * hasPermission(client.session.user, 'view-users');
 * ```
 */
export function hasPermission(user: PermissionHolder | null | undefined, name: string): boolean {
  const permissions = user?.permissions;
  return Array.isArray(permissions) && permissions.includes(name);
}

/**
 * Whether the organisation is "legacy": it has `features` but no `package_features` (spec 3.1).
 *
 * @example
 * ```ts
 * isLegacyOrganisation({ features: ['rotas'] }); // true
 * ```
 */
export function isLegacyOrganisation(organisation: FeatureHolder | null | undefined): boolean {
  return Boolean(organisation?.features) && !organisation?.package_features;
}

/**
 * A feature's amount (spec 3.1 and 9): `-1` for a legacy organisation; the package amount
 * when the feature is in `package_features`; `0` otherwise (also for no organisation).
 *
 * | Organisation                                   | `featureAmount(org, 'sms')` |
 * |------------------------------------------------|-----------------------------|
 * | `{ features: ['sms'] }` (legacy)               | `-1`                        |
 * | `{ features: [], package_features: { sms: 50 } }` | `50`                     |
 * | `{ package_features: { other: 1 } }`           | `0`                         |
 * | `null`                                          | `0`                        |
 *
 * @example
 * ```ts
 * if (featureAmount(org, 'sms') !== 0) showSmsButton();
 * ```
 */
export function featureAmount(
  organisation: FeatureHolder | null | undefined,
  feature: string,
): number {
  if (!organisation) return 0;
  if (isLegacyOrganisation(organisation)) return -1;
  const packageFeatures = organisation.package_features;
  if (packageFeatures && Object.prototype.hasOwnProperty.call(packageFeatures, feature)) {
    const amount = Number(packageFeatures[feature]);
    return Number.isFinite(amount) ? amount : 0;
  }
  return 0;
}

function legacyHas(features: FeatureHolder['features'], feature: string): boolean {
  if (!features) return false;
  if (Array.isArray(features)) {
    return (features as readonly LegacyFeature[]).some((entry) =>
      typeof entry === 'string'
        ? entry === feature
        : entry !== null &&
          typeof entry === 'object' &&
          (entry.name === feature || entry.slug === feature || entry.key === feature),
    );
  }
  // A map form of the legacy list: { feature: truthy }.
  return Boolean((features as Record<string, unknown>)[feature]);
}

/**
 * Whether the organisation has a feature (spec 6): granted by `package_features` with a
 * non-zero amount (`-1` = unlimited), by the legacy `features` list, or by `tech_features`
 * set to `true`.
 *
 * @example
 * ```ts
 * hasFeature({ tech_features: { beta_search: true } }, 'beta_search'); // true
 * hasFeature({ package_features: { sms: 0 } }, 'sms'); // false
 * ```
 */
export function hasFeature(
  organisation: FeatureHolder | null | undefined,
  feature: string,
): boolean {
  if (!organisation) return false;
  const packageFeatures = organisation.package_features;
  if (packageFeatures && Object.prototype.hasOwnProperty.call(packageFeatures, feature)) {
    const amount = Number(packageFeatures[feature]);
    if (Number.isFinite(amount) && amount !== 0) return true;
  }
  if (legacyHas(organisation.features, feature)) return true;
  return organisation.tech_features?.[feature] === true;
}
