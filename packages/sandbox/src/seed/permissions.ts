/**
 * The permission names of the demo organisation.
 *
 * @module
 */

/** Every permission, by category. */
export const PERMISSION_CATEGORIES: Record<string, string[]> = {
  Users: [
    'view-users',
    'create-users',
    'edit-users',
    'delete-users',
    'block-users',
    'view-user-diversity',
  ],
  Opportunities: [
    'view-opportunities',
    'create-opportunities',
    'edit-opportunities',
    'delete-opportunities',
    'publish-opportunities',
    'view-applications',
  ],
  Residential: ['view-residential', 'manage-residential-bookings', 'manage-residential-rooms'],
  Teams: ['view-teams', 'edit-teams', 'view-related-hierarchy-touchpoints', 'view-touchpoints'],
  Rotas: ['view-rotas', 'edit-rotas', 'export-rotas'],
  Reports: ['view-reports', 'view-analytics', 'create-exports'],
  Organisation: [
    'manage-organisation',
    'manage-permissions',
    'manage-integrations',
    'manage-email-templates',
    'use-query-builder',
  ],
};

/** Every permission name. */
export const ALL_PERMISSIONS: string[] = Object.values(PERMISSION_CATEGORIES).flat();

/** A volunteer's permissions. */
export const VOLUNTEER_PERMISSIONS = ['view-opportunities', 'view-residential', 'view-rotas'];
