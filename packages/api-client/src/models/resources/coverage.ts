/**
 * How much of the catalogue the models type: measured for docs/models.md and
 * held by `coverage.test.ts` (it fails when the coverage drops).
 *
 * @module
 */
import type { CatalogueEntry } from '../../catalogue/types.js';
import { withModels } from './bindings.js';

/** The measured coverage. */
export interface TypeCoverage {
  /** Resources of the catalogue. */
  resources: number;
  /** Resources whose items have a model with named fields (not `StoredRecord`). */
  typedResources: number;
  /** Resources typed only as `StoredRecord` (id and stored fields, then an open record), by accessor. */
  openResources: string[];
  /** Resources with a `list`. */
  lists: number;
  /** Lists whose query names the resource's fields (not the generic `ListQuery`). */
  typedListQueries: number;
  /** Resources whose store body is typed (an `inputModel`). */
  typedBodies: number;
  /** Calls (not resources) of the catalogue. */
  calls: number;
  /** Calls whose JSON answer has no model (typed `unknown`), by accessor. */
  unknownCalls: string[];
  /** Calls answering `StoredRecord` (a plain document: id and stored fields, then an open record), by accessor. */
  openCalls: string[];
  /** Calls that send a JSON body. */
  callBodies: number;
  /** Calls whose JSON body has a model (not the generic `RequestBody`). */
  typedCallBodies: number;
  /** `GET` calls. */
  getCalls: number;
  /** `GET` calls whose query has a model (not the generic `QueryParams`), `NoQuery` among them. */
  typedCallQueries: number;
}

/** Measures the coverage of `entries`. */
export function typeCoverage(entries: readonly CatalogueEntry[]): TypeCoverage {
  const out: TypeCoverage = {
    resources: 0,
    typedResources: 0,
    openResources: [],
    lists: 0,
    typedListQueries: 0,
    typedBodies: 0,
    calls: 0,
    unknownCalls: [],
    openCalls: [],
    callBodies: 0,
    typedCallBodies: 0,
    getCalls: 0,
    typedCallQueries: 0,
  };
  for (const plain of entries) {
    const entry = withModels(plain);
    if (entry.kind === 'resource') {
      out.resources++;
      if (entry.model === 'StoredRecord') out.openResources.push(entry.accessor ?? entry.path);
      else out.typedResources++;
      if (entry.operations.includes('list')) {
        out.lists++;
        if (entry.queryModel && entry.queryModel !== 'ListQuery') out.typedListQueries++;
      }
      if (entry.inputModel) out.typedBodies++;
    } else {
      out.calls++;
      if (entry.response === 'json' && !entry.model)
        out.unknownCalls.push(entry.accessor ?? entry.path);
      if (entry.model === 'StoredRecord') out.openCalls.push(entry.accessor ?? entry.path);
      if (entry.body === 'json') {
        out.callBodies++;
        if (entry.bodyModel) out.typedCallBodies++;
      }
      if (entry.method === 'GET') {
        out.getCalls++;
        if (entry.queryModel) out.typedCallQueries++;
      }
    }
  }
  return out;
}
