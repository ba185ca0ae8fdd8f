/**
 * What a volunteer keeps on their own record (issue 49): their profile photo,
 * their diversity answers, their recognitions with the ★ hour milestones, their
 * to-dos and their favourite opportunities. Part of the volunteer's catalogue
 * (`../messages.ts`); the person record's staff view reads the photo and
 * diversity texts too.
 *
 * @module
 */

/** Texts of the photo, diversity, recognitions, to-dos and favourites. */
export interface KeepText {
  navKeep: string;
  keepIntro: string;

  photoTitle: string;
  photoHint: string;
  photoNone: string;
  photoOf: string;
  photoFile: string;
  photoUpload: string;
  photoRemove: string;
  photoSaved: string;
  photoRemoved: string;
  photoBadType: string;
  photoTooBig: string;
  photoUnreadable: string;
  photoNotSaved: string;

  diversityTitle: string;
  /** The diversity answers as one of the records kept about a person (the record's "All records"). */
  diversityAnswers: string;
  diversityIntro: string;
  diversityStaffIntro: string;
  diversityChoose: string;
  diversityDecline: string;
  diversityDeclined: string;
  diversityNotAnswered: string;
  diversitySave: string;
  diversitySaved: string;
  diversityNotSaved: string;
  diversityLoading: string;

  recognitionsTitle: string;
  hoursVolunteered: string;
  nextMilestone: string;
  everyMilestone: string;
  /** An hour milestone's name: `{hours}`. */
  milestoneName: string;
  noRecognitions: string;
  awardedOn: string;
  loadingRecognitions: string;

  todosTitle: string;
  noTodos: string;
  todoDue: string;
  markDone: string;
  markDoneNamed: string;
  todoDone: string;
  todoMarked: string;
  loadingTodos: string;

  favouritesTitle: string;
  noFavourites: string;
  findOpportunities: string;
  addFavourite: string;
  removeFavourite: string;
  favouriteAdded: string;
  favouriteRemoved: string;
  loadingFavourites: string;
  notSavedReason: string;
}

/** The English (en-GB) source texts of KeepText. */
export const enGBKeepText: KeepText = {
  navKeep: 'My recognitions and to-dos',
  keepIntro:
    'Your recognitions, the hours you have given, what is on your to-do list and the opportunities you keep an eye on.',

  photoTitle: 'Profile photo',
  photoHint:
    'A JPEG, PNG or WebP image of at most 2 MB. It is cropped to a square from its centre.',
  photoNone: 'No photo yet.',
  photoOf: 'Photo of {name}',
  photoFile: 'Photo',
  photoUpload: 'Upload photo',
  photoRemove: 'Remove photo',
  photoSaved: 'Your photo is saved.',
  photoRemoved: 'Your photo is removed.',
  photoBadType: 'Choose a JPEG, PNG or WebP image.',
  photoTooBig: 'Choose an image of at most 2 MB: this one is {size}.',
  photoUnreadable: 'This image could not be read: choose another.',
  photoNotSaved: 'Your photo is not saved: {reason}',

  diversityTitle: 'Diversity',
  diversityAnswers: 'Diversity answers',
  diversityIntro:
    'These questions help the organisation see who volunteers with it. Answering is up to you: you may decline any question. Only you and the staff who prepare diversity reports see your answers.',
  diversityStaffIntro: 'What this person answered, for diversity reports.',
  diversityChoose: 'Not answered yet',
  diversityDecline: 'I would rather not answer',
  diversityDeclined: 'Declined to answer',
  diversityNotAnswered: 'Not answered',
  diversitySave: 'Save answers',
  diversitySaved: 'Your answers are saved.',
  diversityNotSaved: 'Your answers are not saved: check the marked question.',
  diversityLoading: 'Loading the diversity questions…',

  recognitionsTitle: 'Recognitions',
  hoursVolunteered: 'Hours volunteered on the shifts you attended: {hours}',
  nextMilestone: 'Next milestone: ★ {hours} hours.',
  everyMilestone: 'You have reached every hour milestone. Thank you!',
  milestoneName: '{hours} hours volunteered',
  noRecognitions: 'No recognitions yet.',
  awardedOn: 'Awarded {date}',
  loadingRecognitions: 'Loading your recognitions…',

  todosTitle: 'To-dos',
  noTodos: 'Nothing on your to-do list.',
  todoDue: 'Due {date}',
  markDone: 'Mark done',
  markDoneNamed: 'Mark “{title}” done',
  todoDone: 'Done',
  todoMarked: '“{title}” is done.',
  loadingTodos: 'Loading your to-dos…',

  favouritesTitle: 'Favourite opportunities',
  noFavourites: 'No favourites yet: mark an opportunity with ☆ to keep it here.',
  findOpportunities: 'Find opportunities',
  addFavourite: 'Add “{title}” to favourites',
  removeFavourite: 'Remove “{title}” from favourites',
  favouriteAdded: '“{title}” is in your favourites.',
  favouriteRemoved: '“{title}” is no longer a favourite.',
  loadingFavourites: 'Loading your favourites…',
  notSavedReason: 'Not saved: {reason}',
};
