import { describe, expect, it } from 'vitest';
import { featureAmount, hasFeature, hasPermission, isLegacyOrganisation } from './permissions.js';

describe('hasPermission', () => {
  it.each([
    [{ permissions: ['view-users', 'edit'] }, 'view-users', true],
    [{ permissions: ['view-users'] }, 'view-related-hierarchy-touchpoints', false],
    [{ permissions: [] }, 'view-users', false],
    [{}, 'view-users', false],
    [{ permissions: null }, 'view-users', false],
    [null, 'view-users', false],
    [undefined, 'view-users', false],
    [{ permissions: ['View-Users'] }, 'view-users', false],
  ])('%j has %s: %s', (user, name, expected) => {
    expect(hasPermission(user, name)).toBe(expected);
  });
});

describe('featureAmount (spec 3.1: -1 legacy, package amount, else 0)', () => {
  it.each([
    ['legacy (features, no package_features)', { features: ['sms'] }, -1],
    ['legacy even when the feature is not listed', { features: [] }, -1],
    ['legacy with package_features null', { features: ['sms'], package_features: null }, -1],
    ['package amount', { features: [], package_features: { sms: 50 } }, 50],
    ['package amount without features', { package_features: { sms: 3 } }, 3],
    ['package amount -1 (unlimited)', { package_features: { sms: -1 } }, -1],
    ['package amount 0', { package_features: { sms: 0 } }, 0],
    ['not in the package', { features: ['sms'], package_features: { other: 1 } }, 0],
    ['no features at all', {}, 0],
    ['tech feature does not give an amount', { tech_features: { sms: true } }, 0],
    ['no organisation', null, 0],
  ])('%s', (_label, organisation, expected) => {
    expect(featureAmount(organisation, 'sms')).toBe(expected);
  });
});

describe('hasFeature (package, legacy list, tech features)', () => {
  it.each([
    ['package amount > 0', { package_features: { sms: 5 } }, true],
    ['package amount -1', { package_features: { sms: -1 } }, true],
    ['package amount 0', { package_features: { sms: 0 } }, false],
    ['legacy list of names', { features: ['sms', 'rotas'] }, true],
    ['legacy list of objects', { features: [{ name: 'sms' }] }, true],
    ['legacy list without it', { features: ['rotas'] }, false],
    [
      'legacy list alongside a package that lacks it',
      { features: ['sms'], package_features: { x: 1 } },
      true,
    ],
    ['tech feature on', { tech_features: { sms: true } }, true],
    ['tech feature off', { tech_features: { sms: false } }, false],
    ['nothing', {}, false],
    ['no organisation', undefined, false],
  ])('%s', (_label, organisation, expected) => {
    expect(hasFeature(organisation, 'sms')).toBe(expected);
  });
});

describe('isLegacyOrganisation', () => {
  it.each([
    [{ features: [] }, true],
    [{ features: ['a'], package_features: { a: 1 } }, false],
    [{ package_features: {} }, false],
    [{}, false],
  ])('%j -> %s', (organisation, expected) => {
    expect(isLegacyOrganisation(organisation)).toBe(expected);
  });
});
