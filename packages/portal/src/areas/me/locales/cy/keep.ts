/**
 * Welsh for the photo, diversity answers, recognitions, to-dos and favourites (see `../cy.ts`).
 *
 * @module
 */
import type { KeepText } from '../../messages/keep.js';

/** KeepText in Welsh. */
export const cyKeepText: KeepText = {
  navKeep: 'Fy nghydnabyddiaethau a’m tasgau',
  keepIntro:
    'Eich cydnabyddiaethau, yr oriau rydych chi wedi’u rhoi, beth sydd ar eich rhestr dasgau a’r cyfleoedd rydych chi’n cadw llygad arnyn nhw.',

  photoTitle: 'Llun proffil',
  photoHint: 'Delwedd JPEG, PNG neu WebP o 2 MB ar y mwyaf. Caiff ei thocio’n sgwâr o’i chanol.',
  photoNone: 'Dim llun eto.',
  photoOf: 'Llun o {name}',
  photoFile: 'Llun',
  photoUpload: 'Llwytho’r llun',
  photoRemove: 'Tynnu’r llun',
  photoSaved: 'Mae eich llun wedi’i gadw.',
  photoRemoved: 'Mae eich llun wedi’i dynnu.',
  photoBadType: 'Dewiswch ddelwedd JPEG, PNG neu WebP.',
  photoTooBig: 'Dewiswch ddelwedd o 2 MB ar y mwyaf: mae hon yn {size}.',
  photoUnreadable: 'Doedd dim modd darllen y ddelwedd hon: dewiswch un arall.',
  photoNotSaved: 'Dydy eich llun ddim wedi’i gadw: {reason}',

  diversityTitle: 'Amrywiaeth',
  diversityAnswers: 'Atebion amrywiaeth',
  diversityIntro:
    'Mae’r cwestiynau hyn yn helpu’r sefydliad i weld pwy sy’n gwirfoddoli gydag ef. Chi sy’n dewis a ydych chi’n ateb: gallwch wrthod unrhyw gwestiwn. Dim ond chi a’r staff sy’n paratoi adroddiadau amrywiaeth sy’n gweld eich atebion.',
  diversityStaffIntro: 'Beth atebodd y person hwn, ar gyfer adroddiadau amrywiaeth.',
  diversityChoose: 'Heb ei ateb eto',
  diversityDecline: 'Byddai’n well gen i beidio ag ateb',
  diversityDeclined: 'Wedi gwrthod ateb',
  diversityNotAnswered: 'Heb ei ateb',
  diversitySave: 'Cadw’r atebion',
  diversitySaved: 'Mae eich atebion wedi’u cadw.',
  diversityNotSaved: 'Dydy eich atebion ddim wedi’u cadw: gwiriwch y cwestiwn sydd wedi’i farcio.',
  diversityLoading: 'Wrthi’n llwytho’r cwestiynau amrywiaeth…',

  recognitionsTitle: 'Cydnabyddiaethau',
  hoursVolunteered: 'Oriau o wirfoddoli ar y shifftiau y daethoch iddyn nhw: {hours}',
  nextMilestone: 'Y garreg filltir nesaf: ★ {hours} awr.',
  everyMilestone: 'Rydych chi wedi cyrraedd pob carreg filltir oriau. Diolch!',
  milestoneName: '{hours} awr o wirfoddoli',
  noRecognitions: 'Dim cydnabyddiaethau eto.',
  awardedOn: 'Dyfarnwyd {date}',
  loadingRecognitions: 'Wrthi’n llwytho eich cydnabyddiaethau…',

  todosTitle: 'Tasgau',
  noTodos: 'Does dim ar eich rhestr dasgau.',
  todoDue: 'Erbyn {date}',
  markDone: 'Marcio’n gwblhawyd',
  markDoneNamed: 'Marcio “{title}” yn gwblhawyd',
  todoDone: 'Wedi’i gwblhau',
  todoMarked: 'Mae “{title}” wedi’i gwblhau.',
  loadingTodos: 'Wrthi’n llwytho eich tasgau…',

  favouritesTitle: 'Hoff gyfleoedd',
  noFavourites: 'Dim ffefrynnau eto: marciwch gyfle gyda ☆ i’w gadw yma.',
  findOpportunities: 'Chwilio am gyfleoedd',
  addFavourite: 'Ychwanegu “{title}” at y ffefrynnau',
  removeFavourite: 'Tynnu “{title}” o’r ffefrynnau',
  favouriteAdded: 'Mae “{title}” yn eich ffefrynnau.',
  favouriteRemoved: 'Dydy “{title}” ddim yn ffefryn mwyach.',
  loadingFavourites: 'Wrthi’n llwytho eich ffefrynnau…',
  notSavedReason: 'Heb ei gadw: {reason}',
};
