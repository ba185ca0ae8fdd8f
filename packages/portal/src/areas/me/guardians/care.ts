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
import { enGBRecordText, type RecordText } from '../recordMessages.js';

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

/** The guardian log's actions and their texts in the record catalogue. */
const LOG_ACTIONS = {
  consent_given: 'logConsentGiven',
  consent_refused: 'logConsentRefused',
  consent_changed: 'logConsentChanged',
  consent_withdrawn: 'logConsentWithdrawn',
  place_cancelled: 'logPlaceCancelled',
  invited: 'logInvited',
} as const satisfies Readonly<Record<string, keyof RecordText>>;

/**
 * The words of a guardian log entry: its summary (the server's words), else
 * its action in `text`'s language.
 */
export function logWords(
  entry: Record<string, unknown>,
  text: RecordText = enGBRecordText,
): string {
  if (typeof entry.summary === 'string' && entry.summary) return entry.summary;
  const action = typeof entry.action === 'string' ? entry.action : '';
  const key = Object.hasOwn(LOG_ACTIONS, action)
    ? LOG_ACTIONS[action as keyof typeof LOG_ACTIONS]
    : 'logEntry';
  return text[key];
}
