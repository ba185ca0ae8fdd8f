import { hasPermission } from '@volunteerkit/api-client';
import type { PortalUser } from '../../auth/types.js';

/** A section of the communication screen. */
export interface CommunicationSection {
  /** URL segment: `/communication/{id}`. */
  id: 'messages' | 'notifications' | 'login-messages' | 'bulk-email' | 'email-log';
  /** Link text and heading. */
  label: string;
  /** Every one of these permissions is needed (none: every signed-in person). */
  needs: readonly string[];
}

/** The sections, in the order of the section navigation. */
export const SECTIONS: readonly CommunicationSection[] = [
  { id: 'messages', label: 'Messages', needs: [] },
  { id: 'notifications', label: 'Notifications', needs: [] },
  { id: 'login-messages', label: 'Login messages', needs: [] },
  // The sandbox's rule for POST /bulk/email/: edit-users and manage-email-templates.
  { id: 'bulk-email', label: 'Bulk e-mail', needs: ['edit-users', 'manage-email-templates'] },
  { id: 'email-log', label: 'E-mail log', needs: ['manage-email-templates'] },
];

/** The sections `user` may open. */
export function visibleSections(user: PortalUser | null): CommunicationSection[] {
  return SECTIONS.filter((s) => user && s.needs.every((p) => hasPermission(user, p)));
}

/**
 * The section a URL segment names, if `user` may open it: `undefined` segment
 * means the first; an unknown or forbidden one gives `null`.
 */
export function sectionFor(
  segment: string | undefined,
  user: PortalUser | null,
): CommunicationSection | null {
  const visible = visibleSections(user);
  if (segment === undefined) return visible[0] ?? null;
  return visible.find((s) => s.id === segment) ?? null;
}
