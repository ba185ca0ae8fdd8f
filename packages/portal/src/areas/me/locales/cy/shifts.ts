/**
 * Welsh for my shifts (see `../cy.ts`).
 *
 * @module
 */
import type { ShiftsText } from '../../messages/shifts.js';

/** ShiftsText in Welsh. */
export const cyShiftsText: ShiftsText = {
  bring: 'Dewch â: {what}',
  downloadShifts: 'Lawrlwytho fy sifftiau (.ics)',
  shiftsDownloaded: "Mae calendr eich sifftiau wedi'i lawrlwytho.",
  placeTaken: 'Mae gennych le ar gyfer {title}.',
  comingUp: 'I ddod',
  noneComingUp: 'Nid oes gennych sifftiau i ddod. Cofrestrwch ar gyfer sifft agored isod.',
  myUpcomingShifts: 'Fy sifftiau i ddod',
  whyNotCome: 'Pam na allwch chi ddod?',
  sayWhy: 'Dywedwch pam na allwch chi ddod.',
  cancelPlace: 'Canslo fy lle',
  keepPlace: 'Cadw fy lle',
  placeCancelled: "Mae eich lle ar gyfer {title} wedi'i ganslo.",
  cancelPlaceOn: ' ar gyfer {title}',
  tooLateToCancel: "Llai na 24 awr i fynd: rhowch wybod i'ch cydlynydd.",
  openShifts: 'Sifftiau agored yn fy nhimau',
  noOpenShifts: 'Dim sifftiau agored yn eich timau ar hyn o bryd.',
  placesLeft: {
    zero: 'Dim lleoedd ar ôl',
    one: '{count} lle ar ôl',
    two: '{count} le ar ôl',
    few: '{count} lle ar ôl',
    many: '{count} lle ar ôl',
    other: '{count} lle ar ôl',
  },
  signingUp: "Wrthi'n cofrestru…",
  signUp: 'Cofrestru',
  signUpFor: ' ar gyfer {title}',
  listRefreshed: "Mae'r rhestr wedi'i hadnewyddu.",
  loadingOpenShifts: "Wrthi'n llwytho sifftiau agored…",
  pastShifts: 'Sifftiau blaenorol',
  noPastShifts: 'Dim sifftiau blaenorol eto.',
  myPastShifts: 'Fy sifftiau blaenorol',
  attended: 'Yn bresennol',
  notAttended: 'Absennol',
  assigned: "Wedi'ch neilltuo",
};
