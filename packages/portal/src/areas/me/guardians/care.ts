/**
 * Guardians in the volunteer's own portal: who is one (their session names
 * the minors in their care, `guardianOf`), the "People in my care" screen's
 * place in the navigation, and the words of the guardian log.
 *
 * @module
 */
import type { PortalUser } from '../../../auth/types.js';
import type { NavEntry } from '../../../app/navigation/navigationModel.js';
import { OWN_SECTION } from '../ownAreas.js';

/** `true` for someone with at least one minor in their care. */
export function isGuardian(user: Pick<PortalUser, 'guardianOf'> | null): boolean {
  return (user?.guardianOf?.length ?? 0) > 0;
}

/** The portal URL of the "People in my care" screen. */
export const CARE_PATH = '/my/care';

/** "People in my care" under the "My own" section, for guardians only. */
export const CARE_NAV_ENTRY: NavEntry = {
  section: OWN_SECTION.id,
  label: 'People in my care',
  to: CARE_PATH,
  when: isGuardian,
};

const LOG_ACTIONS: Readonly<Record<string, string>> = {
  consent_given: 'Consent given',
  consent_refused: 'Consent refused',
  consent_changed: 'Consent changed',
  consent_withdrawn: 'Consent withdrawn',
  place_cancelled: 'Place cancelled',
  invited: 'Guardian invited',
};

/** The words of a guardian log entry: its summary, else its action in words. */
export function logWords(entry: Record<string, unknown>): string {
  if (typeof entry.summary === 'string' && entry.summary) return entry.summary;
  const action = typeof entry.action === 'string' ? entry.action : '';
  return LOG_ACTIONS[action] ?? 'Entry';
}
