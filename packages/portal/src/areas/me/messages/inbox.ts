/**
 * My messages: the inbox, a thread, the composer and the organisation's login
 * messages (panels the staff's Communication screen shares, in the reader's
 * language). Part of the volunteer's catalogue (`../messages.ts`).
 *
 * @module
 */
import type { PluralMessage } from '@volunteerkit/widgets';

/** Texts of my messages. */
export interface InboxText {
  inbox: string;
  unreadCount: PluralMessage;
  noUnread: string;
  newMessage: string;
  closeComposer: string;
  loadingMessages: string;
  noMessages: string;
  messageThreads: string;
  threadRead: string;
  threadUnread: string;
  messageNotFound: string;
  chooseMessage: string;
  messagesWillShow: string;

  fromSender: string;
  read: string;
  unread: string;
  markUnread: string;
  markedUnread: string;
  couldNotMarkUnread: string;
  couldNotMarkRead: string;
  attachments: string;
  downloadFile: string;
  couldNotDownload: string;
  replies: string;
  noReplies: string;
  yourReply: string;
  writeReplyFirst: string;
  sendReply: string;
  replySent: string;

  messageToSend: string;
  findPerson: string;
  search: string;
  typeToFind: string;
  noOneMatches: string;
  to: string;
  chooseRecipient: string;
  subject: string;
  enterSubject: string;
  subjectTooLong: string;
  message: string;
  writeMessage: string;
  attachmentsHint: string;
  filesNotAttached: string;
  attachedFiles: string;
  remove: string;
  removeFile: string;
  sendMessage: string;
  /** A recipient whose name is not known. */
  thePerson: string;
  messageSent: string;
  messageSentWith: PluralMessage;
  notAttached: string;
  fileEmpty: string;
  fileTooLarge: string;
  fileWrongType: string;
  fileAlreadyAttached: string;
  fileTooMany: string;

  fromOrganisation: string;
  acknowledgeHint: string;
  loadingLoginMessages: string;
  allAcknowledged: string;
  loginMessages: string;
  iHaveRead: string;
  iHaveReadTitle: string;
  acknowledged: string;
  couldNotAcknowledge: string;
}

/** The English (en-GB) source texts of InboxText. */
export const enGBInboxText: InboxText = {
  inbox: 'Inbox',
  unreadCount: { one: '{count} unread', other: '{count} unread' },
  noUnread: 'No unread messages',
  newMessage: 'New message',
  closeComposer: 'Close the composer',
  loadingMessages: 'Loading messages…',
  noMessages: 'No messages yet.',
  messageThreads: 'Message threads',
  threadRead: ', read',
  threadUnread: ', unread',
  messageNotFound: 'This message was not found. It may have been deleted.',
  chooseMessage: 'Choose a message to read it and reply here.',
  messagesWillShow: 'Messages you receive will show here.',

  fromSender: 'From {name}',
  read: 'Read',
  unread: 'Unread',
  markUnread: 'Mark as unread',
  markedUnread: '{subject} marked as unread.',
  couldNotMarkUnread: 'Could not mark it unread: {reason}',
  couldNotMarkRead: 'Could not mark the message read: {reason}',
  attachments: 'Attachments',
  downloadFile: 'Download {name}',
  couldNotDownload: 'Could not download {name}: {reason}',
  replies: 'Replies',
  noReplies: 'No replies yet.',
  yourReply: 'Your reply',
  writeReplyFirst: 'Write a reply first.',
  sendReply: 'Send reply',
  replySent: 'Reply sent.',

  messageToSend: 'Message to send',
  findPerson: 'Find the person',
  search: 'Search',
  typeToFind: 'Type part of a name or e-mail address to find the person.',
  noOneMatches: 'No one matches “{query}”.',
  to: 'To',
  chooseRecipient: 'Find and choose the person to write to.',
  subject: 'Subject',
  enterSubject: 'Enter a subject.',
  subjectTooLong: 'The subject can have at most 200 characters.',
  message: 'Message',
  writeMessage: 'Write the message.',
  attachmentsHint:
    'Up to {max} files of at most {size} each: PDF, images, text, CSV, Word or Excel.',
  filesNotAttached: 'Files not attached',
  attachedFiles: 'Attached files',
  remove: 'Remove',
  removeFile: 'Remove {name}',
  sendMessage: 'Send message',
  thePerson: 'the person',
  messageSent: 'Message sent to {name}.',
  messageSentWith: {
    one: 'Message sent to {name} with {count} attachment.',
    other: 'Message sent to {name} with {count} attachments.',
  },
  notAttached: 'Not attached: {files}.',
  fileEmpty: '{name} is empty.',
  fileTooLarge: '{name} is too large ({size}): each file can be at most {max}.',
  fileWrongType: '{name} is not a type you can attach. Attach {types} files.',
  fileAlreadyAttached: '{name} is already attached.',
  fileTooMany: '{name} was not attached: a message can carry {max} files.',

  fromOrganisation: 'Messages from your organisation',
  acknowledgeHint: 'Read each message and acknowledge it; it will not be shown to you again.',
  loadingLoginMessages: 'Loading login messages…',
  allAcknowledged: 'You have acknowledged every login message.',
  loginMessages: 'Login messages',
  iHaveRead: 'I have read this',
  iHaveReadTitle: 'I have read this: {title}',
  acknowledged: 'Acknowledged: {title}.',
  couldNotAcknowledge: 'Could not acknowledge: {reason}',
};
