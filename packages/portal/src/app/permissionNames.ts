/**
 * Permissions in words, for screens that explain what the signed-in user lacks.
 *
 * @module
 */

const LABELS: Record<string, string> = {
  'view-users': 'view people',
  'create-users': 'add people',
  'edit-users': 'edit people',
  'delete-users': 'delete people',
  'view-opportunities': 'view opportunities',
  'edit-opportunities': 'edit opportunities',
  'view-applications': 'view applications',
  'view-residential': 'view residential',
  'manage-residential-bookings': 'manage residential bookings',
  'manage-residential-rooms': 'manage residential rooms',
  'view-teams': 'view teams',
  'edit-teams': 'edit teams',
  'view-rotas': 'view rotas',
  'edit-rotas': 'edit rotas',
  'manage-email-templates': 'manage e-mail templates',
  'manage-organisation': 'manage the organisation',
};

/** A permission's name in words (`view-users` → "view people"). */
export function permissionLabel(name: string): string {
  return LABELS[name] ?? name.replace(/-/g, ' ');
}

/** What a screen shows for a person whose name the user may not see (no 'view-users'). */
export const HIDDEN_NAME = 'Name hidden';
