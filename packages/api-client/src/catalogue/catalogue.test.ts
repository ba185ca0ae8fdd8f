import { catalogue, catalogueAreas } from './index.js';
import { catalogueRoutes, itemPathOf, operationRoute, pathParams } from './paths.js';
import type { ResourceEntry } from './types.js';

const RESERVED = new Set(['list', 'show', 'store', 'update', 'delete', 'paginate', 'listAll']);

describe('catalogue data', () => {
  it('has every entry with a leading-slash path, an area and an accessor name', () => {
    for (const e of catalogue) {
      expect(e.path, e.accessor).toMatch(/^\//);
      expect(e.path, e.accessor).not.toMatch(/\/\//);
      expect(e.accessor, e.path).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/);
      expect(e.name).toBe(e.accessor!.split('.').at(-1));
      expect(catalogueAreas.map((a) => a.area)).toContain(e.area);
    }
  });

  it('has unique accessors', () => {
    const seen = new Map<string, string>();
    for (const e of catalogue) {
      expect(seen.get(e.accessor!), `${e.accessor} declared twice`).toBeUndefined();
      seen.set(e.accessor!, e.path);
    }
  });

  it('never names a child like a resource operation of its parent resource', () => {
    const resources = new Set(
      catalogue.filter((e) => e.kind === 'resource').map((e) => e.accessor),
    );
    for (const e of catalogue) {
      const parent = e.accessor!.split('.').slice(0, -1).join('.');
      if (resources.has(parent)) expect(RESERVED.has(e.name!), e.accessor).toBe(false);
    }
  });

  it('gives resources at least one operation and no duplicate operation', () => {
    for (const e of catalogue.filter((x): x is ResourceEntry => x.kind === 'resource')) {
      expect(e.operations.length, e.path).toBeGreaterThan(0);
      // The item id must not shadow a path parameter (e.g. /organisation/login-messages/{id}/logs/).
      expect(pathParams(e.path), e.path).not.toContain(e.idParam ?? 'id');
      expect(new Set(e.operations).size).toBe(e.operations.length);
    }
  });

  it('has no two routes with the same method and path except the spec’s own overlaps', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const r of catalogueRoutes(catalogue)) {
      const key = `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`;
      if (seen.has(key)) dups.push(`${key}: ${seen.get(key)} / ${r.entry.accessor}`);
      seen.set(key, r.entry.accessor!);
    }
    // /rota/{date}/{rotaId}/ and /rota/{date}/{team}/ are the same template in the spec (7.10).
    expect(dups.every((d) => d.includes('rota.byDate'))).toBe(true);
  });

  it('derives item paths, keeping the attendee update with its trailing slash', () => {
    const find = (a: string) => catalogue.find((e) => e.accessor === a) as ResourceEntry;
    expect(itemPathOf(find('users.notes'), 'show')).toBe('/users/{userId}/notes/{id}');
    expect(itemPathOf(find('activities.overlapping'), 'show')).toBe('/activities/overlapping/{id}');
    expect(operationRoute(find('events.sessions.attendees'), 'update').path).toBe(
      '/events/{eventId}/sessions/{sessionId}/attendees/{userId}/',
    );
    expect(operationRoute(find('organisation.queryBuilder'), 'delete').path).toBe(
      '/organisation/query-builder/{id}',
    );
    expect(pathParams('/users/{userId}/messaging/{messageId}/logs/')).toEqual([
      'userId',
      'messageId',
    ]);
  });

  it('covers the size of spec 7.2-7.15', () => {
    const routes = catalogueRoutes(catalogue);
    console.log(`catalogue: ${catalogue.length} entries, ${routes.length} routes`);
    expect(catalogue.length).toBeGreaterThan(300);
  });
});
