import { hasPermission } from '@volunteerkit/api-client';
import { useUser } from './hooks.js';

/**
 * Whether the signed-in user holds every one of `permissions` (from the session's
 * permission list, through the client's helper; no request is made).
 *
 * @example
 * const canAssign = useCan('view-users', 'edit-rotas');
 */
export function useCan(...permissions: string[]): boolean {
  const user = useUser();
  return permissions.every((p) => hasPermission(user, p));
}
