/**
 * Converting between API values and form inputs, and keeping drafts so a form
 * survives a session hiccup (token expiry, re-sign-in, reload).
 *
 * @module
 */
import type { FieldSpec } from '../overrides.js';
import type { AnyRecord } from '../infer.js';

/** The input value of an API value. */
export function toInput(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'checkbox') return value === true;
  if (field.type === 'json') {
    if (value === undefined || value === null) return '';
    try {
      return JSON.stringify(value, null, 2);
    } catch {
      return '';
    }
  }
  if (field.type === 'date' && typeof value === 'string') return value.slice(0, 10);
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Thrown when a JSON field does not parse. */
export class FieldValueError extends Error {
  /** The field at fault. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'FieldValueError';
    this.field = field;
  }
}

/** The API value of an input value. */
export function fromInput(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'checkbox') return value === true;
  const text =
    typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  if (field.type === 'number') {
    if (text.trim() === '') return null;
    const n = Number(text.replace(/,/g, ''));
    return Number.isFinite(n) ? n : text;
  }
  if (field.type === 'json') {
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FieldValueError(field.name, `${field.label ?? field.name} is not valid JSON.`);
    }
  }
  return text;
}

/** The body of a create or edit request; empty fields are left out on create. */
export function buildBody(
  fields: readonly FieldSpec[],
  values: AnyRecord,
  mode: 'create' | 'edit',
): AnyRecord {
  const body: AnyRecord = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (mode === 'create' && (raw === '' || raw === undefined)) continue;
    body[field.name] = fromInput(field, raw);
  }
  return body;
}

const DRAFT_PREFIX = 'vk-portal-draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft of a form, if any (kept in this tab's session storage only). */
export function readDraft(key: string): AnyRecord | null {
  try {
    const text = storage()?.getItem(DRAFT_PREFIX + key);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as AnyRecord)
      : null;
  } catch {
    return null;
  }
}

/** Saves (or with `null`, forgets) a form's draft. */
export function writeDraft(key: string, values: AnyRecord | null): void {
  try {
    if (values === null) storage()?.removeItem(DRAFT_PREFIX + key);
    else storage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or unavailable: the form still works, only without a draft
  }
}

/** Forgets every draft (on sign-out, so the next user never sees them). */
export function clearDrafts(): void {
  const s = storage();
  if (!s) return;
  try {
    for (let i = s.length - 1; i >= 0; i--) {
      const k = s.key(i);
      if (k?.startsWith(DRAFT_PREFIX)) s.removeItem(k);
    }
  } catch {
    // ignore
  }
}
