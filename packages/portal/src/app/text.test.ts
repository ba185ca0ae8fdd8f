// Text compared the reader's way: Welsh collation (digraphs are letters), numbers
// as numbers, and searches that fold accents and case.
import { collatorFor, compareText, foldText, humanize, matchesText } from './text.js';

describe('compareText', () => {
  it('sorts Welsh digraphs as letters of their own in cy, not in en-GB', () => {
    const names = ['Llinos', 'Lowri', 'Dafydd', 'Ddafydd', 'Catrin', 'Chris', 'Cynan'];
    expect([...names].sort((a, b) => compareText(a, b, 'cy'))).toEqual([
      'Catrin',
      'Cynan',
      'Chris',
      'Dafydd',
      'Ddafydd',
      'Lowri',
      'Llinos',
    ]);
    expect([...names].sort((a, b) => compareText(a, b, 'en-GB'))).toEqual([
      'Catrin',
      'Chris',
      'Cynan',
      'Dafydd',
      'Ddafydd',
      'Llinos',
      'Lowri',
    ]);
  });

  it('puts accented names beside their plain letters, not after "z"', () => {
    expect(['Zoe', 'Siân', 'Sian', 'Steffan'].sort((a, b) => compareText(a, b))).toEqual([
      'Sian',
      'Siân',
      'Steffan',
      'Zoe',
    ]);
  });

  it('compares numbers inside text as numbers, one collator per language', () => {
    expect(['Shift 10', 'Shift 2', 'Shift 1'].sort((a, b) => compareText(a, b))).toEqual([
      'Shift 1',
      'Shift 2',
      'Shift 10',
    ]);
    expect(collatorFor().resolvedOptions().numeric).toBe(true);
    expect(collatorFor('cy')).toBe(collatorFor('cy'));
  });
});

describe('foldText and matchesText', () => {
  it('folds accents, case and spaces', () => {
    expect(foldText('  Siân   ap Ŵyn ')).toBe('sian ap wyn');
    expect(foldText('Ffŵrn Ëos')).toBe('ffwrn eos');
  });

  it('finds "Sian" in "Siân" and the other way round', () => {
    expect(matchesText('Siân Evans', 'sian')).toBe(true);
    expect(matchesText('Sian Evans', 'Siân')).toBe(true);
    expect(matchesText('Siân Evans', 'evans')).toBe(true);
    expect(matchesText('Siân Evans', 'Sion')).toBe(false);
    expect(matchesText('Anyone', '  ')).toBe(true);
  });
});

describe('humanize', () => {
  it('makes sentence-case labels from code names', () => {
    expect(humanize('email-addresses')).toBe('Email addresses');
    expect(humanize('skillCategories')).toBe('Skill categories');
  });
});
