/**
 * Welsh for the home screen ("Hello") (see `../cy.ts`).
 *
 * @module
 */
import type { HomeText } from '../../messages/home.js';

/** HomeText in Welsh. */
export const cyHomeText: HomeText = {
  hello: 'Helo',
  helloName: 'Helo, {name}',
  myFigures: 'Fy ffigurau',
  hoursThisYear: 'Oriau eleni',
  hoursHint: 'o sifftiau a nodwyd yn bresennol',
  shiftsComingUp: 'Sifftiau i ddod',
  unreadMessages: 'Negeseuon heb eu darllen',
  myNextShifts: 'Fy sifftiau nesaf',
  allMyShifts: 'Fy holl sifftiau a sifftiau agored',
  noShiftsComingUp: 'Dim sifftiau i ddod.',
  findOpenShift: 'Dod o hyd i sifft agored',
  loadingShifts: "Wrthi'n llwytho eich sifftiau…",
  waitingForMe: 'Yn aros amdanaf',
  checkingWaiting: "Wrthi'n gwirio beth sy'n aros…",
  inductionsComplete: "Mae pob cyfnod sefydlu wedi'i gwblhau.",
  inductionsToComplete: "Cyfnodau sefydlu i'w cwblhau: {count}",
  noNotices: "Dim hysbysiadau i'w darllen.",
  noticesToRead: "Hysbysiadau i'w darllen a'u cydnabod: {count}",
  applicationsUnchecked: 'Nid oedd modd gwirio eich ceisiadau ar hyn o bryd.',
  applicationStage: 'Cais ar gyfer {name}: {stage}',
  waitingOn: "Beth sy'n aros ar gyfer {name}",
  myChecks: 'Fy ngwiriadau',
  loadingChecks: "Wrthi'n llwytho eich gwiriadau…",
  noChecks: 'Dim gwiriadau fetio ar eich cofnod.',
  aCheck: 'Gwiriad fetio',
  checkValid: '{name}: yn ddilys tan {date}',
  checkExpiresSoon:
    '{name}: yn dod i ben {date}, ymhen {days} diwrnod. Dechreuwch ei adnewyddu er mwyn cadw eich lleoedd.',
  checkExpired: "{name}: wedi dod i ben {date}. Siaradwch â'ch cydlynydd am ei adnewyddu.",
  checkPending: '{name}: yn aros am y canlyniad',
  checksHint: "Mae angen gwiriad sy'n ddilys ar y diwrnod ar gyfer rhywfaint o waith.",
};
