import { beforeEach, describe, expect, it } from 'vitest';
import { choiceDetail, readChoice, recentChoices, rememberChoice } from './personChoice.js';

describe('person choices', () => {
  beforeEach(() => localStorage.clear());
  const teams: Record<string, string> = { '30': 'Callander base' };

  it('tells same-named people apart by e-mail and team', () => {
    const a = readChoice(
      { id: 7, first_name: 'Arjun', last_name: 'Patel', email: 'a1@x.test', team_ids: [30] },
      (id) => teams[id],
    )!;
    const b = readChoice(
      { id: 8, first_name: 'Arjun', last_name: 'Patel', email: 'a2@x.test', team_ids: [] },
      (id) => teams[id],
    )!;
    expect(a.name).toBe(b.name);
    expect(choiceDetail(a)).toBe('a1@x.test · Callander base');
    expect(choiceDetail(b)).toBe('a2@x.test');
    expect(readChoice({ id: 'x' }, () => undefined)).toBeUndefined();
  });

  it('carries the profile photo a person has (issue 49), none otherwise', () => {
    const url = 'http://x.test/api/_files/abcdefghijklmnopqrstuv';
    expect(readChoice({ id: 7, first_name: 'Val', photo_url: url }, () => undefined)?.photo).toBe(
      url,
    );
    expect(
      readChoice({ id: 7, first_name: 'Val', photo_url: null }, () => undefined),
    ).not.toHaveProperty('photo');
  });

  it('remembers recent choices per user, newest first, five at most, without repeats', () => {
    for (let i = 1; i <= 7; i++)
      rememberChoice('1', { id: String(i), name: `P${i}`, email: '', team: '' });
    rememberChoice('1', { id: '5', name: 'P5', email: '', team: '' });
    expect(recentChoices('1').map((c) => c.id)).toEqual(['5', '7', '6', '4', '3']);
    expect(recentChoices('2')).toEqual([]);
    localStorage.setItem('vkp:recent-people:3', '{not json');
    expect(recentChoices('3')).toEqual([]);
  });
});
