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
export const datePickerMessages: Readonly<Pick<ResidentialMessages, DatePickerMessageKey>> = {
  dateDialogLabel: 'Choose a date',
  ok: 'OK',
  clearDate: 'Clear date',
  dayToday: '{date}, today',
  daySelected: '{date}, selected',
  calendarNav: 'Months',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthNames:
    'January,February,March,April,May,June,July,August,September,October,November,December',
  weekdayNames: 'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday',
  weekdayShortNames: 'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
};

/** Every English text the date picker shows (its own and the shared flexibility texts). */
export const allDatePickerMessages: Readonly<ResidentialMessages> = {
  ...residentialMessages,
  ...datePickerMessages,
};
