import { catalogue, type Operation, type ResourceEntry } from '@volunteerkit/api-client';
import { navAreaOf } from './navigation.js';
import { fillTemplate, isSafeParam, parseTemplate, RouteParamError, templateKey } from './paths.js';
import { buildRegistry, manageUrl, resolveManagePath, SCREENS_BY_OPERATION } from './registry.js';

const registry = buildRegistry(catalogue);
const resources = catalogue.filter(
  (e): e is ResourceEntry => e.kind === 'resource' && !e.path.startsWith('/auth/'),
);

function sampleParams(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n, i) => [n, String(10 + i)]));
}

describe('registry over the whole catalogue', () => {
  it('has a definition for every non-auth resource', () => {
    for (const entry of resources)
      expect(registry.byKey.get(templateKey(entry.path)), entry.path).toBeDefined();
  });

  it('offers exactly the screens of the allowed operations (a store offered as an action is no create screen)', () => {
    for (const def of registry.resources) {
      const expected = new Set(
        def.entry.operations
          .filter((op: Operation) => !(op === 'store' && def.storeAction))
          .map((op: Operation) => SCREENS_BY_OPERATION[op]),
      );
      expect([...def.screens].sort(), def.path).toEqual([...expected].sort());
    }
  });

  it('routes every resource URL back to the same resource and only to offered screens', () => {
    for (const def of registry.resources) {
      const params = sampleParams(def.params);
      const list = resolveManagePath(registry, manageUrl(def, params).split('/').slice(2));
      expect(list?.resource.key, def.path).toBe(def.key);
      expect(list?.screen).toBe('list');
      expect(list?.params).toEqual(params);

      const create = resolveManagePath(
        registry,
        manageUrl(def, params, 'create').split('/').slice(2),
      );
      if (def.screens.has('create')) expect(create?.resource.key, def.path).toBe(def.key);
      else
        expect(create?.resource.key === def.key && create.screen === 'create', def.path).toBe(
          false,
        );

      const edit = resolveManagePath(
        registry,
        manageUrl(def, params, 'edit', 7).split('/').slice(2),
      );
      if (def.screens.has('edit')) {
        expect(edit?.screen, def.path).toBe('edit');
        expect(edit?.resource.key).toBe(def.key);
      } else expect(edit?.resource.key === def.key && edit.screen === 'edit', def.path).toBe(false);
    }
  });

  it('attaches every call to a resource or keeps it stand-alone, with item actions naming their id', () => {
    const calls = catalogue.filter((e) => e.kind === 'call' && !e.path.startsWith('/auth/'));
    const storeActions = registry.resources.filter((d) => d.storeAction).length;
    expect(registry.actions.length).toBe(
      new Set(calls.map((c) => `${c.kind === 'call' ? c.method : ''} ${templateKey(c.path)}`))
        .size + storeActions,
    );
    for (const action of registry.actions) {
      if (action.scope === 'item') expect(action.idParam, action.entry.path).toBeTruthy();
      expect(action.label, action.entry.path).not.toBe('');
    }
  });

  // Every extra action of issue 9: [resource it is offered on, scope, id param, method, path, label, asks first].
  const EXTRA_ACTIONS: [
    string,
    'item' | 'collection',
    string | undefined,
    string,
    string,
    string,
    boolean,
  ][] = [
    ['exports', 'item', 'id', 'POST', '/exports/{id}/resend', 'Resend', false],
    [
      'organisation/recruitment/categories',
      'item',
      'id',
      'POST',
      '/organisation/recruitment/categories/{id}/duplicate',
      'Duplicate',
      false,
    ],
    [
      'integrations/service',
      'item',
      'integrationId',
      'POST',
      '/integrations/service/{integrationId}/sync',
      'Start sync',
      false,
    ],
    [
      'integrations/service',
      'item',
      'integrationId',
      'DELETE',
      '/integrations/service/{integrationId}/sync',
      'Cancel sync',
      true,
    ],
    [
      'organisation/teams',
      'item',
      'teamId',
      'POST',
      '/organisation/teams/{teamId}/hide',
      'Hide team',
      true,
    ],
    [
      'users/:/login-messages',
      'item',
      'messageId',
      'POST',
      '/users/{userId}/login-messages/{messageId}/acknowledge',
      'Acknowledge',
      false,
    ],
    [
      'users/:/messaging',
      'collection',
      undefined,
      'POST',
      '/users/{userId}/messaging/mark-read/',
      'Mark messages read',
      false,
    ],
    [
      'users/:/notifications',
      'collection',
      undefined,
      'POST',
      '/users/{userId}/notifications/dismiss/',
      'Dismiss notifications',
      true,
    ],
    [
      'users',
      'item',
      'userId',
      'POST',
      '/users/{userId}/request-anonymisation/',
      'Request anonymisation',
      true,
    ],
    [
      'users/:/inductions',
      'collection',
      undefined,
      'PUT',
      '/users/{currentUserId}/inductions/self-complete/{inductionId}',
      'Self complete',
      false,
    ],
    [
      'organisation/rotas',
      'collection',
      undefined,
      'PUT',
      '/organisation/rotas/bulk',
      'Bulk update rotas',
      false,
    ],
    [
      'organisation/rotas',
      'collection',
      undefined,
      'POST',
      '/organisation/rotas/replace',
      'Replace rotas',
      false,
    ],
    [
      'events/:/sessions',
      'item',
      'sessionId',
      'PUT',
      '/events/{eventId}/sessions/{sessionId}/bulk-update-user-status/',
      'Bulk update attendee status',
      false,
    ],
  ];

  it.each(EXTRA_ACTIONS)(
    'puts the spec extra action on %s (%s): %s %s %s "%s"',
    (key, scope, idParam, method, path, label, asks) => {
      const def = registry.byKey.get(key)!;
      const action = def.actions.find((a) => a.label === label);
      expect(action, `${label} on ${key}`).toBeDefined();
      expect(action!.scope).toBe(scope);
      expect(action!.idParam).toBe(idParam);
      expect(action!.entry.method).toBe(method);
      expect(action!.entry.path).toBe(path);
      expect(!!action!.confirm).toBe(asks);
      expect(registry.actions).toContain(action);
      // One button per action on its resource.
      expect(def.actions.filter((a) => a.label === label)).toHaveLength(1);
    },
  );

  it('offers a sub-resource store as a one-click action, not as a create screen, and drops empty sections', () => {
    const stores = registry.resources.filter((d) => d.storeAction);
    expect(stores.map((d) => d.key).sort()).toEqual(
      [
        'integrations/service/:/sync',
        'organisation/teams/:/hide',
        'users/:/login-messages/:/acknowledge',
        'users/:/messaging/mark-read',
        'users/:/notifications/dismiss',
        'users/:/request-anonymisation',
      ].sort(),
    );
    for (const def of stores) {
      const action = registry.actions.find((a) => a.key === def.storeAction)!;
      expect(action.storeOf).toBe(def.key);
      expect(action.direct).toBe(true);
      expect(action.payload).toEqual({});
      expect(action.entry.body).toBe('json');
      expect(def.screens.has('create'), def.key).toBe(false);
      expect(def.operations.has('store')).toBe(true);
    }
    // Other operations keep their screens (request-anonymisation is CRUD in the catalogue).
    expect([...registry.byKey.get('users/:/request-anonymisation')!.screens].sort()).toEqual([
      'delete',
      'edit',
      'list',
      'show',
    ]);
    expect([...registry.byKey.get('integrations/service/:/sync')!.screens]).toEqual(['list']);
    // Store-only acknowledge has no screen left, so it is no section of a login message.
    expect(registry.byKey.get('users/:/login-messages/:/acknowledge')!.screens.size).toBe(0);
    expect(registry.byKey.get('users/:/login-messages')!.children).toEqual([]);
    // Body-less changes run from their button too; views and calls with a body open a panel.
    const action = (key: string, label: string) =>
      registry.byKey.get(key)!.actions.find((a) => a.label === label)!;
    expect(action('exports', 'Resend').direct).toBe(true);
    expect(action('integrations/service', 'Cancel sync').direct).toBe(true);
    expect(action('organisation/recruitment/categories', 'Duplicate').direct).toBe(false);
    expect(action('organisation/teams', 'Team tree').direct).toBe(false);
  });

  it('offers a store action only where the catalogue allows store', () => {
    const without = catalogue.map((e) =>
      e.kind === 'resource' &&
      (e.path === '/organisation/teams/{teamId}/hide' ||
        e.path === '/users/{userId}/messaging/mark-read/')
        ? { ...e, operations: e.operations.filter((op) => op !== 'store') }
        : e,
    );
    const r = buildRegistry(without);
    expect(r.byKey.get('organisation/teams')!.actions.map((a) => a.label)).not.toContain(
      'Hide team',
    );
    expect(r.byKey.get('users/:/messaging')!.actions.map((a) => a.label)).not.toContain(
      'Mark messages read',
    );
    expect(r.byKey.get('organisation/teams/:/hide')!.storeAction).toBeUndefined();
    expect(r.actions.some((a) => a.label === 'Hide team')).toBe(false);
    // The rest is untouched.
    expect(r.byKey.get('users')!.actions.map((a) => a.label)).toContain('Request anonymisation');
  });

  it('nests sub-records under their parent with the parent id param', () => {
    const notes = registry.byKey.get('users/:/notes')!;
    expect(notes.parent).toBe('users');
    expect(notes.parentParam).toBe('userId');
    expect(registry.byKey.get('users')!.children).toEqual(
      expect.arrayContaining(['users/:/notes', 'users/:/touchpoints', 'users/:/messaging']),
    );
    expect(registry.byKey.get('users/:/notes/:/sub-notes')!.parent).toBe('users/:/notes');
    expect(
      registry.byKey.get('organisation/teams/:/residential/rooms/:/unavailable-periods')!.parent,
    ).toBe('organisation/teams/:/residential/rooms');
    // literal after the user id: a sibling, not a record of messaging
    expect(registry.byKey.get('users/:/messaging/labels')!.parent).toBe('users');
  });

  it('prefers the literal route over an id (messaging labels vs a message)', () => {
    expect(resolveManagePath(registry, ['users', '3', 'messaging', 'labels'])?.resource.key).toBe(
      'users/:/messaging/labels',
    );
    const message = resolveManagePath(registry, ['users', '3', 'messaging', '9']);
    expect(message?.resource.key).toBe('users/:/messaging');
    expect(message?.screen).toBe('show');
  });

  it('refuses unsafe route params', () => {
    expect(resolveManagePath(registry, ['users', '..', 'notes'])).toBeNull();
    expect(resolveManagePath(registry, ['users', 'a b'])).toBeNull();
    expect(resolveManagePath(registry, ['nothing-here'])).toBeNull();
    expect(() => fillTemplate('/users/{userId}/notes/', { userId: '../x' })).toThrow(
      RouteParamError,
    );
    expect(() => fillTemplate('/users/{userId}/notes/', {})).toThrow(RouteParamError);
    expect(isSafeParam('2026-11-21')).toBe(true);
    expect(isSafeParam('%2e%2e')).toBe(false);
  });

  it('matches params inside a segment (helpdesk tickets)', () => {
    const r = resolveManagePath(registry, ['organisation', 'zendesk-tickets']);
    expect(r?.resource.path).toContain('{helpdesk}-tickets');
    expect(r?.params).toEqual({ helpdesk: 'zendesk' });
    expect(parseTemplate('/organisation/{helpdesk}-tickets/')[1]).toMatchObject({
      params: ['helpdesk'],
    });
  });
});

describe('navigation areas', () => {
  it.each([
    ['users.notes', 'people'],
    ['organisation.teams.residentialRooms', 'residential'],
    ['organisation.teams', 'configuration'],
    ['reports.users.byRole', 'analytics'],
    ['organisation.expenses.rates', 'expenses'],
    ['organisation.recruitment.categories', 'recruitment'],
    ['organisation.helpdeskTickets', 'integrations'],
    ['tasks.history', 'tasks'],
    ['events', 'events'],
    ['organisation.disclosureTypes', 'safety'],
    ['teams.site.contactUs', 'communication'],
  ])('%s -> %s', (accessor, area) => {
    expect(navAreaOf(accessor)).toBe(area);
  });
});
