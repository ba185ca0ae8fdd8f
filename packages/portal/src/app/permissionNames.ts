/**
 * Permissions in words, for screens that explain what the signed-in user lacks.
 *
 * @module
 */
import { permissionLabelOf } from '@volunteerkit/api-client/permissions';

/**
 * A permission's name in words, as it reads inside a sentence (`view-users` → "view people"),
 * from the table shared with the sandbox (`@volunteerkit/api-client/permissions`).
 */
export function permissionLabel(name: string): string {
  const label = permissionLabelOf(name);
  return label ? label.charAt(0).toLowerCase() + label.slice(1) : name.replace(/-/g, ' ');
}

/** What a screen shows for a person whose name the user may not see (no 'view-users'). */
export const HIDDEN_NAME = 'Name hidden';
