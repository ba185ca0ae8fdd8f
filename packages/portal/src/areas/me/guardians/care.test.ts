import { canSee } from '../../../app/navigation/navigationModel.js';
import type { PortalUser } from '../../../auth/types.js';
import { CARE_NAV_ENTRY, isGuardian, logWords } from './care.js';

const volunteer: PortalUser = {
  id: 5,
  name: 'Val Volunteer',
  permissions: ['view-opportunities', 'view-residential', 'view-rotas'],
  timezone: 'Europe/London',
  organisation: {},
};

describe('people in my care', () => {
  it('is offered only to someone with a minor in their care', () => {
    expect(isGuardian(volunteer)).toBe(false);
    expect(isGuardian({ ...volunteer, guardianOf: [] })).toBe(false);
    expect(isGuardian({ ...volunteer, guardianOf: [9] })).toBe(true);
    expect(isGuardian(null)).toBe(false);
    expect(canSee(CARE_NAV_ENTRY, volunteer)).toBe(false);
    expect(canSee(CARE_NAV_ENTRY, { ...volunteer, guardianOf: [9] })).toBe(true);
  });

  it.each([
    [
      { action: 'consent_given', summary: 'Gave parental consent for Junior rangers' },
      'Gave parental consent for Junior rangers',
    ],
    [{ action: 'consent_given' }, 'Consent given'],
    [{ action: 'place_cancelled' }, 'Place cancelled'],
    [{ action: 'unheard_of' }, 'Entry'],
  ])('log entry %j reads %s', (entry, words) => expect(logWords(entry)).toBe(words));
});
