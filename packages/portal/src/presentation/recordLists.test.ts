import { describe, expect, it } from 'vitest';
import { RECORD_LIST_LABELS, TECHNICAL_RECORD_LISTS, recordListLabel } from './recordLists.js';

describe('recordListLabel', () => {
  it('leaves technical calls out of a person’s lists', () => {
    for (const accessor of [
      'users.blocked.canBeBlocked',
      'users.notificationTokens',
      'users.messaging.markRead',
      'users.twoFactor.trustComputer',
    ])
      expect(recordListLabel(accessor, 'x')).toBeUndefined();
  });

  it('names the lists in the organisation’s words', () => {
    expect(recordListLabel('users.claims', 'Claims')).toBe('Expense claims');
    expect(recordListLabel('users.deniedPermissions', 'Denied permissions')).toBe(
      'Permissions withheld',
    );
    expect(recordListLabel('users.somethingNew', 'Something new')).toBe('Something new');
  });

  it('never labels a technical list and never uses an API word', () => {
    for (const accessor of TECHNICAL_RECORD_LISTS)
      expect(RECORD_LIST_LABELS[accessor]).toBeUndefined();
    for (const label of Object.values(RECORD_LIST_LABELS))
      expect(label).not.toMatch(/\b(ID|token|mark read|can be blocked|trust computer)\b/i);
  });
});
