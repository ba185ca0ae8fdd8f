/**
 * The accessor tree derived from the catalogue's dotted `accessor` names. Both
 * the runtime accessors (createApi.ts) and the generated types
 * (scripts/codegen/generateTypes.ts) are built from this one tree.
 *
 * @module
 */
import { pathParams } from '../catalogue/paths.js';
import type { CatalogueEntry } from '../catalogue/types.js';

/** One level of the accessor tree. */
export interface AccessorNode {
  /** Key under the parent, e.g. `messaging`. */
  key: string;
  /** Full dotted accessor, e.g. `users.messaging` (empty for the root). */
  accessor: string;
  /** The entry declared at this level; a pure namespace has none. */
  entry?: CatalogueEntry;
  /** Children by key, in declaration order. */
  children: Map<string, AccessorNode>;
  /**
   * Path parameters this level takes: a resource level's new parameters
   * (a function `users.messaging(userId)`), or a call's remaining ones.
   */
  params: string[];
  /** Path parameters bound once this level is reached. */
  bound: string[];
}

/**
 * Builds the accessor tree of `entries`.
 *
 * @throws {Error} when two entries share an accessor, a call has children, or an
 * entry's path parameters do not start with the ones its ancestors bind.
 */
export function buildAccessorTree(entries: readonly CatalogueEntry[]): AccessorNode {
  const root: AccessorNode = { key: '', accessor: '', children: new Map(), params: [], bound: [] };
  for (const entry of entries) {
    const accessor = entry.accessor ?? entry.name;
    if (!accessor) throw new Error(`Catalogue entry ${entry.path} has no accessor.`);
    let node = root;
    for (const key of accessor.split('.')) {
      let child = node.children.get(key);
      if (!child) {
        child = {
          key,
          accessor: node.accessor ? `${node.accessor}.${key}` : key,
          children: new Map(),
          params: [],
          bound: [],
        };
        node.children.set(key, child);
      }
      node = child;
    }
    if (node.entry) throw new Error(`Accessor ${accessor} is declared twice.`);
    node.entry = entry;
  }
  bind(root, []);
  return root;
}

function bind(node: AccessorNode, parentBound: string[]): void {
  const entry = node.entry;
  if (entry) {
    const all = pathParams(entry.path);
    parentBound.forEach((name, i) => {
      if (all[i] !== name) {
        throw new Error(
          `${node.accessor} (${entry.path}) must start with the parameters {${parentBound.join('}, {')}} its parent binds.`,
        );
      }
    });
    node.params = all.slice(parentBound.length);
    node.bound = entry.kind === 'resource' ? all : parentBound;
    if (entry.kind === 'call' && node.children.size > 0) {
      throw new Error(`Call ${node.accessor} cannot have children.`);
    }
  } else {
    node.params = [];
    node.bound = parentBound;
  }
  for (const child of node.children.values()) bind(child, node.bound);
}
