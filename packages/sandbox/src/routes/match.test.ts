import type { CatalogueEntry } from '@volunteerkit/api-client/catalogue';
import { Router, normalisePath } from './match.js';

const entries: CatalogueEntry[] = [
  {
    kind: 'resource',
    area: 't',
    path: '/organisation/teams/',
    operations: ['list', 'show', 'store', 'update', 'delete'],
  },
  {
    kind: 'call',
    area: 't',
    method: 'GET',
    path: '/organisation/teams/recursive/',
    response: 'json',
  },
  {
    kind: 'resource',
    area: 't',
    path: '/images/',
    operations: ['show', 'store', 'update', 'delete'],
  },
  { kind: 'resource', area: 't', path: '/exports/', operations: ['show', 'store', 'delete'] },
  { kind: 'resource', area: 't', path: '/exports/fields/', operations: ['show'] },
  {
    kind: 'call',
    area: 't',
    method: 'GET',
    path: '/rota/{params}pdf/',
    response: 'binary',
    rawParams: ['params'],
  },
  {
    kind: 'resource',
    area: 't',
    path: '/rota/{date}/{team}/',
    operations: ['list', 'update', 'delete'],
  },
  {
    kind: 'call',
    area: 't',
    method: 'GET',
    path: '/organisation/{helpdesk}-tickets/tags/',
    response: 'json',
  },
  {
    kind: 'resource',
    area: 't',
    path: '/events/{eventId}/attendees/',
    operations: ['list', 'update'],
    idParam: 'userId',
    itemPath: { update: '/events/{eventId}/attendees/{userId}/' },
  },
];

const router = new Router(entries);

test('normalises repeated and trailing slashes', () => {
  expect(normalisePath('/organisation/query-builder//12/')).toBe('/organisation/query-builder/12');
  expect(normalisePath('users')).toBe('/users');
  expect(normalisePath('/')).toBe('/');
});

test.each([
  ['GET', '/organisation/teams/', 'collection', 'list'],
  ['POST', '/organisation/teams', 'collection', 'store'],
  ['GET', '/organisation/teams/5', 'item', 'show'],
  ['PUT', '/organisation/teams/5/', 'item', 'update'],
  ['DELETE', '/organisation/teams/5', 'item', 'delete'],
  ['GET', '/organisation/teams/recursive/', 'call', undefined],
  ['GET', '/exports/fields/3', 'item', 'show'],
  ['PUT', '/events/4/attendees/9/', 'item', 'update'],
])('%s %s -> %s %s', (method, path, kind, operation) => {
  const m = router.match(method, path);
  expect(m.ok).toBe(true);
  if (!m.ok) return;
  expect(m.target.kind).toBe(kind);
  if (m.target.kind !== 'call') expect(m.target.operation).toBe(operation);
});

test('literal segments win over parameters', () => {
  const m = router.match('GET', '/organisation/teams/recursive');
  expect(m.ok && m.target.kind).toBe('call');
});

test('raw parameters span segments', () => {
  const m = router.match('GET', '/rota/2026-05-01/3/pdf/');
  expect(m.ok && m.params).toEqual({ params: '2026-05-01/3/' });
  const day = router.match('GET', '/rota/2026-05-01/3/');
  expect(day.ok && day.target.kind === 'collection' && day.params).toEqual({
    date: '2026-05-01',
    team: '3',
  });
});

test('parameters inside a segment', () => {
  const m = router.match('GET', '/organisation/zendesk-tickets/tags/');
  expect(m.ok && m.params).toEqual({ helpdesk: 'zendesk' });
});

test('the item id parameter can be renamed', () => {
  const m = router.match('PUT', '/events/4/attendees/9');
  expect(m.ok && m.params).toEqual({ eventId: '4', userId: '9' });
});

test.each([
  ['GET', '/images/', ['POST']],
  ['POST', '/organisation/teams/recursive', ['GET']],
  ['GET', '/exports/fields', []],
  ['POST', '/exports/7', ['DELETE', 'GET']],
  ['DELETE', '/events/4/attendees/9', ['PUT']],
])('%s %s is 405 (allow %j)', (method, path, allow) => {
  const m = router.match(method, path);
  expect(m).toMatchObject({ ok: false, status: 405 });
  if (!m.ok && m.status === 405) expect(m.allow).toEqual(expect.arrayContaining(allow));
});

test('unknown paths are 404', () => {
  expect(router.match('GET', '/nothing/here')).toEqual({ ok: false, status: 404 });
  expect(router.match('GET', '/organisation/teams/5/unknown')).toEqual({ ok: false, status: 404 });
});
