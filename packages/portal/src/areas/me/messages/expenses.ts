/**
 * My expenses: a new claim (receipts, mileage at the organisation's rate) and
 * my claims. Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of my expenses. */
export interface ExpensesText {
  claimExpense: string;
  decidedBy: string;
  decidedByStaff: string;
  /** An authoriser without a name. */
  namedAuthoriser: string;
  myClaims: string;
  noClaims: string;
  loadingClaims: string;
  claimPending: string;
  claimApproved: string;
  claimRejected: string;
  claimPaid: string;
  claimSentOn: string;
  receiptCount: PluralMessage;

  typeTravel: string;
  typeMileage: string;
  typeMeals: string;
  typeEquipment: string;
  typeTraining: string;
  typeOfExpense: string;
  rate: string;
  /** A quantity of miles. */
  miles: PluralMessage;
  /** "miles", in "How many miles". */
  milesWord: string;
  /** "mile", in "£0.45 a mile". */
  mileWord: string;
  howMany: string;
  howManyProblem: string;
  paidAtRate: string;
  /** What a claim at a rate comes to (`{quantity}` from `miles`). */
  comesTo: string;
  amount: string;
  amountProblem: string;
  dateSpent: string;
  whatFor: string;
  receipts: string;
  receiptNotType: string;
  receiptTooLarge: string;
  claimSent: string;
  sendClaim: string;

  /** The route of a mileage claim ("Perth to Pitlochry and back"). */
  route: string;
  routeHint: string;
  spentOn: string;
  /** "{name} approved it on {date}." */
  approvedByOn: string;
  /** "{name} rejected it on {date}: {reason}" */
  rejectedByOn: string;
  paidOn: string;
  waitingDecision: string;
  correctClaim: string;
  /** "Correcting your {amount} {type} claim of {date}, rejected: {reason}" */
  correcting: string;
  correctingStop: string;
  correctsEarlier: string;
  claimRoute: string;
  correctedSent: string;
  correctedAlready: string;
}

/** The English (en-GB) source texts of ExpensesText. */
export const enGBExpensesText: ExpensesText = {
  claimExpense: 'Claim an expense',
  decidedBy: 'Your claims are decided by {names}.',
  decidedByStaff: 'Your claims are decided by a member of staff.',
  namedAuthoriser: 'a named authoriser',
  myClaims: 'My claims',
  noClaims: 'No claims yet.',
  loadingClaims: 'Loading your claims…',
  claimPending: 'Pending',
  claimApproved: 'Approved',
  claimRejected: 'Rejected',
  claimPaid: 'Paid',
  claimSentOn: 'sent {date}',
  receiptCount: { one: '{count} receipt', other: '{count} receipts' },

  typeTravel: 'Travel',
  typeMileage: 'Mileage',
  typeMeals: 'Meals',
  typeEquipment: 'Equipment',
  typeTraining: 'Training',
  typeOfExpense: 'Type of expense',
  rate: 'Rate',
  miles: { one: '{count} mile', other: '{count} miles' },
  milesWord: 'miles',
  mileWord: 'mile',
  howMany: 'How many {units}',
  howManyProblem: 'Enter how many {units}, for example 12.5.',
  paidAtRate: "Paid at the organisation's rate for {rate}.",
  comesTo: '{quantity} at {rate} a {unit}: {amount}',
  amount: 'Amount (£)',
  amountProblem: 'Enter the amount in pounds, for example 12.50.',
  dateSpent: 'Date spent',
  whatFor: 'What was it for?',
  receipts: 'Receipts (PDF, JPEG or PNG, up to 2 MB each)',
  receiptNotType: '{name} is not a PDF, JPEG or PNG file.',
  receiptTooLarge: '{name} is larger than 2 MB. Attach a smaller scan or photo.',
  claimSent: 'Your claim was sent. It is pending until an authoriser decides.',
  sendClaim: 'Send my claim',

  route: 'Route',
  routeHint: 'Where from and to, for example Perth to Pitlochry and back.',
  spentOn: 'spent {date}',
  approvedByOn: '{name} approved it on {date}.',
  rejectedByOn: '{name} rejected it on {date}: {reason}',
  paidOn: 'Paid on {date}.',
  waitingDecision: 'Waiting for a decision.',
  correctClaim: 'Start a corrected claim',
  correcting: 'Correcting your {amount} {type} claim of {date}, rejected: {reason}',
  correctingStop: 'Start a new claim instead',
  correctsEarlier: 'Corrects your claim of {date}.',
  claimRoute: 'Route: {route}',
  correctedSent: 'Your corrected claim was sent. It is pending until an authoriser decides.',
  correctedAlready: 'You sent a corrected claim for it.',
};
