/**
 * Who signs in decides what they see (DESIGN "The portal's layers and its
 * people"): a volunteer gets their own areas only (one "My own" section whose
 * screens are always listed); staff keep the staff portal with the same
 * "My own" section last, for their own record.
 *
 * @module
 */
import type { PortalUser } from '../../auth/types.js';
import type { NavSectionEntry } from '../../app/navigation/navigationModel.js';
import { enGBMyText, type MyText } from './messages.js';

/** The permissions a volunteer holds for their own use (reading rotas, opportunities, residential). */
export const SELF_SERVICE_PERMISSIONS: ReadonlySet<string> = new Set([
  'view-opportunities',
  'view-residential',
  'view-rotas',
]);

/** `true` for someone who holds no staff permission: they see only their own areas. */
export function isVolunteerOnly(user: Pick<PortalUser, 'permissions'> | null): boolean {
  return !!user && user.permissions.every((p) => SELF_SERVICE_PERMISSIONS.has(p));
}

/** One screen of the "My own" section. */
export interface OwnScreen {
  /** Link text (English). */
  label: string;
  /** Its text in the volunteer's screens' catalogue. */
  key: keyof MyText;
  /** Portal URL. */
  to: string;
}

/** The "My own" section: the signed-in person's own screens. */
export const OWN_SECTION: NavSectionEntry = {
  id: 'own',
  label: 'My own',
  short: 'My',
  to: '/my',
  root: true,
  when: isVolunteerOnly,
};

/** The screens of the "My own" section, in menu order. */
export const OWN_SCREENS: readonly OwnScreen[] = [
  { label: 'Home', key: 'navHome', to: '/my' },
  { label: 'My shifts', key: 'navShifts', to: '/my/shifts' },
  { label: 'Opportunities', key: 'navOpportunities', to: '/my/opportunities' },
  { label: 'My residential stays', key: 'navResidential', to: '/my/residential' },
  { label: 'My expenses', key: 'navExpenses', to: '/my/expenses' },
  { label: 'My inductions', key: 'navInductions', to: '/my/inductions' },
  { label: 'My messages', key: 'navMessages', to: '/my/messages' },
  { label: 'My contact details', key: 'navContact', to: '/my/contact' },
  { label: 'My availability', key: 'navAvailability', to: '/my/availability' },
  { label: 'My skills and interests', key: 'navSkills', to: '/my/skills' },
  { label: 'My recognitions and to-dos', key: 'navKeep', to: '/my/recognitions' },
  { label: 'My settings', key: 'navSettings', to: '/my/settings' },
  { label: 'My record', key: 'navRecord', to: '/me' },
];

/** The "My own" section, its screens and the guardians' entry with their labels in `text`'s language. */
export function ownNavigation(text: MyText = enGBMyText) {
  return {
    section: { ...OWN_SECTION, label: text.navSection, short: text.navSectionShort },
    screens: OWN_SCREENS.map(({ key, to }) => ({ label: text[key] as string, to })),
    /** The label of a guardian's "People in my care". */
    care: text.navCare,
  };
}

/** `true` for a URL of the "My own" section (`/my…`, and one's record at `/me…`). */
export function isOwnPath(pathname: string): boolean {
  return /^\/(my|me)(\/|$)/.test(pathname);
}
