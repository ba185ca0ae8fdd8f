/**
 * Generates docs/endpoints.md from the catalogue: one table per spec area.
 * Run `node scripts/gen-endpoints.mjs`; a test fails when the file is stale.
 *
 * @module
 */
import { buildAccessorTree, type AccessorNode } from '../../src/resources/tree.js';
import { catalogueAreas } from '../../src/catalogue/index.js';
import { catalogueRoutes, itemPathOf } from '../../src/catalogue/paths.js';
import type { CatalogueEntry } from '../../src/catalogue/types.js';
import { withModels } from '../../src/models/resources/bindings.js';

/** `users.messaging(userId)`-style call expression of every accessor, by dotted accessor. */
export function accessorExpressions(entries: readonly CatalogueEntry[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: AccessorNode, prefix: string) => {
    for (const child of node.children.values()) {
      const base = prefix ? `${prefix}.${child.key}` : child.key;
      const expr = child.params.length ? `${base}(${child.params.join(', ')})` : base;
      out.set(child.accessor, expr);
      walk(child, expr);
    }
  };
  walk(buildAccessorTree(entries), '');
  return out;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The text of docs/endpoints.md (unformatted; the script runs Prettier on it). */
export function generateEndpointsDoc(): string {
  const all = catalogueAreas.flatMap((a) => a.entries);
  const exprs = accessorExpressions(all);
  const routes = catalogueRoutes(all);
  const lines: string[] = [
    '# Endpoint reference',
    '',
    '<!-- Generated from packages/api-client/src/catalogue by `node scripts/gen-endpoints.mjs`. Do not edit. -->',
    '',
    `Every resource and call of the spec (section 7.2-7.15): ${all.length} entries, ${routes.length} routes. ` +
      'Paths are relative to the base URL (default `/api/`). A resource supports `list` (GET path), ' +
      '`show` (GET path{id}), `store` (POST path), `update` (PUT path{id}) and `delete` (DELETE path{id}); ' +
      'the table lists the operations the spec allows. Call an entry through the typed client, ' +
      'e.g. `client.users.messaging(userId).list({ page: 2 })`. Decisions on odd paths: ' +
      '[catalogue-decisions.md](catalogue-decisions.md).',
    '',
    'Flags: **public** = callable without a token (sends `public_search=true`; with listed operations only those), ' +
      '**open** = needs no token though it is not a public search call (never refreshed on 401; ' +
      'with listed operations only those), **upload** = `store` accepts `FormData`/`File`/`Blob`.',
    '',
  ];
  for (const area of catalogueAreas) {
    lines.push(`## ${area.spec} ${area.title}`, '');
    lines.push(
      '| Accessor | Method | Path | Operations / response | Notes |',
      '|---|---|---|---|---|',
    );
    for (const e of area.entries) {
      const expr = '`client.' + (exprs.get(e.accessor!) ?? e.accessor) + '`';
      const flags: string[] = [];
      if (e.public) {
        flags.push(
          e.kind === 'resource' && e.publicOperations
            ? `public (${e.publicOperations.join(', ')})`
            : 'public',
        );
      }
      if (e.open === true) flags.push('open');
      else if (e.open) flags.push(`open (${e.open.join(', ')})`);
      if (e.kind === 'resource' && e.upload) flags.push('upload');
      const typed = withModels(e);
      if (typed.model) flags.push(`model ${typed.model}`);
      if (typed.inputModel) flags.push(`body ${typed.inputModel}`);
      if (typed.queryModel) flags.push(`query ${typed.queryModel}`);
      if (e.kind === 'call' && e.bodyModel) flags.push(`body ${e.bodyModel}`);
      if (e.kind === 'resource') {
        const item = e.operations.find((o) => o !== 'list' && o !== 'store') as
          'show' | 'update' | 'delete' | undefined;
        if (item) flags.push(`item \`${itemPathOf(e, item)}\``);
      }
      if (e.description) flags.push(e.description);
      const method = e.kind === 'call' ? e.method : 'resource';
      const ops =
        e.kind === 'call' ? `${e.response}${e.query ? ', query' : ''}` : e.operations.join(', ');
      lines.push(
        `| ${cell(expr)} | ${method} | \`${cell(e.path)}\` | ${cell(ops)} | ${cell(flags.join('; '))} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
