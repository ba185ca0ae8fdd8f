/**
 * The English (en-GB) texts only the date picker shows: they load with the
 * calendar instead of with every view. Their keys are part of
 * `ResidentialMessages` (one catalogue for translators).
 *
 * @module
 */
import {
  residentialMessages,
  type DatePickerMessageKey,
  type ResidentialMessages,
} from '../messages/residential.js';

/** The date picker's own English texts. */
export const datePickerMessages: Readonly<
  Pick<
    ResidentialMessages,
    DatePickerMessageKey | 'monthNames' | 'weekdayNames' | 'weekdayShortNames'
  >
> = {
  dateDialogLabel: 'Choose a date',
  ok: 'OK',
  clearDate: 'Clear date',
  dayToday: '{date}, today',
  daySelected: '{date}, selected',
  calendarNav: 'Months',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  // Every browser has English date data: English needs no names of its own. Empty
  // texts keep the keys, so a catalogue's names (Welsh) are taken over them.
  monthNames: '',
  weekdayNames: '',
  weekdayShortNames: '',
};

/** Every English text the date picker shows (its own and the shared flexibility texts). */
export const allDatePickerMessages: Readonly<ResidentialMessages> = {
  ...residentialMessages,
  ...datePickerMessages,
};
