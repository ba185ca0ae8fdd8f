/**
 * Welsh for the "My own" navigation and the date words every screen shares (see `../cy.ts`).
 *
 * @module
 */
import type { NavText } from '../../messages/nav.js';

/** NavText in Welsh. */
export const cyNavText: NavText = {
  navSection: 'Fy nhudalennau',
  navSectionShort: 'Fy',
  navHome: 'Hafan',
  navShifts: 'Fy sifftiau',
  navOpportunities: 'Cyfleoedd',
  navResidential: 'Fy arosiadau preswyl',
  navExpenses: 'Fy nhreuliau',
  navInductions: 'Fy nghyfnodau sefydlu',
  navMessages: 'Fy negeseuon',
  navContact: 'Fy manylion cyswllt',
  navAvailability: 'Pryd rydw i ar gael',
  navSkills: 'Fy sgiliau a diddordebau',
  navSettings: 'Fy ngosodiadau',
  navRecord: 'Fy nghofnod',
  navCare: 'Pobl yn fy ngofal',
  weekdayNames: 'Dydd Sul,Dydd Llun,Dydd Mawrth,Dydd Mercher,Dydd Iau,Dydd Gwener,Dydd Sadwrn',
  dayAndTime: '{when}, am {time}',
  weekdayShortNames: 'Sul,Llun,Maw,Mer,Iau,Gwe,Sad',
  // dydd / mis / blwyddyn, as the widgets' Welsh date placeholder.
  dateHint: 'dd/mm/bbbb',
  dateProblem: 'Rhowch y dyddiad fel dd/mm/bbbb, er enghraifft {example}.',
  checkField: 'Gwiriwch y maes hwn.',
  sending: "Wrthi'n anfon…",
  required: '(gofynnol)',
  optional: '(dewisol)',
  chooseFile: 'Dewis ffeil',
  chooseFiles: 'Dewis ffeiliau',
  noFileChosen: 'Dim ffeil wedi’i dewis',
  noFilesChosen: 'Dim ffeiliau wedi’u dewis',
};
