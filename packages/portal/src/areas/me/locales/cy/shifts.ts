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
  workNeeds: 'Mae angen y canlynol ar gyfer y gwaith hwn',
  needMet: "{what}: mae eich un chi'n ddilys tan {date}, ar ôl y gwaith hwn.",
  needMetNoExpiry: '{what}: mae gennych hwn.',
  needExpires:
    "{what}: mae eich un chi'n dod i ben ar {date}, cyn y gwaith hwn. Dechreuwch yr adnewyddu os gwelwch yn dda.",
  needExpired:
    '{what}: daeth eich un chi i ben ar {date}. Dechreuwch yr adnewyddu os gwelwch yn dda.',
  needMissing: "{what}: nid oes gennych hwn eto. Siaradwch â'ch cydlynydd os gwelwch yn dda.",
  needPending: "{what}: mae eich un chi'n dal i aros.",
  needNotYet: "{what}: mae eich un chi'n ddilys o {date} yn unig.",
  needAgeMet: 'Yn {age} oed neu hŷn ar y diwrnod.',
  needAgeUnder: 'Yn {age} oed neu hŷn ar y diwrnod: ni fyddwch chi eto.',
  needAgeUnknown: 'Yn {age} oed neu hŷn ar y diwrnod: nid oes gennym eich dyddiad geni.',
  fullShifts: 'Sifftiau llawn: ymunwch â’r rhestr aros',
  shiftFull: 'Llawn: gallwch ymuno â’r rhestr aros a chael cynnig lle os daw un yn rhydd.',
  joinWaitlist: 'Ymuno â’r rhestr aros',
  leaveWaitlist: 'Gadael y rhestr aros',
  waitlistFor: ' ar gyfer {title}',
  waitPosition: 'Rydych yn rhif {position} ar y rhestr aros.',
  waitlistJoined:
    'Rydych ar y rhestr aros ar gyfer {title}: rhif {position}. Byddwn yn dweud wrthych os daw lle yn rhydd.',
  waitlistLeft: 'Rydych wedi gadael y rhestr aros ar gyfer {title}.',
  placeOffered: 'Mae lle i chi os ydych ei eisiau: cymerwch ef erbyn {until}.',
  takePlace: 'Cymryd y lle',
  turnDown: 'Ei wrthod',
  offerTurnedDown: 'Rydych wedi gwrthod y lle ar {title}; mae’n mynd i’r person nesaf sy’n aros.',
};
