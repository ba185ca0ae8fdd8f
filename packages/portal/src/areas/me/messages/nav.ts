/**
 * The "My own" navigation and the words every screen shares: dates and forms. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
/** Texts of the "My own" navigation and the words every screen shares (dates, forms). */
export interface NavText {
  navSection: string;
  /** The section's short name (narrow screens). */
  navSectionShort: string;
  navHome: string;
  navShifts: string;
  navOpportunities: string;
  navResidential: string;
  navExpenses: string;
  navInductions: string;
  navMessages: string;
  navContact: string;
  navAvailability: string;
  navSkills: string;
  navSettings: string;
  navRecord: string;
  navCare: string;
  /** Weekday names, Sunday first, comma-separated; empty: the portal's English names. */
  weekdayNames: string;
  /** "{when}, {time}" of a shift's start. */
  dayAndTime: string;
  /** Short weekday names, Sunday first, comma-separated; empty: the portal's English names. */
  weekdayShortNames: string;
  /** A day as the volunteer types it (the order the date inputs read: day, month, year). */
  dateHint: string;
  /** A typed day that is not one. */
  dateProblem: string;
  /** A field the server refused without saying why. */
  checkField: string;
  /** A form being sent. */
  sending: string;
  /** Beside a field's label. */
  required: string;
  /** Beside a field's label. */
  optional: string;
  /** The button of a file input (one file / several). */
  chooseFile: string;
  chooseFiles: string;
  /** Beside it, until a file is chosen. */
  noFileChosen: string;
  noFilesChosen: string;
}

/** The English (en-GB) source texts of NavText. */
export const enGBNavText: NavText = {
  navSection: 'My own',
  navSectionShort: 'My',
  navHome: 'Home',
  navShifts: 'My shifts',
  navOpportunities: 'Opportunities',
  navResidential: 'My residential stays',
  navExpenses: 'My expenses',
  navInductions: 'My inductions',
  navMessages: 'My messages',
  navContact: 'My contact details',
  navAvailability: 'My availability',
  navSkills: 'My skills and interests',
  navSettings: 'My settings',
  navRecord: 'My record',
  navCare: 'People in my care',
  weekdayNames: '',
  dayAndTime: '{when}, {time}',
  weekdayShortNames: '',
  dateHint: 'dd/mm/yyyy',
  dateProblem: 'Enter the day as dd/mm/yyyy, for example {example}.',
  checkField: 'Check this field.',
  sending: 'Sending…',
  required: '(required)',
  optional: '(optional)',
  chooseFile: 'Choose a file',
  chooseFiles: 'Choose files',
  noFileChosen: 'No file chosen',
  noFilesChosen: 'No files chosen',
};
