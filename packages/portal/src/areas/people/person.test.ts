import { ageOn, needsGuardian, readPerson, statusLabel } from './person.js';
import { canAuthorise, claimAmount } from './ExpensesPanel.js';
import { matchRoles, readRoles } from './RolesPanel.js';
import { sectionPath } from './sections.js';
import { consentGiven } from './GuardiansPanel.js';

const TODAY = new Date('2026-11-24T12:00:00Z');

describe('readPerson', () => {
  it('never names a person by their id', () => {
    expect(readPerson({ id: 12 }).name).toBe('Unknown person');
  });

  it('reads the fields the record uses, defensively', () => {
    const p = readPerson({
      id: 7,
      first_name: 'Val',
      last_name: 'Volunteer',
      status: 'blocked',
      blocked_reason: ' No-shows ',
      etag: '"7-a"',
      roles: ['Ranger', { name: 'Steward' }, 3],
      team_ids: [4, '5', null],
      guardian_id: 9,
    });
    expect(p).toMatchObject({
      id: '7',
      name: 'Val Volunteer',
      status: 'blocked',
      blocked: true,
      blockedReason: 'No-shows',
      etag: '"7-a"',
      roles: ['Ranger', 'Steward'],
      teamIds: ['4', '5'],
      guardianId: '9',
      anonymised: false,
    });
    expect(readPerson({ email: 'a@b.test' }, '3')).toMatchObject({
      id: '3',
      name: 'a@b.test',
      status: 'active',
      blocked: false,
    });
    expect(readPerson({}, '4').name).toBe('Unknown person');
  });

  it.each([
    ['active', 'Active'],
    ['blocked', 'Blocked'],
    ['on_hold', 'On_hold'],
  ])('labels status %s as %s', (status, label) => expect(statusLabel(status)).toBe(label));
});

describe('ages and guardians', () => {
  it.each([
    ['2008-11-24', 18],
    ['2008-11-25', 17],
    ['1990-01-01', 36],
    ['2030-01-01', undefined],
    ['2010-13-01', undefined],
    [null, undefined],
  ])('a person born %s is %s on 24/11/2026', (dob, age) => expect(ageOn(dob, TODAY)).toBe(age));

  it('needs a guardian under 18, or when one is linked', () => {
    const minor = readPerson({ id: 1, date_of_birth: '2012-05-01' });
    const adult = readPerson({ id: 2, date_of_birth: '1990-05-01' });
    const linked = readPerson({ id: 3, date_of_birth: '1990-05-01', guardian_id: 4 });
    expect(needsGuardian(minor, TODAY)).toBe(true);
    expect(needsGuardian(adult, TODAY)).toBe(false);
    expect(needsGuardian(linked, TODAY)).toBe(true);
    expect(needsGuardian(minor, TODAY, 12)).toBe(false);
  });
});

describe('expense authorisers', () => {
  const staff = { id: 1, permissions: ['edit-users'] };
  it.each([
    ['staff, nobody named', staff, '7', [], true],
    ['staff, named', staff, '7', ['1'], true],
    ['staff, someone else named', staff, '7', ['2'], false],
    ['own claims', staff, '1', [], false],
    ['without edit-users', { id: 1, permissions: ['view-users'] }, '7', [], false],
    ['signed out', null, '7', [], false],
  ] as const)('%s', (_, me, claimant, listed, expected) =>
    expect(canAuthorise(me, claimant, listed)).toBe(expected),
  );

  it.each([
    [12.5, '£12.50'],
    [1234, '£1,234.00'],
    [0, '-'],
    [-3, '-'],
    ['12', '-'],
    [null, '-'],
  ])('shows amount %s as %s', (value, text) => expect(claimAmount(value)).toBe(text));
});

describe('roles', () => {
  const roles = readRoles([
    { id: 1, name: 'Ranger', type: 'non-volunteer', family: { id: 9, name: 'Outdoor' } },
    { id: 2, name: 'Steward', type: 'volunteer', status: 'inactive' },
    { id: 'x' },
    'junk',
  ]);
  it('reads role profiles for the selector and drops malformed ones', () => {
    expect(roles).toEqual([
      {
        id: 1,
        name: 'Ranger',
        type: 'non-volunteer',
        status: null,
        family: { id: 9, name: 'Outdoor' },
      },
      { id: 2, name: 'Steward', type: 'volunteer', status: 'inactive', family: null },
    ]);
  });
  it('maps held role names to ids and keeps names the organisation has no role for', () => {
    expect(matchRoles(roles, ['Steward', 'Chef', 'Steward'])).toEqual({
      ids: [2],
      unknown: ['Chef'],
    });
  });
});

it('builds section URLs (own record under /me)', () => {
  expect(sectionPath('7', 'profile')).toBe('/people/7');
  expect(sectionPath('7', 'expenses')).toBe('/people/7/expenses');
  expect(sectionPath('7', 'roles', true)).toBe('/me/roles');
  expect(sectionPath('7', 'profile', true)).toBe('/me');
});

it.each([
  [[{ consent_given: true }], [], true],
  [[{ consent_given: false }], [{ status: 'given' }], true],
  [[{ consent_given: false }], [{ status: 'requested' }], false],
  [[], [], false],
])('parental consent from guardians %j and records %j: %s', (guardians, consents, given) =>
  expect(consentGiven(guardians, consents)).toBe(given),
);
