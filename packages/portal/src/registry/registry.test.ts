import { catalogue, type Operation, type ResourceEntry } from '@volunteerkit/api-client';
import { navAreaOfPath } from './navigation.js';
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

  it('offers exactly the screens of the allowed operations', () => {
    for (const def of registry.resources) {
      const expected = new Set(
        def.entry.operations.map((op: Operation) => SCREENS_BY_OPERATION[op]),
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
    expect(registry.actions.length).toBe(
      new Set(calls.map((c) => `${c.kind === 'call' ? c.method : ''} ${templateKey(c.path)}`)).size,
    );
    for (const action of registry.actions) {
      if (action.scope === 'item') expect(action.idParam, action.entry.path).toBeTruthy();
      expect(action.label, action.entry.path).not.toBe('');
    }
  });

  it('puts the spec extra actions on their resources', () => {
    const find = (key: string) =>
      registry.byKey.get(key)?.actions.map((a) => `${a.scope}:${a.entry.method}:${a.label}`) ?? [];
    expect(find('exports')).toContain('item:POST:Resend');
    expect(find('organisation/recruitment/categories')).toContain('item:POST:Duplicate');
    expect(find('organisation/rotas')).toEqual(
      expect.arrayContaining(['collection:PUT:Bulk', 'collection:POST:Replace']),
    );
    expect(find('integrations/service').some((a) => a.startsWith('item:DELETE:'))).toBe(true);
    expect(find('users/:/inductions').some((a) => a.includes('PUT:Self complete'))).toBe(true);
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
    ['/users/{userId}/notes/', 'people'],
    ['/organisation/teams/{teamId}/residential/rooms/', 'residential'],
    ['/organisation/teams/', 'configuration'],
    ['/reports/users/by-role/', 'analytics'],
    ['/organisation/expenses/rates/', 'expenses'],
    ['/organisation/recruitment/categories/', 'recruitment'],
    ['/organisation/{helpdesk}-tickets/', 'integrations'],
    ['/tasks/{taskId}/history/', 'tasks'],
    ['/events/', 'events'],
    ['/organisation/disclosure-types/', 'safety'],
  ])('%s -> %s', (path, area) => {
    expect(navAreaOfPath(path)).toBe(area);
  });
});
