/**
 * The server's 422 field errors (`errors: {field: [messages]}`) placed under
 * the form's fields: a field shows its own messages and those of its parts
 * (`rotas.0.name` under the `rotas` group); messages for no field of the form
 * are listed with the form's error.
 *
 * @module
 */
import { ApiError } from '@volunteerkit/api-client';
import { errorMessage } from '../../app/states.js';
import { humanize } from '../labels.js';
import type { AnyRecord } from '../infer.js';
import type { FormField } from './formFields.js';

function fieldErrors(error: unknown): Record<string, readonly string[]> | null {
  return error instanceof ApiError && error.fieldErrors ? error.fieldErrors : null;
}

function owns(field: string, key: string): boolean {
  return key === field || key.startsWith(`${field}.`);
}

/** "Rotas 1 name" for `rotas.0.name`; "Name" for `name`. */
function keyLabel(key: string, field?: FormField): string {
  if (field && key === field.name) return field.label ?? humanize(field.name);
  return key
    .split('.')
    .map((p, i) =>
      /^\d+$/.test(p) ? String(Number(p) + 1) : i === 0 ? humanize(p) : humanize(p).toLowerCase(),
    )
    .join(' ');
}

function sentence(label: string, message: string): string {
  // "Name is taken" rather than "Name name is taken" when the server repeats the field.
  return `${label} ${message}`.replace(/^(\S+) (\1) /i, '$1 ');
}

/**
 * The server's message for a field, while the field still holds the value
 * that was sent (a changed value hides it until the next submit).
 */
export function serverFieldError(
  error: unknown,
  field: FormField,
  value: unknown,
  submitted: AnyRecord | null,
): string | null {
  const all = fieldErrors(error);
  if (!all || !submitted || JSON.stringify(submitted[field.name]) !== JSON.stringify(value))
    return null;
  const lines = Object.entries(all)
    .filter(([key]) => owns(field.name, key))
    .flatMap(([key, messages]) =>
      messages.length ? [sentence(keyLabel(key, field), messages.join(', '))] : [],
    );
  return lines.length ? lines.join('. ') : null;
}

/** Messages of the server for no field of the form, as sentences. */
export function unplacedServerErrors(error: unknown, fields: readonly FormField[]): string[] {
  const all = fieldErrors(error);
  if (!all) return [];
  return Object.entries(all)
    .filter(([key]) => !fields.some((f) => owns(f.name, key)))
    .map(([key, messages]) => sentence(keyLabel(key), messages.join(', ')));
}

/**
 * The sentence shown when a submit fails: for a 422 with field errors, a
 * pointer to the messages under the fields; for other API errors, the
 * server's own message (never the request URL); else the portal's message.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 403 && error.status !== 404) {
    if (error.status === 422 && error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
      return 'Some values were not accepted: see the messages by the fields.';
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return errorMessage(error);
}
