// The Welsh texts of a team site are complete: every English text, translated,
// with the same placeholders.
import { expect, test } from 'vitest';
import { cyTeamSiteText, enTeamSiteText, teamSiteTextOf } from './text.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test.each(Object.keys(enTeamSiteText))('%s is in Welsh with the same placeholders', (key) => {
  const en = enTeamSiteText[key as keyof typeof enTeamSiteText];
  const cy = cyTeamSiteText[key as keyof typeof cyTeamSiteText];
  expect(typeof cy).toBe('string');
  expect(placeholders(cy)).toEqual(placeholders(en));
  if (key !== 'pageTitle') expect(cy).not.toBe(en);
});

test('Welsh for cy and cy-GB, English otherwise', () => {
  expect(teamSiteTextOf('cy')).toBe(cyTeamSiteText);
  expect(teamSiteTextOf('cy-GB')).toBe(cyTeamSiteText);
  expect(teamSiteTextOf('fr')).toBe(enTeamSiteText);
  expect(teamSiteTextOf(null)).toBe(enTeamSiteText);
});
