/**
 * Field errors from a schema: what the reference server answers in a 422
 * (`{ errors: { field: [message] } }`), and what a form can show next to its fields.
 *
 * @module
 */
import * as z from 'zod/mini';

/** Messages by field; a nested field is named by its top-level field. */
export type FieldErrors = Record<string, string[]>;

/** Options of {@link fieldErrors}. */
export interface FieldErrorsOptions {
  /** An update: every field is optional, none is required. @default false */
  partial?: boolean;
}

const TYPE_MESSAGES: Record<string, string> = {
  string: 'must be a string',
  number: 'must be a number',
  int: 'must be an integer',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

type Issue = z.core.$ZodIssue;

function messageOf(issue: Issue, input: unknown): string {
  if (input === null && (issue.code === 'invalid_type' || issue.code === 'invalid_value'))
    return 'must not be null';
  if (input === undefined && issue.code === 'invalid_type') return 'is required';
  // A schema's own message (`must be a date (YYYY-MM-DD)`) is already in these words.
  const own = issue.code !== 'too_small' && issue.code !== 'too_big';
  if (own && issue.message.startsWith('must ')) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is required';
      if (issue.expected === 'number' && typeof input === 'number' && Number.isFinite(input))
        return 'must be an integer';
      return TYPE_MESSAGES[issue.expected] ?? `must be ${issue.expected}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string')
        return n === 1 ? 'must not be empty' : `must be at least ${n} characters`;
      if (issue.origin === 'array') return `must have at least ${n} items`;
      return `must be at least ${n}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${n} characters`;
      if (issue.origin === 'array') return `must have at most ${n} items`;
      return `must be at most ${n}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return 'is not valid';
    case 'unrecognized_keys':
      return `cannot be set: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** How a nested path reads after its top-level field: `item 2 start`. */
function nestedText(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(' ');
}

/**
 * Checks `value` against an object schema and returns the field errors
 * (empty when it matches). On a store (`partial: false`) a required field
 * that is missing or `''` "is required"; on an update every field is optional.
 * Fields the schema does not name are not checked.
 *
 * @example
 * ```ts
 * import { fieldErrors, ShiftInputSchema } from '@volunteerkit/api-client/schemas';
 * fieldErrors(ShiftInputSchema, { title: '' }); // { team_id: ['is required'], title: ['is required'] }
 * ```
 */
export function fieldErrors(
  schema: z.ZodMiniObject,
  value: unknown,
  options: FieldErrorsOptions = {},
): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { body: ['must be a JSON object'] };
  const record = value as Record<string, unknown>;
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  if (!options.partial) {
    for (const [key, inner] of Object.entries(schema.shape)) {
      const optional = (inner as z.ZodMiniType)._zod.optin === 'optional';
      if (!optional && (record[key] === undefined || record[key] === '')) add(key, 'is required');
    }
  }
  const target = options.partial ? z.partial(schema) : schema;
  const result = z.safeParse(target, record);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [head, ...rest] = issue.path;
    const key = head === undefined ? 'body' : String(head);
    if (errors[key]?.includes('is required')) continue;
    const message = messageOf(issue, valueAt(record, issue.path));
    add(key, rest.length > 0 ? `${nestedText(rest)} ${message}` : message);
  }
  return errors;
}
