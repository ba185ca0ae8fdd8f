/**
 * Request body validation. Rules come from per-collection schemas, plus
 * conventions that hold for every record (`*_id` fields are integers, `email`
 * is an e-mail address, `name`/`display_name`/`title` are strings, `is_*` and
 * `disabled` are booleans).
 *
 * @module
 */
import { fieldErrors } from '@volunteerkit/api-client/schemas';
import { validationError, type FieldErrors } from './errors.js';

/** A resource schema of the api-client (`@volunteerkit/api-client/schemas`): a zod object. */
export type InputSchema = Parameters<typeof fieldErrors>[0];

function isInputSchema(schema: Schema | InputSchema | undefined): schema is InputSchema {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** The type of a field. */
export type FieldType =
  'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'email' | 'date';

/** A rule for one field. */
export interface FieldRule {
  type: FieldType;
  /** Required on store. */
  required?: boolean;
  /** `null` is accepted. */
  nullable?: boolean;
  /** Allowed values. */
  enum?: readonly (string | number)[];
  /** Minimum (numbers) or minimum length (strings). */
  min?: number;
  /** Maximum (numbers), maximum length (strings) or most items (arrays). */
  max?: number;
  /** The rule every item of an array follows. */
  items?: FieldRule;
  /** The fields of an object (each item of an array of objects), by rule. */
  fields?: Schema;
}

/** Field rules of a collection. */
export type Schema = Record<string, FieldRule>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function conventionalRule(field: string): FieldRule | undefined {
  if (field.endsWith('_id')) return { type: 'integer', nullable: true };
  if (field === 'email') return { type: 'email', nullable: true };
  if (field === 'name' || field === 'display_name' || field === 'title')
    return { type: 'string', max: 500 };
  if (field.startsWith('is_') || field === 'disabled') return { type: 'boolean' };
  return undefined;
}

function check(value: unknown, rule: FieldRule): string | undefined {
  if (value === null) return rule.nullable ? undefined : 'must not be null';
  switch (rule.type) {
    case 'string':
    case 'email':
    case 'date': {
      if (typeof value !== 'string') return 'must be a string';
      if (rule.type === 'email' && !EMAIL.test(value)) return 'must be a valid e-mail address';
      if (rule.type === 'date' && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) {
        return 'must be a date (YYYY-MM-DD)';
      }
      if (rule.min !== undefined && value.trim().length < rule.min) {
        return rule.min === 1 ? 'must not be empty' : `must be at least ${rule.min} characters`;
      }
      if (rule.max !== undefined && value.length > rule.max)
        return `must be at most ${rule.max} characters`;
      break;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return rule.type === 'integer' ? 'must be an integer' : 'must be a number';
      }
      if (rule.type === 'integer' && !Number.isInteger(value)) return 'must be an integer';
      if (rule.min !== undefined && value < rule.min) return `must be at least ${rule.min}`;
      if (rule.max !== undefined && value > rule.max) return `must be at most ${rule.max}`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return 'must be true or false';
      break;
    case 'array': {
      if (!Array.isArray(value)) return 'must be a list';
      if (rule.max !== undefined && value.length > rule.max)
        return `must have at most ${rule.max} items`;
      if (rule.items) {
        const items = rule.items;
        const found = value.map((item) => check(item, items)).findIndex(Boolean);
        if (found >= 0) return `item ${found + 1} ${check(value[found], items)!}`;
      }
      break;
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'must be an object';
      for (const [field, inner] of Object.entries(rule.fields ?? {})) {
        const v = (value as Record<string, unknown>)[field];
        if (v === undefined || v === null || v === '') {
          if (inner.required) return `needs ${field}`;
          continue;
        }
        const problem = check(v, inner);
        if (problem) return `${field} ${problem}`;
      }
      break;
    }
  }
  if (rule.enum && !rule.enum.includes(value as string | number)) {
    return `must be one of: ${rule.enum.join(', ')}`;
  }
  return undefined;
}

/**
 * Validates a record body for store (`partial = false`) or update
 * (`partial = true`) against the resource's schema (the api-client's zod
 * schema, or field rules), and the fields it does not name against the
 * conventions. Throws a 422 {@link ApiError} with field errors.
 */
export function validateRecord(
  body: unknown,
  schema: Schema | InputSchema | undefined,
  partial: boolean,
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError({ body: ['must be a JSON object'] });
  }
  const record = body as Record<string, unknown>;
  if (isInputSchema(schema)) {
    const errors: FieldErrors = fieldErrors(schema, record, { partial });
    for (const [field, value] of Object.entries(record)) {
      if (value === undefined || field in schema.shape) continue;
      const rule = conventionalRule(field);
      const problem = rule && check(value, rule);
      if (problem) (errors[field] ??= []).push(problem);
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return record;
  }
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const [field, rule] of Object.entries(schema ?? {})) {
    if (!partial && rule.required && (record[field] === undefined || record[field] === '')) {
      add(field, 'is required');
    }
  }
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue;
    const rule = schema?.[field] ?? conventionalRule(field);
    if (!rule) continue;
    const problem = check(value, rule);
    if (problem) add(field, problem);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return record;
}
