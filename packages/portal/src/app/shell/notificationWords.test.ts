import { formatMessage, type Message } from '@volunteerkit/widgets';
import { describe, expect, test } from 'vitest';
import { enGBNotificationText } from './notificationMessages.js';
import { cyNotificationText } from './locales/cy-notifications.js';
import {
  groupByDay,
  localDay,
  notificationSentence,
  portalLink,
  readNotification,
} from './notificationWords.js';

const fill = (m: Message, v: Record<string, string | number>) => formatMessage(m, v, 'en-GB');
const item = (row: Record<string, unknown>) => readNotification({ id: 1, ...row })!;

describe('notificationSentence', () => {
  test.each([
    [
      {
        kind: 'claim_rejected',
        params: { by: 'Cory Coordinator', amount: '£12.50', type: 'Travel', reason: 'No receipt' },
      },
      'Cory Coordinator rejected your £12.50 Travel claim: No receipt',
    ],
    [
      { kind: 'claim_paid', params: { amount: '£4.00', type: 'Meals', date: '2027-01-16' } },
      'Your £4.00 Meals claim was paid on 16/01/2027.',
    ],
    [
      {
        kind: 'application_closed',
        params: { name: 'Residential volunteers', status: 'rejected' },
      },
      'Your application to Residential volunteers was not taken forward.',
    ],
    [
      {
        kind: 'consent_given',
        link: '/my/opportunities',
        params: { guardian: 'Morag Fraser', name: 'Junior rangers', minor: 'Ewan Fraser' },
      },
      'Morag Fraser gave parental consent for your application to Junior rangers.',
    ],
    [
      {
        kind: 'consent_given',
        link: '/recruitment/applications/4',
        params: { guardian: 'Morag Fraser', name: 'Junior rangers', minor: 'Ewan Fraser' },
      },
      'Morag Fraser gave parental consent for Ewan Fraser’s application to Junior rangers.',
    ],
    [
      {
        kind: 'shift_reminder',
        link: '/my/shifts',
        params: { title: 'Beach clean', when: '2027-01-16 10:00' },
      },
      'Reminder: Beach clean on 2027-01-16 10:00.',
    ],
    [
      {
        kind: 'check_expiring',
        link: '/my',
        params: { check: 'Enhanced disclosure', date: '2027-01-16' },
      },
      'Your Enhanced disclosure expires on 16/01/2027. Please start the renewal.',
    ],
    [
      {
        kind: 'check_expiring',
        link: '/people/4',
        params: { check: 'Enhanced disclosure', date: '2027-01-16', person: 'Val Volunteer' },
      },
      'Val Volunteer’s Enhanced disclosure expires on 16/01/2027.',
    ],
    [
      { title: 'Rota updated', body: 'Open VolunteerKit for details.' },
      'Rota updated: Open VolunteerKit for details.',
    ],
  ])('%o reads “%s”', (row, words) => {
    expect(notificationSentence(item(row), enGBNotificationText, fill)).toBe(words);
  });

  test('Welsh words the same notification', () => {
    const n = item({
      kind: 'consent_requested',
      params: { minor: 'Ewan', name: 'Junior rangers' },
    });
    expect(notificationSentence(n, cyNotificationText, fill)).toBe(
      'Mae cais Ewan i Junior rangers angen eich caniatâd.',
    );
  });
});

test('only links inside the portal are kept', () => {
  expect(portalLink('/my/expenses#claim-3')).toBe('/my/expenses#claim-3');
  for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil', 3])
    expect(portalLink(bad)).toBe('');
});

test('groupByDay: newest first, today and yesterday in words, older days as dates', () => {
  const now = new Date(2027, 0, 16, 15, 0).getTime();
  const at = (d: number, h: number) => new Date(2027, 0, d, h, 0).toISOString();
  const rows = [
    item({ id: 1, sent_at: at(14, 9) }),
    item({ id: 2, sent_at: at(16, 8) }),
    item({ id: 3, sent_at: at(15, 20) }),
    item({ id: 4, sent_at: at(16, 12) }),
  ];
  const days = groupByDay(rows, now, { today: 'Today', yesterday: 'Yesterday', undated: '-' });
  expect(days.map((d) => [d.label, d.items.map((n) => n.id)])).toEqual([
    ['Today', ['4', '2']],
    ['Yesterday', ['3']],
    ['14/01/2027', ['1']],
  ]);
  // The organisation's date format (SPEC 9), as staff screens show dates.
  const iso = groupByDay(rows, now, {
    today: 'Today',
    yesterday: 'Yesterday',
    undated: '-',
    dateFormat: 'YYYY-MM-DD',
  });
  expect(iso[2]!.label).toBe('2027-01-14');
  expect(localDay(now)).toBe('2027-01-16');
});
