import { describe, expect, it } from 'vitest';
import { ageBand, apartLine, nameKey, sharedNameIds } from './peopleApart.js';

describe('people told apart', () => {
  it('finds the people whose shown name another person shares, case and accents folded', () => {
    const shared = sharedNameIds([
      { name: 'Noah MacLeod', userId: 3 },
      { name: 'noah  macleod', userId: '9' },
      { name: 'Siân Evans', userId: 4 },
      { name: 'Sian Evans', userId: 5 },
      { name: 'Finn Byrne', userId: 6 },
    ]);
    expect([...shared].sort()).toEqual(['3', '4', '5', '9']);
  });

  it('does not count one person listed twice as two', () => {
    expect(
      sharedNameIds([
        { name: 'Finn Byrne', userId: 6 },
        { name: 'Finn Byrne', userId: '6' },
        { name: 'Finn Byrne' },
      ]).size,
    ).toBe(0);
  });

  it('tells a person apart by their first known team and e-mail, else their age band', () => {
    const teams: Record<string, string> = { '30': 'Callander base' };
    const teamName = (id: string) => teams[id];
    expect(apartLine({ team_ids: [99, 30], email: 'n@x.test' }, teamName)).toBe(
      'Callander base · n@x.test',
    );
    const today = new Date('2026-12-07T12:00:00Z');
    expect(
      apartLine({ team_ids: [30], email: '', date_of_birth: '2009-12-08' }, teamName, today),
    ).toBe('Callander base · aged 16–17');
    expect(apartLine({}, teamName)).toBeUndefined();
    expect(apartLine(null, teamName)).toBeUndefined();
  });

  it('reads age bands from the birthday on', () => {
    const today = new Date('2026-12-07T12:00:00Z');
    expect(ageBand('2008-12-07', today)).toBe('aged 18–24');
    expect(ageBand('2008-12-08', today)).toBe('aged 16–17');
    expect(ageBand('1950-01-01', today)).toBe('aged 60 or over');
    expect(ageBand('not a date', today)).toBeUndefined();
    expect(nameKey(' Siân  Evans ')).toBe('sian evans');
  });
});
