/**
 * The building blocks of the resource schemas: one registry that carries every
 * model's name and every field's description (read by the type generator, the
 * OpenAPI document and docs/models.md), and the field shapes the reference
 * server checks (dates, e-mail addresses, bounded text, ids).
 *
 * The resource schemas are zod/mini objects kept out of the client's runtime
 * bundle: the client's types are generated from them (`models.generated.ts`,
 * types only), the sandbox validates request bodies with them, and the OpenAPI
 * document describes them. Objects are loose: a field the schema does not name
 * passes through unchanged, because a real server may send more.
 *
 * @module
 */
import * as z from 'zod/mini';

/** What the registry records about a model or a field. */
export interface ModelMeta {
  /** The model's name (for a model schema): its component and type name. */
  id?: string;
  /** One line for the docs and the generated TSDoc. */
  description?: string;
  /** The field is the reference server's (the sandbox's), beyond the spec's named fields. */
  'x-reference-server'?: boolean;
  /** The model takes any further field (the spec says so): its type keeps an index signature. */
  'x-open'?: boolean;
  /** Index signature required by zod's registry metadata. */
  [key: string]: unknown;
}

/** Every resource model and its fields' descriptions. */
export const modelRegistry = z.registry<ModelMeta>();

/**
 * Registers a field's description; `reference` (the default) marks it as a
 * field of the reference server beyond what the spec names.
 */
export function field<T extends z.ZodMiniType>(
  schema: T,
  description: string,
  reference = true,
): T {
  // A model used as a field keeps its own name and description (the field is a `$ref`).
  if (modelRegistry.get(schema)?.id) return schema;
  modelRegistry.add(
    schema,
    reference ? { description, 'x-reference-server': true } : { description },
  );
  return schema;
}

/**
 * Registers a model schema under `id` (its type name) with a description;
 * `open` keeps an index signature on its type (a payload the spec opens to
 * any further field).
 */
export function model<T extends z.ZodMiniType>(
  id: string,
  schema: T,
  description: string,
  open = false,
): T {
  modelRegistry.add(schema, open ? { id, description, 'x-open': true } : { id, description });
  return schema;
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message of a value that is not a date. */
export const DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';

/** A date `YYYY-MM-DD` or an ISO date-time (`2025-05-01T09:00:00.000Z`). */
export function dateText() {
  return z.string().check(
    z.regex(DATE, DATE_MESSAGE),
    z.refine((v) => !Number.isNaN(Date.parse(v)), DATE_MESSAGE),
  );
}

/** A calendar day `YYYY-MM-DD`. */
export function dayText() {
  return z.string().check(
    z.regex(DAY, DATE_MESSAGE),
    z.refine((v) => !Number.isNaN(Date.parse(v)), DATE_MESSAGE),
  );
}

/** An e-mail address. */
export function emailText() {
  return z.email({ pattern: EMAIL, error: 'must be a valid e-mail address' });
}

/** Text of at most `max` characters. */
export function text(max: number) {
  return z.string().check(z.maxLength(max));
}

/** Text that is not blank (after trimming) and at most `max` characters. */
export function nonEmptyText(max: number) {
  return z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((v) => v.trim().length > 0, 'must not be empty'),
  );
}

/** A whole number. */
export function int() {
  return z.int({ error: 'must be an integer' });
}

/** A record id as the reference server sends it (a positive integer). */
export function recordId() {
  return int();
}

/** The fields every stored record of the reference server carries (besides its `id`). */
export function storedFields() {
  return {
    created_at: field(z.optional(z.string()), 'When the record was created (ISO date-time).'),
    updated_at: field(z.optional(z.string()), 'When the record last changed (ISO date-time).'),
    etag: field(
      z.optional(z.string()),
      'The version of the record, for `ifMatch` (optimistic concurrency).',
    ),
  };
}

/** One condition of a `filter[field]` list filter. */
export const FilterConditionSchema = model(
  'FilterCondition',
  z.looseObject({
    eq: z.optional(z.union([z.string(), z.number(), z.boolean()])),
    like: z.optional(z.string()),
    in: z.optional(z.union([z.string(), z.array(z.number())])),
    gte: z.optional(z.union([z.string(), z.number()])),
    gt: z.optional(z.union([z.string(), z.number()])),
    lte: z.optional(z.union([z.string(), z.number()])),
    lt: z.optional(z.union([z.string(), z.number()])),
  }),
  'A condition on one field: equal (`eq`), contains (`like`), one of some ids (`in`, comma-joined or a list) or a range (`gte`, `gt`, `lte`, `lt`: numbers as numbers, `YYYY-MM-DD` by date, anything else as text).',
);

