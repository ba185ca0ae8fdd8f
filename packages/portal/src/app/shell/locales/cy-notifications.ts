/**
 * Welsh (Cymraeg) for the notifications control and screen (part of the shell's
 * Welsh catalogue, `./cy.ts`).
 *
 * @module
 */
import type { NotificationText } from '../notificationMessages.js';

/** The notifications in Welsh. */
export const cyNotificationText: NotificationText = {
  notificationsTitle: 'Hysbysiadau',
  notificationsUnread: {
    zero: 'heb eu darllen',
    one: 'heb ei ddarllen',
    two: 'heb eu darllen',
    few: 'heb eu darllen',
    many: 'heb eu darllen',
    other: 'heb eu darllen',
  },
  notificationsNoneUnread: '(dim un heb ei ddarllen)',
  notificationsLoading: "Wrthi'n llwytho eich hysbysiadau…",
  notificationsEmpty:
    'Dim hysbysiadau eto. Pan fydd angen rhywbeth gennych, bydd yn ymddangos yma.',
  notificationsIntro: "Beth wnaeth eraill sy'n ymwneud â chi, y mwyaf newydd yn gyntaf.",
  markAllRead: "Marcio'r cyfan wedi'i ddarllen",
  markRead: "Marcio wedi'i ddarllen",
  notificationUnread: 'Heb ei ddarllen',
  notificationsAllRead: "Pob hysbysiad wedi'i farcio wedi'i ddarllen.",
  notificationMarkedRead: "Wedi marcio “{what}” wedi'i ddarllen.",
  notificationNotMarked: "Methu ei farcio wedi'i ddarllen: {reason}",
  notificationsSettingsHint: 'Dewiswch beth a ddywedir wrthych, a sut, yn',
  notificationsSettingsLink: 'Fy ngosodiadau',
  today: 'Heddiw',
  yesterday: 'Ddoe',
  showOlder: 'Dangos hysbysiadau hŷn',

  nClaimSubmitted: 'Hawliodd {name} {amount} am {type}.',
  nClaimApproved: 'Cymeradwyodd {by} eich hawliad {type} o {amount}.',
  nClaimRejected: 'Gwrthododd {by} eich hawliad {type} o {amount}: {reason}',
  nClaimPaid: 'Talwyd eich hawliad {type} o {amount} ar {date}.',
  nApplicationStage: 'Mae eich cais i {name} bellach ar y cam “{stage}”.',
  nApplicationAccepted: 'Derbyniwyd eich cais i {name}.',
  nApplicationRejected: 'Ni aed â’ch cais i {name} ymhellach.',
  nApplicationWithdrawn: 'Tynnwyd eich cais i {name} yn ôl.',
  nConsentRequested: 'Mae cais {minor} i {name} angen eich caniatâd.',
  nConsentGivenMine: 'Rhoddodd {guardian} ganiatâd rhiant i’ch cais i {name}.',
  nConsentRefusedMine: 'Gwrthododd {guardian} ganiatâd rhiant i’ch cais i {name}.',
  nConsentGiven: 'Rhoddodd {guardian} ganiatâd rhiant i gais {minor} i {name}.',
  nConsentRefused: 'Gwrthododd {guardian} ganiatâd rhiant i gais {minor} i {name}.',
  nShiftChanged: 'Mae {title} wedi newid: mae bellach ar {when}.',
  nShiftCancelled: 'Mae {title} ar {when} wedi’i ganslo.',
  nShiftReminder: 'Nodyn atgoffa: {title} ar {when}.',
  nEventReminder: 'Nodyn atgoffa: {title} ar {when}.',
  nCheckExpiringMine:
    'Mae eich {check} yn dod i ben ar {date}. Dechreuwch ei adnewyddu, os gwelwch yn dda.',
  nCheckExpiring: 'Mae {check} {person} yn dod i ben ar {date}.',
  nWaitlistOffered:
    'Mae lle ar {title} ar {when} i chi os ydych ei eisiau: cymerwch ef erbyn {deadline}.',
  nWaitlistPlaced: 'Daeth lle yn rhydd ar {title} ar {when} ac mae’n eiddo i chi.',
  nMilestone: '★ Rydych chi wedi gwirfoddoli am {hours} awr. Diolch!',
  nMessage: 'Ysgrifennodd {from} atoch: “{subject}”.',
};
