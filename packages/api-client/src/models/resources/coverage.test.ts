import { describe, expect, it } from 'vitest';
import { catalogue } from '../../catalogue/index.js';
import { withModels } from './bindings.js';
import { typeCoverage } from './coverage.js';
import { resourceModels } from './index.js';

// The coverage may only grow: lower these bounds when you type more, never raise them.
const MAX_OPEN_RESOURCES = 0;
const MAX_UNKNOWN_CALLS = 0;
const MAX_OPEN_CALLS = 5;
const MIN_TYPED_LIST_QUERIES = 196;
const MIN_TYPED_BODIES = 202;
const MIN_TYPED_CALL_BODIES = 26;
const MIN_TYPED_CALL_QUERIES = 64;

describe('type coverage of the catalogue', () => {
  const coverage = typeCoverage(catalogue);

  it('does not drop: open-record resources, untyped calls, list queries, bodies, call queries', () => {
    expect(coverage.resources).toBe(catalogue.filter((e) => e.kind === 'resource').length);
    expect(coverage.openResources.length).toBeLessThanOrEqual(MAX_OPEN_RESOURCES);
    expect(coverage.unknownCalls.length).toBeLessThanOrEqual(MAX_UNKNOWN_CALLS);
    expect(coverage.openCalls.length).toBeLessThanOrEqual(MAX_OPEN_CALLS);
    expect(coverage.typedListQueries).toBeGreaterThanOrEqual(MIN_TYPED_LIST_QUERIES);
    expect(coverage.typedBodies).toBeGreaterThanOrEqual(MIN_TYPED_BODIES);
    expect(coverage.typedCallBodies).toBeGreaterThanOrEqual(MIN_TYPED_CALL_BODIES);
    expect(coverage.typedCallQueries).toBeGreaterThanOrEqual(MIN_TYPED_CALL_QUERIES);
  });

  it('types every resource with a model, and every model it names exists', () => {
    for (const entry of catalogue.map(withModels)) {
      if (entry.kind !== 'resource') continue;
      expect(entry.model, entry.accessor).toBeDefined();
      for (const name of [entry.model, entry.inputModel, entry.queryModel, entry.listModel]) {
        if (name) expect(resourceModels[name], `${entry.accessor}: ${name}`).toBeDefined();
      }
    }
  });

  it('counts an untyped resource as open (the measure can fail)', () => {
    const plain = typeCoverage([
      { kind: 'resource', path: '/nothing-known/', operations: ['list'], area: 'x', accessor: 'x' },
    ]);
    expect(plain.openResources).toEqual(['x']);
    expect(plain.typedListQueries).toBe(0);
  });
});
