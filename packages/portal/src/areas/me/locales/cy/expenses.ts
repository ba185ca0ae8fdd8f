/**
 * Welsh for my expenses (see `../cy.ts`).
 *
 * @module
 */
import type { ExpensesText } from '../../messages/expenses.js';

/** ExpensesText in Welsh. */
export const cyExpensesText: ExpensesText = {
  claimExpense: 'Hawlio treuliau',
  decidedBy: 'Pwy sy’n penderfynu ar eich hawliadau: {names}.',
  decidedByStaff: 'Aelod o staff sy’n penderfynu ar eich hawliadau.',
  namedAuthoriser: 'awdurdodwr a enwyd',
  myClaims: 'Fy hawliadau',
  noClaims: 'Dim hawliadau eto.',
  loadingClaims: "Wrthi'n llwytho eich hawliadau…",
  claimPending: 'Yn aros',
  claimApproved: "Wedi'i gymeradwyo",
  claimRejected: "Wedi'i wrthod",
  claimPaid: "Wedi'i dalu",
  claimSentOn: 'anfonwyd: {date}',
  // "derbynneb" is feminine: 1 dderbynneb, 2 dderbynneb, 3 derbynneb.
  receiptCount: {
    zero: '{count} derbynneb',
    one: '{count} dderbynneb',
    two: '{count} dderbynneb',
    few: '{count} derbynneb',
    many: '{count} derbynneb',
    other: '{count} derbynneb',
  },

  typeTravel: 'Teithio',
  typeMileage: 'Milltiroedd',
  typeMeals: 'Prydau bwyd',
  typeEquipment: 'Offer',
  typeTraining: 'Hyfforddiant',
  typeOfExpense: 'Math o draul',
  rate: 'Cyfradd',
  // "milltir" is feminine: 1 filltir, 2 filltir, 3 milltir (glossary).
  miles: {
    zero: '{count} milltir',
    one: '{count} filltir',
    two: '{count} filltir',
    few: '{count} milltir',
    many: '{count} milltir',
    other: '{count} milltir',
  },
  milesWord: 'milltiroedd',
  mileWord: 'filltir',
  howMany: 'Nifer y {units}',
  howManyProblem: 'Rhowch nifer y {units}, er enghraifft 12.5.',
  paidAtRate: 'Yn cael ei dalu ar gyfradd y sefydliad: {rate}.',
  comesTo: '{quantity} ar {rate} y {unit}: {amount}',
  amount: 'Swm (£)',
  amountProblem: 'Rhowch y swm mewn punnoedd, er enghraifft 12.50.',
  dateSpent: 'Dyddiad gwario',
  whatFor: 'Beth oedd e ar ei gyfer?',
  receipts: 'Derbynebau (PDF, JPEG neu PNG, hyd at 2 MB yr un)',
  receiptNotType: 'Nid yw {name} yn ffeil PDF, JPEG na PNG.',
  receiptTooLarge: 'Mae {name} yn fwy na 2 MB. Atodwch sgan neu lun llai.',
  claimSent: "Mae eich hawliad wedi'i anfon. Bydd yn aros nes bydd awdurdodwr yn penderfynu.",
  sendClaim: 'Anfon fy hawliad',

  route: 'Llwybr',
  routeHint: 'O ble ac i ble, er enghraifft Perth i Pitlochry ac yn ôl.',
  spentOn: 'gwariwyd {date}',
  approvedByOn: 'Cymeradwyodd {name} ef ar {date}.',
  rejectedByOn: 'Gwrthododd {name} ef ar {date}: {reason}',
  paidOn: 'Talwyd ar {date}.',
  waitingDecision: 'Yn aros am benderfyniad.',
  correctClaim: 'Dechrau hawliad wedi’i gywiro',
  correcting: 'Yn cywiro eich hawliad {type} o {amount} ar {date}, a wrthodwyd: {reason}',
  correctingStop: 'Dechrau hawliad newydd yn lle hynny',
  correctsEarlier: 'Yn cywiro eich hawliad ar {date}.',
  claimRoute: 'Llwybr: {route}',
  correctedSent:
    "Anfonwyd eich hawliad wedi'i gywiro. Bydd yn yr arfaeth nes bydd awdurdodwr yn penderfynu.",
  correctedAlready: 'Rydych wedi anfon hawliad wedi’i gywiro ar ei gyfer.',
};
