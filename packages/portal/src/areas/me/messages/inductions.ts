/**
 * My inductions: the inductions panel on my own record (also the staff's
 * person record, which shows it in the reader's language). Part of the
 * volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */

/** Texts of the inductions panel. */
export interface InductionsText {
  inductions: string;
  loadingInductions: string;
  noInductions: string;
  inductionsOf: string;
  onlyOwnInductions: string;
  /** An induction without a name. */
  inductionNumber: string;
  colInduction: string;
  colCompulsory: string;
  colStatus: string;
  colDue: string;
  colCompleted: string;
  colAction: string;
  yes: string;
  no: string;
  inductionPending: string;
  inductionCompleted: string;
  markComplete: string;
  saving: string;
  completedOn: string;
  completedNow: string;
  stillNotComplete: string;
}

/** The English (en-GB) source texts of InductionsText. */
export const enGBInductionsText: InductionsText = {
  inductions: 'Inductions',
  loadingInductions: 'Loading inductions…',
  noInductions: 'No inductions.',
  inductionsOf: 'Inductions of {name}',
  onlyOwnInductions: 'Only {name} can mark their own inductions complete, from their record.',
  inductionNumber: 'Induction {id}',
  colInduction: 'Induction',
  colCompulsory: 'Compulsory',
  colStatus: 'Status',
  colDue: 'Due',
  colCompleted: 'Completed',
  colAction: 'Action',
  yes: 'Yes',
  no: 'No',
  inductionPending: 'Pending',
  inductionCompleted: 'Completed',
  markComplete: 'Mark complete',
  saving: 'Saving…',
  completedOn: '{name}: completed on {date}.',
  completedNow: '{name}: completed.',
  stillNotComplete: '{name} is still not complete on the server.',
};
