/**
 * Generates models.generated.ts, a plain TypeScript interface per model, from
 * the JSON Schema of the resource schemas (src/models/resources). The
 * interfaces carry the fields' descriptions as TSDoc and name no zod type, so
 * the client's types cost nothing at runtime and stay quick to check. Objects
 * get no index signature: a misspelt field does not compile, while at runtime
 * the fields a schema does not name pass through. They are type aliases, so a
 * record is still assignable to `Record<string, unknown>`. Run
 * `node scripts/gen-endpoints.mjs`; a test fails when the committed file is stale.
 *
 * @module
 */
import { catalogue } from '../../src/catalogue/index.js';
import { typeCoverage } from '../../src/models/resources/coverage.js';
import { modelJsonSchemas, type JsonSchema } from '../../src/models/resources/index.js';

const PREFIX = '#/components/schemas/';

function doc(schema: JsonSchema, indent: string): string {
  const lines: string[] = [];
  if (schema['x-open'] === true && typeof schema.description !== 'string') return '';
  if (typeof schema.description === 'string') lines.push(schema.description);
  if (schema['x-reference-server'] === true) lines.push('(Reference server; beyond the spec.)');
  if (lines.length === 0) return '';
  const text = lines.join(' ').replace(/\*\//g, '*\\/');
  return `${indent}/** ${text} */\n`;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.join(' | ');
}

function paren(type: string): string {
  return /[|&]/.test(type) ? `(${type})` : type;
}

function simple(type: string, schema: JsonSchema, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `${paren(isObject(schema.items) ? tsType(schema.items, indent) : 'unknown')}[]`;
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

function objectType(schema: JsonSchema, indent: string): string {
  const props = isObject(schema.properties) ? schema.properties : undefined;
  if (!props || Object.keys(props).length === 0) {
    const extra = schema.additionalProperties;
    // An object that takes no field at all (`NoQuery`).
    if (extra === false) return 'Record<string, never>';
    const value =
      isObject(extra) && Object.keys(extra).length > 0 ? tsType(extra, indent) : 'unknown';
    return `Record<string, ${value}>`;
  }
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const inner = `${indent}  `;
  let body = '';
  for (const [name, value] of Object.entries(props)) {
    const prop = isObject(value) ? value : {};
    const key = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
    body += `${doc(prop, inner)}${inner}${key}${required.has(name) ? '' : '?'}: ${tsType(prop, inner)};\n`;
  }
  return `{\n${body}${indent}}`;
}

/** The TypeScript type of a JSON Schema. */
function tsType(schema: JsonSchema, indent: string): string {
  if (typeof schema.$ref === 'string') return schema.$ref.slice(PREFIX.length);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map((v) => JSON.stringify(v)));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives)) return union(alternatives.map((s) => tsType(s, indent)));
  if (Array.isArray(schema.type)) {
    return union((schema.type as string[]).map((t) => simple(t, schema, indent)));
  }
  if (typeof schema.type === 'string') return simple(schema.type, schema, indent);
  return 'unknown';
}

