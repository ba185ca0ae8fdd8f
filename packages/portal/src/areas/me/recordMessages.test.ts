// The record screens' catalogue (issue 35): the Welsh translation has every key
// of the English source and no other, translates every text, keeps the
// placeholders and gives each plural text all six Welsh plural categories; the
// short weekday names are CLDR's Welsh ones.
import { catalogueProblems } from '../../app/locale/catalogueProblems.js';
import { cyRecordText } from './locales/cy-record.js';
import { enGBRecordText } from './recordMessages.js';
import { awayDayLabel, periodProblems, slotLabels } from './shifts/availability.js';
import { logWords } from './guardians/care.js';
import { cyMyText } from './locales/cy.js';
import { dayLabel } from './residential/residential.js';

describe('the cy catalogue of the record screens', () => {
  it('is complete', () => {
    expect(catalogueProblems(enGBRecordText, cyRecordText, 'cy')).toEqual({
      missing: [],
      extra: [],
      untranslated: [],
      placeholders: [],
      plurals: [],
    });
  });

  it('names the weekdays short as CLDR Welsh does (Node has the data)', () => {
    const weekday = new Intl.DateTimeFormat('cy', { weekday: 'short' });
    expect(cyRecordText.weekdayShortNames.split(',')).toEqual(
      Array.from({ length: 7 }, (_, d) => weekday.format(new Date(2027, 0, 3 + d))),
    );
  });

  it('puts usual slots, days away, problems and the guardian log in Welsh', () => {
    const record = { id: 1, availability: ['sunday-evening', 'monday-morning'] };
    expect(slotLabels(record, cyRecordText, 'cy')).toEqual(['bore Dydd Llun', 'noswaith Dydd Sul']);
    expect(slotLabels(record)).toEqual(['Monday morning', 'Sunday evening']);
    expect(awayDayLabel('2027-01-16', cyRecordText)).toBe('Sad 16/01/2027');
    expect(awayDayLabel('2027-01-16', enGBRecordText)).toBe(dayLabel('2027-01-16'));
    expect(dayLabel('2027-01-16', cyMyText, 'D.M.Y')).toBe('Sad 16.1.2027');
    expect(periodProblems('', '2027-01-01', '', '2027-01-01', cyRecordText)).toEqual({
      from: cyRecordText.giveFirstDay,
    });
    expect(logWords({ action: 'consent_given' }, cyRecordText)).toBe('Caniatâd wedi’i roi');
    expect(logWords({ action: 'toString' }, cyRecordText)).toBe('Cofnod');
  });
});
