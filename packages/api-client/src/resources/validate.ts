/**
 * Opt-in response validation against the model schemas.
 *
 * @module
 */
import * as z from 'zod/mini';
import { PaginationSchema } from '../models/schemas.js';
import { ResponseValidationError, type ValidationIssue } from './errors.js';

function issuesOf(schema: z.ZodMiniType, value: unknown, prefix: string): ValidationIssue[] {
  const result = z.safeParse(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a response body against an item schema. The body may be an array of
 * items, `{ data: items[], meta? }` (with `meta.pagination` checked too),
 * `{ data: item }`, or the item itself.
 *
 * @returns the problems found (empty when the body matches).
 */
export function checkResponse(schema: z.ZodMiniType, body: unknown): ValidationIssue[] {
  if (Array.isArray(body)) return body.flatMap((item, i) => issuesOf(schema, item, String(i)));
  if (isRecord(body) && 'data' in body) {
    const { data, meta } = body;
    if (Array.isArray(data)) {
      const issues = data.flatMap((item, i) => issuesOf(schema, item, `data.${i}`));
      if (isRecord(meta) && 'pagination' in meta) {
        issues.push(...issuesOf(PaginationSchema, meta.pagination, 'meta.pagination'));
      }
      return issues;
    }
    if (isRecord(data)) return issuesOf(schema, data, 'data');
  }
  return issuesOf(schema, body, '');
}

/** Where `warn` mode reports a mismatch. */
export type ValidationReporter = (error: ResponseValidationError) => void;

/**
 * Validates `body` in the given mode: `strict` throws, `warn` reports, `off` does nothing.
 *
 * @throws {ResponseValidationError} in `strict` mode when the body does not match.
 */
export function applyValidation(
  mode: 'off' | 'warn' | 'strict',
  schema: z.ZodMiniType | undefined,
  model: string,
  request: string,
  body: unknown,
  report: ValidationReporter,
): void {
  if (mode === 'off' || !schema) return;
  const issues = checkResponse(schema, body);
  if (issues.length === 0) return;
  const error = new ResponseValidationError(request, model, issues);
  if (mode === 'strict') throw error;
  report(error);
}
