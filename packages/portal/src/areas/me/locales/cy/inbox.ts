/**
 * Welsh for my messages (see `../cy.ts`).
 *
 * @module
 */
import type { InboxText } from '../../messages/inbox.js';

/** InboxText in Welsh. */
export const cyInboxText: InboxText = {
  inbox: 'Mewnflwch',
  unreadCount: {
    zero: '{count} heb eu darllen',
    one: '{count} heb ei darllen',
    two: '{count} heb eu darllen',
    few: '{count} heb eu darllen',
    many: '{count} heb eu darllen',
    other: '{count} heb eu darllen',
  },
  noUnread: 'Dim negeseuon heb eu darllen',
  newMessage: 'Neges newydd',
  closeComposer: "Cau'r ffurflen neges",
  loadingMessages: "Wrthi'n llwytho negeseuon…",
  noMessages: 'Dim negeseuon eto.',
  messageThreads: 'Edafedd negeseuon',
  threadRead: ', wedi’i darllen',
  threadUnread: ', heb ei darllen',
  messageNotFound: "Nid oedd modd dod o hyd i'r neges hon. Efallai ei bod wedi'i dileu.",
  chooseMessage: "Dewiswch neges i'w darllen ac i ateb yma.",
  messagesWillShow: "Bydd y negeseuon a gewch chi'n ymddangos yma.",

  fromSender: 'Oddi wrth: {name}',
  read: "Wedi'i darllen",
  unread: 'Heb ei darllen',
  markUnread: 'Nodi heb ei darllen',
  markedUnread: '{subject}: wedi’i nodi heb ei darllen.',
  couldNotMarkUnread: 'Nid oedd modd ei nodi heb ei darllen: {reason}',
  couldNotMarkRead: "Nid oedd modd nodi bod y neges wedi'i darllen: {reason}",
  attachments: 'Atodiadau',
  downloadFile: 'Lawrlwytho {name}',
  couldNotDownload: 'Nid oedd modd lawrlwytho {name}: {reason}',
  replies: 'Atebion',
  noReplies: 'Dim atebion eto.',
  yourReply: 'Eich ateb',
  writeReplyFirst: 'Ysgrifennwch ateb yn gyntaf.',
  sendReply: 'Anfon ateb',
  replySent: "Mae'r ateb wedi'i anfon.",

  messageToSend: "Neges i'w hanfon",
  findPerson: "Dod o hyd i'r person",
  search: 'Chwilio',
  typeToFind: "Teipiwch ran o enw neu gyfeiriad e-bost i ddod o hyd i'r person.",
  noOneMatches: 'Does neb yn cyfateb i “{query}”.',
  to: 'At',
  chooseRecipient: "Dewch o hyd i'r person rydych am ysgrifennu ato a'i ddewis.",
  subject: 'Pwnc',
  enterSubject: 'Rhowch bwnc.',
  subjectTooLong: 'Gall y pwnc fod hyd at 200 nod.',
  message: 'Neges',
  writeMessage: 'Ysgrifennwch y neges.',
  attachmentsHint:
    'Hyd at {max} ffeil o {size} ar y mwyaf yr un: PDF, delweddau, testun, CSV, Word neu Excel.',
  filesNotAttached: 'Ffeiliau heb eu hatodi',
  attachedFiles: "Ffeiliau wedi'u hatodi",
  remove: 'Tynnu',
  removeFile: 'Tynnu {name}',
  sendMessage: 'Anfon neges',
  thePerson: 'y person',
  messageSent: "Mae'r neges wedi'i hanfon at {name}.",
  // "atodiad" is masculine: 1 atodiad, 2 atodiad (no mutation of a vowel).
  messageSentWith: {
    zero: "Mae'r neges wedi'i hanfon at {name} gyda {count} atodiad.",
    one: "Mae'r neges wedi'i hanfon at {name} gydag {count} atodiad.",
    two: "Mae'r neges wedi'i hanfon at {name} gyda {count} atodiad.",
    few: "Mae'r neges wedi'i hanfon at {name} gyda {count} atodiad.",
    many: "Mae'r neges wedi'i hanfon at {name} gyda {count} atodiad.",
    other: "Mae'r neges wedi'i hanfon at {name} gyda {count} atodiad.",
  },
  notAttached: 'Heb eu hatodi: {files}.',

  fromOrganisation: 'Negeseuon gan eich sefydliad',
  acknowledgeHint: "Darllenwch bob neges a'i chydnabod; ni fydd yn cael ei dangos i chi eto.",
  loadingLoginMessages: "Wrthi'n llwytho negeseuon mewngofnodi…",
  allAcknowledged: 'Rydych wedi cydnabod pob neges mewngofnodi.',
  loginMessages: 'Negeseuon mewngofnodi',
  iHaveRead: 'Rydw i wedi darllen hwn',
  iHaveReadTitle: 'Rydw i wedi darllen hwn: {title}',
  acknowledged: "Wedi'i chydnabod: {title}.",
  couldNotAcknowledge: 'Nid oedd modd cydnabod: {reason}',
};
