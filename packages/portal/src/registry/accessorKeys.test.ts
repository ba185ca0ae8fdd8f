/**
 * Every table in the portal that names a catalogue resource or call does so by
 * the catalogue's accessor (`users.notes`), never by path. This test checks each
 * key resolves: to a registry resource, to a registry action, or (for area
 * prefixes) to at least one catalogue accessor.
 */
import { catalogue } from '@volunteerkit/api-client';
import { CALL_ACTIONS, STORE_ACTIONS } from './extraActions.js';
import { NAV_LABELS } from './labels.js';
import { NAV_REPLACED } from './navModel.js';
import { ACCESSOR_AREAS, navAreaOf } from './navigation.js';
import { RESOURCE_OVERRIDES } from './overrides.js';
import { buildRegistry } from './registry.js';
import { SECTIONS } from './sections.js';
import { ACTION_BODIES } from './screens/actionBodies.js';
import type { FormField } from './screens/formFields.js';

const registry = buildRegistry(catalogue);
const accessors = catalogue.map((e) => e.accessor ?? '');
const actionAccessors = new Set(registry.actions.map((a) => a.accessor));

describe('portal tables are keyed by catalogue accessors', () => {
  it.each([
    ['RESOURCE_OVERRIDES', Object.keys(RESOURCE_OVERRIDES)],
    ['STORE_ACTIONS', Object.keys(STORE_ACTIONS)],
    ['NAV_LABELS', Object.keys(NAV_LABELS)],
    ['NAV_REPLACED', [...NAV_REPLACED]],
    ['SECTIONS lists', SECTIONS.flatMap((s) => s.lists.map((l) => l.resource))],
  ])('every %s key names a registry resource', (_name, keys) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(registry.byAccessor.get(key), key).toBeDefined();
  });

  it('every CALL_ACTIONS key names a registry action, and the label is applied', () => {
    for (const [key, spec] of Object.entries(CALL_ACTIONS)) {
      expect(actionAccessors.has(key), key).toBe(true);
      expect(registry.actions.find((a) => a.accessor === key)?.label, key).toBe(spec.label);
    }
  });

  it('every ACTION_BODIES key names a registry action, and every list source a resource', () => {
    const sources = (fields: readonly FormField[]): string[] =>
      fields.flatMap((f) => [
        ...(f.source ? [f.source.resource] : []),
        ...(f.fields ? sources(f.fields) : []),
      ]);
    const keys = Object.keys(ACTION_BODIES);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(actionAccessors.has(key), key).toBe(true);
    const lists = Object.values(ACTION_BODIES).flatMap((b) => sources(b.fields));
    expect(lists.length).toBeGreaterThan(0);
    for (const key of lists) expect(registry.byAccessor.get(key), key).toBeDefined();
  });

  it('every ACCESSOR_AREAS key is a catalogue accessor or the prefix of one', () => {
    for (const key of Object.keys(ACCESSOR_AREAS))
      expect(
        accessors.some((a) => a === key || a.startsWith(key + '.')),
        key,
      ).toBe(true);
  });

  it('a prefix matches whole keys only (`bulk` is not `bulkEmail`)', () => {
    expect(navAreaOf('bulk.email')).toBe('communication');
    expect(navAreaOf('bulk.imports')).toBe('content');
    expect(navAreaOf('usersExtra')).toBe('configuration');
  });

  it('resources and actions carry their accessor, and byAccessor finds each resource', () => {
    for (const def of registry.resources) {
      expect(def.accessor).toBe(def.entry.accessor);
      expect(registry.byAccessor.get(def.accessor)).toBe(def);
    }
  });
});