/** The text of models.generated.ts (unformatted; the script runs Prettier on it). */
export function generateModelTypes(): string {
  const schemas = modelJsonSchemas((name) => `${PREFIX}${name}`);
  const out: string[] = [
    '// Generated from the resource schemas by scripts/gen-endpoints.mjs (packages/api-client/scripts/codegen/generateModels.ts).',
    '// Do not edit: change src/models/resources/*.ts and run `node scripts/gen-endpoints.mjs`.',
    '',
  ];
  for (const name of Object.keys(schemas).sort()) {
    const schema = schemas[name]!;
    const known = tsType(schema, '');
    const type = schema['x-open'] === true ? `${known} & Record<string, unknown>` : known;
    const heading = doc(schema, '') || `/** The ${name} model. */\n`;
    // A type alias (not an interface): it is assignable to `Record<string, unknown>`,
    // so a record can go to a helper that takes any record; reading a field it
    // does not name is still a compile error.
    out.push(`${heading}export type ${name} = ${type};\n`);
  }
  out.push(
    "/** Every model by name (the catalogue's `model`, `inputModel`, `queryModel`, `updateModel` and `listModel`). */",
    `export interface ModelTypes {\n${Object.keys(schemas)
      .sort()
      .map((n) => `  ${n}: ${n};`)
      .join('\n')}\n}\n`,
  );
  return out.join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function percent(part: number, whole: number): string {
  return `${Math.round((100 * part) / whole)} %`;
}

/** The coverage table of docs/models.md (measured from the catalogue and the bindings). */
function coverageSection(): string[] {
  const c = typeCoverage(catalogue);
  const open = c.openResources.length;
  return [
    '## Coverage',
    '',
    'Measured from the catalogue and the model bindings when this page is generated;',
    '`packages/api-client/src/models/resources/coverage.test.ts` fails when it drops.',
    '',
    '| What | Typed | Of | Share |',
    '| --- | --- | --- | --- |',
    `| Resources whose items name their fields | ${c.typedResources} | ${c.resources} | ${percent(c.typedResources, c.resources)} |`,
    `| List queries that name the resource's fields | ${c.typedListQueries} | ${c.lists} | ${percent(c.typedListQueries, c.lists)} |`,
    `| Store bodies typed | ${c.typedBodies} | ${c.resources} | ${percent(c.typedBodies, c.resources)} |`,
    `| Calls whose JSON answer is typed | ${c.calls - c.unknownCalls.length} | ${c.calls} | ${percent(c.calls - c.unknownCalls.length, c.calls)} |`,
    `| Calls whose answer names its fields (not \`StoredRecord\`) | ${c.calls - c.unknownCalls.length - c.openCalls.length} | ${c.calls} | ${percent(c.calls - c.unknownCalls.length - c.openCalls.length, c.calls)} |`,
    `| Call bodies typed | ${c.typedCallBodies} | ${c.callBodies} | ${percent(c.typedCallBodies, c.callBodies)} |`,
    `| Queries of \`GET\` calls typed | ${c.typedCallQueries} | ${c.getCalls} | ${percent(c.typedCallQueries, c.getCalls)} |`,
    '',
    ...(open === 0
      ? [
          'Every resource names its fields. The resources the sandbox keeps as plain records (no',
          'handler of their own: activities, chats, notes, tags, the organisation’s remaining lists,',
          'a person’s remaining sub-records; `resources/stored.ts`) have the reference server’s',
          'fields, every one optional: the sandbox checks their types on a store or an update and',
          'keeps any further field as sent.',
        ]
      : [
          `The other ${open} resources are ones neither the spec (section 3.2 names them without`,
          'fields) nor the reference server gives fields to: the sandbox stores whatever is sent.',
          'They are `StoredRecord`: `id`, `created_at`,',
          '`updated_at` and `etag` typed, any further field an open record; their lists take',
          '`ListQuery`.',
        ]),
    'Every resource the sandbox’s seed writes or its handlers name has a model with',
    'its fields (`packages/sandbox/src/seed/models.test.ts` holds it, and checks that every seeded',
    'record validates), the action endpoints among them (mobile sign-in, two-factor steps,',
    'applying). The',
    'analytics datasets and reports answer a `…Report` model (`data` and `meta`; their query is',
    '`ReportQuery`), and the action calls the models of `resources/actions.ts` (a 204 is',
    '`NoContent`, `null`; the calls the reference server keeps as plain documents answer their',
    `body’s fields as kept, or — ${c.openCalls.map((a) => `\`${a}\``).join(', ')}, whose documents`,
    'nothing names — `StoredRecord`), each read from the sandbox’s handler and checked against its answers by',
    '`packages/sandbox/src/domain/reports.test.ts` and `packages/sandbox/src/routes/contract.test.ts`.',
    ...(c.unknownCalls.length === 0
      ? ['Every call with a JSON answer is typed.']
      : [
          `The ${c.unknownCalls.length} calls answering \`unknown\` are not typed yet:`,
          `${c.unknownCalls.map((a) => `\`${a}\``).join(', ')}.`,
          'Pass a type argument, `api.x.y<MyType>()`, to name an answer yourself.',
        ]),
    '',
  ];
}

/** The text of docs/models.md: every model, its fields, and whose each field is. */
export function generateModelsDoc(): string {
  const schemas = modelJsonSchemas((name) => `${PREFIX}${name}`);
  const out: string[] = [
    '<!-- Generated from packages/api-client/src/models/resources by `node scripts/gen-endpoints.mjs`. Do not edit. -->',
    '',
    '# Models',
    '',
    'The fields of every model the client types, the sandbox validates and the OpenAPI document',
    'describes, from one zod schema per resource (`packages/api-client/src/models/resources/`,',
    'importable as `@volunteerkit/api-client/schemas`). **Source** says whose a field is: **spec**',
    'for the fields spec section 3.1 names (kept as the spec has them), **reference server** for',
    'the fields the reference server (the sandbox) reads and writes beyond them; a real API may',
    'differ there. Every object may carry further fields: they pass through unchanged at runtime,',
    'while the types name only these. A `?` marks an optional field.',
    '',
    ...coverageSection(),
  ];
  for (const name of Object.keys(schemas).sort()) {
    const schema = schemas[name]!;
    out.push(`## ${name}`, '');
    if (typeof schema.description === 'string') out.push(schema.description, '');
    const props = isObject(schema.properties) ? schema.properties : undefined;
    if (!props) {
      out.push(`\`${cell(tsType(schema, ''))}\``, '');
      continue;
    }
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    out.push('| Field | Type | Source | Description |', '| --- | --- | --- | --- |');
    for (const [field, value] of Object.entries(props)) {
      const prop = isObject(value) ? value : {};
      const inner = isObject(prop.properties) ? Object.keys(prop.properties) : undefined;
      const type = inner ? 'object' : tsType(prop, '').replace(/\s+/g, ' ');
      const source = prop['x-reference-server'] === true ? 'reference server' : 'spec';
      const description =
        (typeof prop.description === 'string' ? prop.description : '') +
        (inner ? ` On: ${inner.map((k) => `\`${k}\``).join(', ')}.` : '');
      out.push(
        `| \`${field}${required.has(field) ? '' : '?'}\` | \`${cell(type)}\` | ${source} | ${cell(description)} |`,
      );
    }
    if (schema['x-open'] === true) out.push('', 'Takes any further field (the spec says so).');
    out.push('');
  }
  return out.join('\n');
}
