/**
 * Welsh for my residential stays (see `../cy.ts`).
 *
 * @module
 */
import type { ResidentialText } from '../../messages/residential.js';

/** ResidentialText in Welsh. */
export const cyResidentialText: ResidentialText = {
  myStays: 'Fy arosiadau',
  noStaysComingUp: "Nid oes gennych arosiadau i ddod. Archebwch un gyda'r ffurflen.",
  myUpcomingStays: 'Fy arosiadau i ddod',
  loadingStays: "Wrthi'n llwytho eich arosiadau…",
  pastStays: "Arosiadau blaenorol ac wedi'u canslo",
  myPastStays: "Fy arosiadau blaenorol ac wedi'u canslo",
  // A dash, not "tan": a day after "tan" or "o" would need a mutation a template cannot make.
  fromTo: '{from} – {to}',
  room: 'Ystafell',
  // "noson" is feminine: 1 noson, 2 noson, 3 noson (no mutation of n).
  nights: {
    zero: '{count} noson',
    one: '{count} noson',
    two: '{count} noson',
    few: '{count} noson',
    many: '{count} noson',
    other: '{count} noson',
  },
  stayBooked: "Wedi'i archebu",
  stayStayed: 'Wedi aros',
  stayCancelledStatus: "Wedi'i ganslo",
  reason: 'Rheswm: {reason}',
  whyCancelling: "Pam rydych chi'n canslo?",
  sayWhyCancelling: "Dywedwch pam rydych chi'n canslo.",
  cancelStay: "Canslo'r arhosiad hwn",
  cancelStayFrom: ' (cyrraedd: {day})',
  keepStay: 'Cadw fy arhosiad',
  stayCancelled: "Mae eich arhosiad wedi'i ganslo (cyrraedd: {day}).",

  bookStay: 'Archebu arhosiad',
  noRooms: 'Does dim ystafelloedd preswyl ar agor i’w harchebu.',
  loadingRooms: "Wrthi'n llwytho ystafelloedd…",
  chooseRoom: 'Dewiswch ystafell.',
  chooseRoomOption: 'Dewiswch ystafell…',
  // "gwely" is masculine: 1 gwely, 2 wely, 3 gwely.
  beds: {
    zero: '{count} gwely',
    one: '{count} gwely',
    two: '{count} wely',
    few: '{count} gwely',
    many: '{count} gwely',
    other: '{count} gwely',
  },
  roomOption: '{name} ({beds})',
  roomOptionStepFree: '{name} ({beds}, heb risiau)',
  changeover:
    '{team}: mae gwesteion yn newid ar y diwrnodau hyn: {days}. Gall arhosiad ddechrau neu orffen ar y diwrnod hwnnw, ond nid mynd drosto.',
  and: ' a ',
  closed: 'Ar gau: {periods}.',
  arrive: 'Cyrraedd',
  leave: 'Gadael',
  notes: "Unrhyw beth y dylai'r tîm ei wybod (dewisol)",
  chooseArrival: "Dewiswch y diwrnod rydych chi'n cyrraedd.",
  arrivalAfterToday: 'Rhaid i’r diwrnod cyrraedd fod ar ôl heddiw.',
  chooseDeparture: "Dewiswch y diwrnod rydych chi'n gadael.",
  departureAfterArrival:
    "Rhaid i'r diwrnod rydych chi'n gadael fod ar ôl y diwrnod rydych chi'n cyrraedd.",
  booking: "Wrthi'n archebu…",
  bookMyStay: 'Archebu fy arhosiad',
  stayIsBooked: "Mae eich arhosiad wedi'i archebu: {room}, {from} – {to}.",
  theRoom: 'yr ystafell a ddewiswyd',
};
