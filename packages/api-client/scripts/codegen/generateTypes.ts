/**
 * Generates api.generated.ts, the `VolunteerKitApi` interface tree, from the
 * catalogue. Types are emitted as plain named interfaces (no recursive mapped
 * or template-literal types), so the compiler and editors stay fast on a few
 * hundred endpoints. Run `node scripts/gen-endpoints.mjs`; a test fails when
 * the committed file is stale.
 *
 * @module
 */
import { catalogue as fullCatalogue } from '../../src/catalogue/index.js';
import { itemPathOf } from '../../src/catalogue/paths.js';
import type { CallEntry, CatalogueEntry, ResourceEntry } from '../../src/catalogue/types.js';
import { withModels, type ModelBinding } from '../../src/models/resources/bindings.js';
import { buildAccessorTree, type AccessorNode } from '../../src/resources/tree.js';

function pascal(accessor: string): string {
  return accessor
    .split('.')
    .map((k) => k.charAt(0).toUpperCase() + k.slice(1))
    .join('');
}

function interfaceName(node: AccessorNode): string {
  return node.accessor === '' ? 'VolunteerKitApi' : `${pascal(node.accessor)}Api`;
}

function modelType(model: string | undefined, used: Set<string>): string {
  if (!model) return 'OpenRecord';
  used.add(model);
  return model;
}

function resourceType(plain: ResourceEntry, used: Set<string>): string {
  const entry: ResourceEntry & ModelBinding = withModels(plain) as ResourceEntry & ModelBinding;
  const item = modelType(entry.model, used);
  const ops = entry.operations.map((o) => `'${o}'`).join(' | ');
  const shape = entry.listResponse ?? 'paginated';
  const list = entry.listModel
    ? modelType(entry.listModel, used)
    : `ListShape<${item}, '${shape}'>`;
  const args = [ops, item, list];
  const input = entry.inputModel ? modelType(entry.inputModel, used) : undefined;
  if (input || entry.queryModel) {
    const store = !input
      ? 'RequestBody'
      : entry.upload
        ? `${input} | FormData | Blob`
        : entry.formBody
          ? `${input} | FormData`
          : input;
    const update = !input
      ? 'RequestBody'
      : [`Partial<${input}>`, ...(entry.updateModels ?? []).map((m) => modelType(m, used))].join(
          ' | ',
        );
    const query = entry.queryModel ? modelType(entry.queryModel, used) : 'QueryParams';
    args.push(store, update, query);
  }
  return `ResourceApi<${args.join(', ')}>`;
}

function callResponse(plain: CallEntry, used: Set<string>): string {
  const entry = withModels(plain) as CallEntry & ModelBinding;
  if (entry.response === 'text') return 'string';
  if (entry.response === 'binary') return 'Blob';
  if (!entry.model) return 'unknown';
  const item = modelType(entry.model, used);
  const shape = entry.callResponse ?? entry.listResponse;
  if (shape === 'item') return `ItemResponse<${item}>`;
  return shape ? `ListShape<${item}, '${shape}'>` : item;
}

function resourceDoc(entry: ResourceEntry): string {
  const lines = [`\`${entry.path}\` (spec ${entry.spec ?? '7'}): ${entry.operations.join(', ')}.`];
  if (entry.description) lines.push(entry.description);
  if (entry.operations.some((o) => o === 'show' || o === 'update' || o === 'delete')) {
    const op = entry.operations.find((o) => o === 'show' || o === 'update' || o === 'delete') as
      'show' | 'update' | 'delete';
    lines.push(`Item path: \`${itemPathOf(entry, op)}\`.`);
  }
  return lines.join(' ');
}

function doc(text: string, indent = '  '): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
}

function memberFor(child: AccessorNode, used: Set<string>): string {
  const entry = child.entry;
  const params = child.params.map((p) => `${p}: PathParam`);
  if (entry?.kind === 'call') {
    const resp = callResponse(entry, used);
    const text = `\`${entry.method} ${entry.path}\` (spec ${entry.spec ?? '7'})${entry.public ? ', public' : ''}.${
      entry.description ? ` ${entry.description}` : ''
    }`;
    let args: string[];
    if (entry.body === 'json' || entry.body === 'form') {
      const bodyModel = withModels(entry).bodyModel;
      const body = bodyModel
        ? modelType(bodyModel, used)
        : entry.body === 'form'
          ? 'FormData | Blob'
          : 'RequestBody';
      args = [...params, `body?: ${body}`, 'options?: CallOptions'];
    } else {
      const queryModel = withModels(entry).queryModel;
      const query = queryModel ? modelType(queryModel, used) : 'QueryParams';
      args = [...params, `query?: ${query}`, 'options?: RequestExtras'];
    }
    return `${doc(text)}  ${child.key}<R = ${resp}>(${args.join(', ')}): Promise<R>;\n`;
  }
  const text = entry ? resourceDoc(entry as ResourceEntry) : `The \`${child.accessor}\` group.`;
  if (params.length > 0) {
    return `${doc(text)}  ${child.key}(${params.join(', ')}): ${interfaceName(child)};\n`;
  }
  return `${doc(text)}  readonly ${child.key}: ${interfaceName(child)};\n`;
}

function emit(node: AccessorNode, out: string[], used: Set<string>): void {
  const name = interfaceName(node);
  const entry = node.entry;
  const ext = entry?.kind === 'resource' ? ` extends ${resourceType(entry, used)}` : '';
  const heading =
    node.accessor === ''
      ? 'The typed accessor tree of the whole catalogue, as returned by `createApi()`.'
      : `Accessors of \`${node.accessor}\`.`;
  let body = '';
  for (const child of node.children.values()) body += memberFor(child, used);
  if (body === '' && entry?.kind === 'resource') {
    out.push(`/** ${heading} */\nexport type ${name} = ${resourceType(entry, used)};\n`);
  } else {
    out.push(`/** ${heading} */\nexport interface ${name}${ext} {\n${body}}\n`);
  }
  for (const child of node.children.values()) {
    if (child.entry?.kind !== 'call') emit(child, out, used);
  }
}

/** The text of api.generated.ts for `entries` (unformatted; the script runs Prettier on it). */
export function generateApiTypes(entries: readonly CatalogueEntry[] = fullCatalogue): string {
  const tree = buildAccessorTree(entries);
  const used = new Set<string>();
  const out: string[] = [];
  emit(tree, out, used);
  const models = [...used].sort();
  const body = out.join('\n');
  // Imported only while some resource still has no model (an unused import fails lint).
  const openRecord = /\bOpenRecord\b/.test(body);
  return [
    '// Generated from the catalogue by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateTypes.ts).',
    '// Do not edit: change the catalogue and run `node scripts/gen-endpoints.mjs`.',
    "import type { QueryParams } from '../http/types.js';",
    ...(openRecord ? ["import type { OpenRecord } from '../models/types.js';"] : []),
    ...(models.length > 0
      ? [`import type { ${models.join(', ')} } from '../models/models.generated.js';`]
      : []),
    "import type { CallOptions, ItemResponse, ListShape, PathParam, RequestBody, RequestExtras, ResourceApi } from './types.js';",
    '',
    ...out,
  ].join('\n');
}