/** A filter value: the value to equal, or a condition. */
export function filterValue() {
  return z.optional(z.union([z.string(), z.number(), z.boolean(), FilterConditionSchema]));
}

/**
 * The query every list of the reference server reads: paging, search, order
 * and field filters on `fields`.
 */
export function listQueryShape<const F extends readonly string[]>(fields: F) {
  const filter = Object.fromEntries(fields.map((f) => [f, filterValue()])) as {
    [K in F[number]]: ReturnType<typeof filterValue>;
  };
  return {
    page: field(z.optional(int()), 'The page, from 1.', false),
    per_page: field(z.optional(int()), 'Page size (at most 500).', false),
    limit: field(z.optional(int()), 'Page size, another name of `per_page`.'),
    q: field(z.optional(z.string()), 'Free-text search.'),
    search: field(z.optional(z.string()), 'Free-text search, another name of `q`.'),
    s: field(z.optional(z.string()), 'Order by this field (with `o`), another form of `sort`.'),
    o: field(
      z.optional(z.enum(['asc', 'desc'])),
      'The order of `s`: `asc` (the default) or `desc`.',
    ),
    sort: field(
      z.optional(z.string()),
      'Order by a field; `-field` for descending (`-updated_at`).',
    ),
    filter: field(
      z.optional(z.looseObject(filter)),
      'Field filters, sent as `filter[field]=value` or `filter[field][op]=value`.',
    ),
  };
}

/**
 * A record of a resource whose fields neither the spec (3.2 names it without
 * fields) nor the reference server names: its id and the stored fields; every
 * other field passes through and its type keeps an index signature.
 */
export const StoredRecordSchema = model(
  'StoredRecord',
  z.looseObject({ id: field(recordId(), 'The record id.'), ...storedFields() }),
  'A record whose fields neither the spec nor the reference server names: its id and stored fields, and any further field.',
  true,
);

/** The list query of a resource without a record model: paging, search, order and filters. */
export const ListQuerySchema = model(
  'ListQuery',
  z.looseObject(listQueryShape([])),
  'The query of a list without a record model: paging, search (`q`), order (`sort`) and field filters; any further parameter.',
  true,
);

/** The models of one stored record: the item, what a store or update sends, the list query. */
export interface RecordModels {
  /** One record as the server answers it: `id`, the fields, and the stored fields. */
  item: z.ZodMiniObject;
  /** What a store or an update sends: the fields (an update any part of them). */
  input: z.ZodMiniObject;
  /** The list query: paging, search, order, and a filter on each field. */
  query: z.ZodMiniObject;
}

/**
 * Registers the three models of a stored record of the reference server under
 * `name` (the item), `${name}Input` and `${name}Query`, from its fields (each
 * described with {@link field}). `what` names one record in words (`a team's
 * changeover day`); `query` adds list parameters a handler reads beyond the
 * filters (`unread`, `user_id`).
 */
export function recordModels(
  name: string,
  what: string,
  fields: Record<string, z.ZodMiniType>,
  query: Record<string, z.ZodMiniType> = {},
): RecordModels {
  const input = model(
    `${name}Input`,
    z.looseObject(fields),
    `The fields a store or update of ${what} sends.`,
  );
  const item = model(
    name,
    z.looseObject({ id: field(recordId(), 'The record id.'), ...fields, ...storedFields() }),
    `${what.charAt(0).toUpperCase()}${what.slice(1)}.`,
  );
  const list = model(
    `${name}Query`,
    z.looseObject({ ...listQueryShape(Object.keys(fields)), ...query }),
    `The list query of ${what}: paging, search, order and a filter on each field.`,
  );
  return { item, input, query: list } as unknown as RecordModels;
}

/** Optional text (the reference server's). */
export function optText(description: string) {
  return field(z.optional(z.string()), description);
}

/** An optional id of another record, or null (the reference server's). */
export function optId(description: string) {
  return field(z.optional(z.nullable(int())), description);
}

/** An optional ISO date-time, or null (the reference server's). */
export function optInstant(description: string) {
  return field(z.optional(z.nullable(z.string())), `${description} (ISO date-time).`);
}

/** An optional calendar day `YYYY-MM-DD`, or null (the reference server's). */
export function optDay(description: string) {
  return field(z.optional(z.nullable(dateText())), `${description}, \`YYYY-MM-DD\`.`);
}

/** An optional true or false (the reference server's). */
export function optFlag(description: string) {
  return field(z.optional(z.boolean()), description);
}

/** An optional number (the reference server's). */
export function optNumber(description: string) {
  return field(z.optional(z.number()), description);
}

/** An optional list of record ids (the reference server's). */
export function optIds(description: string) {
  return field(z.optional(z.array(int())), description);
}
