import { readLogEntries, readLogGroups } from './emailLog.js';
import {
  readAttachments,
  readMessages,
  readReplies,
  unnamedSenders,
  unreadCount,
  unreadLabel,
} from './messages.js';
import { readLoginMessages, readNotifications } from './notifications.js';
import { reachLabel, savedListsFromHistory } from './savedLists.js';
import { sectionFor, visibleSections } from './sections.js';
import { adminState } from '../../registry/screens/testSupport.js';

describe('messages', () => {
  const rows = [
    {
      id: 1,
      subject: 'Old',
      body: 'b',
      from_id: 7,
      from_name: ' Robin Ranger ',
      read: true,
      sent_at: '2026-01-01T00:00:00Z',
    },
    { id: 2, subject: ' ', body: 'b', read: false, sent_at: '2026-02-01T00:00:00Z' },
    { id: 'x<script>', subject: 'bad id' },
    'not a record',
  ];
  test('reads the inbox newest first and counts the unread', () => {
    const read = readMessages(rows);
    expect(read.map((m) => [m.id, m.subject, m.read, m.fromId])).toEqual([
      ['2', '(no subject)', false, ''],
      ['1', 'Old', true, '7'],
    ]);
    expect(read.map((m) => m.fromName)).toEqual(['', 'Robin Ranger']);
    // Only senders the server did not name are looked up.
    expect(unnamedSenders([...read, { fromId: '9', fromName: '' }])).toEqual(['', '9']);
    expect(unreadCount(read)).toBe(1);
    expect(unreadLabel(1)).toBe('1 unread');
    expect(unreadLabel(0)).toBe('No unread messages');
  });
  test('replies oldest first; attachments keep only a safe download token', () => {
    expect(
      readReplies([
        { id: 5, body: 'two', created_at: '2026-01-02' },
        { id: 4, body: 'one', sent_at: '2026-01-01' },
      ]).map((r) => r.body),
    ).toEqual(['one', 'two']);
    expect(
      readAttachments([
        {
          id: 3,
          file: {
            file_name: 'a.pdf',
            size: 10,
            mime_type: 'application/pdf',
            url: 'http://h/api/_files/abcdefghijklmnop',
          },
        },
        { id: 4, file: { url: 'javascript:alert(1)' } },
      ]),
    ).toEqual([
      { id: '3', name: 'a.pdf', size: 10, type: 'application/pdf', token: 'abcdefghijklmnop' },
      { id: '4', name: 'attachment', size: NaN, type: '', token: '' },
    ]);
  });
});

describe('notifications, login messages, the e-mail log', () => {
  test('notifications newest first with their states', () => {
    expect(
      readNotifications([
        { id: 1, title: 'A', sent_at: '2026-01-01', read: true },
        { id: 2, sent_at: '2026-01-03', dismissed: true },
      ]).map((n) => [n.title, n.read, n.dismissed]),
    ).toEqual([
      ['Notification', false, true],
      ['A', true, false],
    ]);
    expect(readLoginMessages([{ id: 9, name: 'Policy', message: 'Read it' }])).toEqual([
      { id: '9', title: 'Policy', body: 'Read it' },
    ]);
  });
  test('log groups newest first; entries in the order sent', () => {
    expect(
      readLogGroups([
        { id: 1, name: 'First', count: 2, saved_list_name: 'L' },
        { id: 3, subject: 'Third' },
      ]).map((g) => [g.subject, g.listName, g.count]),
    ).toEqual([
      ['Third', '', NaN],
      ['First', 'L', 2],
    ]);
    expect(
      readLogEntries([
        { id: 8, to: 'b@x', name: 'B' },
        { id: 7, email: 'a@x', status: 'bounced' },
      ]).map((e) => [e.to, e.status]),
    ).toEqual([
      ['a@x', 'bounced'],
      ['b@x', 'sent'],
    ]);
  });
});

describe('saved lists and sections', () => {
  test('saved lists come from the history, once each, created ones first', () => {
    expect(
      savedListsFromHistory(
        [
          { id: 1, saved_list_id: 4, saved_list_name: 'Old' },
          { id: 2, saved_list_id: 5 },
          { id: 3, saved_list_id: 4, saved_list_name: 'Old' },
          { id: 4, saved_list_id: 'bad' },
        ],
        [{ id: '9', name: 'New' }],
      ),
    ).toEqual([
      { id: '9', name: 'New' },
      { id: '4', name: 'Old' },
      { id: '5', name: 'Saved list 5' },
    ]);
    expect(reachLabel(1)).toBe('This list reaches 1 person.');
    expect(reachLabel(12)).toBe('This list reaches 12 people.');
    expect(reachLabel(0)).toBe('This list reaches no one yet.');
  });
  test('bulk e-mail and the log need their permissions', () => {
    const plain = adminState.user!;
    expect(visibleSections(plain).map((s) => s.id)).toEqual([
      'messages',
      'notifications',
      'login-messages',
    ]);
    const staff = { ...plain, permissions: ['edit-users', 'manage-email-templates'] };
    expect(visibleSections(staff)).toHaveLength(5);
    expect(sectionFor(undefined, plain)?.id).toBe('messages');
    expect(sectionFor('email-log', plain)).toBeNull();
    expect(sectionFor('email-log', staff)?.id).toBe('email-log');
    expect(sectionFor('../etc', staff)).toBeNull();
    expect(sectionFor(undefined, null)).toBeNull();
  });
});
