import {
  catalogue,
  isOpenOperation,
  type CatalogueEntry,
  type Operation,
} from '@volunteerkit/api-client/catalogue';
import { ALL_PERMISSIONS } from '../seed/permissions.js';
import { actionOf, authorise, templateOf } from './check.js';
import { ACCESS_RULES, ownershipOf, ruleFor, type Action, type Need } from './rules.js';

type Op = { entry: CatalogueEntry; label: string; action: Action; open: boolean };
const operations: Op[] = catalogue.flatMap((entry): Op[] =>
  entry.kind === 'call'
    ? [
        {
          entry,
          label: `${entry.method} ${entry.path}`,
          action: actionOf({ kind: 'call', method: entry.method }),
          open: entry.open === true,
        },
      ]
    : entry.operations.map((operation: Operation) => ({
        entry,
        label: `${operation} ${entry.path}`,
        action: actionOf({ operation }),
        open: isOpenOperation(entry, operation),
      })),
);

test.each(operations.map((o) => [o.label, o] as const))('%s has an authorisation rule', (_, o) => {
  const rule = ruleFor(templateOf(o.entry));
  expect(rule, `no rule matches ${templateOf(o.entry)}`).toBeDefined();
  const need = rule?.[o.action] as Need;
  // The table opens exactly what the catalogue says needs no token: its public
  // entries and its open calls (login, refresh, mobile tokens); nothing is written twice.
  if ('public' in need)
    expect(o.entry.public || o.open, `${o.label} is open but not public in the catalogue`).toBe(
      true,
    );
  if (o.open) expect('public' in need, `${o.label} is open in the catalogue only`).toBe(true);
});

test.each(operations.map((o) => [o.label, o] as const))(
  '%s has exactly one ownership decision',
  (_, o) => {
    const rule = ruleFor(templateOf(o.entry));
    expect(rule && ownershipOf(rule), `no ownership decision for ${o.label}`).toBeTruthy();
    const decisions = [rule?.owner, rule?.recordOwner, rule?.shared].filter((d) => d !== undefined);
    expect(decisions, `${o.label} has more than one ownership decision`).toHaveLength(1);
    // A path owner must be a parameter of the path.
    if (rule?.owner)
      expect(o.entry.path.includes(`{${rule.owner}}`) || rule.owner === 'id').toBe(true);
  },
);

test('every permission the table names is a permission of the demo organisation', () => {
  const named = ACCESS_RULES.flatMap((r) =>
    (['read', 'store', 'update', 'delete'] as const).flatMap((a) => {
      const need = r[a];
      return 'anyOf' in need ? [...need.anyOf, ...(need.allOf ?? [])] : [];
    }),
  );
  expect(named.filter((p) => !ALL_PERMISSIONS.includes(p))).toEqual([]);
});

test('every rule is used by some catalogue entry', () => {
  const used = new Set(operations.map((o) => ruleFor(templateOf(o.entry))));
  expect(ACCESS_RULES.filter((r) => !used.has(r)).map((r) => r.pattern.source)).toEqual([]);
});

const user = (id: number, permissions: string[]) => ({
  id,
  timezone: 'Europe/London',
  permissions,
  organisation: {},
});
const entry = (path: string) => {
  const found = catalogue.find((e) => templateOf(e) === path);
  if (!found) throw new Error(path);
  return found;
};

test.each([
  // [path, action, params, user id, permissions, allowed]
  ['/users/{userId}/notes', 'read', { userId: '7' }, 7, [], false],
  ['/users/{userId}/notes', 'read', { userId: '8' }, 7, ['view-users'], true],
  ['/users/{userId}/emergency-contacts', 'store', { userId: '7' }, 7, [], true],
  ['/users/{userId}/emergency-contacts', 'store', { userId: '8' }, 7, [], false],
  ['/users/{userId}/emergency-contacts', 'store', { userId: '8' }, 7, ['view-users'], false],
  ['/users/{userId}/emergency-contacts', 'store', { userId: '8' }, 7, ['edit-users'], true],
  ['/users', 'update', { id: '7' }, 7, [], true],
  ['/users', 'update', { id: '8' }, 7, [], false],
  ['/users', 'delete', { id: '7' }, 7, [], false],
  [
    '/users/{currentUserId}/inductions/self-complete/{inductionId}',
    'update',
    { currentUserId: '8', inductionId: '1' },
    7,
    ALL_PERMISSIONS,
    false,
  ],
  [
    '/users/{currentUserId}/inductions/self-complete/{inductionId}',
    'update',
    { currentUserId: '7', inductionId: '1' },
    7,
    [],
    true,
  ],
  ['/organisation/permission-groups', 'store', {}, 7, ['view-opportunities'], false],
  ['/organisation/safeguarding', 'update', {}, 7, ['view-rotas'], false],
  ['/organisation/safeguarding', 'update', {}, 7, ['manage-organisation'], true],
  ['/residential-opportunities', 'store', {}, 7, ['view-residential'], false],
  ['/organisation/query-builder/preview', 'store', {}, 7, ['use-query-builder'], false],
  [
    '/organisation/query-builder/preview',
    'store',
    {},
    7,
    ['use-query-builder', 'view-users'],
    true,
  ],
  // Record ownership: the caller reaches their own records only (the handler narrows).
  ['/chats', 'read', {}, 7, ['view-rotas'], false],
  ['/chats/{chatId}/messages', 'store', { chatId: '1' }, 7, [], false],
  ['/organisation/{helpdesk}-tickets', 'read', { helpdesk: 'x' }, 7, [], true],
  ['/organisation/{helpdesk}-tickets', 'delete', { helpdesk: 'x' }, 7, [], false],
  ['/organisation/saved-list', 'read', {}, 7, [], true],
  ['/residential-bookings', 'read', {}, 7, ['view-residential'], true],
  ['/residential-bookings', 'update', {}, 7, ['view-residential'], true],
  ['/residential-bookings', 'delete', {}, 7, ['view-residential'], false],
  ['/claims', 'update', {}, 7, [], false],
] as const)('%s %s as user %#', (path, action, params, id, permissions, allowed) => {
  const run = () => authorise(entry(path), action, { ...params }, user(id, [...permissions]));
  if (allowed) expect(run).not.toThrow();
  else expect(run).toThrow(/needs|may not/);
});

test('a grant on records alone is only "record", which the handlers narrow', () => {
  const volunteer = user(7, ['view-residential']);
  expect(authorise(entry('/residential-bookings'), 'read', {}, volunteer).grant).toBe('record');
  expect(
    authorise(entry('/residential-bookings'), 'read', {}, user(8, ['manage-residential-bookings']))
      .grant,
  ).toBe('permission');
});
