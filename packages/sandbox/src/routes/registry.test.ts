/**
 * The dedicated handler table is keyed by the catalogue's route names (accessor,
 * or accessor and operation): every key must name a route the catalogue has, so a
 * renamed or removed entry cannot leave a handler that nothing reaches.
 */
import { accessorIndex, catalogue, resolveRouteName } from '@volunteerkit/api-client/catalogue';
import { CALL_LABELS } from '../domain/recentActions.js';
import { REPORT_HANDLERS } from '../domain/routes.js';
import { HANDLERS, routeKey } from './registry.js';
import { Router } from './match.js';

const index = accessorIndex(catalogue);

describe('handler keys', () => {
  it.each(Object.keys(HANDLERS))('%s resolves to a catalogue route', (key) => {
    expect(resolveRouteName(index, key), key).toBeDefined();
  });

  it.each(Object.keys(CALL_LABELS))(
    'recent-action label %s resolves to a catalogue route',
    (key) => {
      expect(resolveRouteName(index, key), key).toBeDefined();
    },
  );

  it('covers every report and dataset', () => {
    for (const key of Object.keys(REPORT_HANDLERS))
      expect(HANDLERS[key]).toBe(REPORT_HANDLERS[key]);
  });

  it('a request reaches its handler through the route name', () => {
    const router = new Router(catalogue);
    const cases: [string, string, string][] = [
      ['POST', '/auth/api/', 'auth.login'],
      ['GET', '/residential-opportunities/', 'residentialOpportunities list'],
      ['GET', '/teams/', 'teams list'],
      ['DELETE', '/auth/mobile/4', 'auth.mobile delete'],
    ];
    for (const [method, path, name] of cases) {
      const match = router.match(method, path);
      expect(match.ok, `${method} ${path}`).toBe(true);
      if (!match.ok) continue;
      expect(routeKey({ target: match.target })).toBe(name);
      expect(HANDLERS[name]).toBeTypeOf('function');
    }
  });

  it('rejects names that are not routes (the check can fail)', () => {
    for (const name of ['auth.nope', 'auth.login list', 'heartbeat store', 'users.notes  list'])
      expect(resolveRouteName(index, name), name).toBeUndefined();
  });
});
